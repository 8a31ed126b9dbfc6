// Rendering draws in the terminal's cells and colours (`RGB`, `TerminalCell`, `ColourDepth`),
// which live below it in `Screen`; its own API speaks them, so whoever imports Rendering
// sees them too.
@_exported import Screen

// The terminal layer knows no product colours; these give it atrest's.
extension Frame {
    /// A frame whose missing cells are the night sky's ground.
    package init(columns: Int, rows: Int, cells: [TerminalCell]) {
        self.init(columns: columns, rows: rows, cells: cells, padding: TerminalCell(foreground: Palette.highlight, background: Palette.deepNight))
    }
}

extension StyledText {
    /// Cells of `text`, its bold words in the palette's highlight.
    package static func cells(_ text: String, foreground: RGB, background: RGB) -> [[TerminalCell]] {
        cells(text, foreground: foreground, background: background, bold: Palette.highlight)
    }
}
