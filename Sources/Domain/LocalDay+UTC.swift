#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A day read in UTC: how licenses name days, so one day means the same span everywhere and a
/// license cannot gain or lose hours by travelling.
extension LocalDay {
    /// The UTC day that contains `date`.
    package init(utcContaining date: Date) {
        self.init(ordinal: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// 00:00 UTC at the start of this day.
    package var utcStart: Date { Date(timeIntervalSince1970: TimeInterval(ordinal * 86_400)) }

    /// 00:00 UTC at the start of the following day: the first instant after this day.
    package var utcEnd: Date { utcStart.addingTimeInterval(86_400) }
}
