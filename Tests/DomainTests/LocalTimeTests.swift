import Domain
import Foundation
import Testing

/// Local wall-clock arithmetic around daylight-saving changes.
///
/// New York: 2026-03-08 02:00 EST → 03:00 EDT (at 07:00Z); 2026-11-01 02:00 EDT → 01:00 EST (at 06:00Z).
/// Berlin: 2026-03-29 02:00 CET → 03:00 CEST (at 01:00Z); 2026-10-25 03:00 CEST → 02:00 CET (at 01:00Z).
@Suite struct LocalTimeTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        var zone: String
        var local: String
        var instant: String
        var testDescription: String { "\(local) in \(zone)" }
    }

    /// Readings that exist once, readings in a gap (moved on by the gap's length),
    /// and readings in an overlap (their first occurrence).
    @Test(arguments: [
        Reading(zone: "America/New_York", local: "2026-03-08T01:59:59", instant: "2026-03-08T06:59:59Z"),
        Reading(zone: "America/New_York", local: "2026-03-08T02:00", instant: "2026-03-08T07:00:00Z"),
        Reading(zone: "America/New_York", local: "2026-03-08T02:30", instant: "2026-03-08T07:30:00Z"),
        Reading(zone: "America/New_York", local: "2026-03-08T02:59:59", instant: "2026-03-08T07:59:59Z"),
        Reading(zone: "America/New_York", local: "2026-03-08T03:00", instant: "2026-03-08T07:00:00Z"),
        Reading(zone: "America/New_York", local: "2026-03-08T03:30", instant: "2026-03-08T07:30:00Z"),
        Reading(zone: "America/New_York", local: "2026-11-01T00:59:59", instant: "2026-11-01T04:59:59Z"),
        Reading(zone: "America/New_York", local: "2026-11-01T01:00", instant: "2026-11-01T05:00:00Z"),
        Reading(zone: "America/New_York", local: "2026-11-01T01:30", instant: "2026-11-01T05:30:00Z"),
        Reading(zone: "America/New_York", local: "2026-11-01T01:59:59", instant: "2026-11-01T05:59:59Z"),
        Reading(zone: "America/New_York", local: "2026-11-01T02:00", instant: "2026-11-01T07:00:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-03-29T01:59", instant: "2026-03-29T00:59:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-03-29T02:00", instant: "2026-03-29T01:00:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-03-29T02:30", instant: "2026-03-29T01:30:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-03-29T03:00", instant: "2026-03-29T01:00:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-10-25T01:59", instant: "2026-10-24T23:59:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-10-25T02:00", instant: "2026-10-25T00:00:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-10-25T02:30", instant: "2026-10-25T00:30:00Z"),
        Reading(zone: "Europe/Berlin", local: "2026-10-25T03:00", instant: "2026-10-25T02:00:00Z"),
        // Beyond UTC+12, where a reading taken as UTC lies more than half a day from its instant.
        Reading(zone: "Pacific/Auckland", local: "2025-09-28T01:59:59", instant: "2025-09-27T13:59:59Z"),
        Reading(zone: "Pacific/Auckland", local: "2025-09-28T02:00", instant: "2025-09-27T14:00:00Z"),
        Reading(zone: "Pacific/Auckland", local: "2025-09-28T02:30", instant: "2025-09-27T14:30:00Z"),
        Reading(zone: "Pacific/Auckland", local: "2025-09-28T03:00", instant: "2025-09-27T14:00:00Z"),
        Reading(zone: "Pacific/Auckland", local: "2025-04-06T02:30", instant: "2025-04-05T13:30:00Z"),
        Reading(zone: "Pacific/Auckland", local: "2025-04-06T03:00", instant: "2025-04-05T15:00:00Z"),
        Reading(zone: "Pacific/Chatham", local: "2025-09-28T03:00", instant: "2025-09-27T14:15:00Z"),
        Reading(zone: "Asia/Kamchatka", local: "2009-03-29T02:30", instant: "2009-03-28T14:30:00Z"),
        // Samoa and Kiritimati each skipped a whole day, from −10 to +14.
        Reading(zone: "Pacific/Apia", local: "2011-12-29T23:59:59", instant: "2011-12-30T09:59:59Z"),
        Reading(zone: "Pacific/Apia", local: "2011-12-30T12:00", instant: "2011-12-30T22:00:00Z"),
        Reading(zone: "Pacific/Apia", local: "2011-12-31T00:00", instant: "2011-12-30T10:00:00Z"),
        Reading(zone: "Pacific/Kiritimati", local: "1994-12-31T12:00", instant: "1994-12-31T22:00:00Z"),
        Reading(zone: "Pacific/Kiritimati", local: "1995-01-01T00:00", instant: "1994-12-31T10:00:00Z"),
    ])
    func choosesAnInstantForEveryReading(reading: Reading) throws {
        let zone = Fixtures.zone(reading.zone)
        let local = try #require(Timestamp.parse(reading.local, localZone: zone))
        #expect(local.text(in: Fixtures.utc) == reading.instant)
    }

    @Test(arguments: [
        ("America/New_York", "2026-11-01T01:30", ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"]),
        ("America/New_York", "2026-11-01T00:59", ["2026-11-01T04:59:00Z"]),
        ("America/New_York", "2026-11-01T02:00", ["2026-11-01T07:00:00Z"]),
        ("America/New_York", "2026-03-08T02:30", []),
        ("America/New_York", "2026-03-08T03:00", ["2026-03-08T07:00:00Z"]),
        ("Europe/Berlin", "2026-10-25T02:00", ["2026-10-25T00:00:00Z", "2026-10-25T01:00:00Z"]),
        ("Europe/Berlin", "2026-10-25T02:59", ["2026-10-25T00:59:00Z", "2026-10-25T01:59:00Z"]),
        ("Europe/Berlin", "2026-03-29T02:00", []),
        ("Europe/Berlin", "2026-06-01T12:00", ["2026-06-01T10:00:00Z"]),
        ("Pacific/Auckland", "2025-04-06T02:30", ["2025-04-05T13:30:00Z", "2025-04-05T14:30:00Z"]),
        ("Pacific/Auckland", "2025-09-28T02:30", []),
        ("Pacific/Auckland", "2025-09-28T03:30", ["2025-09-27T14:30:00Z"]),
        ("Pacific/Apia", "2011-12-30T12:00", []),
    ])
    func readingsOccurOnceTwiceOrNever(zone: String, local: String, instants: [String]) throws {
        let reading = CivilTime(try #require(Timestamp.parse(local + "Z")), offsetSeconds: 0)
        let found = LocalTime.occurrences(of: reading, in: Fixtures.zone(zone))
        #expect(found.map { $0.text(in: Fixtures.utc) } == instants)
    }

    @Test func bothReadingsOfAnOverlapReadBackTheSameClock() {
        let first = Fixtures.instant("2026-11-01T05:30:00Z")
        let second = Fixtures.instant("2026-11-01T06:30:00Z")
        let clock = CivilTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)
        #expect(LocalTime.civil(first, in: Fixtures.newYork) == clock)
        #expect(LocalTime.civil(second, in: Fixtures.newYork) == clock)
        #expect(first.text(in: Fixtures.newYork) == "2026-11-01T01:30:00-04:00")
        #expect(second.text(in: Fixtures.newYork) == "2026-11-01T01:30:00-05:00")
    }

    @Test(arguments: [
        ("America/New_York", "2026-03-08T04:59:59Z", "2026-03-07"),
        ("America/New_York", "2026-03-08T05:00:00Z", "2026-03-08"),
        ("America/New_York", "2026-03-09T03:59:59Z", "2026-03-08"),
        ("America/New_York", "2026-03-09T04:00:00Z", "2026-03-09"),
        ("America/New_York", "2026-11-01T03:59:59Z", "2026-10-31"),
        ("America/New_York", "2026-11-01T04:00:00Z", "2026-11-01"),
        ("America/New_York", "2026-11-02T04:59:59Z", "2026-11-01"),
        ("America/New_York", "2026-11-02T05:00:00Z", "2026-11-02"),
        ("Europe/Berlin", "2026-03-28T22:59:59Z", "2026-03-28"),
        ("Europe/Berlin", "2026-03-28T23:00:00Z", "2026-03-29"),
        ("Europe/Berlin", "2026-03-29T21:59:59Z", "2026-03-29"),
        ("Europe/Berlin", "2026-03-29T22:00:00Z", "2026-03-30"),
        ("Europe/Berlin", "2026-10-24T21:59:59Z", "2026-10-24"),
        ("Europe/Berlin", "2026-10-24T22:00:00Z", "2026-10-25"),
        ("Europe/Berlin", "2026-10-25T22:59:59Z", "2026-10-25"),
        ("Europe/Berlin", "2026-10-25T23:00:00Z", "2026-10-26"),
    ])
    func daysTurnAtLocalMidnight(zone: String, instant: String, day: String) {
        #expect(LocalTime.day(of: Fixtures.instant(instant), in: Fixtures.zone(zone)).description == day)
    }

    @Test(arguments: [
        ("America/New_York", "2026-03-08", "2026-03-08T05:00:00Z", 23),
        ("America/New_York", "2026-11-01", "2026-11-01T04:00:00Z", 25),
        ("America/New_York", "2026-06-01", "2026-06-01T04:00:00Z", 24),
        ("Europe/Berlin", "2026-03-29", "2026-03-28T23:00:00Z", 23),
        ("Europe/Berlin", "2026-10-25", "2026-10-24T22:00:00Z", 25),
        ("Europe/Berlin", "2026-12-31", "2026-12-30T23:00:00Z", 24),
    ])
    func daysStartAtMidnightAndMayBeShortOrLong(zone: String, day: String, start: String, hours: Int) throws {
        let tz = Fixtures.zone(zone)
        let localDay = try #require(LocalDay(day))
        let first = LocalTime.startOfDay(localDay, in: tz)
        #expect(first.text(in: Fixtures.utc) == start)
        let next = LocalTime.startOfDay(localDay.adding(days: 1), in: tz)
        #expect(next.timeIntervalSince(first) == TimeInterval(hours * 3600))
    }

    /// Every hour of 2026 in both zones: the local day and its start agree with `Calendar`, and a
    /// reading names its instant again unless it is the second pass through an overlap.
    @Test(arguments: ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"])
    func agreesWithCalendarForEveryHourOfAYear(identifier: String) throws {
        let zone = Fixtures.zone(identifier)
        let calendar = Fixtures.calendar(in: zone)
        let first = Fixtures.instant("2026-01-01T00:00:00Z").timeIntervalSince1970
        for hour in 0..<(365 * 24) {
            let date = Date(timeIntervalSince1970: first + TimeInterval(hour * 3600 + 1234))
            let day = LocalTime.day(of: date, in: zone)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            #expect((day.year, day.month, day.day) == (parts.year, parts.month, parts.day), "\(date)")
            #expect(LocalTime.startOfDay(day, in: zone) == calendar.startOfDay(for: date), "\(date)")
            let back = LocalTime.date(for: LocalTime.civil(date, in: zone), in: zone)
            let overlapped = back < date && zone.secondsFromGMT(for: back) > zone.secondsFromGMT(for: date)
            #expect(back == date || overlapped, "\(date)")
        }
    }
}
