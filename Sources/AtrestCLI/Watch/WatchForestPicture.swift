import Rendering
import Screen

/// The forest panel's walk in pixels: the window the walk shows, as the same scene `forest`
/// draws in pixels (and `forest --png` writes), over the cells it covers in the top-left
/// corner; its words (the inscription, the empty forest's line) stay cells, over or beside it.
package struct WalkedWindow: Equatable, Sendable {
    package let forest: WalkedForest
    package let top: Int

    /// The window as a scene.
    func picture() -> ForestPicture { forest.walk.picture(top: top, left: 0) }

    /// The cells it covers: the walk's width and rows, from the top-left corner.
    var rect: CellRect { CellRect(column: 0, row: 0, columns: forest.walk.width, rows: forest.walk.windowRows) }
}

extension WatchView {
    /// The forest panel's picture on this screen: nil in cells, or where the walk (made when
    /// `f` opened it) no longer fits the screen with the keys' row below it (a resize): cells then.
    static func forestPicture(_ forest: WalkedForest, top: Int, screen: WatchScreen) -> WatchPicture? {
        guard screen.graphics.showsPixels else { return nil }
        let window = WalkedWindow(forest: forest, top: top)
        let rect = window.rect
        guard rect.columns > 0, rect.rows > 0, rect.columns <= screen.columns, rect.rows <= screen.rows - 1 else { return nil }
        // The walk's picture depends on the walk alone: not on the becoming tree's presence,
        // which would have it rasterised again every few minutes for nothing.
        var picture = WatchPicture(rect: rect, scene: DuskScene(columns: 1, rows: 1, dusk: Dusk()), cell: screen.cell)
        picture.forest = window
        picture.smooth = true
        return picture
    }
}

extension WatchView {
    /// Whether the forest panel stands open with its walk drawn in pixels.
    static func forestInPixels(_ state: WatchState, screen: WatchScreen) -> Bool {
        guard case .forest(let forest, let top)? = state.overlay else { return false }
        return forestPicture(forest, top: top, screen: screen) != nil
    }
}

extension Layout {
    /// The forest's window in cells, or, where it is drawn in pixels, only its words: every
    /// other cell under the picture is left the plain sky the panel is laid on, so that no
    /// glyph of the cells shows over the pixels and no word is lost under them.
    func forestCells(_ forest: WalkedForest, top: Int, styled: (String) -> [TerminalCell], painter: inout Painter) {
        let lines = forest.lines(top: top).prefix(max(0, screen.rows - 1)).map(styled)
        guard let picture = WatchView.forestPicture(forest, top: top, screen: screen), let window = picture.forest else {
            painter.frame.place(Array(lines), column: 0, row: 0)
            return
        }
        for word in window.picture().words where word.row < lines.count && word.column < lines[word.row].count {
            // The cell as the walk in cells draws it: the word's colour on the ground under it.
            let cell = lines[word.row][word.column]
            painter.frame.place([[cell]], column: word.column, row: word.row)
        }
    }
}
