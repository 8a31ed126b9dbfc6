/// How a terminal is shown pictures: one of three pixel protocols, or cells.
package enum GraphicsMode: String, Sendable, Hashable, CaseIterable {
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole).
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, VS Code's terminal).
    case iterm
    /// DEC sixel (xterm -ti vt340, foot, mlterm, Windows Terminal, VS Code).
    case sixel
    /// Unicode blocks in colour: every terminal.
    case cells

    package var showsPixels: Bool { self != .cells }

    /// The terminal keeps each picture as an image of its own under an id (kitty): placed,
    /// replaced in place, patched and deleted by that id, never written into the cells. Sixel
    /// and iTerm2 write their pixels into the screen's cells instead: they stay there until
    /// those cells are written again or the screen is cleared, and a change is drawn again.
    package var keepsImages: Bool { self == .kitty }

    /// Text may lie over a picture (kitty, below the text by z-index): the whole sky can be a
    /// backdrop in pixels behind the words, the tree may share cells with them, and the cells
    /// and the pictures are shown as one update. A sixel or iTerm2 picture and a word cannot
    /// share a cell, so the words are laid out around the picture.
    package var showsBackdrop: Bool { self == .kitty }
}

/// A picture's place in the cell grid and its size in pixels.
package struct CellRect: Sendable, Hashable {
    package var column: Int
    package var row: Int
    package var columns: Int
    package var rows: Int

    package init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = columns
        self.rows = rows
    }
}

/// The size of one terminal cell in pixels, as the terminal reports it.
package struct CellPixels: Sendable, Hashable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// What most terminals draw at their default font, used when the terminal does not say.
    package static let common = CellPixels(width: 10, height: 20)

    /// From a window's size in pixels and in cells; nil when the pixels are not reported.
    package init?(windowWidth: Int, windowHeight: Int, columns: Int, rows: Int) {
        guard windowWidth > 0, windowHeight > 0, columns > 0, rows > 0 else { return nil }
        let w = windowWidth / columns, h = windowHeight / rows
        guard (2...200).contains(w), (4...400).contains(h) else { return nil }
        self.init(width: w, height: h)
    }
}
