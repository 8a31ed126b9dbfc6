/// How a picture should be drawn for one terminal: its width, colour depth and characters.
package struct PictureStyle: Sendable, Hashable {
    /// Width in terminal columns; pictures clamp it to what they can draw (see each picture).
    package var width: Int
    package var depth: ColourDepth
    package var glyphs: GlyphSet

    package init(width: Int, depth: ColourDepth, glyphs: GlyphSet = .unicode) {
        self.width = width
        self.depth = depth
        self.glyphs = glyphs
    }

    func encoded(_ canvas: PixelCanvas, _ overlay: CellOverlay) -> String {
        CellEncoder(depth: depth, glyphs: glyphs).text(canvas, overlay: overlay)
    }
}
