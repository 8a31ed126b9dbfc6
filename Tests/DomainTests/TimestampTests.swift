import Domain
import Foundation
import Testing

/// ISO 8601 text for instants: what is written is read back as the same instant.
@Suite struct TimestampTests {
    static let zones = [
        "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "America/Sao_Paulo",
        "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham", "Australia/Lord_Howe", "Pacific/Kiritimati",
    ]

    @Test func utcTextRoundTripsEveryInstant() {
        for date in CivilTimeTests.instants {
            let text = Timestamp.formatUTC(date)
            #expect(text.hasSuffix("Z"))
            #expect(Timestamp.parse(text) == date, "\(text)")
        }
    }

    /// The stored form has its own quick reader; it refuses exactly what the general one does.
    @Test(arguments: [
        "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-20T24:00:00Z", "2026-11-20T23:60:00Z",
        "2026-11-2aT00:00:00Z", "2026-11-20T00:00:00z", "+026-11-20T00:00:00Z", "2026-11-20T00:00:0-Z",
    ])
    func storedFormsThatAreNotInstantsAreRefusedLikeAnyOther(text: String) {
        let lowered = text.replacingOccurrences(of: "Z", with: "+00:00")
        #expect(Timestamp.parse(text) == Timestamp.parse(lowered), "\(text)")
        #expect(Timestamp.parse(text) == nil || text.hasSuffix("z"))
    }

    @Test(arguments: zones)
    func zonedTextRoundTripsEveryInstant(identifier: String) {
        let zone = Fixtures.zone(identifier)
        for date in CivilTimeTests.instants {
            let text = Timestamp.format(date, in: zone)
            #expect(Timestamp.parse(text) == date, "\(text) in \(identifier)")
            #expect(Timestamp.parse(text, localZone: Fixtures.utc) == date, "an offset wins over the local zone")
        }
    }

    @Test(arguments: [
        ("2026-11-20T19:00:00Z", "UTC", "2026-11-20T19:00:00Z"),
        ("2026-11-20T19:00:00Z", "Europe/Berlin", "2026-11-20T20:00:00+01:00"),
        ("2026-07-20T19:00:00Z", "Europe/Berlin", "2026-07-20T21:00:00+02:00"),
        ("2026-11-20T19:00:00Z", "America/New_York", "2026-11-20T14:00:00-05:00"),
        ("2026-11-20T19:00:00Z", "Asia/Kolkata", "2026-11-21T00:30:00+05:30"),
        ("2026-11-20T19:00:00Z", "Asia/Kathmandu", "2026-11-21T00:45:00+05:45"),
        ("1969-12-31T23:59:59Z", "UTC", "1969-12-31T23:59:59Z"),
        ("2024-02-29T23:30:00Z", "Asia/Kolkata", "2024-03-01T05:00:00+05:30"),
    ])
    func formatsWithTheZonesOffset(instant: String, zone: String, expected: String) {
        #expect(Timestamp.format(Fixtures.instant(instant), in: Fixtures.zone(zone)) == expected)
    }

    /// Local mean time had offsets in seconds (New York −04:56:02 before 1883); text has minutes.
    @Test(arguments: [
        ("America/New_York", "1875-06-01T12:00:00Z", "1875-06-01T07:04:00-04:56"),
        ("Europe/Berlin", "1890-01-01T00:00:00Z", "1890-01-01T00:53:00+00:53"),
        ("Asia/Kolkata", "1901-01-01T00:00:00Z", "1901-01-01T05:21:00+05:21"),
    ])
    func oldOffsetsInSecondsStillNameTheExactInstant(zone: String, instant: String, expected: String) {
        let date = Fixtures.instant(instant)
        let text = Timestamp.format(date, in: Fixtures.zone(zone))
        #expect(text == expected)
        #expect(Timestamp.parse(text) == date)
    }

    /// Every spelling names 2026-11-20 19:00:00 UTC.
    @Test(arguments: [
        "2026-11-20T19:00:00Z", "2026-11-20T19:00:00z", "2026-11-20t19:00:00Z", "2026-11-20 19:00:00Z",
        "2026-11-20T19:00Z", "2026-11-20T19:00:00+00:00", "2026-11-20T19:00:00-00:00",
        "2026-11-21T00:30:00+05:30", "2026-11-21T00:30:00+0530", "2026-11-20T16:00:00-03:00",
        "2026-11-20T16:00:00-0300", "2026-11-20T16:00:00-03", "2026-11-20T20:00:00+0100", "2026-11-20T20:00+01:00",
        "2026-11-20T19:00:00.999Z", "2026-11-20T19:00:00,5Z", "2026-11-20T19:00:00.000000001+00:00",
    ])
    func readsOffsetsAndFractions(text: String) {
        #expect(Timestamp.parse(text) == Fixtures.instant("2026-11-20T19:00:00Z"))
    }

    @Test func readsLocalTextOnlyWithAZone() {
        #expect(Timestamp.parse("2026-11-20T20:00") == nil, "stored data always carries its offset")
        #expect(Timestamp.parse("2026-11-20T20:00", localZone: Fixtures.berlin) == Fixtures.instant("2026-11-20T19:00:00Z"))
        #expect(Timestamp.parse("2026-07-20T20:00:30", localZone: Fixtures.berlin) == Fixtures.instant("2026-07-20T18:00:30Z"))
        #expect(Timestamp.parse("2026-11-20T20:00:00.5", localZone: Fixtures.newYork) == Fixtures.instant("2026-11-21T01:00:00Z"))
    }

    @Test(arguments: [
        "", "2026", "2026-11-20", "2026-11-20T", "2026-11-20T19", "2026-11-20T19:", "2026-11-20T19:0Z",
        "2026-11-20T19:00:0Z", "26-11-20T19:00Z", "2026-1-20T19:00Z", "2026/11/20T19:00Z",
        "2026-11-20X19:00Z", "2026-11-20T19.00Z", "2026-13-01T00:00Z", "2026-00-01T00:00Z", "2026-02-29T00:00Z",
        "2026-11-31T00:00Z", "2026-11-00T00:00Z", "2026-11-20T24:00Z", "2026-11-20T23:60Z", "2026-11-20T23:59:60Z",
        "2026-11-20T19:00:00.Z", "2026-11-20T19:00.5Z", "2026-11-20T19:00:00+5:30", "2026-11-20T19:00:00+05:3",
        "2026-11-20T19:00:00+05:", "2026-11-20T19:00:00+05:60", "2026-11-20T19:00:00+19:00", "2026-11-20T19:00:00+05:30:00",
        "2026-11-20T19:00:00 Z", "2026-11-20T19:00:00ZZ", "2026-11-20T19:00:00+01:00x", "2026-11-20T19:00:00UTC",
        " 2026-11-20T19:00:00Z", "2026-11-20T19:00:00Z ", "２０２６-11-20T19:00Z", "2026-11-20T19:00:00−01:00",
        "+2026-11-20T19:00:00Z", "-001-11-20T19:00:00Z", "2026-11-20T19:00:00+",
    ])
    func refusesMalformedText(text: String) {
        #expect(Timestamp.parse(text) == nil)
        #expect(Timestamp.parse(text, localZone: Fixtures.utc) == nil, "a local zone does not rescue it")
    }
}
