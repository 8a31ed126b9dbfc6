#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Local wall-clock arithmetic in a time zone: the one place that deals with DST gaps.
package enum LocalTime {
    /// The instant a wall-clock reading names in `zone`.
    ///
    /// A reading that falls in a spring-forward gap does not exist; it is taken as the same
    /// number of minutes after the gap (02:30 on a 02:00→03:00 night is 03:30). A reading that
    /// happens twice in a fall-back hour is taken at its first occurrence.
    package static func date(for civil: CivilTime, in zone: Zone) -> Date {
        if let earliest = occurrences(of: civil, in: zone).first { return earliest }
        // In a gap: the offset before the gap carries the reading past it.
        let candidates = nearbyOffsets(of: civil, in: zone)
        return civil.date(offsetSeconds: min(candidates[0], candidates[1]))
    }

    /// Every instant whose wall clock in `zone` reads `civil`, earliest first: one as a rule,
    /// two in a fall-back overlap, none in a spring-forward gap.
    package static func occurrences(of civil: CivilTime, in zone: Zone) -> [Date] {
        // Guess with the offset a few hours either side, and keep the guesses that read back.
        var matches: [Date] = []
        for offset in Set(nearbyOffsets(of: civil, in: zone)) {
            let date = civil.date(offsetSeconds: offset)
            if zone.secondsFromGMT(for: date) == offset { matches.append(date) }
        }
        return matches.sorted()
    }

    /// The zone's offsets half a day before and after the reading taken as UTC.
    private static func nearbyOffsets(of civil: CivilTime, in zone: Zone) -> [Int] {
        let rough = civil.date(offsetSeconds: 0)
        return [
            zone.secondsFromGMT(for: rough.addingTimeInterval(-86_400 / 2)),
            zone.secondsFromGMT(for: rough.addingTimeInterval(86_400 / 2)),
        ]
    }

    /// The wall-clock reading of `date` in `zone`.
    package static func civil(_ date: Date, in zone: Zone) -> CivilTime {
        CivilTime(date, offsetSeconds: zone.secondsFromGMT(for: date))
    }

    /// The local day (`year`, `month`, `day`) of `date` in `zone`.
    package static func day(of date: Date, in zone: Zone) -> LocalDay {
        let civil = civil(date, in: zone)
        return LocalDay(year: civil.year, month: civil.month, day: civil.day)
    }

    /// The first instant of `day` in `zone`.
    package static func startOfDay(_ day: LocalDay, in zone: Zone) -> Date {
        date(for: CivilTime(year: day.year, month: day.month, day: day.day), in: zone)
    }
}

/// A calendar day, as a person names it: `2026-11-20`.
package struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`.
    package init?(_ text: String) {
        var scanner = DigitScanner(text)
        guard let y = scanner.number(digits: 4), scanner.take("-"),
              let m = scanner.number(digits: 2), scanner.take("-"),
              let d = scanner.number(digits: 2), scanner.isAtEnd
        else { return nil }
        guard CivilTime(year: y, month: m, day: d).isValid else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01.
    package var ordinal: Int { CivilTime.days(fromCivil: year, month, day) }

    package init(ordinal: Int) {
        let (y, m, d) = CivilTime.civil(fromDays: ordinal)
        self.init(year: y, month: m, day: d)
    }

    package func adding(days: Int) -> LocalDay { LocalDay(ordinal: ordinal + days) }

    /// 1 = Sunday … 7 = Saturday, as `Calendar` numbers weekdays.
    package var weekday: Int { ((ordinal % 7 + 7) % 7 + 4) % 7 + 1 }  // 1970-01-01 was a Thursday

    package var description: String {
        "\(Timestamp.pad(year, 4))-\(Timestamp.pad(month, 2))-\(Timestamp.pad(day, 2))"
    }

    package static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.ordinal < rhs.ordinal }
}
