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

    package static func isUnusuallyLong(_ duration: TimeInterval) -> Bool {
        duration > usualLongest
    }
}
