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
    /// Its sky smooth, as the backdrop under it (kitty); else flat within each half cell, as
    /// the cells around it are.
    package var smooth = false
    /// The forest panel's window, when the picture is the walk's and not the tree's box.
    package var forest: WalkedWindow?

    /// The picture in pixels.
    package func raster() -> Raster {
        if let forest {
            return forest.picture().raster(pixelWidth: rect.columns * cell.width, pixelHeight: rect.rows * cell.height)
        }
        return scene.raster(cell: cell, rect: rect, meetingCells: !smooth)
    }

    /// Steps of presence and of the star's light: finer than the eye follows on a tree that
    /// becomes over hours, so a new picture is sent every few minutes, not every minute.
    static let presenceSteps = 128.0
    static let lightSteps = 48.0
}

extension WatchView {
    /// What `frame` leaves to pixels on this screen: nil in cells, without a tree, or while a
    /// panel (help, water, the calendar, a moment) stands over the sky; the forest panel's
    /// walk is a picture of its own.
    package static func picture(_ state: WatchState, now: Date, zone: Zone, screen: WatchScreen) -> WatchPicture? {
        guard screen.graphics.showsPixels else { return nil }
        let today = LocalTime.day(of: now, in: zone)
        let layout = Layout(state: state, now: now, today: today, screen: screen)
        let scene = DuskScene(columns: screen.columns, rows: screen.rows, dusk: Dusk.of(day: today.ordinal), tree: layout.tree)
        return picture(layout: layout, scene: scene)
    }

    static func picture(layout: Layout, scene: DuskScene) -> WatchPicture? {
        let screen = layout.screen
        if case .forest(let forest, let top)? = layout.state.overlay {
            return forestPicture(forest, top: top, screen: screen)
        }
        guard screen.graphics.showsPixels, var tree = scene.tree, var rect = scene.treeCells else { return nil }
        let others = layout.composition.rectangles.filter { $0 != layout.composition.tree?.rect }
        switch layout.state.overlay {
        case .help?, .water?, .calendar?, .forest?, .moment?: return nil // the forest: above
        case .arrival(let arrival)? where arrival.tree == .established:
            // The star's cells from the start, so that its fading in changes only pixels
            // (kitty draws the words over the picture, so there they may share cells).
            if let star = scene.starCells {
                let union = rect.union(star)
                if screen.graphics.showsBackdrop || !others.contains(where: { $0.overlaps(union) }) {
                    rect = union
                }
            }
        default: break
        }
        // Sixel and iTerm2 cannot draw text over a picture: the sky around the tree is pixels
        // as far as the words allow, the whole band of rows the tree stands in, edge to edge.
        if !screen.graphics.showsBackdrop { rect = band(around: rect, clearOf: others, screen: screen) }
        // A picture reaching the last row would scroll a sixel terminal's screen.
        if rect.row + rect.rows >= screen.rows { rect.rows = screen.rows - 1 - rect.row }
        guard rect.rows > 0, rect.columns > 0 else { return nil }
        tree.presence = (tree.presence * WatchPicture.presenceSteps).rounded() / WatchPicture.presenceSteps
        tree.starLight = (tree.starLight * WatchPicture.lightSteps).rounded() / WatchPicture.lightSteps
        var drawn = scene
        drawn.tree = tree
        var picture = WatchPicture(rect: rect, scene: drawn, cell: screen.cell)
        picture.smooth = screen.graphics.showsBackdrop
        return picture
    }

    /// `rect` widened to the screen's width, then grown a row at a time up and down while no
    /// element of the composition (the time, the words, water, the keys) lies in the rows.
    static func band(around rect: CellRect, clearOf others: [CellRect], screen: WatchScreen) -> CellRect {
        func clear(_ row: Int) -> Bool {
            (0..<screen.rows).contains(row) && !others.contains { $0.rows > 0 && $0.columns > 0 && row >= $0.row && row < $0.row + $0.rows }
        }
        var band = CellRect(column: 0, row: rect.row, columns: screen.columns, rows: rect.rows)
        guard !others.contains(where: { $0.rows > 0 && $0.columns > 0 && $0.overlaps(band) }) else { return rect }
        while clear(band.row - 1) {
            band.row -= 1
            band.rows += 1
        }
        while clear(band.row + band.rows) { band.rows += 1 }
        return band
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
