import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering

/// The part of the live view drawn in pixels where the terminal shows them: the tree's box
/// with its dusk (and, at the arrival, the star's light), the same scene the cells are drawn
/// from, at the terminal's pixel size.
///
/// A value that says everything the picture depends on: the loop sends a picture again, and
/// rasterises it again, only when this changes.
package struct WatchPicture: Equatable, Sendable {
    /// The cells the picture covers.
    package var rect: CellRect
    /// What is drawn: the dusk with its tree, as the cells show it, its light in fine steps.
    package var scene: DuskScene
    package var cell: CellPixels

    /// The picture in pixels, its sky flat within each half cell as the cells around it are.
    package func raster() -> Raster {
        scene.raster(cell: cell, rect: rect, meetingCells: true)
    }

    /// Steps of presence and of the star's light: finer than the eye follows on a tree that
    /// becomes over hours, so a new picture is sent every few minutes, not every minute.
    static let presenceSteps = 128.0
    static let lightSteps = 48.0
}

extension WatchView {
    /// What `frame` leaves to pixels on this screen: nil in cells, without a tree, or while a
    /// panel (help, water, the calendar, the forest, a moment) stands over the sky.
    package static func picture(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> WatchPicture? {
        guard screen.graphics.showsPixels else { return nil }
        let today = LocalTime.day(of: now, in: zone)
        let layout = Layout(state: state, now: now, today: today, screen: screen)
        let scene = DuskScene(columns: screen.columns, rows: screen.rows, dusk: Dusk.of(day: today.ordinal), tree: layout.tree)
        return picture(layout: layout, scene: scene)
    }

    static func picture(layout: Layout, scene: DuskScene) -> WatchPicture? {
        let screen = layout.screen
        guard screen.graphics.showsPixels, var tree = scene.tree, var rect = scene.treeCells else { return nil }
        switch layout.state.overlay {
        case .help?, .water?, .calendar?, .forest?, .moment?: return nil
        case .arrival(let arrival)? where arrival.tree == .established:
            // The star's cells from the start, so that its fading in changes only pixels.
            if let star = scene.starCells {
                let union = rect.union(star)
                let others = layout.composition.rectangles.filter { $0 != layout.composition.tree?.rect }
                if !others.contains(where: { $0.overlaps(union) }) {
                    rect = union
                }
            }
        default: break
        }
        // A picture reaching the last row would scroll a sixel terminal's screen.
        if rect.row + rect.rows >= screen.rows { rect.rows = screen.rows - 1 - rect.row }
        guard rect.rows > 0, rect.columns > 0 else { return nil }
        tree.presence = (tree.presence * WatchPicture.presenceSteps).rounded() / WatchPicture.presenceSteps
        tree.starLight = (tree.starLight * WatchPicture.lightSteps).rounded() / WatchPicture.lightSteps
        var drawn = scene
        drawn.tree = tree
        return WatchPicture(rect: rect, scene: drawn, cell: screen.cell)
    }
}

extension CellRect {
    /// The smallest rectangle holding both.
    func union(_ other: CellRect) -> CellRect {
        let left = min(column, other.column), top = min(row, other.row)
        let right = max(column + columns, other.column + other.columns), bottom = max(row + rows, other.row + other.rows)
        return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
    }
}
