/// A window onto the forest's canvas, at any scroll position: what the walk shows.
///
/// Trees and land move with the window; the stars, like the sky they hang in, move at 30 % of
/// that speed (parallax), so walking up through the forest the sky drifts slowly behind it.
/// Below the canvas's own sky a window is a landscape: it ends at a horizon of its own, a few
/// ridges back, with the glow, the night and stars above it (see ``frame(top:left:)``).
/// The layout is made once; each frame paints only the window, so a walk through ten years
/// of trees costs the same per step as one through ten.
///
/// ```swift
/// var walk = ForestWalk(forest, style: PictureStyle(width: 80, depth: .trueColour), height: 24)
/// var top = walk.rows.upperBound            // start at the foot, with the newest trees
/// top = max(walk.rows.lowerBound, top - 3)  // a step up, farther back
/// screen.draw(walk.frame(top: top, left: 0))
/// ```
package struct ForestWalk: Sendable {
    let forest: Forest
    let style: PictureStyle
    let layout: ForestLayout
    /// The window's height in rows.
    package let height: Int
    /// The window's width in columns (at most the canvas's).
    package let width: Int

    /// The sky's share of the trees' speed.
    package static let parallax = 0.3

    /// - Parameters:
    ///   - style: `style.width` is the canvas's width.
    ///   - height: the window's height in rows; the canvas grows from it.
    ///   - width: the window's width in columns, when narrower than the canvas (scrolling sideways).
    package init(_ forest: Forest, style: PictureStyle, height: Int, width: Int? = nil) {
        self.forest = forest
        self.style = style
        layout = forest.layout(columns: style.width, viewRows: height)
        let geometry = layout.geometry
        self.height = geometry.viewRows
        self.width = min(max(width ?? geometry.columns, 1), geometry.columns)
    }

    /// The rows the window's top may be at: 0 (the top of the sky) to the foot of the canvas.
    package var rows: ClosedRange<Int> { 0...max(0, layout.geometry.rows - height) }
    /// The columns the window's left edge may be at.
    package var columns: ClosedRange<Int> { 0...max(0, layout.geometry.columns - width) }

    /// The window whose top-left cell is row `top`, column `left` of the canvas (each clamped
    /// into ``rows`` and ``columns``), as lines joined by `\n`.
    ///
    /// Every window reads as a landscape under the dusk: where the canvas's own sky would fill
    /// less than ``skyShare`` of it, the ridges behind the window's upper part are left out (with
    /// their trees), and the farthest ridge kept, whose trees stand whole in the window, becomes
    /// its horizon, with the glow on it, the night above and stars of the forest's sky.
    package func frame(top: Int, left: Int) -> String {
        frame(top: top, left: left, height: height)
    }

    /// The share of a window's height its sky keeps at least (see ``frame(top:left:)``).
    package static let skyShare = 1.0 / 3
    /// The share of a landscape's sky cells that may hold a star, about that of an old forest's sky.
    static let starDensity = 0.02

    /// - Parameter asLandscape: whether a window below the canvas's sky is drawn as a
    ///   landscape, with a horizon and sky of its own; the whole canvas (`--all`) is not.
    func frame(top: Int, left: Int, height: Int, asLandscape: Bool = true) -> String {
        var scene = scene(top: top, left: left, height: height, asLandscape: asLandscape)
        // In 24 bits and in 256 colours alike (the 256 keep each in-between colour's hue in
        // their dither), so the same trees read at both depths.
        if style.depth != .none, let samples = Self.samples(forArea: width * min(max(height, 1), layout.geometry.rows) * 2) {
            // Each half cell in the colour of the same scene's raster under it: edges anti-aliased.
            let rowsShown = min(max(height, 1), layout.geometry.rows)
            let clampedTop = min(max(top, 0), layout.geometry.rows - rowsShown)
            let clampedLeft = min(max(left, 0), columns.upperBound)
            picture(of: scene, top: clampedTop, left: clampedLeft, rowsShown: rowsShown).supersample(into: &scene.canvas, samples: samples)
        }
        return style.encoded(scene.canvas, scene.overlay)
    }

    /// Samples a side for each half cell of a window of `area` half cells: fewer for the tall
    /// canvas of an old forest's `--all`, none past a million (its cells are then as they were),
    /// so that printing years of trees stays quick.
    static func samples(forArea area: Int) -> Int? {
        area <= 250_000 ? 4 : area <= 1_000_000 ? 2 : nil
    }

    /// The farthest ridge a window drawn as a landscape keeps, its top at row `top`.
    private func farthestRidge(top: Int, rowsShown: Int) -> Int {
        layout.farthestRidge(inWindowFrom: Double(top * 2), skyDownTo: Double(top * 2) + Double(rowsShown * 2) * Self.skyShare)
    }

    /// The trees the window at its foot shows, as ``Forest/render(_:height:)`` draws it.
    func treesShownAtTheFoot() -> [ForestLayout.Tree] {
        let geometry = layout.geometry
        let rowsShown = min(max(height, 1), geometry.rows)
        let top = geometry.rows - rowsShown
        return ForestTrees.shown(
            layout, top: top * 2, left: 0, width: width, height: rowsShown * 2, farthest: farthestRidge(top: top, rowsShown: rowsShown))
    }

    /// The shortest a young forest's layer of stars is drawn to fit the foot's sky whole: a
    /// narrow window's canvas grows fast, so fifteen fasts may need a quarter; a forest of a
    /// few hundred needs a tenth or less, and keeps its look (the lowest stars at the foot).
    static let wholeSkyLeastScale = 0.2

    /// The scale at which a young forest's whole layer of stars fits the sky of the window at
    /// the canvas's foot (the rows wholly above the farthest crest it shows), or nil when the
    /// forest is too old for that: when its layer would have to be drawn shorter than
    /// ``wholeSkyLeastScale``, or its stars would crowd that sky (more than one in four cells).
    /// Then, as for an old forest, the foot shows the lowest stars and a walk up brings the others.
    private func wholeSkyScale(rowsShown: Int) -> Double? {
        let geometry = layout.geometry
        guard layout.lowestStarRow >= 1 else { return nil }
        let footTop = geometry.rows - rowsShown
        let farthest = farthestRidge(top: footTop, rowsShown: rowsShown)
        let crest = farthest == 0 ? geometry.horizon : layout.land.baselines[farthest] - layout.land.amplitude
        let skyRows = Int(crest) / 2 - footTop
        // The lowest star's row, scaled and rounded, lands on the sky's last row at most.
        let scale = min(1, Double(skyRows - 1) / Double(layout.lowestStarRow))
        let roomy = layout.stars.count * 4 <= skyRows * max(geometry.columns - 2, 1)
        return scale >= Self.wholeSkyLeastScale && roomy ? scale : nil
    }

    /// A window painted, before it becomes text.
    struct Scene {
        var canvas: PixelCanvas
        var overlay: CellOverlay
        /// The farthest ridge shown (0 when the window shows the canvas as it is).
        let farthest: Int
        /// Where the glow sits, in pixels from the window's top: the crest line of the farthest ridge shown.
        let horizon: Double
    }

    func scene(top requestedTop: Int, left requestedLeft: Int, height: Int, asLandscape: Bool = true) -> Scene {
        let geometry = layout.geometry
        let rowsShown = min(max(height, 1), geometry.rows)
        let top = min(max(requestedTop, 0), geometry.rows - rowsShown)
        let left = min(max(requestedLeft, 0), columns.upperBound)
        let dusk = forest.dusk
        let topPixel = top * 2
        // A window below the canvas's sky is drawn as a landscape: the ridges in its upper part
        // are left out, so that the farthest one it keeps is its horizon, under a sky of its own.
        let farthest = asLandscape ? farthestRidge(top: top, rowsShown: rowsShown) : 0
        let horizon = farthest == 0 ? geometry.horizon : layout.land.baselines[farthest] - layout.land.amplitude
        // The glow sits on the farthest ridge shown and the night at the top of the canvas (or,
        // over a landscape, of the window).
        let skyTop = farthest == 0 ? 0 : Double(topPixel)
        let span = horizon - skyTop
        let heights = (0..<rowsShown * 2).map { y in span > 0 ? (horizon - (Double(y + topPixel) + 0.5)) / span : 0 }
        var canvas = PixelCanvas(width: width, rowColours: dusk.sky(at: heights))
        layout.land.paint(on: &canvas, top: topPixel, left: left, farthest: farthest, dusk: dusk)
        ForestTrees.paint(layout, on: &canvas, top: topPixel, left: left, farthest: farthest, dusk: dusk)
        var overlay = CellOverlay(columns: width, rows: rowsShown)
        let sky: ForestSky.View
        let parallaxLeft = Int((Double(left) * Self.parallax).rounded())
        // The whole canvas (`--all`) shows its sky as it is.
        let wholeSky = asLandscape ? wholeSkyScale(rowsShown: rowsShown) : nil
        if let wholeSky {
            // A young forest's whole layer, fitted to the sky at the foot; a step up brings it
            // down at 30 % of the pace, as the sky moves in every walk.
            let climbed = Int((Double(rows.upperBound - top) * Self.parallax).rounded())
            sky = ForestSky.View(scale: wholeSky, top: -climbed, left: parallaxLeft)
        } else if farthest == 0 {
            // The sky's layer is as tall as a window plus 30 % of the rest of the canvas, so that
            // in a walk from the foot to the top every star passes through the window once.
            let skyHeight = Double(rowsShown) + Self.parallax * Double(geometry.rows - rowsShown)
            sky = ForestSky.View(
                scale: skyHeight / Double(max(geometry.rows, 1)), top: Int((Double(top) * Self.parallax).rounded()),
                left: parallaxLeft)
        } else {
            // Over a landscape, the stars' layer, drawn shorter where its stars are sparse (a
            // young forest's), so that the window's sky holds about as many as an old one's: at
            // the foot its lowest stars fill that sky; a step up brings higher ones down into it
            // at 30 % of the pace.
            let skyRows = Int(span) / 2
            let layerRows = Double(layout.lowestStarRow + 1)
            let density = Double(layout.stars.count) / (layerRows * Double(max(geometry.columns - 2, 1)))
            let scale = min(1, max(Double(skyRows) / layerRows, density / Self.starDensity))
            let climbed = Int((Double(rows.upperBound - top) * Self.parallax).rounded())
            sky = ForestSky.View(scale: scale, top: max(0, Int((layerRows * scale).rounded()) - skyRows - climbed), left: parallaxLeft)
        }
        ForestSky.placeStars(layout.stars, on: canvas, overlay: &overlay, seenFrom: sky, keepingEvery: wholeSky != nil)
        if forest.entries.isEmpty {
            ForestSky.placeQuietStars(on: canvas, overlay: &overlay, skyRows: max(1, Int(horizon) / 2 - top), dusk: dusk)
            let skyRows = max(1, min(rowsShown, Int(horizon) / 2 - top))
            overlay.writeCentred(forest.emptyMessage, row: skyRows / 2, colour: Palette.accent, glyphs: style.glyphs)
        }
        if let inscription = forest.inscription, !inscription.isEmpty {
            let lines = max(1, TextFolding.wrap(inscription, width: width - 2).count)
            overlay.writeCentred(inscription, row: geometry.rows - lines - top, colour: Palette.accent, glyphs: style.glyphs)
        }
        return Scene(canvas: canvas, overlay: overlay, farthest: farthest, horizon: horizon - Double(topPixel))
    }
}
