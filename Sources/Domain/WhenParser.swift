#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the WHEN of `--at`, `--start` and `--end` against the current time.
///
/// Accepted: `now`; `HH:MM`, `8pm`, `8:30pm` (the most recent past time with that clock
/// reading, so `20:00` said at 08:00 is yesterday evening); `today HH:MM`; `yesterday HH:MM`;
/// `-2h`, `-90m`, `-1h30m`, `-1h 30m`, `2h ago`, `1.5h ago`, `90 min ago`, `1h 30m ago`; ISO 8601 local
/// (`2026-11-20T20:00`) or with an offset or `Z`.
package struct WhenParser: Sendable {
    /// How far ahead of the clock a time may be and still count as now (clocks drift).
    package static let futureTolerance: TimeInterval = 60

    package enum Problem: Error, Equatable, Sendable {
        /// Not a form atrest reads.
        case unrecognized
        /// A clock reading that does not exist, such as `25:00`.
        case noSuchTime
        /// More than a minute ahead of now.
        case inFuture
        /// Before `Timestamp.earliest`.
        case tooEarly
    }

    package var now: Date
    package var timeZone: Zone

    package init(now: Date, timeZone: Zone) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The instant `text` names, in whole seconds.
    package func parse(_ text: String) -> Result<Date, Problem> {
        let words = Self.joiningMeridiem(text.lowercased().split(separator: " ", omittingEmptySubsequences: true).map(String.init))
        let date: Date
        switch words.count {
        case 2... where words[words.count - 1] == "ago":
            guard let seconds = DurationText.parse(Self.durationText(words.dropLast())) else { return .failure(.unrecognized) }
            date = now.addingTimeInterval(-TimeInterval(seconds))
        case 1... where words[0].hasPrefix("-"):
            guard let seconds = DurationText.parse(String(Self.durationText(words[...]).dropFirst())) else { return .failure(.unrecognized) }
            date = now.addingTimeInterval(-TimeInterval(seconds))
        case 1 where words[0] == "now":
            date = now
        case 1 where words[0].contains("-") || words[0].contains("t"):
            guard let parsed = Timestamp.parse(text.trimmingWhitespace(), localZone: timeZone)
            else { return .failure(.unrecognized) }
            date = parsed
        case 1:
            guard let clock = clockReading(words[0]) else { return .failure(clockProblem(words[0])) }
            date = mostRecent(clock)
        case 2 where words[0] == "today" || words[0] == "yesterday":
            guard let clock = clockReading(words[1]) else { return .failure(clockProblem(words[1])) }
            let today = LocalTime.day(of: now, in: timeZone)
            date = at(clock, on: words[0] == "today" ? today : today.adding(days: -1))
        default:
            if let parsed = Timestamp.parse(text.trimmingWhitespace(), localZone: timeZone) {
                date = parsed
            } else {
                return .failure(.unrecognized)
            }
        }
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        guard whole.timeIntervalSince(now) <= Self.futureTolerance else { return .failure(.inFuture) }
        guard whole >= Timestamp.earliest else { return .failure(.tooEarly) }
        return .success(whole)
    }

    /// The latest instant, at most the tolerance ahead of now, at which the clock read `clock`.
    ///
    /// Today's reading if it has come, else yesterday's (else the day before's: a zone may
    /// skip a whole day, as Samoa skipped 30 December 2011). On a fall-back night a reading
    /// that happened twice is the later of the two once that one has passed: `01:30` said at
    /// 01:45 after the clocks went back is a quarter of an hour ago, not an hour and a quarter.
    private func mostRecent(_ clock: (hour: Int, minute: Int)) -> Date {
        let today = LocalTime.day(of: now, in: timeZone)
        let latest = now.addingTimeInterval(Self.futureTolerance)
        let candidates = [today.adding(days: -2), today.adding(days: -1), today].flatMap { day -> [Date] in
            let civil = CivilTime(year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute)
            let occurrences = LocalTime.occurrences(of: civil, in: timeZone)
            return occurrences.isEmpty ? [LocalTime.date(for: civil, in: timeZone)] : occurrences
        }
        return candidates.filter { $0 <= latest }.max() ?? at(clock, on: today.adding(days: -1))
    }

    private func at(_ clock: (hour: Int, minute: Int), on day: LocalDay) -> Date {
        LocalTime.date(
            for: CivilTime(year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute),
            in: timeZone
        )
    }

    /// `8 pm` read as `8pm`, so a clock reading is one word however it was spaced.
    private static func joiningMeridiem(_ words: [String]) -> [String] {
        var joined: [String] = []
        for word in words {
            if (word == "am" || word == "pm"), let last = joined.last, last.last?.isNumber == true {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// Words of a duration as `DurationText` reads them: `90 min` → `90m`, `1 hour 30 minutes` → `1h30m`.
    private static func durationText(_ words: ArraySlice<String>) -> String {
        let units: [(names: [String], unit: String)] = [
            (["minutes", "minute", "mins", "min"], "m"), (["hours", "hour", "hrs", "hr"], "h"),
            (["days", "day"], "d"), (["seconds", "second", "secs", "sec"], "s"),
        ]
        var text = words.joined()
        for (names, unit) in units {
            for name in names { text = text.replacing(name, with: unit) }
        }
        return text
    }

    /// `HH:MM` or `H:MM` with a real hour and minute; or `8pm`, `8:30am`, `12am` (midnight).
    private func clockReading(_ word: String) -> (hour: Int, minute: Int)? {
        if word.hasSuffix("am") || word.hasSuffix("pm") {
            let afternoon = word.hasSuffix("pm")
            let digits = word.dropLast(2)
            let parts = digits.split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), parts.count == 1 || parts[1].count == 2,
                  parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let hour = Int(parts[0]), (1...12).contains(hour)
            else { return nil }
            let minute = parts.count == 2 ? Int(parts[1]) ?? 60 : 0
            guard (0...59).contains(minute) else { return nil }
            return (hour % 12 + (afternoon ? 12 : 0), minute)
        }
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    private func clockProblem(_ word: String) -> Problem {
        let looksLikeClock = word.contains(":") && word.allSatisfy { $0 == ":" || ($0.isASCII && $0.isNumber) }
        return looksLikeClock ? .noSuchTime : .unrecognized
    }
}
