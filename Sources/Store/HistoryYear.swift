#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// The UTC year of a fast's end: the unit history is filed by, so recording a fast rewrites
/// one small file and a month's calendar reads one or two.
///
/// UTC rather than the fast's own zone: a fast's file then follows from its end alone, and
/// moving to another zone never moves a fast to another file.
package enum HistoryYear {
    /// The year `date` falls in, in UTC.
    package static func of(_ date: Date) -> Int {
        CivilTime(date, offsetSeconds: 0).year
    }

    /// The first instant of `year`, in UTC.
    package static func start(of year: Int) -> Date {
        CivilTime(year: year, month: 1, day: 1).date(offsetSeconds: 0)
    }

    /// The year a history file name stands for: `2026.json`, or its kept `2026.json.previous`
    /// (so that a year file gone while its previous generation remains is not overlooked).
    /// Nil for any other name: temporary files, copies set aside by a repair.
    static func year(fileName name: String) -> Int? {
        let stem = name.hasSuffix(".json.previous") ? name.dropLast(".json.previous".count)
            : name.hasSuffix(".json") ? name.dropLast(".json".count) : nil
        guard let stem, (1...4).contains(stem.count), stem.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(stem)
    }
}
