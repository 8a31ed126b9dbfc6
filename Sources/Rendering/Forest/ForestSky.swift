/// The stars of the forest's sky, placed after the trees so that they sit only on open sky.
enum ForestSky {
    /// Places each star as a glyph where it has room, newest first.
    ///
    /// Near stars are four-pointed, farther ones small dots. A star needs a little open sky
    /// around it (more for the farthest), so that even thousands of stars stay a sky rather
    /// than a texture: an older star without room shares the light of a newer neighbour, as
    /// distant stars do. A cell is far too coarse to show each of ten years of stars apart.
    static func placeStars(_ stars: [ForestLayout.Star], on canvas: PixelCanvas, overlay: inout CellOverlay) {
        var taken = Array(repeating: false, count: overlay.columns * overlay.rows)
        for star in stars {
            let column = min(max(Int(star.x), 0), overlay.columns - 1)
            let pixelRow = min(max(Int(star.y), 0), canvas.height - 1)
            let row = pixelRow / 2
            let radius = star.layer >= 4 ? 2 : 1
            guard !isCrowded(taken, column: column, row: row, radius: radius, columns: overlay.columns, rows: overlay.rows)
            else { continue }
            let colour = Palette.starLight.over(canvas.colour(x: column, y: 2 * row), opacity: star.brightness)
            let mark = CellOverlay.Mark(kind: .star(bright: star.layer <= 1), colour: colour)
            if let cell = StarPlacement.placeClear(mark, near: (column, row), on: canvas, overlay: &overlay) {
                taken[cell.row * overlay.columns + cell.column] = true
            }
        }
    }

    /// The empty forest's few faint stars: where they are (fractions of the canvas) and how bright.
    static let quietStars: [(x: Double, y: Double, brightness: Double)] = [
        (0.14, 0.10, 0.45), (0.31, 0.27, 0.35), (0.52, 0.07, 0.7), (0.68, 0.22, 0.4), (0.83, 0.12, 0.5),
        (0.93, 0.31, 0.3),
    ]

    /// A few faint stars for the empty forest, always in the same places.
    static func placeQuietStars(on canvas: PixelCanvas, overlay: inout CellOverlay) {
        for star in quietStars {
            let column = Int(star.x * Double(overlay.columns))
            let row = Int(star.y * Double(overlay.rows))
            let colour = Palette.starLight.over(canvas.colour(x: column, y: 2 * row), opacity: star.brightness)
            let bright = star.brightness >= 0.6
            overlay.set(.init(kind: .star(bright: bright), colour: colour), column: column, row: row)
        }
    }

    private static func isCrowded(_ taken: [Bool], column: Int, row: Int, radius: Int, columns: Int, rows: Int) -> Bool {
        for r in max(0, row - radius)...min(rows - 1, row + radius) {
            for c in max(0, column - radius)...min(columns - 1, column + radius) where taken[r * columns + c] {
                return true
            }
        }
        return false
    }
}
