/// Turns the change from one frame to the next into the bytes a terminal needs.
///
/// Only cells that differ are written (a cursor move before each run of them), and a colour
/// escape only when the colour changes, so a minute passing costs a few dozen bytes. At depth
/// `none` no colour is written at all: the glyphs alone.
package struct FrameWriter: Sendable {
    package let depth: ColourDepth
    /// Whether the cells' backgrounds are written; without, every cell keeps the terminal's
    /// own (kitty draws a picture placed under the text there, and no ground of cells over it).
    package var backgrounds = true

    package init(depth: ColourDepth) {
        self.depth = depth
    }

    /// The bytes that turn `old` (nil: an unknown screen) into `new`.
    package func update(from old: Frame?, to new: Frame) -> String {
        var out = ""
        let whole = old == nil || old?.columns != new.columns || old?.rows != new.rows
        var pen = Pen(depth: depth)
        pen.backgrounds = backgrounds
        if whole {
            out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
        }
        for row in 0..<new.rows {
            var column = 0
            var cursorHere = false
            while column < new.columns {
                let index = row * new.columns + column
                let cell = new.cells[index]
                if !whole, let old, old.cells[index] == cell {
                    column += 1
                    cursorHere = false
                    continue
                }
                if !cursorHere {
                    out += "\u{1B}[\(row + 1);\(column + 1)H"
                    cursorHere = true
                }
                out += pen.set(cell)
                out.append(cell.character)
                column += 1
            }
        }
        if !out.isEmpty, depth != .none { out += "\u{1B}[0m" }
        return out
    }
}

/// The colours in effect, so an escape is written only when they change.
private struct Pen {
    let depth: ColourDepth
    var foreground: RGB?
    var background: RGB?
    var backgrounds = true
    private let style: TerminalStyle

    init(depth: ColourDepth) {
        self.depth = depth
        style = TerminalStyle(depth: depth)
    }

    mutating func set(_ cell: TerminalCell) -> String {
        guard depth != .none else { return "" }
        var out = ""
        // A blank cell shows no foreground, so it never costs an escape of its own.
        if cell.character != " ", cell.foreground != foreground {
            foreground = cell.foreground
            out += style.foreground(cell.foreground)
        }
        if backgrounds, cell.background != background {
            background = cell.background
            out += style.background(cell.background)
        }
        return out
    }
}

extension FrameWriter {
    /// The frame as lines of text for printing in place (not full screen): colour escapes only
    /// where the colour changes, and each line ending with a reset so nothing bleeds after it.
    package func lines(_ frame: Frame) -> [String] {
        (0..<frame.rows).map { row in
            var pen = Pen(depth: depth)
            var line = ""
            for column in 0..<frame.columns {
                let cell = frame.cells[row * frame.columns + column]
                line += pen.set(cell)
                line.append(cell.character)
            }
            if depth != .none {
                line += "\u{1B}[0m"
            } else {
                while line.last == " " { line.removeLast() }
            }
            return line
        }
    }

    /// Bytes that rewrite one cell of a picture printed `rowsAbove` lines above the cursor,
    /// then put the cursor back: a redraw in place that leaves the scrollback alone.
    package func redraw(_ cell: TerminalCell, column: Int, rowsAbove: Int) -> String {
        var pen = Pen(depth: depth)
        return "\u{1B}7\u{1B}[\(rowsAbove)A\u{1B}[\(column + 1)G" + pen.set(cell) + String(cell.character)
            + (depth == .none ? "" : "\u{1B}[0m") + "\u{1B}8"
    }
}
