import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Screen

/// The dusk behind the whole live view, in pixels, where the terminal draws text over a
/// picture (kitty, under the text): the sky is the SVG's smooth gradient, not steps of half
/// cells, and the tree's picture lies on it without a seam.
///
/// Sent as one column of pixels the screen's height, which kitty stretches across the screen:
/// the sky changes only with height, so the stretched picture is the full one exactly, at a
/// few kilobytes instead of the screen's megabytes.
package struct WatchBackdrop: Equatable, Sendable {
    package var dusk: Dusk
    package var columns: Int
    package var rows: Int
    package var cell: CellPixels

    /// Kitty's stacking: the backdrop under the tree (`LivePicture`'s -2) and its patch (-1),
    /// all above the cells' backgrounds and under their text.
    static let zIndex = -3
    static let treeZIndex = -2

    /// One column of the sky, the screen's height in pixels.
    package func raster() -> Raster {
        DuskScene(columns: 1, rows: rows, dusk: dusk).raster(cell: cell)
    }
}

extension WatchView {
    /// The backdrop in pixels for this state: kitty only (sixel and iTerm2 cannot draw text over
    /// a picture), and not while a panel, which has its own ground in cells, stands over the sky;
    /// the forest's walk in pixels lies on it, as the tree does (kitty mixes a picture under
    /// the text with the cells' own ground: over written grounds the forest turned teal).
    package static func backdrop(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> WatchBackdrop? {
        guard screen.graphics.showsBackdrop, !panelOpen(state) || forestInPixels(state, screen: screen), screen.columns > 0, screen.rows > 0
        else { return nil }
        let today = LocalTime.day(of: now, in: zone)
        return WatchBackdrop(dusk: Dusk.of(day: today.ordinal), columns: screen.columns, rows: screen.rows, cell: screen.cell)
    }

    /// Whether a panel (help, water, the calendar, the forest, a moment) stands over the sky.
    static func panelOpen(_ state: WatchState) -> Bool {
        switch state.overlay {
        case .help?, .water?, .calendar?, .forest?, .moment?: true
        default: false
        }
    }

    /// The screen's cells where the backdrop lies under them: the sky as plain ground, no half
    /// blocks (a glyph would be drawn over the pixels). Their ground is not written (kitty
    /// blends a picture under the text with the cells' own), only compared.
    static func plainSky(_ scene: DuskScene) -> Frame {
        var cells: [TerminalCell] = []
        cells.reserveCapacity(scene.columns * scene.rows)
        for row in 0..<scene.rows {
            let sky = scene.sky(row: row)
            cells += Array(repeating: TerminalCell(" ", foreground: sky, background: sky), count: scene.columns)
        }
        return Frame(columns: scene.columns, rows: scene.rows, cells: cells)
    }
}
