/// One window of the forest as a vector scene: what the SVG, the PNG, the terminal's pixels and
/// its cells all draw, so that every picture of the forest is the same picture.
///
/// Units are the canvas's pixels (a terminal column wide, half a row tall); a renderer scales
/// them to its own size. The scene is made from the same layout and light as the terminal's
/// window (``ForestWalk``): the land of the ridges it shows, the trees standing on them, the
/// stars where the window places them, and the words laid over it.
package struct ForestPicture: Sendable {
    /// The window's size in canvas pixels.
    package let width: Int
    package let height: Int
    let dusk: Dusk
    /// The glow's line and the top of the night, in window pixels.
    let horizon: Double
    let skyTop: Double
    let land: ForestLand
    /// The ridges shown, far to near.
    let ridges: Range<Int>
    /// The ridge depth is counted from (0, or the farthest a landscape keeps).
    let farthest: Int
    /// Where the window's top-left pixel lies on the whole canvas.
    let top: Double
    let left: Double
    /// Far to near, in window pixels.
    let trees: [Tree]
    let stars: [Star]
    /// Words over the picture, by cell (the empty forest's line, Vigil's inscription).
    package let words: [Word]

    struct Tree {
        let variant: Int
        let ridge: Int
        let left: Double
        let top: Double
        let size: Double
        /// The earth tone's two shades (no dark shade: an incomplete tree's flat grey).
        let light: RGB
        let dark: RGB?
        let haze: Double

        /// Its colour at `fraction` of its box from the top: deepening toward the foot as
        /// ``TreeShading`` does, then hazed.
        func colour(at fraction: Double, dusk: Dusk) -> RGB {
            guard let dark else { return dusk.hazed(light, haze) }
            let t = min(max(fraction / TreeSilhouette.groundLine, 0), 1)
            return dusk.hazed(light.mixed(with: dark, TreeShading.depth * t * t), haze)
        }
    }

    struct Star {
        /// The star's centre, in window pixels.
        let x: Double
        let y: Double
        let bright: Bool
        let colour: RGB
    }

    /// One character laid over the picture, in its cell.
    package struct Word: Sendable, Equatable {
        package let column: Int
        package let row: Int
        package let character: Character
        package let colour: RGB
    }

    /// The sky's colour at window pixel row `y` (its centre).
    func sky(atRow y: Double) -> RGB {
        let span = horizon - skyTop
        return dusk.sky(at: span > 0 ? (horizon - (y + top)) / span : 0)
    }

    /// The nearness of `ridge`, counted from the farthest shown.
    func nearness(_ ridge: Int) -> Double { land.nearness(ridge, from: farthest) }

    /// The distance between two ridges, in pixels.
    var ridgeSpacing: Double {
        land.baselines.count > 1 ? land.baselines[1] - land.baselines[0] : land.amplitude * 6
    }

    /// The land of `ridge` at `depth` below its crest.
    func landColour(_ ridge: Int, depth: Double) -> RGB {
        let n = nearness(ridge)
        return land.colour(ridge, base: dusk.land(at: n), depth: depth, nearness: n, dusk: dusk)
    }
}

extension ForestWalk {
    /// The window whose top-left cell is row `top`, column `left`, as a scene (see
    /// ``frame(top:left:)``, which draws the same window in cells).
    package func picture(top requestedTop: Int, left requestedLeft: Int, height: Int? = nil, asLandscape: Bool = true) -> ForestPicture {
        let height = height ?? self.height
        let geometry = layout.geometry
        let rowsShown = min(max(height, 1), geometry.rows)
        let top = min(max(requestedTop, 0), geometry.rows - rowsShown)
        let left = min(max(requestedLeft, 0), columns.upperBound)
        let cells = scene(top: top, left: left, height: height, asLandscape: asLandscape)
        return picture(of: cells, top: top, left: left, rowsShown: rowsShown)
    }

    /// The scene of a window already painted in cells (see ``scene(top:left:height:asLandscape:)``).
    func picture(of cells: Scene, top: Int, left: Int, rowsShown: Int) -> ForestPicture {
        let topPixel = Double(top * 2)
        let horizon = cells.horizon + topPixel
        let skyTop = cells.farthest == 0 ? 0 : topPixel
        let all = layout.land.ridges(from: topPixel, to: topPixel + Double(rowsShown * 2))
        let ridges = max(all.lowerBound, cells.farthest)..<max(all.upperBound, cells.farthest)
        let dusk = forest.dusk
        let shown = ForestTrees.shown(layout, top: top * 2, left: left, width: width, height: rowsShown * 2, farthest: cells.farthest)
        let trees = shown.map { tree -> ForestPicture.Tree in
            let nearness = layout.land.nearness(tree.ridge, from: cells.farthest)
            let haze = cells.farthest == 0 ? tree.haze : DepthLayer.haze(layer: tree.layer, nearness: nearness)
            let grey = Palette.treeGrey.over(dusk.land(at: nearness), opacity: TreePresence.incomplete)
            return ForestPicture.Tree(
                variant: tree.seed.variant, ridge: tree.ridge, left: tree.left - Double(left), top: tree.top - topPixel,
                size: tree.size, light: tree.tone?.light ?? grey, dark: tree.tone?.dark, haze: haze)
        }
        var stars: [ForestPicture.Star] = []
        var words: [ForestPicture.Word] = []
        for row in 0..<cells.overlay.rows {
            for column in 0..<cells.overlay.columns {
                guard let mark = cells.overlay[column, row] else { continue }
                switch mark.kind {
                case .star(let bright):
                    stars.append(.init(x: Double(column) + 0.5, y: Double(row * 2) + 1, bright: bright, colour: mark.colour))
                case .character(let character):
                    words.append(.init(column: column, row: row, character: character, colour: mark.colour))
                }
            }
        }
        return ForestPicture(
            width: width, height: rowsShown * 2, dusk: dusk, horizon: horizon, skyTop: skyTop, land: layout.land, ridges: ridges,
            farthest: cells.farthest, top: topPixel, left: Double(left), trees: trees, stars: stars, words: words)
    }
}

extension Forest {
    /// The window `render(_:height:)` shows, `columns` wide and `rows` tall, as a scene.
    package func picture(columns: Int, rows: Int) -> ForestPicture {
        let walk = ForestWalk(self, style: PictureStyle(width: columns, depth: .trueColour), height: rows)
        return walk.picture(top: walk.rows.upperBound, left: 0)
    }

    /// The whole canvas `renderAll(_:viewHeight:)` shows, as a scene.
    package func pictureOfAll(columns: Int, viewRows: Int) -> ForestPicture {
        let walk = ForestWalk(self, style: PictureStyle(width: columns, depth: .trueColour), height: viewRows)
        return walk.picture(top: 0, left: 0, height: walk.layout.geometry.rows, asLandscape: false)
    }
}
