import AtrestCLI
import Domain
import FaultInjection
import Foundation
import Store
import TestRandom
import Testing

/// A backup always restores: an atrest export imports into an empty home, overlaps and all,
/// and export → import → export gives the same data; a document never uses up the trial.
@Suite struct BackupRestoreTests {
    /// Exports `app`, imports that into an empty home, and returns both exports (without the
    /// moment each was made).
    static func roundTrip(_ app: TestApp, sourceLocation: SourceLocation = #_sourceLocation) -> (before: String, after: String, imported: TestApp.Output) {
        let before = ExportImportTests.export(app)
        let fresh = TestApp(now: Timestamp.formatUTC(app.now), timeZone: app.timeZone.identifier)
        fresh.write(before, to: fresh.home + "/backup.json")
        let imported = fresh.run("import", "backup.json")
        #expect(imported.code == 0, "\(imported.stderr)", sourceLocation: sourceLocation)
        return (ExportImportTests.withoutExportedAt(before), ExportImportTests.withoutExportedAt(ExportImportTests.export(fresh)), imported)
    }

    /// Two computers each recorded the same night's fast; sync keeps both. The export of
    /// either home imports into a new one (before: "fasts may not overlap", exit 2).
    @Test func anExportOfASyncedHomeWithOverlapsRestores() throws {
        let desk = SyncTests.Desk()
        #expect(desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00").code == 0)
        #expect(desk.homes[1].run("add", "--start", "2026-11-19T21:00", "--end", "2026-11-20T13:30").code == 0)
        desk.settle()
        #expect(desk.homes[0].run("log").stdout.contains("shares time with"))
        let trip = Self.roundTrip(desk.homes[0])
        #expect(trip.after == trip.before)
        #expect(trip.imported.stdout.contains("2 fasts in the file share time with another"), "\(trip.imported.stdout)")
    }

    /// Homes of every kind, drawn at random (seeded): fasts that share time, a running fast
    /// that began before a recorded one ended, water, settings, notes.
    @Test func exportImportExportGivesTheSameDataForEveryHome() throws {
        var random = SeededRandom()
        for round in 0..<12 {
            let app = TestApp(now: "2026-11-21T12:00:00Z", timeZone: ["Europe/Berlin", "America/New_York", "Asia/Kolkata"][round % 3])
            let base = app.now
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let back = Int.random(in: 2...40, using: &random) * 6
                let start = base.addingTimeInterval(-Double(back) * 3600)
                let hours = Double(min(Int.random(in: 4...30, using: &random), back - 1))
                let note = Bool.random(using: &random) ? ["--note", ["Rain", "quiet; then \\ light", "Stille über dem Wald"].randomElement(using: &random)!] : []
                // Fasts sharing time arrive as sync and import bring them; add refuses them, so
                // those that overlap go in through a document of their own.
                let added = app.run(["add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + hours * 3600)] + note)
                if added.code == 0 { continue }
                let id = random.uuid().uuidString.lowercased()
                app.write("""
                {"format": "atrest-export", "version": 1, "sessions": [{"id": "\(id)", "start": "\(Timestamp.formatUTC(start))", "end": "\(Timestamp.formatUTC(start + hours * 3600))", "targetHours": 16, "timeZone": "\(app.timeZone.identifier)"}]}
                """, to: app.home + "/overlap.json")
                let imported = app.run("import", "overlap.json")
                #expect(imported.code == 0, "\(imported.stderr)")
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                app.run("water", "add", "\(Int.random(in: 1...8, using: &random) * 50)", "--at", "-\(Int.random(in: 1...300, using: &random))m")
            }
            if Bool.random(using: &random) { app.run("config", "target-hours", "\(Int.random(in: 12...20, using: &random))") }
            if Bool.random(using: &random) { app.run("config", "water-unit", "oz") }
            if Bool.random(using: &random) { app.run("start", "--at", "-\(Int.random(in: 1...20, using: &random))h") }
            let trip = Self.roundTrip(app)
            #expect(trip.after == trip.before, "round \(round); \(random.reproduce)")
        }
    }

    /// The shape product.md documents, as a person's script writes it: no `completedFasts`.
    /// Eleven fasts brought in that way leave the trial as it was (before: the tier turned free).
    @Test func aDocumentWithoutACountDoesNotUseTheTrial() throws {
        let app = TestApp()
        let sessions = (0..<11).map { day in
            let start = app.now.addingTimeInterval(TimeInterval(-(30 - day) * 86_400))
            return """
            {"id": "\(UUID().uuidString.lowercased())", "start": "\(Timestamp.formatUTC(start))", "end": "\(Timestamp.formatUTC(start + 16 * 3600))", "targetHours": 16, "timeZone": "Europe/Berlin"}
            """
        }
        app.write(#"{"format": "atrest-export", "version": 1, "sessions": ["# + sessions.joined(separator: ",") + "]}", to: app.home + "/script.json")
        #expect(app.run("import", "script.json").code == 0)
        #expect(try app.store.loadHistory().sessions.count == 11)
        #expect(try TrialCountTests.tier(app) == "trial")
        #expect(try app.store.loadAccount().completedFasts(recorded: 11) == 0)
    }

    /// A count carried in a document is taken as the larger of it and this home's.
    @Test func aCountInTheDocumentIsTakenAsTheLarger() throws {
        let app = TestApp()
        TrialCountTests.record(4, in: app)
        for (carried, expected) in [(2, 4), (7, 7)] {
            app.write(#"{"format": "atrest-export", "version": 1, "completedFasts": \#(carried)}"#, to: app.home + "/count.json")
            #expect(app.run("import", "count.json").code == 0)
            #expect(try app.store.loadAccount().completedFasts == expected)
        }
    }

    /// An import killed at any step between its saves never uses up the trial: the fasts it
    /// brought are counted apart before they are saved (before: killed after the history's
    /// save and before the account's, eleven imported fasts turned the tier free).
    @Test func anImportKilledBetweenItsSavesNeverUsesTheTrial() throws {
        let source = TestApp()
        TrialCountTests.record(11, in: source)
        var document = try source.json("export")
        document.removeValue(forKey: "completedFasts")
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        var crashed = 0
        for step in 1...120 {
            let app = TestApp()
            app.write(text, to: app.home + "/backup.json")
            let fileSystem = FaultInjectingFileSystem(.crash(atStep: step))
            app.fileSystem = fileSystem
            _ = app.run("import", "backup.json")
            app.fileSystem = LiveFileSystem()
            guard fileSystem.hasFired else { break }
            crashed += 1
            #expect(try TrialCountTests.tier(app) == "trial", "killed at step \(step)")
            #expect(app.run("import", "backup.json").code == 0, "step \(step): the import runs again")
            #expect(try TrialCountTests.tier(app) == "trial", "killed at step \(step), then imported again")
        }
        #expect(crashed > 3)
    }
}
