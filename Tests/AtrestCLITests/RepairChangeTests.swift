import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// `doctor --repair` as a change the store applies (`StoreChange.repair`): what it puts back
/// agrees with every copy atrest keeps of it, and `undo` after it takes back the change before.
@Suite struct RepairChangeTests {
    /// Two fasts recorded, then the year file that holds them damaged by something else: its
    /// previous generation holds the first fast only.
    func damagedAfterTwoFasts() throws -> (app: TestApp, yearFile: String, afterFirst: Data) {
        let app = TestApp(timeZone: "UTC")
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        let yearFile = app.paths.sessionsDirectory + "/2026.json"
        let afterFirst = try #require(app.bytes(yearFile))
        app.run("add", "--start", "2026-11-03T20:00", "--end", "2026-11-04T12:00")
        app.write("garbage", to: yearFile)
        return (app, yearFile, afterFirst)
    }

    @Test func statusNamesNoFastTheRepairTookAway() throws {
        let (app, _, _) = try damagedAfterTwoFasts()
        #expect(app.run("doctor", "--repair").code == 0)
        let last = try #require(try app.json("status", "--json")["lastFast"] as? [String: Any])
        #expect(last["end"] as? String == "2026-11-02T12:00:00Z", "the copy of the last fast follows the file put back")
        #expect(try app.store.loadLastFast()?.end == Timestamp.parse("2026-11-02T12:00:00Z"))
    }

    @Test func undoAfterRepairPutsBackWhatWasThereBeforeTheLastChange() throws {
        let (app, yearFile, afterFirst) = try damagedAfterTwoFasts()
        let repaired = app.run("doctor", "--repair")
        #expect(repaired.code == 0, "\(repaired.stdout)")
        // The repair is not an entry of its own: undo takes back the change before it.
        let undo = app.run("undo")
        #expect(undo.code == 0 && undo.stdout.hasPrefix("Took back atrest add --start 2026-11-03T20:00"), "\(undo.stdout)\(undo.stderr)")
        #expect(app.bytes(yearFile) == afterFirst, "the history is as the first fast left it")
        #expect(try app.store.loadHistory().sessions.map(\.end) == [Timestamp.parse("2026-11-02T12:00:00Z")])
        #expect(try app.store.loadLastFast()?.end == Timestamp.parse("2026-11-02T12:00:00Z"))
        #expect(app.run("doctor").code == 0)
        // The damaged bytes are kept, set aside.
        let aside = try FileManager.default.contentsOfDirectory(atPath: app.paths.sessionsDirectory).filter { $0.hasPrefix("2026.json.damaged-") }
        #expect(aside.count == 1)
        #expect(aside.first.flatMap { app.bytes(app.paths.sessionsDirectory + "/" + $0) } == Data("garbage".utf8))
    }

    /// A repair is never stamped: the fast the previous generation lacks is not made a
    /// deletion that would take it from every other computer at the next sync.
    @Test func aRepairIsNeitherStampedNorNoted() throws {
        let (app, _, _) = try damagedAfterTwoFasts()
        let undoFolder = app.paths.undoDirectory
        let entries = try FileManager.default.contentsOfDirectory(atPath: undoFolder).sorted()
        let ledger = try app.store.loadChanges()
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: undoFolder).sorted() == entries, "no undo entry")
        let after = try app.store.loadChanges()
        #expect(after.deletions == ledger.deletions && after.stamps == ledger.stamps, "no stamp, no deletion")
    }
}
