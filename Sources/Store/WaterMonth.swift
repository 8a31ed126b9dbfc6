#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// A UTC calendar month: the unit water is filed by, so adding a glass rewrites one small file.
package struct WaterMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var year: Int
    package var month: Int

    package init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// The UTC month `date` falls in.
    package init(containing date: Date) {
        let civil = CivilTime(date, offsetSeconds: 0)
        self.init(year: civil.year, month: civil.month)
    }

    /// Reads `2026-11` (the file name without `.json`).
    package init?(_ text: String) {
        // As atrest names them (`dddd-dd`), read as bytes: a sync lists every month's file,
        // and splitting by characters cost about 8,000 instructions a name. Anything else is
        // read as before.
        if let month = Self.plain(text.utf8) {
            guard (1...12).contains(month.month) else { return nil }
            self = month
            return
        }
        let parts = text.split(separator: "-")
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    /// `dddd-dd` in ASCII digits, any month number; nil for any other text.
    private static func plain(_ bytes: String.UTF8View) -> WaterMonth? {
        guard bytes.count == 7 else { return nil }
        var year = 0, month = 0, index = 0
        for byte in bytes {
            defer { index += 1 }
            if index == 4 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if index < 4 { year = year * 10 + digit } else { month = month * 10 + digit }
        }
        return WaterMonth(year: year, month: month)
    }

    /// The months that share time with `start..<end`.
    package static func covering(_ start: Date, _ end: Date) -> [WaterMonth] {
        var months: [WaterMonth] = []
        var month = WaterMonth(containing: start)
        let last = WaterMonth(containing: end.addingTimeInterval(-1))
        while month <= last, months.count < 1200 {
            months.append(month)
            month = month.next
        }
        return months
    }

    package var next: WaterMonth {
        month == 12 ? WaterMonth(year: year + 1, month: 1) : WaterMonth(year: year, month: month + 1)
    }

    /// The first instant of the month, in UTC (the zone water files are filed by).
    var start: Date {
        CivilTime(year: year, month: month, day: 1).date(offsetSeconds: 0)
    }

    package var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }

    package static func < (lhs: WaterMonth, rhs: WaterMonth) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
