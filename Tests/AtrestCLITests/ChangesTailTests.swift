import Domain
import Foundation
import Store
import Testing

/// `changes-recent.json`: a change notes its stamps there, not in `changes.json` read and
/// written whole; an older home's `changes.json` still reads, and the steps fold into it.
@Suite struct ChangesTailTests {
    static func id(_ n: Int) -> UUID { UUID(uuidString: "00000000-0000-4000-8000-00000000000\(n)")! }

    /// `changes.json` alone, as a whole write leaves it.
    static func whole(_ app: TestApp) throws -> ChangeLedger {
        try RecordFile.readLists(ChangeLedger.self, from: #require(app.bytes(app.paths.changes)), path: app.paths.changes, zones: ZoneDatabase())
    }

    @Test func anOlderHomesChangesJSONIsReadAndItsRunningFastsSettledThroughTheSteps() throws {
        let app = TestApp()
        app.write(ChangesFileTests.encoderLayout, to: app.paths.changes)
        let older = try app.store.loadChanges()
        #expect(app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00").code == 0)
        #expect(app.bytes(app.paths.changes) == Data(ChangesFileTests.encoderLayout.utf8), "changes.json is not rewritten")
        #expect(app.bytes(app.paths.changesTail) != nil)
        let fast = try #require(try app.store.loadHistory().sessions.first)
        var ledger = try app.store.loadChanges()
        #expect(ledger.stamps[fast.id].map { !$0.isUnstamped } == true)
        #expect(ledger.deletions == older.deletions && ledger.settings == older.settings && ledger.running == older.running)
        #expect(ledger.stamps[Self.id(3)] == older.stamps[Self.id(3)])

        // Ending a fast settles the running one another computer brought in, as before.
        app.run("start")
        app.advance(minutes: 30)
        app.run("end")
        ledger = try app.store.loadChanges()
        #expect(ledger.running.isEmpty)
        #expect(ledger.deletions[Self.id(2)]?.stamp(of: .running) != nil)
        #expect(ledger.deletions[Self.id(1)] == older.deletions[Self.id(1)])

        // Folded, changes.json alone holds the same.
        try app.store.saveChanges(ledger)
        #expect(try Self.whole(app) == ledger)
        #expect(try app.store.loadChanges() == ledger)
    }

    @Test func aDamagedTailIsRefusedAndKept() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let bytes = try #require(app.bytes(app.paths.changesTail))
        let damaged = bytes.prefix(bytes.count - 9)
        app.write(Data(damaged), to: app.paths.changesTail)
        let result = app.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.contains("changes-recent.json"), "\(result.stderr)")
        #expect(app.bytes(app.paths.changesTail) == Data(damaged), "never overwritten")
        #expect(try app.store.loadHistory().sessions.count == 1, "nothing changed")
        #expect(throws: StoreError.self) { try app.store.loadChanges() }
    }

    /// Past `ChangesTail.limit` steps the tail folds into changes.json, and every read before
    /// and after gives what the steps made: each change's stamp after the last.
    @Test func theStepsFoldIntoChangesJSONAndReadTheSame() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        var last = try #require(try app.store.loadChanges().stamps[id])
        var folded = false
        for n in 0...ChangesTail.limit {
            app.advance(minutes: n % 3 == 0 ? 1 : 0)
            #expect(app.run("edit", id.uuidString, "--note", "note \(n)").code == 0)
            let stamp = try #require(try app.store.loadChanges().stamps[id])
            #expect(last < stamp, "\(n)")
            last = stamp
            if !folded, app.bytes(app.paths.changes) != nil {
                folded = true
                #expect(try Self.whole(app).stamps[id] == stamp, "folded whole at \(n)")
            }
        }
        #expect(folded)
        let tail = try #require(app.bytes(app.paths.changesTail))
        #expect(tail.count < 2_000, "the tail starts again after the fold")
    }
}
