#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tree of a fast that is still running, over a small piece of dusk sky.
///
/// It is not a progress bar: there are no numbers and no bar, only a tree becoming visible.
/// Presence grows from 5 % to 100 % and colour moves from cool grey to the tree's earth tone,
/// both with `progress` (elapsed / target). The star waits for the fast's end
/// (`DuskScene.Tree.finished`).
package struct BecomingTree: Sendable, Hashable {
    package let id: UUID
    /// Elapsed time over target time; clamped to 0...1 (NaN counts as 0).
    package let progress: Double
    /// The day's sky, shared with every other picture of the day.
    package var dusk: Dusk

    package init(id: UUID, progress: Double, dusk: Dusk = Dusk()) {
        self.id = id
        self.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        self.dusk = dusk
    }

    /// The tree's opacity over the sky: 5 % at the start of a fast, 100 % at its target.
    package var presence: Double { 0.05 + 0.95 * progress }

    /// Cool grey at the start, the tree's own earth tone (light shade) at the target.
    package var colour: RGB {
        Palette.treeGrey.mixed(with: Palette.earthTone(TreeSeed(id: id).tone).light, progress)
    }
}
