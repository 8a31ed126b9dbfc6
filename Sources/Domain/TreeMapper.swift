#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decides what a fast leaves in the forest.
package enum TreeMapper {
    /// Fasts shorter than this are not kept at all.
    package static let minimumSeconds = 4 * 3600
    /// Ended at or past this share of the target (and the minimum), a fast leaves an incomplete tree.
    package static let incompleteShare = (numerator: 7, denominator: 10)

    /// The tree a fast of `duration` seconds leaves, begun with a target of `targetHours`.
    ///
    /// Whole seconds and integer ratios, so that exactly 70 % is 70 % and not 69.999…
    package static func tree(duration: TimeInterval, targetHours: Double) -> TreeKind? {
        let seconds = Int(duration.rounded(.down))
        guard seconds >= minimumSeconds else { return nil }
        let target = self.seconds(hours: targetHours)
        if seconds >= target { return .established }
        if seconds * incompleteShare.denominator >= target * incompleteShare.numerator { return .incomplete }
        return nil
    }

    /// Whether a fast of `duration` is long enough to be recorded.
    package static func isKept(duration: TimeInterval) -> Bool {
        Int(duration.rounded(.down)) >= minimumSeconds
    }

    package static func seconds(hours: Double) -> Int { Int((hours * 3600).rounded()) }
}
