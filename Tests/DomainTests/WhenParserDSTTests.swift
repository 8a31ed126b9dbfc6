import Domain
import Foundation
import Testing

/// WHEN across daylight-saving changes: relative times are real elapsed time, and a clock
/// reading is the most recent past instant that showed it.
@Suite struct WhenParserDSTTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        var now: String
        var text: String
        var expected: String
        var testDescription: String { "\(text) at \(now) in \(zone)" }
    }

    @Test(arguments: [
        // New York springs forward at 02:00 EST (07:00Z): 02:00–02:59 never happens.
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "-2h", expected: "2026-03-08T01:00:00-05:00"),
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "2h ago", expected: "2026-03-08T01:00:00-05:00"),
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "01:30", expected: "2026-03-08T01:30:00-05:00"),
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "02:30", expected: "2026-03-08T03:30:00-04:00"),
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "today 02:30", expected: "2026-03-08T03:30:00-04:00"),
        Case(zone: "America/New_York", now: "2026-03-08T04:00:00-04:00", text: "2026-03-08T02:30", expected: "2026-03-08T03:30:00-04:00"),
        Case(zone: "America/New_York", now: "2026-03-08T03:10:00-04:00", text: "02:30", expected: "2026-03-07T02:30:00-05:00"),
        Case(zone: "America/New_York", now: "2026-03-09T08:00:00-04:00", text: "yesterday 02:30", expected: "2026-03-08T03:30:00-04:00"),
        // New York falls back at 02:00 EDT (06:00Z): 01:00–01:59 happens twice.
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "-1h", expected: "2026-11-01T01:45:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "-90m", expected: "2026-11-01T01:15:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "01:30", expected: "2026-11-01T01:30:00-05:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "01:46", expected: "2026-11-01T01:46:00-05:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "01:47", expected: "2026-11-01T01:47:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-05:00", text: "00:30", expected: "2026-11-01T00:30:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-04:00", text: "01:30", expected: "2026-11-01T01:30:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T01:45:00-04:00", text: "01:50", expected: "2026-10-31T01:50:00-04:00"),
        Case(zone: "America/New_York", now: "2026-11-01T08:00:00-05:00", text: "01:30", expected: "2026-11-01T01:30:00-05:00"),
        Case(zone: "America/New_York", now: "2026-11-01T08:00:00-05:00", text: "today 01:30", expected: "2026-11-01T01:30:00-04:00"),
        // Berlin springs forward at 02:00 CET (01:00Z) and falls back at 03:00 CEST (01:00Z).
        Case(zone: "Europe/Berlin", now: "2026-03-29T04:00:00+02:00", text: "-2h", expected: "2026-03-29T01:00:00+01:00"),
        Case(zone: "Europe/Berlin", now: "2026-03-29T04:00:00+02:00", text: "02:30", expected: "2026-03-29T03:30:00+02:00"),
        Case(zone: "Europe/Berlin", now: "2026-03-29T04:00:00+02:00", text: "01:59", expected: "2026-03-29T01:59:00+01:00"),
        Case(zone: "Europe/Berlin", now: "2026-10-25T02:45:00+01:00", text: "-1h", expected: "2026-10-25T02:45:00+02:00"),
        Case(zone: "Europe/Berlin", now: "2026-10-25T02:45:00+01:00", text: "02:30", expected: "2026-10-25T02:30:00+01:00"),
        Case(zone: "Europe/Berlin", now: "2026-10-25T02:45:00+01:00", text: "02:50", expected: "2026-10-25T02:50:00+02:00"),
        Case(zone: "Europe/Berlin", now: "2026-10-25T02:45:00+01:00", text: "2026-10-25T02:30", expected: "2026-10-25T02:30:00+02:00"),
        // Beyond UTC+12. Auckland springs forward at 02:00 NZST (14:00Z the day before) and falls
        // back at 03:00 NZDT; Samoa went from −10 to +14 after 29 December 2011, skipping the 30th.
        Case(zone: "Pacific/Auckland", now: "2025-09-28T04:00:00+13:00", text: "01:30", expected: "2025-09-28T01:30:00+12:00"),
        Case(zone: "Pacific/Auckland", now: "2025-09-28T04:00:00+13:00", text: "02:30", expected: "2025-09-28T03:30:00+13:00"),
        Case(zone: "Pacific/Auckland", now: "2025-09-28T04:00:00+13:00", text: "today 02:30", expected: "2025-09-28T03:30:00+13:00"),
        Case(zone: "Pacific/Auckland", now: "2025-09-28T04:00:00+13:00", text: "2025-09-28T02:30", expected: "2025-09-28T03:30:00+13:00"),
        Case(zone: "Pacific/Auckland", now: "2025-09-28T03:10:00+13:00", text: "02:30", expected: "2025-09-27T02:30:00+12:00"),
        Case(zone: "Pacific/Auckland", now: "2025-09-29T08:00:00+13:00", text: "yesterday 02:30", expected: "2025-09-28T03:30:00+13:00"),
        Case(zone: "Pacific/Auckland", now: "2025-04-06T02:45:00+12:00", text: "02:30", expected: "2025-04-06T02:30:00+12:00"),
        Case(zone: "Pacific/Auckland", now: "2025-04-06T02:45:00+12:00", text: "02:50", expected: "2025-04-06T02:50:00+13:00"),
        Case(zone: "Pacific/Auckland", now: "2025-04-06T02:45:00+12:00", text: "2025-04-06T02:30", expected: "2025-04-06T02:30:00+13:00"),
        Case(zone: "Pacific/Chatham", now: "2025-09-28T04:00:00+13:45", text: "03:00", expected: "2025-09-28T04:00:00+13:45"),
        Case(zone: "Pacific/Apia", now: "2011-12-31T10:00:00+14:00", text: "09:00", expected: "2011-12-31T09:00:00+14:00"),
        Case(zone: "Pacific/Apia", now: "2011-12-31T10:00:00+14:00", text: "10:30", expected: "2011-12-29T10:30:00-10:00"),
    ])
    func readsAcrossTheChange(example: Case) throws {
        let zone = Fixtures.zone(example.zone)
        let parser = WhenParser(now: Fixtures.instant(example.now), timeZone: zone)
        #expect(try parser.parse(example.text).get().text(in: zone) == example.expected)
    }

    /// A relative time is elapsed time, whatever the wall clock did meanwhile.
    @Test(arguments: ["2026-03-08T04:30:00-04:00", "2026-11-01T01:30:00-05:00", "2026-03-29T03:15:00+02:00", "2026-10-25T02:10:00+01:00"])
    func relativeTimesAreRealHours(now: String) throws {
        for zone in [Fixtures.newYork, Fixtures.berlin] {
            let parser = WhenParser(now: Fixtures.instant(now), timeZone: zone)
            for (text, seconds) in [("-2h", 7200), ("-90m", 5400), ("-1h30m", 5400), ("2h ago", 7200), ("1h 30m ago", 5400)] {
                let date = try parser.parse(text).get()
                #expect(Fixtures.instant(now).timeIntervalSince(date) == TimeInterval(seconds), "\(text)")
            }
        }
    }
}
