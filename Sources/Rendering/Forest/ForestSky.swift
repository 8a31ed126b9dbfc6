/// The stars of the forest's sky, placed after the trees so that they show only on open sky.
enum ForestSky {
    /// Where the stars' layer is seen from in one window: its rows scaled by `scale` (the layer
    /// is shorter than the canvas when the window is), then shifted by `top` rows and `left` columns.
    struct View {
        var scale = 1.0
        var top = 0
        var left = 0
    }

    /// Sets each star's glyph where it shows in the window; one that falls behind a tree or the
    /// land there is hidden in this window only.
    ///
    /// Every star has a cell of its own on the canvas (``ForestLayout``); when the sky's layer is
    /// drawn shorter, two may meet in one cell, and the older one then takes the nearest free cell
    /// beside it, so none is dropped or doubled.
    ///
    /// - Parameter keepingEvery: whether the window's sky holds every star (a young forest's):
    ///   then one that falls on a tree, the land or another star takes the nearest open cell
    ///   instead of hiding, so that all show.
    static func placeStars(
        _ stars: [ForestLayout.Star], on canvas: PixelCanvas, overlay: inout CellOverlay, seenFrom view: View,
        keepingEvery: Bool = false
    ) {
        for star in stars {
            let column = star.column - view.left
            let row = Int((Double(star.row) * view.scale).rounded()) - view.top
            let light = star.tint >= 0
                ? Palette.starLight.mixed(with: Palette.earthTone(1).light, star.tint * 0.18)
                : Palette.starLight.mixed(with: Palette.accent, -star.tint * 0.25)
            let background = canvas.colour(x: column, y: 2 * row).mixed(with: canvas.colour(x: column, y: 2 * row + 1), 0.5)
            let mark = CellOverlay.Mark(kind: .star(bright: star.isBright), colour: light.over(background, opacity: star.brightness))
            if StarPlacement.isOpenSky(column: column, row: row, on: canvas, overlay: overlay) {
                overlay.set(mark, column: column, row: row)
            } else if keepingEvery, (0..<overlay.rows).contains(row), (0..<overlay.columns).contains(column) {
                StarPlacement.placeNearest(mark, to: (column, row), on: canvas, overlay: &overlay)
            } else if case .star = overlay[column, row]?.kind {
                StarPlacement.placeClear(mark, near: (column, row), on: canvas, overlay: &overlay)
            }
        }
    }

    /// The empty forest's few faint stars: where they are (fractions of the sky) and how bright.
    static let quietStars: [(x: Double, y: Double, brightness: Double)] = [
        (0.14, 0.18, 0.45), (0.31, 0.55, 0.35), (0.52, 0.12, 0.7), (0.68, 0.42, 0.4), (0.83, 0.22, 0.5),
        (0.93, 0.62, 0.3),
    ]

    /// A few faint stars for the empty forest, always in the same places of its `skyRows`.
    static func placeQuietStars(on canvas: PixelCanvas, overlay: inout CellOverlay, skyRows: Int, dusk: Dusk) {
        for star in quietStars {
            let column = Int(star.x * Double(overlay.columns))
            let row = Int(star.y * Double(skyRows))
            guard StarPlacement.isOpenSky(column: column, row: row, on: canvas, overlay: overlay) else { continue }
            let colour = Palette.starLight.over(canvas.colour(x: column, y: 2 * row), opacity: star.brightness)
            overlay.set(.init(kind: .star(bright: star.brightness >= 0.6), colour: colour), column: column, row: row)
        }
    }
}
