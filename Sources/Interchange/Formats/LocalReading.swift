import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates and clock readings as CSV exports write them, read in the person's zone the way
/// `WHEN` reads a local time (`LocalTime`: a reading in a spring-forward gap is carried past
/// it, one that happens twice is its first occurrence).
package enum LocalReading {
    /// `1/17/21` or `1/17/2021` (month first, as Zero writes; day first with `dayFirst`),
    /// or `2021-01-17`.
    package static func day(_ text: String, dayFirst: Bool = false) -> LocalDay? {
        let iso = text.split(separator: "-", omittingEmptySubsequences: false)
        if iso.count == 3, iso[0].count == 4 {
            return valid(Int(iso[0]), Int(iso[1]), Int(iso[2]))
        }
        guard let (first, second, year) = slashed(text) else { return nil }
        return dayFirst ? valid(year, second, first) : valid(year, first, second)
    }

    /// The three numbers of `5/1/21` (a two-digit year made this century's: fasting apps are
    /// younger than 2000); nil for any other shape.
    package static func slashed(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let first = Int(parts[0]), let second = Int(parts[1]), var year = Int(parts[2]) else { return nil }
        if parts[2].count == 2 { year += 2000 } else if parts[2].count != 4 { return nil }
        return (first, second, year)
    }

    /// A number as a spreadsheet writes it, with a decimal point or, where a comma is the
    /// decimal mark (files saved in much of Europe), a decimal comma: `16.5`, `16,5`.
    package static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count < 40 else { return nil }
        let plain = text.contains(",") && !text.contains(".") ? text.replacing(",", with: ".") : text
        return Double(plain).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `19:15`, `7:15`, `7:15 PM`, `19:15:30`: hour, minute and second.
    package static func clock(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
        var words = text.lowercased().split(separator: " ").map(String.init)
        var meridiem: String?
        if let last = words.last, last == "am" || last == "pm" {
            meridiem = last
            words.removeLast()
        } else if let last = words.last, last.hasSuffix("am") || last.hasSuffix("pm") {
            meridiem = String(last.suffix(2))
            words[words.count - 1] = String(last.dropLast(2))
        }
        guard words.count == 1 else { return nil }
        let parts = words[0].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCII) }),
              var hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) : 0
        guard let second, (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        guard (0..<24).contains(hour) else { return nil }
        return (hour, minute, second)
    }

    /// The instant the clock read `clock` on `day` in `zone`.
    static func instant(_ day: LocalDay, _ clock: (hour: Int, minute: Int, second: Int), in zone: Zone) -> Date {
        LocalTime.date(
            for: CivilTime(year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute, second: clock.second),
            in: zone
        )
    }

    private static func valid(_ year: Int?, _ month: Int?, _ day: Int?) -> LocalDay? {
        guard let year, let month, let day, CivilTime(year: year, month: month, day: day).isValid else { return nil }
        return LocalDay(year: year, month: month, day: day)
    }
}
