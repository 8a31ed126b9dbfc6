import Domain
import Foundation
import Testing

/// The WHEN of `--at`, `--start` and `--end`, said at 08:00 on Saturday 2026-11-21 in Berlin.
@Suite struct WhenParserTests {
    static let now = Fixtures.instant("2026-11-21T08:00:00+01:00")
    let parser = WhenParser(now: WhenParserTests.now, timeZone: Fixtures.berlin)

    /// What each form names, as Berlin wall-clock text.
    @Test(arguments: [
        ("now", "2026-11-21T08:00:00+01:00"),
        ("NOW", "2026-11-21T08:00:00+01:00"),
        (" now ", "2026-11-21T08:00:00+01:00"),
        // HH:MM: the most recent past time with that reading; a minute ahead still counts as now.
        ("20:00", "2026-11-20T20:00:00+01:00"),
        ("07:59", "2026-11-21T07:59:00+01:00"),
        ("7:59", "2026-11-21T07:59:00+01:00"),
        ("08:00", "2026-11-21T08:00:00+01:00"),
        ("08:01", "2026-11-21T08:01:00+01:00"),
        ("08:02", "2026-11-20T08:02:00+01:00"),
        ("00:00", "2026-11-21T00:00:00+01:00"),
        ("23:59", "2026-11-20T23:59:00+01:00"),
        ("today 07:00", "2026-11-21T07:00:00+01:00"),
        ("Today 08:01", "2026-11-21T08:01:00+01:00"),
        ("yesterday 20:00", "2026-11-20T20:00:00+01:00"),
        ("yesterday 08:30", "2026-11-20T08:30:00+01:00"),
        ("yesterday  0:05", "2026-11-20T00:05:00+01:00"),
        // Relative: elapsed real time.
        ("-2h", "2026-11-21T06:00:00+01:00"),
        ("-90m", "2026-11-21T06:30:00+01:00"),
        ("-1h30m", "2026-11-21T06:30:00+01:00"),
        ("-1d", "2026-11-20T08:00:00+01:00"),
        ("-0m", "2026-11-21T08:00:00+01:00"),
        ("-45s", "2026-11-21T07:59:15+01:00"),
        ("2h ago", "2026-11-21T06:00:00+01:00"),
        ("2H AGO", "2026-11-21T06:00:00+01:00"),
        ("90m ago", "2026-11-21T06:30:00+01:00"),
        ("1h30m ago", "2026-11-21T06:30:00+01:00"),
        ("1h 30m ago", "2026-11-21T06:30:00+01:00"),
        // An hour and a half as people write it, with a decimal point or comma.
        ("1.5h ago", "2026-11-21T06:30:00+01:00"),
        ("1,5 hours ago", "2026-11-21T06:30:00+01:00"),
        ("-2.5h", "2026-11-21T05:30:00+01:00"),
        // ISO 8601: local, with an offset, with Z.
        ("2026-11-20T20:00", "2026-11-20T20:00:00+01:00"),
        ("2026-11-20 20:00", "2026-11-20T20:00:00+01:00"),
        ("2026-11-20T20:00:30", "2026-11-20T20:00:30+01:00"),
        ("2026-11-20T20:00:00+05:30", "2026-11-20T15:30:00+01:00"),
        ("2026-11-20T20:00-03:00", "2026-11-21T00:00:00+01:00"),
        ("2026-11-20T19:00:00Z", "2026-11-20T20:00:00+01:00"),
        ("2026-11-21T08:01", "2026-11-21T08:01:00+01:00"),
        ("2026-11-21T07:01:00Z", "2026-11-21T08:01:00+01:00"),
        ("1999-12-31T23:59:59", "1999-12-31T23:59:59+01:00"),
    ])
    func readsEveryForm(text: String, expected: String) throws {
        let date = try parser.parse(text).get()
        #expect(date.text(in: Fixtures.berlin) == expected)
    }

    @Test(arguments: [
        "today 08:02", "today 20:00", "2026-11-21T08:01:01", "2026-11-21T09:00", "2026-11-21T08:00:00-01:00",
        "2027-01-01T00:00:00Z",
    ])
    func refusesTimesMoreThanAMinuteAhead(text: String) {
        #expect(parser.parse(text) == .failure(.inFuture))
    }

    /// History is filed by four-digit year: nothing before 1900 is taken, however it is said.
    @Test(arguments: ["1899-12-31T23:59:59Z", "0000-01-01T00:00+18:00", "999999d ago", "-50000d"])
    func refusesTimesBefore1900(text: String) {
        #expect(parser.parse(text) == .failure(.tooEarly))
        #expect(parser.parse("1900-01-01T00:00:00Z") == .success(Timestamp.earliest))
    }

    @Test(arguments: ["25:00", "24:00", "12:60", "99:99", "yesterday 25:00", "today 23:61"])
    func refusesClockReadingsThatDoNotExist(text: String) {
        #expect(parser.parse(text) == .failure(.noSuchTime))
    }

    @Test(arguments: [
        "", " ", "tomorrow", "soon", "yesterday", "today", "2h", "+2h", "-2x", "-", "-h", "-2.5", "1.5 ago", "2h ahead", "ago",
        "2 ago", "20", "2000", "1h 30m", "yesterday at 20:00", "last night", "2026-13-01T00:00", "2026-11-20T20",
        "2026-11-20", "20:00 yesterday", "now please", "-2h ago", "t", "noon", "8xm", "8:00 p.m.",
    ])
    func refusesAnythingElse(text: String) {
        #expect(parser.parse(text) == .failure(.unrecognized))
    }

    @Test func keepsWholeSeconds() throws {
        let fractional = WhenParser(now: Self.now.addingTimeInterval(0.75), timeZone: Fixtures.berlin)
        #expect(try fractional.parse("now").get() == Self.now)
        #expect(try fractional.parse("-1h").get() == Self.now.addingTimeInterval(-3600))
        #expect(try fractional.parse("2026-11-20T20:00:00.9+01:00").get() == Fixtures.instant("2026-11-20T20:00:00+01:00"))
    }

    @Test func readsAClockAtMidnightAsTheDayJustBegun() throws {
        let justAfterMidnight = WhenParser(now: Fixtures.instant("2026-11-21T00:00:30+01:00"), timeZone: Fixtures.berlin)
        #expect(try justAfterMidnight.parse("00:00").get().text(in: Fixtures.berlin) == "2026-11-21T00:00:00+01:00")
        #expect(try justAfterMidnight.parse("00:01").get().text(in: Fixtures.berlin) == "2026-11-21T00:01:00+01:00")
        #expect(try justAfterMidnight.parse("00:02").get().text(in: Fixtures.berlin) == "2026-11-20T00:02:00+01:00")
        #expect(try justAfterMidnight.parse("23:59").get().text(in: Fixtures.berlin) == "2026-11-20T23:59:00+01:00")
    }
}

/// The forms people type that read naturally: clock readings with am/pm, spaced durations.
@Suite struct WhenParserFormsTests {
    let zone = Zone.utc
    // Monday 23 November 2026, 21:26 UTC.
    let now = Date(timeIntervalSince1970: 1_795_469_160)

    func parsed(_ text: String) -> Date? {
        try? WhenParser(now: now, timeZone: zone).parse(text).get()
    }

    @Test(arguments: [
        ("8pm", 20 * 3600), ("8:30pm", 20 * 3600 + 1800), ("8 pm", 20 * 3600), ("10pm", -86_400 + 22 * 3600),
        ("9am", 9 * 3600), ("12am", 0), ("12pm", 12 * 3600), ("today 8am", 8 * 3600),
        ("yesterday 8:15pm", -86_400 + 20 * 3600 + 900), ("today 08:00", 8 * 3600),
    ])
    func clockReadingsWithAMAndPM(text: String, secondsFromMidnight: Int) throws {
        let midnight = Date(timeIntervalSince1970: 1_795_392_000)
        #expect(parsed(text) == midnight.addingTimeInterval(TimeInterval(secondsFromMidnight)), "\(text)")
    }

    @Test(arguments: [
        ("90 min ago", 5400), ("1h 30m ago", 5400), ("-1h 30m", 5400), ("2 hours ago", 7200),
        ("1 hour 30 minutes ago", 5400), ("-90m", 5400), ("2h ago", 7200), ("-1h30m", 5400),
    ])
    func spacedDurations(text: String, seconds: Int) {
        #expect(parsed(text) == now.addingTimeInterval(-TimeInterval(seconds)), "\(text)")
    }

    @Test(arguments: ["13pm", "0am", "8:7pm", "pm", "8:30 pmx", "ago", "- ago", "90 parsecs ago"])
    func whatIsNotATimeIsRefused(text: String) {
        #expect(parsed(text) == nil, "\(text)")
    }
}
