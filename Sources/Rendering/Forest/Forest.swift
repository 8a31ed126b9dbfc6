#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The whole forest under its dusk sky, for the terminal.
///
/// Doctrine 04 shapes everything here: there are no counts, titles or legend; no tree is
/// larger or brighter for a longer fast; older trees and their stars recede (smaller, fainter,
/// farther up the land) but never vanish; incomplete trees stand grey at about 30 % presence
/// with no star; every star belongs to an established fast and is placed independently of
/// its tree, in the upper 40 % of the sky. See ``ForestLayout`` for depth and
/// ``ForestGeometry`` for how the picture grows.
///
/// ```swift
/// let forest = Forest(entries: fasts.map { ForestEntry(id: $0.id, ended: $0.end, kind: $0.kind) })
/// print(forest.render(PictureStyle(width: columns, depth: .trueColor)))
/// ```
package struct Forest: Sendable, Hashable {
    /// What the empty forest says, centred in its sky.
    package static let defaultEmptyMessage = "Your forest grows here."

    package var entries: [ForestEntry]
    /// An optional quiet line set at the foot of the picture (Vigil passes one).
    package var inscription: String?
    package var emptyMessage: String

    package init(entries: [ForestEntry], inscription: String? = nil, emptyMessage: String = Forest.defaultEmptyMessage) {
        self.entries = entries
        self.inscription = inscription
        self.emptyMessage = emptyMessage
    }

    /// The picture as lines joined by `\n` (no trailing newline); width clamps to 20...400 columns.
    package func render(_ style: PictureStyle) -> String {
        let geometry = ForestGeometry(columns: style.width, treeCount: entries.count)
        let layout = ForestLayout(
            entries: entries, width: Double(geometry.columns), height: Double(geometry.pixelHeight),
            treeSize: Double(geometry.treeSize))
        var canvas = PixelCanvas(width: geometry.columns, height: geometry.pixelHeight)
        paintTrees(layout, on: &canvas)
        var overlay = CellOverlay(columns: geometry.columns, rows: geometry.rows)
        ForestSky.placeStars(layout.stars, on: canvas, overlay: &overlay)
        if entries.isEmpty {
            ForestSky.placeQuietStars(on: canvas, overlay: &overlay)
            overlay.writeCentred(emptyMessage, row: geometry.rows / 2, colour: Palette.muted, glyphs: style.glyphs)
        }
        if let inscription, !inscription.isEmpty {
            let lines = TextFolding.wrap(inscription, width: geometry.columns - 2).count
            overlay.writeCentred(inscription, row: geometry.rows - max(lines, 1), colour: Palette.muted, glyphs: style.glyphs)
        }
        return style.encoded(canvas, overlay)
    }

    /// Paints the trees layer by layer, far to near, each layer under its own opacity.
    private func paintTrees(_ layout: ForestLayout, on canvas: inout PixelCanvas) {
        var masks = SilhouetteMasks()
        var buffer = LayerBuffer(width: canvas.width, height: canvas.height)
        var bufferLayer: Int?
        for tree in layout.trees {
            if bufferLayer != tree.layer {
                if let previous = bufferLayer {
                    buffer.composite(onto: &canvas, opacity: DepthLayer.at(previous).opacity)
                    buffer = LayerBuffer(width: canvas.width, height: canvas.height)
                }
                bufferLayer = tree.layer
                let (layer, width, height) = (tree.layer, Double(canvas.width), Double(canvas.height))
                buffer.paintLand(
                    ridge: { DepthLayer.ridge(layer: layer, x: Double($0) + 0.5, width: width, height: height) },
                    colour: DepthLayer.landColour, presence: DepthLayer.landPresence)
            }
            let size = max(3, Int(tree.size.rounded()))
            let mask = masks.mask(variant: tree.seed.variant, size: size)
            let ink: Ink = tree.tone == nil ? .light : Ink(presence: DepthLayer.at(tree.layer).opacity)
            buffer.paint(
                mask, left: Int(tree.left.rounded()), top: Int(tree.top.rounded()), presence: tree.presence, ink: ink
            ) { row in
                guard let tone = tree.tone else { return Palette.treeGrey }
                return TreeShading.colour(tone.light, toward: tone.dark, row: row, size: size)
            }
        }
        if let last = bufferLayer {
            buffer.composite(onto: &canvas, opacity: DepthLayer.at(last).opacity)
        }
    }
}
