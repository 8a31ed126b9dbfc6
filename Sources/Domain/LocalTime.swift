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
    /// number of minutes after the gap (02:30 on a 02:00→03:00 night is 03:30): the offset
    /// before the gap carries it past. A reading that happens twice in a fall-back hour is
    /// taken at its first occurrence. (Python's zoneinfo with `fold=0` reads both alike.)
    package static func date(for civil: CivilTime, in zone: Zone) -> Date {
        // Where the offset does not change within reach of the reading (as a rule, and always
        // in UTC), the reading names one instant: found without the lists below, an array
        // type the runtime builds at start (start-up path: Sources/START-UP.md).
        let local = Readings.local(civil)
        if zone.changes(in: Readings.window(around: local)).isEmpty {
            return Date(timeIntervalSince1970: TimeInterval(local - Int64(zone.offset(at: local))))
        }
        let readings = Readings(of: civil, in: zone)
        if let earliest = readings.occurrences.first { return Date(timeIntervalSince1970: TimeInterval(earliest)) }
        let gap = readings.changes.first { $0.after > $0.before && $0.instant + Int64($0.before) <= local && local < $0.instant + Int64($0.after) }
        let offset = gap?.before ?? zone.offset(at: local)
        return Date(timeIntervalSince1970: TimeInterval(local - Int64(offset)))
    }

    /// Every instant whose wall clock in `zone` reads `civil`, earliest first: one as a rule,
    /// two in a fall-back overlap, none in a spring-forward gap.
    package static func occurrences(of civil: CivilTime, in zone: Zone) -> [Date] {
        Readings(of: civil, in: zone).occurrences.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// A reading, the zone's changes of offset near it, and the instants that read as it.
    private struct Readings {
        /// The reading in seconds since 1970, as if it were UTC.
        let local: Int64
        let changes: [OffsetChange]
        let occurrences: [Int64]

        /// No zone is further than this from UTC (`TZifReader` refuses more), so every
        /// instant that reads `civil` lies within it of the reading taken as UTC.
        private static let reach: Int64 = 26 * 3600

        static func local(_ civil: CivilTime) -> Int64 {
            Int64(civil.date(offsetSeconds: 0).timeIntervalSince1970)
        }

        static func window(around local: Int64) -> ClosedRange<Int64> {
            (local - reach)...(local + reach)
        }

        init(of civil: CivilTime, in zone: Zone) {
            local = Self.local(civil)
            let window = Self.window(around: local)
            changes = zone.changes(in: window)
            // Each offset in force somewhere in the window, kept where it reads back.
            // In Int64, the type `occurrences` already has: a list of Int was one more array
            // type for the runtime to build at start-up (start-up path: Sources/START-UP.md).
            var offsets = [Int64(zone.offset(at: window.lowerBound))]
            for change in changes where !offsets.contains(Int64(change.after)) { offsets.append(Int64(change.after)) }
            let local = local
            occurrences = offsets.map { local - $0 }.filter { zone.offset(at: $0) == Int(local - $0) }.sorted()
        }
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

    /// Written out: the synthesized one is reached through the Equatable witness table, which
    /// the runtime makes on first use (start-up path: Sources/START-UP.md).
    package static func == (lhs: LocalDay, rhs: LocalDay) -> Bool {
        lhs.year == rhs.year && lhs.month == rhs.month && lhs.day == rhs.day
    }
}
