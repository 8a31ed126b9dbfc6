import Domain
import Foundation
import Store
import Testing

/// `undo` reads only the history and water files its entry names: what it stamps for sync are
/// the records those files change, so taking back an `end` costs the same with fifty years of
/// history as with one.
@Suite struct UndoReadsItsOwnFilesTests {
    /// Five earlier years of fasts and water in three months, then a fast ended today.
    static func home() -> TestApp {
        let app = TestApp()
        var sessions: [[String: Any]] = [], water: [[String: Any]] = []
        for year in 2021...2025 {
            sessions.append(["id": UUID().uuidString, "start": "\(year)-03-01T20:00:00Z", "end": "\(year)-03-02T12:00:00Z"])
        }
        for month in ["2026-08", "2026-09", "2026-10"] {
            water.append(["id": UUID().uuidString, "at": "\(month)-02T08:00:00Z", "milliliters": 250])
        }
        let imported = ExportImportTests.importing(["format": "atrest-export", "version": 1, "sessions": sessions, "water": water], into: app)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(app.run("end").code == 0)
        return app
    }

    @Test func undoOfAnEndReadsNoOtherYearNorAnyWater() throws {
        let app = Self.home()
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        let result = app.run("undo")
        #expect(result.code == 0 && result.stdout.hasPrefix("Took back atrest end"), "\(result.stdout)\(result.stderr)")
        let years = recorder.reads.filter { $0.contains("/sessions/") }.map { String($0.split(separator: "/").last ?? "") }
        #expect(Set(years) == ["2026.json"], "read \(years.sorted())")
        let water = recorder.reads.filter { $0.contains("/water/") }
        #expect(water.isEmpty, "read \(water.sorted())")
        // What it took back is still stamped: the fast is deleted, the running one goes on.
        #expect(try app.store.loadHistory().sessions.count == 5)
        let running = try #require(try app.store.loadActiveFast()?.fast)
        let ledger = try app.store.loadChanges()
        #expect(ledger.stamps[running.id] != nil, "the running fast is stamped")
        #expect(ledger.deletions.values.contains { $0.stamp(of: .fast) != nil }, "the recorded fast's deletion is kept")
    }

    @Test func undoOfAGlassReadsThatMonthOnly() throws {
        let app = Self.home()
        #expect(app.run("water", "add", "300").code == 0)
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        #expect(app.run("undo").stdout.hasPrefix("Took back atrest water add 300"))
        let water = recorder.reads.filter { $0.contains("/water/") }.map { String($0.split(separator: "/").last ?? "") }
        #expect(Set(water) == ["2026-11.json"], "read \(water.sorted())")
        #expect(recorder.reads.filter { $0.contains("/sessions/") }.isEmpty)
        #expect(try app.json("water", "--json")["total"] as? Int == 0)
    }
}
