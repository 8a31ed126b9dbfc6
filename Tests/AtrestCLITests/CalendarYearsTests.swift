import AtrestCLI
import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// `calendar` reads only the years it needs, and shows exactly what it showed when it read
/// the whole history: for every tier, over histories of several years, with fasts that end
/// on New Year's night far from UTC.
@Suite struct CalendarYearsTests {
    /// A fast `hours` long ending at `end` (UTC text), kept in `zone`.
    struct Fast {
        var n: Int
        var end: String
        var zone: String
        var hours: Double = 16

        var id: String { String(format: "00000000-0000-4000-8000-%012d", n) }
        var endDate: Date { Timestamp.parse(end) ?? Date(timeIntervalSince1970: 0) }
        var startDate: Date { endDate.addingTimeInterval(-hours * 3600) }

        var session: FastingSession {
            FastingSession(
                id: UUID(uuidString: id) ?? UUID(), start: startDate, end: endDate, targetHours: 16,
                timeZone: ZoneDatabase().zoneOrUTC(named: zone)
            )
        }

        var record: String {
            #"{"end": "\#(end)", "id": "\#(id)", "start": "\#(Timestamp.formatUTC(startDate))", "targetHours": 16, "timeZone": "\#(zone)"}"#
        }
    }

    /// Ended on 1 January in Kiritimati (UTC+14), still 31 December in UTC: filed in 2025.
    static let kiritimati = Fast(n: 901, end: "2025-12-31T10:30:00Z", zone: "Pacific/Kiritimati")
    /// Ended on 31 December in Pago Pago (UTC−11), already 1 January in UTC: filed in 2026.
    static let pagoPago = Fast(n: 902, end: "2026-01-01T09:30:00Z", zone: "Pacific/Pago_Pago", hours: 11)
    /// Ended at 07:00 on 1 January in Tokyo, 22:00 on 31 December in UTC: filed in 2025.
    static let tokyo = Fast(n: 903, end: "2025-12-31T22:00:00Z", zone: "Asia/Tokyo", hours: 10)

    /// A fast a month through 2024 and most of 2025, one a day in late December, the three
    /// New Year fasts, and `january` fasts in early January 2026, one a day.
    static func years(january: Int, newYearsDay: Bool = false, rest2026: Bool = false) -> [Fast] {
        var fasts: [Fast] = []
        for month in 1...12 {
            fasts.append(Fast(n: 100 + month, end: String(format: "2024-%02d-10T11:00:00Z", month), zone: "Europe/Berlin"))
        }
        for month in 1...11 {
            fasts.append(Fast(n: 200 + month, end: String(format: "2025-%02d-15T12:00:00Z", month), zone: "America/New_York"))
        }
        for day in 20...30 {
            fasts.append(Fast(n: 300 + day, end: String(format: "2025-12-%02dT11:00:00Z", day), zone: "Europe/Berlin"))
        }
        fasts += [kiritimati, pagoPago, tokyo]
        if newYearsDay {
            // New Year's Day in Berlin, filed in 2026: the day Kiritimati's fast, filed in 2025, ended too.
            fasts.append(Fast(n: 950, end: "2026-01-01T14:00:00Z", zone: "Europe/Berlin", hours: 4))
        }
        for day in 0..<january {
            // Two a day, so the count passes the trial well before ten days are seen.
            fasts.append(Fast(n: 400 + day, end: String(format: "2026-01-%02dT06:00:00Z", day + 2), zone: "Asia/Kolkata", hours: 6))
            fasts.append(Fast(n: 500 + day, end: String(format: "2026-01-%02dT20:00:00Z", day + 2), zone: "Asia/Kolkata", hours: 8))
        }
        if rest2026 {
            for month in 2...11 {
                fasts.append(Fast(n: 600 + month, end: String(format: "2026-%02d-05T12:00:00Z", month), zone: "Australia/Sydney"))
            }
        }
        return fasts
    }

    /// Homes where the clock stands just after each history's last fast.
    static let histories: [(name: String, now: String, fasts: [Fast])] = [
        ("early January, ten days reaching back into December", "2026-01-05T12:00:00Z", years(january: 3)),
        // Kolkata's evening fasts end after midnight there: eight days of them fill 2 to 10 January.
        ("nine days of January and New Year's Day from 2025's file", "2026-01-12T12:00:00Z", years(january: 8)),
        ("ten days of January, New Year's Day shared by both years' files", "2026-01-12T12:00:00Z", years(january: 8, newYearsDay: true)),
        ("all of January's first ten days", "2026-01-13T12:00:00Z", years(january: 11)),
        ("November", "2026-11-21T12:00:00Z", years(january: 11, rest2026: true)),
        ("the trial", "2026-01-05T12:00:00Z", [kiritimati, pagoPago, tokyo] + years(january: 0).prefix(5)),
    ]

    static func importDocument(_ fasts: [Fast]) -> String {
        // The count as atrest exports it: a home without a license is past its trial, as the
        // tiers here mean (a document without one uses none of the trial).
        #"{"format": "atrest-export", "version": 1, "completedFasts": \#(fasts.count), "sessions": [\#(fasts.map(\.record).joined(separator: ",\n"))]}"#
    }

    enum Tier: String, CaseIterable { case premium, withoutLicense }

    /// A home holding `fasts` in year files, and one holding them as an earlier atrest did,
    /// all in sessions.json, which every read takes whole.
    static func homes(_ fasts: [Fast], now: String, tier: Tier) throws -> (years: TestApp, legacy: TestApp) {
        let homes = (TestApp(now: now, timeZone: "America/Los_Angeles"), TestApp(now: now, timeZone: "America/Los_Angeles"))
        for app in [homes.0, homes.1] {
            app.input = Data(importDocument(fasts).utf8)
            #expect(app.run("import", "-").code == 0)
            if tier == .premium {
                app.input = Data(try PremiumTests.license(.lifetime).utf8)
                #expect(app.run("premium", "activate", "-").code == 0)
            }
        }
        let legacy = homes.1
        let records = fasts.sorted { $0.startDate < $1.startDate }.map(\.record)
        try FileManager.default.removeItem(atPath: legacy.paths.sessionsDirectory)
        legacy.write(#"{"sessions": [\#(records.joined(separator: ",\n"))], "version": 1}"#, to: legacy.paths.legacySessions)
        return homes
    }

    static let shown: [[String]] = [
        [], ["2024-12"], ["2025-01"], ["2025-11"], ["2025-12"], ["2026-01"], ["2026-02"], ["2026-11"],
        ["2025-12-31"], ["2026-01-01"], ["2026-01-02"], ["2025-12-22"], ["2024-06-10"],
    ]

    @Test(arguments: histories.indices, Tier.allCases)
    func theSameAsFromTheWholeHistory(_ index: Int, _ tier: Tier) throws {
        let (name, now, fasts) = Self.histories[index]
        let (years, legacy) = try Self.homes(fasts, now: now, tier: tier)
        #expect(legacy.bytes(legacy.paths.sessions(year: 2025)) == nil && years.bytes(years.paths.legacySessions) == nil)
        for target in Self.shown {
            for arguments in [["calendar"] + target, ["calendar"] + target + ["--json"]] {
                let fromYears = years.run(arguments)
                let fromWhole = legacy.run(arguments)
                #expect(fromYears.code == 0 && fromWhole.code == 0, "\(name): \(arguments): \(fromYears.stderr)\(fromWhole.stderr)")
                #expect(fromYears.stdout == fromWhole.stdout, "\(name), \(tier): atrest \(arguments.joined(separator: " "))")
            }
        }
        // And both are what the tier's rules pick from the whole history.
        let all = History(fasts.map(\.session))
        let tierNow: Domain.Tier = tier == .premium ? .premium : all.completedCount <= EntitlementPolicy.trialLength ? .trial : .free
        let visible = EntitlementPolicy.visibleSessions(all.sessions, tier: tierNow)
        for day in ["2025-12-31", "2026-01-01", "2026-01-02", "2025-12-22", "2024-06-10"] {
            let json = years.run("calendar", day, "--json").stdout
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let ids = (object["fasts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            let expected = visible.filter { $0.day.description == day }.map { FastText.id($0.id) }
            #expect(ids == expected, "\(name), \(tier): \(day)")
        }
    }

    @Test func newYearsNightFarFromUTCLandsOnItsOwnLocalDay() throws {
        let (app, _) = try Self.homes(Self.years(january: 3), now: "2026-01-05T12:00:00Z", tier: .premium)
        let newYear = app.run("calendar", "2026-01-01", "--json").stdout
        #expect(newYear.contains(Self.kiritimati.id.lowercased()) && newYear.contains(Self.tokyo.id.lowercased()))
        #expect(!newYear.contains(Self.pagoPago.id.lowercased()))
        let eve = app.run("calendar", "2025-12-31", "--json").stdout
        #expect(eve.contains(Self.pagoPago.id.lowercased()), "filed in 2026, shown on 31 December")
        #expect(!eve.contains(Self.kiritimati.id.lowercased()))
    }

    /// What calendar reads: the years its month touches with premium; without a license, the
    /// newest years until the tier and the ten days are settled, never all ten years.
    @Test func calendarReadsOnlyTheYearsItNeeds() throws {
        for tier in Tier.allCases {
            let (app, _) = try Self.homes(Self.years(january: 11, rest2026: true), now: "2026-11-21T12:00:00Z", tier: tier)
            for (month, expected) in [("2026-11", "2026.json"), ("2024-06", tier == .premium ? "2024.json" : "2026.json")] {
                let recording = FaultInjectingFileSystem(faults: [])
                app.fileSystem = recording
                #expect(app.run("calendar", month).code == 0)
                let read = recording.log.filter { $0.operation == .read && $0.path.contains("/atrest/sessions") }
                #expect(read.map { ($0.path as NSString).lastPathComponent } == ["sessions.json", expected], "\(tier), \(month)")
            }
        }
    }
}
