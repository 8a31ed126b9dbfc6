/// A screenful of cells: what the live view draws, and what the screen writer compares.
///
/// A pure value, so a view is a function from its state to a `Frame`, and tests compare
/// frames (or their text) without a terminal.
package struct Frame: Sendable, Equatable {
    package let columns: Int
    package let rows: Int
    package private(set) var cells: [TerminalCell]

    /// `cells` beyond the frame are cut; missing ones are `padding` (the product's ground).
    package init(columns: Int, rows: Int, cells: [TerminalCell], padding: TerminalCell) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        let count = self.columns * self.rows
        var cells = Array(cells.prefix(count))
        if cells.count < count {
            cells += repeatElement(padding, count: count - cells.count)
        }
        self.cells = cells
    }

    package subscript(column: Int, row: Int) -> TerminalCell? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return cells[row * columns + column]
    }

    /// Writes `text` from `column` on `row` in `colour`, keeping each cell's background unless
    /// one is given; what falls outside the frame is cut.
    package mutating func write(_ text: String, column: Int, row: Int, colour: RGB, background: RGB? = nil) {
        guard row >= 0, row < rows else { return }
        var x = column
        for character in text {
            if x >= columns { break }
            if x >= 0 {
                cells[row * columns + x].character = character
                cells[row * columns + x].foreground = colour
                if let background { cells[row * columns + x].background = background }
            }
            x += 1
        }
    }

    /// Writes `text` centred on `row` (cut to the frame's width).
    package mutating func writeCentred(_ text: String, row: Int, colour: RGB) {
        let length = text.count
        write(text, column: (columns - length) / 2, row: row, colour: colour)
    }

    /// Fills a rectangle with one background, blanking its characters: the ground of a panel.
    package mutating func fill(column: Int, row: Int, width: Int, height: Int, background: RGB) {
        for y in max(row, 0)..<min(row + height, rows) {
            for x in max(column, 0)..<min(column + width, columns) {
                cells[y * columns + x] = TerminalCell(" ", foreground: background, background: background)
            }
        }
    }

    /// Lays `picture` (rows of cells) with its top-left at `column`, `row`.
    package mutating func place(_ picture: [[TerminalCell]], column: Int, row: Int) {
        for (dy, line) in picture.enumerated() {
            let y = row + dy
            guard y >= 0, y < rows else { continue }
            for (dx, cell) in line.enumerated() {
                let x = column + dx
                guard x >= 0, x < columns else { continue }
                cells[y * columns + x] = cell
            }
        }
    }

    /// The characters alone, one string per row with trailing spaces trimmed: for tests and for
    /// reading a frame as text.
    package var text: [String] {
        (0..<rows).map { row in
            var line = String(cells[(row * columns)..<((row + 1) * columns)].map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
