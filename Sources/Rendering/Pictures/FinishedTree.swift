import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tree a fast leaves when it ends, drawn once by the command that ends it.
///
/// An established tree stands whole in its earth tone with a four-pointed star at its upper
/// right, placed last. An incomplete tree stays grey at about 30 % presence, with no star and
/// nothing to label it.
///
/// ```swift
/// let tree = FinishedTree(id: fast.id, kind: .established)
/// print(tree.render(PictureStyle(width: 28, depth: .trueColour)))
/// ```
package struct FinishedTree: Sendable, Hashable {
    package let id: UUID
    package let kind: TreeKind
    /// The day's sky, shared with every other picture of the day.
    package var dusk: Dusk

    package init(id: UUID, kind: TreeKind, dusk: Dusk = Dusk()) {
        self.id = id
        self.kind = kind
        self.dusk = dusk
    }

    /// The panel as lines joined by `\n` (no trailing newline); width clamps to 8...120 columns.
    package func render(_ style: PictureStyle) -> String {
        let seed = TreeSeed(id: id)
        let panel = switch kind {
        case .established:
            TreePanel(seed: seed, presence: 1, colour: Palette.earthTone(seed.tone).light, showsStar: true, dusk: dusk)
        case .incomplete:
            // The lightest shade, as incomplete trees are drawn in the forest.
            TreePanel(seed: seed, presence: TreePresence.incomplete, colour: Palette.treeGrey, showsStar: false, ink: .light, dusk: dusk)
        }
        return panel.render(style)
    }
}

/// How present trees are, shared by every picture so they agree.
enum TreePresence {
    /// An incomplete tree: the seeds' materialisation at 30 % progress (0.05 + 0.3 × 0.95).
    static let incomplete = 0.335
}
