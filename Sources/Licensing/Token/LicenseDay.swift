import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A calendar day as a license writes it, `YYYY-MM-DD`, always read in UTC.
///
/// Licenses name days rather than instants so a person can read them; UTC makes one day
/// mean the same span everywhere, so a license cannot gain or lose hours by travelling.
package struct LicenseDay: Comparable, Hashable, Sendable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// The day spelled exactly `YYYY-MM-DD` (four, two and two digits), or nil if `text`
    /// is spelled otherwise or names no real day (such as 2025-02-30).
    package init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
              let day = Self.number(bytes[8..<10]), year >= 1
        else { return nil }
        // The proleptic Gregorian calendar by arithmetic: making a `Calendar` cost more than
        // everything else `status` does, and every command reads a license's days.
        guard (1...12).contains(month), (1...CivilTime.daysInMonth(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day that contains `date`.
    package init(containing date: Date) {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        (year, month, day) = CivilTime.civil(fromDays: days)
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// 00:00 UTC at the start of this day.
    package var start: Date {
        Date(timeIntervalSince1970: TimeInterval(CivilTime.days(fromCivil: year, month, day) * 86_400))
    }

    /// 00:00 UTC at the start of the following day: the first instant after this day.
    package var end: Date {
        start.addingTimeInterval(86_400)
    }

    package static func < (lhs: LicenseDay, rhs: LicenseDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
