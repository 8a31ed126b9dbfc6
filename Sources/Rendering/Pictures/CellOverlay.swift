/// Characters laid over a picture's cells: stars and words.
///
/// The pixels say what colour each half-cell is; the overlay says when a cell should show a
/// character of its own instead of a block, and in which colour.
struct CellOverlay {
    let columns: Int
    let rows: Int
    private(set) var marks: [Mark?]

    struct Mark: Equatable {
        enum Kind: Equatable {
            /// A star: `bright` ones are four-pointed, the rest small dots.
            case star(bright: Bool)
            case character(Character)
        }

        let kind: Kind
        let colour: RGB
    }

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        marks = Array(repeating: nil, count: self.columns * self.rows)
    }

    subscript(column: Int, row: Int) -> Mark? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return marks[row * columns + column]
    }

    mutating func set(_ mark: Mark, column: Int, row: Int) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        marks[row * columns + column] = mark
    }

    /// Writes `text` centred on `row`, wrapped at spaces to fit, in `colour`.
    ///
    /// Lines that wrap continue on the following rows; anything that still does not fit is cut.
    /// In ASCII pictures the text is first made ASCII, so no byte above 127 escapes.
    mutating func writeCentred(_ text: String, row: Int, colour: RGB, glyphs: GlyphSet) {
        let plain = glyphs == .ascii ? TextFolding.ascii(text) : text
        let margin = columns >= 12 ? 2 : 0
        for (offset, line) in TextFolding.wrap(plain, width: columns - margin).enumerated() {
            let start = max(0, (columns - line.count) / 2)
            for (i, character) in line.enumerated() {
                set(Mark(kind: .character(character), colour: colour), column: start + i, row: row + offset)
            }
        }
    }
}
