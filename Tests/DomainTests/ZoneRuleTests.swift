import Domain
import Foundation
import Testing

@Suite struct ZoneRuleTests {
    private static func seconds(_ text: String) -> Int64 {
        Int64(Fixtures.instant(text).timeIntervalSince1970)
    }

    @Test func readsAEuropeanRule() throws {
        let rule = try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(rule.standardOffset == 3600)
        #expect(rule.daylight?.offset == 7200)
        #expect(rule.daylight?.start == .init(day: .monthWeekDay(month: 3, week: 5, weekday: 0), seconds: 7200))
        #expect(rule.daylight?.end == .init(day: .monthWeekDay(month: 10, week: 5, weekday: 0), seconds: 10800))
        // Last Sunday of March 2040 is the 25th: 02:00 CET is 01:00 UTC.
        #expect(rule.offset(at: Self.seconds("2040-03-25T00:59:59Z")) == 3600)
        #expect(rule.offset(at: Self.seconds("2040-03-25T01:00:00Z")) == 7200)
        // Last Sunday of October 2040 is the 28th: 03:00 CEST is 01:00 UTC.
        #expect(rule.offset(at: Self.seconds("2040-10-28T00:59:59Z")) == 7200)
        #expect(rule.offset(at: Self.seconds("2040-10-28T01:00:00Z")) == 3600)
    }

    @Test func readsQuotedNamesAndMinutes() throws {
        let india = try #require(PosixZoneRule("<+0530>-5:30"))
        #expect(india.standardOffset == 19_800)
        #expect(india.daylight == nil)
        let chatham = try #require(PosixZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45"))
        #expect(chatham.daylight?.offset == 49_500)
        // Southern summer: daylight time runs across the new year.
        #expect(chatham.offset(at: Self.seconds("2040-01-15T00:00:00Z")) == 49_500)
        #expect(chatham.offset(at: Self.seconds("2040-07-15T00:00:00Z")) == 45_900)
    }

    @Test func daylightWithoutDatesFollowsTheDefaultRule() throws {
        let rule = try #require(PosixZoneRule("EST5EDT"))
        // Second Sunday of March 2040 is the 11th: 02:00 EST is 07:00 UTC.
        #expect(rule.offset(at: Self.seconds("2040-03-11T06:59:59Z")) == -18_000)
        #expect(rule.offset(at: Self.seconds("2040-03-11T07:00:00Z")) == -14_400)
    }

    @Test func readsNegativeAndLongTransitionTimes() throws {
        let nuuk = try #require(PosixZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        // Last Sunday of March 2040 (the 25th) at -01:00 local standard time is 24 March 23:00 -02, 01:00 UTC.
        #expect(nuuk.offset(at: Self.seconds("2040-03-25T00:59:59Z")) == -7200)
        #expect(nuuk.offset(at: Self.seconds("2040-03-25T01:00:00Z")) == -3600)
        let always = try #require(PosixZoneRule("EST5EDT4,0/0,J365/25"))
        #expect(always.offset(at: Self.seconds("2040-01-01T12:00:00Z")) == -14_400)
        #expect(always.offset(at: Self.seconds("2040-07-01T12:00:00Z")) == -14_400)
    }

    @Test func dublinsWinterIsItsDaylightTime() throws {
        // tzdata writes Irish Standard Time as standard and winter's GMT as "daylight".
        let dublin = try #require(PosixZoneRule("IST-1GMT0,M10.5.0,M3.5.0/1"))
        #expect(dublin.offset(at: Self.seconds("2040-01-15T12:00:00Z")) == 0)
        #expect(dublin.offset(at: Self.seconds("2040-07-15T12:00:00Z")) == 3600)
    }

    @Test func findsTheDaysARuleNames() {
        typealias Day = PosixZoneRule.DayRule
        #expect(LocalDay(ordinal: Day.monthWeekDay(month: 3, week: 5, weekday: 0).ordinal(in: 2026)) == LocalDay(year: 2026, month: 3, day: 29))
        #expect(LocalDay(ordinal: Day.monthWeekDay(month: 11, week: 1, weekday: 0).ordinal(in: 2026)) == LocalDay(year: 2026, month: 11, day: 1))
        #expect(LocalDay(ordinal: Day.monthWeekDay(month: 2, week: 5, weekday: 4).ordinal(in: 2028)) == LocalDay(year: 2028, month: 2, day: 24))
        // `Jn` never counts 29 February; `n` does.
        #expect(LocalDay(ordinal: Day.julian(60).ordinal(in: 2028)) == LocalDay(year: 2028, month: 3, day: 1))
        #expect(LocalDay(ordinal: Day.zeroBased(59).ordinal(in: 2028)) == LocalDay(year: 2028, month: 2, day: 29))
        #expect(LocalDay(ordinal: Day.julian(365).ordinal(in: 2028)) == LocalDay(year: 2028, month: 12, day: 31))
    }

    @Test(arguments: ["", "UT", "CET", "CET-", "CET-25", "CET-1CEST,M3.5", "CET-1CEST,M13.1.0,M10.5.0",
                      "CET-1CEST,M3.5.0", "CET-1CEST,M3.5.0,M10.5.0/200", "CET-1CEST,J0,J10", "<+05", "CET-1 ", "CET-1CEST,M3.6.0,M10.5.0"])
    func refusesWhatIsNotARule(text: String) {
        #expect(PosixZoneRule(text) == nil)
    }

    @Test func fixedZonesAreNamedLikeFoundationNamesThem() throws {
        #expect(Zone.fixed(offsetSeconds: 0)?.identifier == "GMT")
        #expect(Zone.fixed(offsetSeconds: 19_800)?.identifier == "GMT+0530")
        #expect(Zone.fixed(offsetSeconds: -12_600)?.identifier == "GMT-0330")
        #expect(Zone.fixed(offsetSeconds: 19 * 3600) == nil)
        #expect(Zone.fixed(named: "GMT+0530")?.secondsFromGMT(for: Date()) == 19_800)
        #expect(Zone.fixed(named: "GMT-08:00")?.secondsFromGMT(for: Date()) == -28_800)
        #expect(Zone.fixed(named: "GMT-08:00")?.identifier == "GMT-08:00")
        for name in ["GMT+2500", "GMT+0560", "GMT+5", "GMX+0100", "GMT 0100"] { #expect(Zone.fixed(named: name) == nil) }
    }
}

@Suite struct TZifReaderTests {
    private static func file(_ name: String) throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name)))
    }

    @Test func readsAZoneWithHistoryAndARule() throws {
        let rules = try #require(TZifReader.rules(try Self.file("Europe/Paris")))
        let zone = Zone(identifier: "Europe/Paris", rules: rules)
        #expect(zone.secondsFromGMT(for: Fixtures.instant("1944-08-25T12:00:00Z")) == 7200)  // the war's double summer time ends
        #expect(zone.secondsFromGMT(for: Fixtures.instant("2026-07-01T12:00:00Z")) == 7200)
        #expect(zone.secondsFromGMT(for: Fixtures.instant("2026-12-01T12:00:00Z")) == 3600)
        #expect(zone.secondsFromGMT(for: Fixtures.instant("2099-07-01T12:00:00Z")) == 7200)
    }

    @Test func aFileCutShortAnywhereIsRefused() throws {
        let whole = try Self.file("America/New_York")
        #expect(TZifReader.rules(whole) != nil)
        for length in 0..<whole.count {
            #expect(TZifReader.rules(Array(whole[..<length])) == nil, "cut at \(length) of \(whole.count)")
        }
    }

    @Test func damagedCountsAndOrderAreRefused() throws {
        var bytes = try Self.file("Asia/Tokyo")
        // The version 1 transition count (bytes 32…35), made huge.
        bytes[32] = 0x7F
        #expect(TZifReader.rules(bytes) == nil)
        bytes = try Self.file("Asia/Tokyo")
        bytes[0] = UInt8(ascii: "X")
        #expect(TZifReader.rules(bytes) == nil)
        #expect(TZifReader.rules(Array("TZif2".utf8) + [UInt8](repeating: 0, count: 100)) == nil)
    }
}

@Suite struct WeekStartTests {
    @Test(arguments: [
        ("en_GB.UTF-8", 2), ("en_US.UTF-8", 1), ("C", 1), ("POSIX", 1), ("", 1), ("C.UTF-8", 1),
        ("de_DE@euro", 2), ("fr", 2), ("en", 1), ("pt", 1), ("pt_PT.UTF-8", 1), ("ar_EG.UTF-8", 7),
        ("fa_IR", 7), ("dv_MV", 6), ("es_419", 2), ("ja_JP.eucJP", 1), ("sr_RS@latin", 2),
        ("POSIX@euro", 1), ("en_us", 1), ("pt_BR.UTF-8@x", 1), ("zh-Hant-TW", 1), ("zh_Hans", 2), ("de", 2),
        ("ar", 7), ("dv", 6), ("DV", 6), ("fil", 1), ("yue", 1), ("xx", 2), ("en_XX", 2), ("en__", 1),
        ("_US", 2), (".UTF-8", 2), ("@x", 2),
        // Where an earlier table differed from CLDR and glibc.
        ("zh_CN.UTF-8", 2), ("zh", 2), ("ar_DZ.UTF-8", 7), ("ar_JO.UTF-8", 7), ("ar_AE.UTF-8", 2),
    ])
    func readsTheLocaleName(name: String, firstWeekday: Int) {
        #expect(WeekStart.firstWeekday(locale: name) == firstWeekday)
    }

    /// Every region and language CLDR has week data for (`CLDRWeekStart`, made by
    /// `Tests/Scripts/cldr-week-start`), and regions it does not list begin on Monday.
    @Test func agreesWithCLDRForEveryRegionAndLanguage() {
        #expect(CLDRWeekStart.regions.count > 200)
        #expect(CLDRWeekStart.languages.count > 250)
        for (region, day) in CLDRWeekStart.regions {
            #expect(WeekStart.firstWeekday(locale: "xx_\(region).UTF-8") == day, "region \(region)")
        }
        for (language, day) in CLDRWeekStart.languages {
            #expect(WeekStart.firstWeekday(locale: language) == day, "language \(language)")
        }
        #expect(WeekStart.firstWeekday(locale: "xx_ST") == 2)
    }
}
