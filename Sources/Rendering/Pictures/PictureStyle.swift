/// How a picture should be drawn for one terminal: its width, colour depth and characters.
package struct PictureStyle: Sendable, Hashable {
    /// Width in terminal columns; pictures clamp it to what they can draw (see each picture).
    package var width: Int
    package var depth: ColourDepth
    package var glyphs: GlyphSet
    /// The block characters colour cells draw shapes with (see ``BlockSymbols``).
    package var symbols: BlockSymbols

    package init(width: Int, depth: ColourDepth, glyphs: GlyphSet = .unicode, symbols: BlockSymbols = .quadrants) {
        self.width = width
        self.depth = depth
        self.glyphs = glyphs
        self.symbols = symbols
    }

    func encoded(_ canvas: PixelCanvas, _ overlay: CellOverlay) -> String {
        CellEncoder(depth: depth, glyphs: glyphs, symbols: symbols).text(canvas, overlay: overlay)
    }
}
