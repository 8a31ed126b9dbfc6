/// A picture in pixels placed over a rectangle of the cell grid, written so that the cursor is
/// left where it was: the text around it is written as it always is, and the picture sits in
/// the cells the layout gave it.
package enum TerminalImage {
    /// The bytes that draw `raster` over `columns` × `rows` cells whose top-left cell is at
    /// `column`, `rowsUp` rows above the cursor's row; empty for cells.
    ///
    /// Kitty's image `id` is replaced in place when sent again (no flicker); `zIndex` -1 puts the
    /// picture under text, so words written afterwards sit over it.
    package static func place(
        _ raster: Raster, mode: GraphicsMode, column: Int, rowsUp: Int, columns: Int, rows: Int, id: UInt32 = 1, zIndex: Int = 0
    ) -> [UInt8] {
        guard mode.showsPixels, raster.width > 0, raster.height > 0, columns > 0, rows > 0 else { return [] }
        var out = Array("\u{1B}7".utf8)
        if rowsUp > 0 { out += Array("\u{1B}[\(rowsUp)A".utf8) }
        out += Array("\u{1B}[\(max(column, 0) + 1)G".utf8)
        switch mode {
        case .kitty: out += KittyGraphics.transmitAndPlace(raster, id: id, columns: columns, rows: rows, zIndex: zIndex)
        case .iterm: out += ITermImage.inline(raster, columns: columns, rows: rows)
        case .sixel: out += SixelEncoder.encode(raster)
        case .cells: return []
        }
        out += Array("\u{1B}8".utf8)
        return out
    }
}
