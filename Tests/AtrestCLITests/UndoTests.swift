import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// `atrest undo`: the last change taken back, again and again, never over something newer.
@Suite struct UndoTests {
    @Test func undoTakesBackChangesNewestFirst() throws {
        let app = TestApp()
        app.run("water", "add", "250")
        app.run("water", "add", "300")
        app.run("start", "--at", "-17h")
        app.run("end")
        #expect(try app.store.loadHistory().sessions.count == 1)

        let first = app.run("undo")
        #expect(first.code == 0 && first.stdout.hasPrefix("Took back atrest end"), "\(first.stdout)\(first.stderr)")
        #expect(try app.store.loadHistory().sessions.isEmpty)
        #expect(try app.store.loadActiveFast() != nil, "the fast runs again")

        #expect(app.run("undo").stdout.hasPrefix("Took back atrest start"))
        #expect(try app.store.loadActiveFast() == nil)
        #expect(app.run("undo").stdout.hasPrefix("Took back atrest water add 300"))
        #expect(try app.json("water", "--json")["total"] as? Int == 250)
        app.run("undo")
        #expect(try app.json("water", "--json")["total"] as? Int == 0)
        let none = app.run("undo")
        #expect(none.code == 1 && none.stderr.contains("no change to take back"))
    }

    @Test func undoRepeatsTheCommandAsItCouldBeTypedAgain() {
        let app = TestApp()
        app.run("start", "--at", "-17h", "--note", "it's a first note")
        #expect(app.run("undo").stdout.hasPrefix("Took back atrest start --at -17h --note 'it'\\''s a first note', from "))
    }

    @Test func aDeletedFastComesBack() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00", "--note", "kept")
        let before = try app.store.loadHistory().sessions
        let id = try #require(before.first?.id)
        app.run("delete", FastText.shortID(id))
        #expect(try app.store.loadHistory().sessions.isEmpty)
        app.run("undo")
        #expect(try app.store.loadHistory().sessions == before)
    }

    @Test func undoNeverWritesOverSomethingChangedSince() throws {
        let app = TestApp()
        app.run("config", "target-hours", "18")
        // Something other than atrest's journaled commands changes the same file.
        let settings = app.paths.config + "/settings.json"
        let text = try String(contentsOfFile: settings, encoding: .utf8)
        app.write(text.replacingOccurrences(of: "18", with: "20"), to: settings)
        let result = app.run("undo")
        #expect(result.code == 1 && result.stderr.contains("nothing was taken back"), "\(result.stderr)")
        #expect(try app.store.loadSettings().targetHours == 20)
    }

    @Test func theTrialsCountNeverGoesDownAndLicensesStay() throws {
        let app = TestApp()
        for day in 1...3 { app.run("add", "--start", "2026-11-0\(day)T20:00", "--end", "2026-11-0\(day + 1)T12:00") }
        let count = try app.store.loadAccount().completedFasts
        app.run("undo")
        #expect(try app.store.loadHistory().sessions.count == 2)
        #expect(try app.store.loadAccount().completedFasts == count)
    }

    @Test func aDamagedEntryTakesNothingBackAndOnlyTheNewestAreKept() throws {
        let app = TestApp()
        for amount in 100..<140 { app.run("water", "add", "\(amount)") }
        let folder = app.paths.data + "/undo"
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".undo") }.sorted()
        #expect(entries.count == ChangeJournal.kept)
        // The newest entry cut short is passed over; the one before it cannot be taken back
        // over the newer glass that entry stood for, so nothing is.
        let newest = folder + "/" + (entries.last ?? "")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: newest))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: newest))
        let total = try app.json("water", "--json")["total"] as? Int
        let result = app.run("undo")
        #expect(result.code == 1 && result.stderr.contains("nothing was taken back"), "\(result.stdout)\(result.stderr)")
        #expect(try app.json("water", "--json")["total"] as? Int == total)
    }

    @Test func whatIsNotAChangeLeavesNoEntry() throws {
        let app = TestApp()
        app.run("status")
        app.run("log")
        app.run("config", "target-hours", "16")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: app.paths.data + "/undo")) ?? []
        #expect(entries.isEmpty, "\(entries)")
    }
}
