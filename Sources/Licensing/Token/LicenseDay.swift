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

    /// The proleptic Gregorian calendar in UTC, the only calendar a license uses.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    /// The day spelled exactly `YYYY-MM-DD` (four, two and two digits), or nil if `text`
    /// is spelled otherwise or names no real day (such as 2025-02-30).
    package init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
              let day = Self.number(bytes[8..<10]), year >= 1
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard let start = Self.calendar.date(from: components),
              Self.calendar.dateComponents([.year, .month, .day], from: start) == components
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC day that contains `date`.
    package init(containing date: Date) {
        let components = Self.calendar.dateComponents([.year, .month, .day], from: date)
        year = components.year ?? 1970
        month = components.month ?? 1
        day = components.day ?? 1
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
        Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// 00:00 UTC at the start of the following day: the first instant after this day.
    package var end: Date {
        Self.calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
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
