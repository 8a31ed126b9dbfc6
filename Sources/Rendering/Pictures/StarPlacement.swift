/// Where star glyphs may go: only on open sky, never over a tree or the land.
///
/// Stars are glyphs without any glow in the terminal: tinting the cells around a star shows
/// as a square patch, not a glow. The SVG export has real glow.
enum StarPlacement {
    /// Whether the cell shows only sky (no shape inked in either half).
    static func isOpenSky(column: Int, row: Int, on canvas: PixelCanvas, overlay: CellOverlay) -> Bool {
        column >= 0 && column < canvas.width && row >= 0 && row < overlay.rows
            && overlay[column, row] == nil
            && canvas.ink(x: column, y: 2 * row) == .none && canvas.ink(x: column, y: 2 * row + 1) == .none
            && !canvas.isLand(x: column, y: 2 * row) && !canvas.isLand(x: column, y: 2 * row + 1)
    }

    /// Sets `mark` at `cell`, or at the nearest open cell a step up or sideways if a shape is
    /// there (never above `floor`); returns the cell used, or nil when none nearby is open.
    @discardableResult
    static func placeClear(
        _ mark: CellOverlay.Mark, near cell: (column: Int, row: Int), on canvas: PixelCanvas,
        overlay: inout CellOverlay, floor: Int = 0
    ) -> (column: Int, row: Int)? {
        // Held at `floor` (the rows above it scroll away), sideways only, a little further out
        // of the crown.
        let steps = floor > 0 && cell.row == floor ? [(0, 0), (1, 0), (-1, 0), (2, 0), (3, 0)] : [(0, 0), (0, -1), (1, 0), (-1, 0), (1, -1), (-1, -1), (0, -2)]
        for (dx, dy) in steps {
            let c = cell.column + dx, r = cell.row + dy
            guard r >= floor else { continue }
            if isOpenSky(column: c, row: r, on: canvas, overlay: overlay) {
                overlay.set(mark, column: c, row: r)
                return (c, r)
            }
        }
        return nil
    }

    /// Sets `mark` at the open cell nearest `cell`, searching rings around it (the upper side of
    /// each first, so a star behind a crown comes out above it), at most `reach` cells away
    /// (a walk's frame stays cheap); returns nil when none is open that near.
    @discardableResult
    static func placeNearest(
        _ mark: CellOverlay.Mark, to cell: (column: Int, row: Int), on canvas: PixelCanvas, overlay: inout CellOverlay,
        reach: Int = 8
    ) -> (column: Int, row: Int)? {
        for radius in 0...reach {
            for dr in -radius...radius {
                let sides = abs(dr) == radius ? Array(-radius...radius) : [-radius, radius]
                for dc in sides where isOpenSky(column: cell.column + dc, row: cell.row + dr, on: canvas, overlay: overlay) {
                    overlay.set(mark, column: cell.column + dc, row: cell.row + dr)
                    return (cell.column + dc, cell.row + dr)
                }
            }
        }
        return nil
    }
}
