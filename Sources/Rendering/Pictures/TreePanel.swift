import Geometry

/// One tree standing alone under a small piece of dusk sky: the picture behind a fast.
///
/// ``BecomingTree`` and ``FinishedTree`` are both this panel with different presence, colour
/// and star. The tree's box is 72 % of the panel's width, as in the seeds, with a little sky
/// above it for the star; the tree stands on the panel's lower edge.
package struct TreePanel {
    let seed: TreeSeed
    /// How present the tree is, 0...1: its opacity over the sky.
    let presence: Double
    let colour: RGB
    let showsStar: Bool
    /// The glyph strength without colour; by default it follows presence.
    var ink: Ink?
    /// The day's sky behind the tree.
    var dusk = Dusk()

    /// Narrower than this, a tree is no longer a tree; wider, the panel would dwarf the words.
    static let widths = 8...120

    /// The side of the tree's box in a panel `width` columns wide (after clamping to ``widths``).
    package static func treeSize(width: Int) -> Int {
        max(6, Int((Double(min(max(width, widths.lowerBound), widths.upperBound)) * 0.72).rounded()))
    }

    func render(_ style: PictureStyle) -> String {
        let width = min(max(style.width, Self.widths.lowerBound), Self.widths.upperBound)
        let size = Self.treeSize(width: width)
        var height = size + max(4, Int((Double(size) * 0.22).rounded()))
        height += height % 2
        let ground = Int((Double(size) * TreeSilhouette.groundLine).rounded())
        let left = (width - size) / 2
        let top = height - ground

        var canvas = PixelCanvas(width: width, height: height, dusk: dusk)
        // One tree needs no cache of masks, and the trees of `status` and `end` come baked.
        let mask = TreeSilhouette.mask(variant: seed.variant, size: size)
        let opacity = min(max(presence, 0), 1)
        // The tree is solid, its presence a mix toward the sky behind its crown: the sky does not
        // show through it, and it keeps one colour where a terminal has only 256.
        let behind = canvas.colour(x: width / 2, y: top + size / 3)
        let tone = colour.over(behind, opacity: opacity)
        canvas.paint(mask, left: left, top: top, opacity: 1, ink: ink ?? Ink(presence: opacity)) { _ in tone }

        var overlay = CellOverlay(columns: width, rows: height / 2)
        if showsStar {
            // Upper right of the tree's box, as the seeds place it: above the crown, beside it.
            let x = Int((Double(width) / 2 + Double(size) * 0.38).rounded())
            let y = top + Int((Double(size) * 0.08).rounded())
            let star = CellOverlay.Mark(kind: .star(bright: true), colour: Palette.starLight)
            let cell = (column: min(x, width - 1), row: max(0, y / 2))
            StarPlacement.placeClear(star, near: cell, on: canvas, overlay: &overlay)
        }
        // Without colour the sky above the tree is nothing but blank lines; leave them out.
        return CellEncoder(depth: style.depth, glyphs: style.glyphs)
            .text(canvas, overlay: overlay, droppingBlankTop: style.depth == .none)
    }
}
