/// Painting the forest's trees into a window of the canvas.
enum ForestTrees {
    /// Paints every tree that shows in the window whose top-left pixel is (`left`, `top`), far to near.
    ///
    /// Trees are solid: each covers what is behind it, and distance mixes its colour toward the
    /// haze instead of letting the sky through. Trees on ridges in front of ridge `farthest`
    /// only are painted, in the haze of their depth counted from it (see ``ForestLand/paint``).
    static func paint(_ layout: ForestLayout, on canvas: inout PixelCanvas, top: Int, left: Int, farthest: Int = 0, dusk: Dusk) {
        var masks = SilhouetteMasks()
        for tree in shown(layout, top: top, left: left, width: canvas.width, height: canvas.height, farthest: farthest) {
            let size = Int(tree.size)
            let mask = masks.mask(variant: tree.seed.variant, size: size)
            let nearness = layout.land.nearness(tree.ridge, from: farthest)
            let ground = dusk.land(at: nearness)
            let haze = farthest == 0 ? tree.haze : DepthLayer.haze(layer: tree.layer, nearness: nearness)
            let ink: Ink = tree.tone == nil ? .light : DepthLayer.at(tree.layer).ink
            canvas.paint(mask, left: Int(tree.left) - left, top: Int(tree.top) - top, opacity: 1, ink: ink) { row in
                colour(of: tree, row: row, ground: ground, haze: haze, dusk: dusk)
            }
        }
    }

    /// The trees a window of `width` × `height` pixels at (`left`, `top`) shows: those on ridge
    /// `farthest` or nearer whose box reaches into it.
    static func shown(_ layout: ForestLayout, top: Int, left: Int, width: Int, height: Int, farthest: Int) -> [ForestLayout.Tree] {
        let (bottom, right) = (Double(top + height), Double(left + width))
        return layout.trees.filter { tree in
            tree.ridge >= farthest && tree.top < bottom && tree.top + tree.size > Double(top) && tree.left < right
                && tree.left + tree.size > Double(left)
        }
    }

    /// A tree's colour at `row` of its box: its earth tone shading toward the foot, or the grey
    /// of an incomplete tree at its quiet presence over the land; then its share of the haze
    /// (`haze`, or the tree's own).
    static func colour(of tree: ForestLayout.Tree, row: Int, ground: RGB, haze: Double? = nil, dusk: Dusk) -> RGB {
        let base = tree.tone.map { TreeShading.colour($0.light, toward: $0.dark, row: row, size: Int(tree.size)) }
            ?? Palette.treeGrey.over(ground, opacity: TreePresence.incomplete)
        return dusk.hazed(base, haze ?? tree.haze)
    }
}
