/// One character cell of a full-screen picture: a glyph in a foreground colour over a background.
///
/// Pictures that fill a whole screen (the live view, the composed `status`) are grids of
/// these; the screen writer turns a grid into escape codes at the terminal's colour depth,
/// and at depth `none` writes the glyphs alone.
package struct TerminalCell: Sendable, Hashable {
    package var character: Character
    package var foreground: RGB
    package var background: RGB

    package init(_ character: Character = " ", foreground: RGB, background: RGB) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
