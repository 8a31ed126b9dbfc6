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
    /// Decided on the length as it is written (`FastLength.minutes`), so the tree never says
    /// more or less than the words beside it; integer ratios, so that exactly 70 % is 70 % and
    /// not 69.999…
    package static func tree(duration: TimeInterval, targetHours: Double) -> TreeKind? {
        let seconds = FastLength.minutes(duration) * 60
        guard seconds >= minimumSeconds else { return nil }
        let target = self.seconds(hours: targetHours)
        if seconds >= target { return .established }
        if seconds * incompleteShare.denominator >= target * incompleteShare.numerator { return .incomplete }
        return nil
    }

    /// Whether a fast of `duration` is long enough to be recorded.
    package static func isKept(duration: TimeInterval) -> Bool {
        FastLength.minutes(duration) * 60 >= minimumSeconds
    }

    /// Whether a fast of `duration` has reached its target: when its tree would be established.
    package static func reachesTarget(duration: TimeInterval, targetHours: Double) -> Bool {
        FastLength.minutes(duration) * 60 >= seconds(hours: targetHours)
    }

    package static func seconds(hours: Double) -> Int { Int((hours * 3600).rounded()) }
}
