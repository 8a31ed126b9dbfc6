import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// The history's year files as the commands meet them: a home an earlier atrest left with
/// `sessions.json`, a change that moves it into year files, and `doctor` naming each file.
@Suite struct HistoryFilesCommandTests {
    /// Fasts in three years, imported into a new home.
    static func threeYears() -> TestApp {
        let app = TestApp()
        app.run("add", "--start", "2024-05-01T20:00", "--end", "2024-05-02T12:00")
        app.run("add", "--start", "2025-05-01T20:00", "--end", "2025-05-02T12:00")
        app.run("add", "--start", "2025-12-31T20:00", "--end", "2026-01-01T12:00")
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        return app
    }

    @Test func eachYearHasItsOwnFileAndNoSessionsJSONIsWritten() {
        let app = Self.threeYears()
        #expect(app.names(in: app.paths.sessionsDirectory) == ["2024.json", "2025.json", "2026.json", "2026.json.previous"])
        #expect(app.bytes(app.paths.legacySessions) == nil)
        #expect(app.mode(app.paths.sessionsDirectory) == 0o700)
        #expect(app.mode(app.paths.sessions(year: 2024)) == 0o600)
        #expect(app.run("doctor").code == 0)
    }

    /// A home as an earlier atrest left it reads as it did, and its first change moves it.
    @Test func aHomeWithSessionsJSONIsReadAndMovedIntoYearFilesByItsFirstChange() throws {
        let app = SeedHome.make(.legacy).copy()
        #expect(app.bytes(app.paths.legacySessions) != nil && app.names(in: app.paths.sessionsDirectory).isEmpty)
        let log = app.run("log")
        #expect(log.code == 0 && log.stdout.contains("Fri 20 Nov"))
        let before = try app.store.loadHistory()
        #expect(before.completedCount == 10)
        let doctor = app.run("doctor")
        #expect(doctor.code == 0, "\(doctor.stdout)")
        #expect(app.run("calendar").code == 0)

        let added = app.run("add", "--start", "2026-10-10T20:00", "--end", "2026-10-11T13:00")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(app.bytes(app.paths.legacySessions) == nil)
        #expect(app.bytes(app.paths.legacySessions + ".previous") == nil)
        #expect(app.names(in: app.paths.sessionsDirectory) == ["2026.json", "2026.json.previous"])
        let after = try app.store.loadHistory()
        #expect(after.completedCount == 11)
        #expect(before.sessions.allSatisfy { after.session(id: $0.id) == $0 }, "every fast is there as it was")
        #expect(app.run("log").stdout.hasPrefix(log.stdout.split(separator: "\n").prefix(9).joined(separator: "\n")))
        #expect(app.run("doctor").code == 0)
    }

    @Test func aDamagedYearFileStopsTheCommandsThatReadItNamingItAndIsNeverOverwritten() throws {
        let app = Self.threeYears()
        app.input = Data(try PremiumTests.license(.lifetime).utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
        app.damage(app.paths.sessions(year: 2025), with: "{\"version\": 1, \"sess")
        let before = app.snapshot()
        for arguments in [["log"], ["add", "--start", "2026-11-05T20:00", "--end", "2026-11-06T12:00"], ["export"], ["calendar", "2025-05"]] {
            let output = app.run(arguments)
            #expect(output.code == 1, "\(arguments)")
            #expect(output.stderr.hasPrefix("atrest: could not read ~/.local/share/atrest/sessions/2025.json: "), "\(arguments): \(output.stderr)")
        }
        #expect(app.snapshot() == before)
        // With premium, a month in another year never reads the damaged one.
        #expect(app.run("calendar", "2024-05").code == 0)
        #expect(app.run("calendar", "2025-05").code == 1)
    }

    @Test func doctorNamesTheDamagedYearFileAndRepairBringsItsPreviousCopyBack() throws {
        let app = Self.threeYears()
        let path = app.paths.sessions(year: 2026)
        let previous = try #require(app.bytes(path + ".previous"))
        app.damage(path, with: "[]")
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("~/.local/share/atrest/sessions/2026.json\n  could not be read"))
        #expect(!report.stdout.contains("2025.json"), "the other years are in order")
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(app.bytes(path) == previous)
        #expect(app.names(in: app.paths.sessionsDirectory).contains { $0.hasPrefix("2026.json.damaged-") })
        #expect(app.run("doctor").code == 0)
    }

    @Test func doctorExaminesSessionsJSONOfEarlierVersionsToo() throws {
        let app = SeedHome.make(.legacy).copy()
        let previous = try #require(app.bytes(app.paths.legacySessions + ".previous"))
        app.damage(app.paths.legacySessions, with: "")
        #expect(app.run("log").stderr.hasPrefix("atrest: could not read ~/.local/share/atrest/sessions.json: it is empty"))
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("~/.local/share/atrest/sessions.json\n  could not be read: it is empty."))
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(app.bytes(app.paths.legacySessions) == previous)
        #expect(app.run("log").code == 0)
    }

    @Test func doctorNamesTheYearFileOfFastsThatShareTime() {
        let app = TestApp()
        app.write("""
        {"version": 1, "sessions": [
          {"id": "00000000-0000-4000-8000-000000000001", "start": "2025-12-31T08:00:00Z", "end": "2025-12-31T23:00:00Z", "targetHours": 16, "timeZone": "UTC"}
        ]}
        """, to: app.paths.sessions(year: 2025))
        app.write("""
        {"version": 1, "sessions": [
          {"id": "00000000-0000-4000-8000-000000000002", "start": "2025-12-31T20:00:00Z", "end": "2026-01-01T12:00:00Z", "targetHours": 16, "timeZone": "UTC"},
          {"id": "00000000-0000-4000-8000-000000000002", "start": "2025-12-31T20:00:00Z", "end": "2026-01-01T12:00:00Z", "targetHours": 16, "timeZone": "UTC"}
        ]}
        """, to: app.paths.sessions(year: 2026))
        let report = app.run("doctor").stdout
        #expect(report.contains("~/.local/share/atrest/sessions/2026.json\n  holds two fasts that share time"))
        #expect(report.contains("~/.local/share/atrest/sessions/2026.json\n  holds the fast 00000000 twice."))
    }

    /// Export, import into an empty home, export again: the same data, whatever the files.
    @Test(arguments: [false, true])
    func exportImportExportIsTheSame(fromSessionsJSON: Bool) throws {
        let source = fromSessionsJSON ? SeedHome.make(.legacy).copy() : Self.threeYears()
        let exported = ExportImportTests.export(source)
        let target = TestApp(now: "2026-11-21T12:05:00Z", timeZone: "Asia/Kolkata")
        target.input = Data(exported.utf8)
        #expect(target.run("import", "-").code == 0)
        #expect(ExportImportTests.withoutExportedAt(ExportImportTests.export(target)) == ExportImportTests.withoutExportedAt(exported))
        #expect(target.bytes(target.paths.legacySessions) == nil)
        #expect(try target.store.loadHistory() == source.store.loadHistory())
    }
}
