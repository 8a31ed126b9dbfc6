#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How long a fast can be before atrest asks whether a date was mistyped.
///
/// A start a year back is far likelier a slip of the year than a fast; someone who truly fasts
/// longer says so with `--long`.
package enum FastLength {
    package static let usualLongest: TimeInterval = 7 * 24 * 3600

    /// A fast's length as atrest counts it: whole minutes, the part of a minute dropped.
    ///
    /// One count for everything a person reads about a fast: the length written (`16h 0m`),
    /// whether it is kept, and the tree it leaves. A fast of 17h 59m 40s did not reach 18 hours:
    /// it reads `17h 59m` and its tree is grey, and the tree turns established on the minute
    /// its length first reads `18h 0m`, never a part of a minute before or after.
    package static func minutes(_ duration: TimeInterval) -> Int {
        guard duration.isFinite else { return 0 }
        return Int(min(max(0, duration), 1e12) / 60)
    }

    package static func isUnusuallyLong(_ duration: TimeInterval) -> Bool {
        duration > usualLongest
    }
}
