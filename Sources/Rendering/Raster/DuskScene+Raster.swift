extension DuskScene {
    /// The cells the tree's box covers (its crown to the row its foot stands on), clamped to
    /// the scene; nil without a tree.
    package var treeCells: CellRect? {
        guard let tree, tree.size > 0 else { return nil }
        let top = treeTop(tree) / 2
        let left = max(0, tree.left), right = min(columns, tree.left + tree.size)
        let bottom = min(rows, tree.groundRow + 1)
        guard right > left, bottom > max(0, top) else { return nil }
        return CellRect(column: left, row: max(0, top), columns: right - left, rows: bottom - max(0, top))
    }

    /// The cells the tree's star and its glow can reach, clamped to the scene; nil without a tree.
    package var starCells: CellRect? {
        guard let tree, tree.size > 0 else { return nil }
        let centre = starCentre(tree)
        let reach = max(1.1, Double(tree.size) * 0.055) * 2.4
        let left = max(0, Int(centre.x - reach)), right = min(columns, Int((centre.x + reach).rounded(.up)) + 1)
        let top = max(0, Int((centre.y - reach) / 2)), bottom = min(rows, Int(((centre.y + reach) / 2).rounded(.up)) + 1)
        guard right > left, bottom > top else { return nil }
        return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
    }

    /// The star's centre, in half-cell pixels: at the upper right of the tree's box.
    func starCentre(_ tree: Tree) -> (x: Double, y: Double) {
        (Double(tree.left) + Double(tree.size) * 0.88, Double(treeTop(tree)) + Double(tree.size) * 0.08)
    }

    /// The top of the tree's box, in half-cell pixels (as ``cells(depth:glyphs:)`` places it).
    func treeTop(_ tree: Tree) -> Int {
        2 * (tree.groundRow + 1) - Int((Double(tree.size) * TreeSilhouette.groundLine).rounded())
    }

    /// The scene in pixels, `cell` pixels to a cell: the whole of it, or the cells of `rect`.
    ///
    /// The tree is filled from its full path at this size, shaded toward its earth tone's dark
    /// shade at the foot as the forest's trees are (as far as it has become its tone), at its
    /// presence over the sky; its star fades in with `starLight`, glowing.
    ///
    /// - Parameter meetingCells: whether the picture sits among cells of the same sky (the tree of
    ///   `status`): its sky is then flat within each half cell, as theirs is, so that no seam shows.
    /// - Parameter forCells: the tree in its drawing for cells, for the raster cells are chosen from.
    package func raster(cell: CellPixels, rect: CellRect? = nil, meetingCells: Bool = false, drawsStar: Bool = true, forCells: Bool = false) -> Raster {
        let area = rect ?? CellRect(column: 0, row: 0, columns: columns, rows: rows)
        let sx = Double(max(cell.width, 1)), sy = Double(max(cell.height, 2)) / 2
        let x0 = area.column * cell.width, y0 = area.row * cell.height
        var raster = Raster(width: area.columns * cell.width, height: area.rows * cell.height)
        let skyPixels = Double(2 * rows)
        for y in 0..<raster.height {
            let centre = (Double(y + y0) + 0.5) / sy
            let py = meetingCells ? centre.rounded(.down) : centre - 0.5
            raster.fillRow(y, with: dusk.sky(at: skyPixels > 1 ? 1 - py / (skyPixels - 1) : 0.5))
        }
        guard let tree, tree.size > 0 else { return raster }
        let top = Double(treeTop(tree))
        var shapes = RasterShapes()
        let w = Int((Double(tree.size) * sx).rounded()), h = Int((Double(tree.size) * sy).rounded())
        let mask = shapes.tree(variant: tree.seed.variant, width: w, height: h, cells: forCells ? tree.size : nil)
        let dark = Palette.earthTone(tree.seed.tone).dark
        let shading = tree.ink == nil ? min(max(tree.presence, 0), 1) : 0
        RasterShapes.paint(
            mask, on: &raster, left: Int((Double(tree.left) * sx).rounded()) - x0, top: Int((top * sy).rounded()) - y0,
            opacity: tree.presence
        ) { fraction in
            TreeShading.colour(tree.colour, toward: dark, row: Int(fraction * 1000), size: 1000, amount: shading)
        }
        if tree.starLight > 0, drawsStar {
            let centre = starCentre(tree)
            let cx = centre.x * sx - Double(x0), cy = centre.y * sy - Double(y0)
            let radius = max(1.1, Double(tree.size) * 0.055) * min(sx, sy)
            RasterShapes.star(on: &raster, cx: cx, cy: cy, radius: radius, colour: Palette.starLight, light: tree.starLight)
        }
        return raster
    }

    /// Sets the half cells of the tree's box in `canvas` to the mean of the scene's raster over
    /// each, at 4 × 4 samples: the tree of the cells is this tree with anti-aliased edges.
    func supersampleTree(into canvas: inout PixelCanvas) {
        guard let rect = treeCells else { return }
        let samples = 4
        let fine = raster(cell: CellPixels(width: samples, height: 2 * samples), rect: rect, meetingCells: true, drawsStar: false, forCells: true)
        for y in (2 * rect.row)..<(2 * (rect.row + rect.rows)) {
            for x in rect.column..<(rect.column + rect.columns) {
                let colour = fine.blockMean(x: (x - rect.column) * samples, y: (y - 2 * rect.row) * samples, side: samples)
                canvas.set(x: x, y: y, colour: canvas.colour(x: x, y: y).mixed(with: colour, ForestPicture.coverageShare), ink: nil)
            }
        }
        canvas.samples = CellSamples(raster: fine, column: rect.column, row: rect.row)
    }
}
