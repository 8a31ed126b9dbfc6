import Domain
import Foundation
import Store
import Testing

/// Two or more homes sharing one history through a folder, and imports that merge the same way
/// (issue 18). Each defect the issue names has its test here.
@Suite struct SyncTests {
    /// Homes on one clock, as two computers on one desk: `advance` moves them all.
    final class Desk: @unchecked Sendable {
        let homes: [TestApp]
        let folder: String

        init(_ count: Int = 2, now: String = "2026-11-21T12:00:00Z") {
            homes = (0..<count).map { _ in TestApp(now: now, timeZone: "Europe/Berlin") }
            folder = homes[0].home + "/shared"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        func advance(minutes: Double) { for home in homes { home.advance(minutes: minutes) } }

        @discardableResult
        func sync(_ index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> TestApp.Output {
            let output = homes[index].run(["sync", folder])
            #expect(output.code == 0, "sync on home \(index): \(output.stderr)", sourceLocation: sourceLocation)
            return output
        }

        /// Everyone syncs twice round, so every change has reached every home.
        func settle() {
            for _ in 0..<2 { for index in homes.indices { sync(index) } }
        }

        func export(_ index: Int) -> String { ExportImportTests.withoutExportedAt(ExportImportTests.export(homes[index])) }
    }

    // MARK: The defects of the issue

    @Test func aRunningFastWithTheIdOfARecordedFastDoesNotOverwriteIt() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let recorded = try #require(try app.store.loadHistory().sessions.first)
        let document: [String: Any] = [
            "format": "atrest-export", "version": 1,
            "activeFast": ["id": recorded.id.uuidString, "start": "2026-11-21T08:00:00+01:00"],
        ]
        let result = ExportImportTests.importing(document, into: app)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("the running fast"), "\(result.stdout)")
        #expect(app.run("status", "--quiet").code == 1, "nothing runs")
        #expect(app.run("end").code == 1)
        #expect(try app.store.loadHistory().sessions == [recorded])
    }

    @Test func anEndedFastDoesNotComeBackThroughImport() throws {
        let a = TestApp(), b = TestApp()
        a.run("start", "--at", "2026-11-20T20:00")
        let running = ExportImportTests.export(a)
        b.input = Data(running.utf8)
        #expect(b.run("import", "-").code == 0)
        a.advance(minutes: 10)
        b.advance(minutes: 10)
        #expect(a.run("end").code == 0)
        let ended = ExportImportTests.export(a)
        b.input = Data(ended.utf8)
        let second = b.run("import", "-")
        #expect(second.code == 0, "\(second.stderr)")
        #expect(b.run("status", "--quiet").code == 1, "the fast ended on A is not running on B")
        // The older export again: the fast stays ended, its end as A recorded it.
        b.input = Data(running.utf8)
        let older = b.run("import", "-")
        #expect(older.code == 0)
        #expect(b.run("status", "--quiet").code == 1)
        #expect(try b.store.loadHistory().sessions == (try a.store.loadHistory().sessions))
    }

    @Test func anOlderExportDoesNotUndoANewerChange() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        app.run("water", "add", "300")
        let old = ExportImportTests.export(app)
        app.advance(minutes: 5)
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        #expect(app.run("edit", FastTextID.short(id), "--end", "2026-11-20T13:00").code == 0)
        #expect(app.run("config", "target-hours", "18").code == 0)
        #expect(app.run("water", "remove", "last").code == 0)
        app.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        let second = try #require(try app.store.loadHistory().sessions.first { $0.id != id })
        #expect(app.run("delete", FastTextID.short(second.id)).code == 0)
        let before = ExportImportTests.withoutExportedAt(ExportImportTests.export(app))

        app.input = Data(old.utf8)
        let result = app.run("import", "-")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("older than the change made here since"), "\(result.stdout)")
        #expect(ExportImportTests.withoutExportedAt(ExportImportTests.export(app)) == before, "the edit, the setting and both deletions stay")
    }

    @Test func aFastDeletedHereStaysDeletedWhenAnOldCopyComesBack() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let old = ExportImportTests.export(app)
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        app.advance(minutes: 1)
        #expect(app.run("delete", FastTextID.short(id)).code == 0)
        app.input = Data(old.utf8)
        #expect(app.run("import", "-").code == 0)
        #expect(try app.store.loadHistory().sessions.isEmpty)
    }

    // MARK: Sync

    @Test func twoComputersConvergeAfterADeletionAnEditOnEachSideAndAFastEndedElsewhere() throws {
        let desk = Desk()
        let (a, b) = (desk.homes[0], desk.homes[1])
        a.run("add", "--start", "2026-11-15T20:00", "--end", "2026-11-16T12:00")
        a.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        a.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let first = desk.sync(0)
        #expect(first.stdout.contains("No other computer has written"), "\(first.stdout)")
        let came = desk.sync(1)
        #expect(came.stdout.contains("From 1 other computer: 3 fasts."), "\(came.stdout)")
        let ids = try b.store.loadHistory().sessions.map(\.id)

        desk.advance(minutes: 1)
        #expect(a.run("delete", FastTextID.short(ids[0])).code == 0)
        #expect(a.run("edit", FastTextID.short(ids[1]), "--end", "2026-11-18T13:00").code == 0)
        #expect(b.run("edit", FastTextID.short(ids[2]), "--note", "a quiet evening").code == 0)
        #expect(b.run("start", "--at", "2026-11-21T06:30").code == 0)
        desk.settle()
        desk.advance(minutes: 30)
        #expect(a.run("end").code == 0)
        desk.sync(0)
        let ended = desk.sync(1)
        #expect(ended.stdout.contains("ended or set aside on another computer"), "\(ended.stdout)")
        desk.settle()

        #expect(desk.export(0) == desk.export(1))
        let history = try b.store.loadHistory().sessions
        #expect(history.count == 3)
        #expect(!history.contains { $0.id == ids[0] }, "deleted on A")
        #expect(history.first { $0.id == ids[2] }?.note == "a quiet evening", "B's edit")
        #expect(b.run("status", "--quiet").code == 1, "ended on A")
        let quiet = desk.sync(1)
        #expect(quiet.stdout.contains("Nothing new from 1 other computer."), "\(quiet.stdout)")
    }

    @Test func aMissingFolderChangesNothingAndSaysSo() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let before = app.snapshot()
        let result = app.run("sync", app.home + "/not-there")
        #expect(result.code == 1)
        #expect(result.stderr.contains("could not reach"))
        #expect(result.stderr.split(separator: "\n").count <= 2)
        #expect(app.snapshot() == before)
        #expect(app.run("sync").code == 2, "no folder given and none set")
    }

    @Test func aCopyCutShortOrAConflictCopyIsLeftAloneAndHarmsNothing() throws {
        let desk = Desk()
        let (a, b) = (desk.homes[0], desk.homes[1])
        a.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.sync(0)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: desk.folder).first { $0.hasPrefix("atrest-") })
        let whole = try #require(a.bytes(desk.folder + "/" + name))
        // A's file cut short by the sync tool, and a conflict copy beside it.
        a.write(whole.prefix(whole.count / 2), to: desk.folder + "/" + name)
        a.write(whole, to: desk.folder + "/" + name.replacingOccurrences(of: ".json", with: ".sync-conflict-20261121-120000-ABCDEFG.json"))
        b.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        let before = try b.store.loadHistory()
        let result = desk.sync(1)
        #expect(result.stdout.contains("Left alone"), "\(result.stdout)")
        #expect(result.stdout.contains("sync-conflict"))
        #expect(try b.store.loadHistory() == before, "nothing taken from a file that is not whole")
        // The sync tool finishes the copy: the next sync takes it.
        a.write(whole, to: desk.folder + "/" + name)
        desk.sync(1)
        #expect(try b.store.loadHistory().completedCount == 2)
    }

    /// A file holding a fast atrest never keeps (an hour long) is left alone: taken in, the
    /// fast was saved here, and every command that read history then stopped on a damaged file.
    @Test func aFileWithAFastAtrestDoesNotKeepIsLeftAlone() throws {
        let desk = Desk()
        let a = desk.homes[0]
        let other = "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D"
        let short = #"{"end":"2026-11-20T10:00:00Z","id":"11111111-2222-4333-8444-555555555555","start":"2026-11-20T09:00:00Z","targetHours":16,"timeZone":"Europe/Berlin"}"#
        let file = #"{"completedFasts":0,"deletions":[],"device":"\#(other)","fasts":[\#(short)],"format":"atrest-sync","running":[],"settings":[],"version":1,"water":[]}"#
        a.write(Data((file + "\n").utf8), to: desk.folder + "/atrest-\(other).json")
        let result = desk.sync(0)
        #expect(result.stdout.contains("Left alone: atrest-\(other).json"), "\(result.stdout)")
        #expect(a.run("log").code == 0)
        #expect(try a.store.loadHistory().completedCount == 0)
    }

    /// What is not a plain file, or is reached through a link, is never read: a FIFO would
    /// never end and hold the lock, a link could lead to /dev/zero, a folder would stop
    /// every sync.
    @Test func aLinkAFIFOOrAFolderInTheFolderIsLeftAloneAtOnce() throws {
        let desk = Desk()
        let a = desk.homes[0]
        a.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let names = ["DDDDDDDD", "EEEEEEEE", "FFFFFFFF"].map { "atrest-\($0)-0000-4000-8000-000000000000.json" }
        try FileManager.default.createSymbolicLink(atPath: desk.folder + "/" + names[0], withDestinationPath: "/dev/zero")
        #expect(mkfifo(desk.folder + "/" + names[1], 0o600) == 0)
        try FileManager.default.createDirectory(atPath: desk.folder + "/" + names[2], withIntermediateDirectories: false)
        let result = desk.sync(0)
        for name in names { #expect(result.stdout.contains(name), "\(result.stdout)") }
        #expect(a.run("water", "add").code == 0, "the lock was given back")
    }

    /// The moment after the tenth fast is shown once, ever: not again on a computer that
    /// hears of it through sync or an export.
    @Test func theTenthFastsMomentShownOnceTravels() throws {
        let desk = Desk()
        let (a, b) = (desk.homes[0], desk.homes[1])
        a.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        try a.store.saveAccount(Account(transitionMomentShown: true, completedFasts: 12))
        desk.sync(0)
        desk.sync(1)
        #expect(try b.store.loadAccount().transitionMomentShown)
        let c = TestApp()
        c.input = Data(a.run("export").stdout.utf8)
        #expect(c.run("import", "-").code == 0)
        #expect(try c.store.loadAccount().transitionMomentShown)
    }

    /// A data folder copied whole carries its computer's id: the copy would overwrite the
    /// original's file in the folder, and neither would hear of the other. The first sync
    /// that finds its own file written by another takes a new id.
    @Test func aDataFolderCopiedToAnotherComputerGetsAFileOfItsOwn() throws {
        let desk = Desk()
        let a = desk.homes[0]
        a.run("add", "--start", "2026-11-10T20:00", "--end", "2026-11-11T12:00")
        desk.sync(0)
        let b = TestApp()
        HomeFiles.write(HomeFiles.read(a.home), into: b.home)
        a.run("add", "--start", "2026-11-12T20:00", "--end", "2026-11-13T12:00")
        b.run("add", "--start", "2026-11-14T20:00", "--end", "2026-11-15T12:00")
        var said = ""
        for _ in 0..<3 {
            desk.sync(0)
            let output = b.run("sync", desk.folder)
            #expect(output.code == 0, "\(output.stderr)")
            said += output.stdout
        }
        #expect(said.contains("a file of its own in the folder now"), "\(said)")
        #expect(try a.store.deviceID() != b.store.deviceID())
        #expect(try a.store.loadHistory().completedCount == 3)
        #expect(try a.store.loadHistory() == b.store.loadHistory())
    }

    @Test func anEmptySyncFolderNameIsRefused() {
        let a = TestApp()
        let result = a.run("config", "sync-folder", "")
        #expect(result.code == 2 && result.stderr.contains("sync-folder needs a folder name"), "\(result.stderr)")
    }

    /// The damaged-file corpus, met in another computer's file: never taken, never harmful.
    @Test(arguments: DamagedCorpusTests.Damage.allCases)
    func aDamagedFileOfAnotherComputerIsLeftAlone(_ damage: DamagedCorpusTests.Damage) throws {
        let desk = Desk()
        let (a, b) = (desk.homes[0], desk.homes[1])
        a.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.sync(0)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: desk.folder).first { $0.hasPrefix("atrest-") })
        let path = desk.folder + "/" + name
        let whole = try #require(a.bytes(path))
        var damaged = damage.apply(to: whole)
        // The folder's files are compact JSON: the pretty form's `"version" : 1` reads `"version":1`.
        if damaged == whole { damaged = DamagedCorpusTests.replacingLast(#""version":1"#, with: #""version":01"#, in: whole) }
        #expect(damaged != whole, "\(damage) damages the file")
        a.write(damaged, to: path)
        b.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        let before = b.snapshot()
        let result = b.run("sync", desk.folder)
        #expect(result.code == 0, "\(damage): \(result.stderr)")
        #expect(result.stdout.contains("Left alone"), "\(damage): \(result.stdout)")
        #expect(try b.store.loadHistory().completedCount == 1, "\(damage)")
        // Only sync's own bookkeeping in the state folder changes (what it met, as digests).
        #expect(b.snapshot().files.filter { !$0.key.hasSuffix("sync-state.json") } == before.files, "\(damage): not a byte of this home's data changed")
    }

    @Test func syncIsOneChangeThatUndoTakesBack() throws {
        let desk = Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.sync(0)
        desk.sync(1)
        #expect(try desk.homes[1].store.loadHistory().completedCount == 1)
        #expect(desk.homes[1].run("undo").code == 0)
        #expect(try desk.homes[1].store.loadHistory().completedCount == 0)
    }

    @Test func theSyncFolderIsRemembered() {
        let desk = Desk()
        let a = desk.homes[0]
        #expect(a.run("config", "sync-folder", desk.folder).code == 0)
        #expect(a.run("config", "sync-folder").stdout == desk.folder + "\n")
        #expect(a.run("sync").code == 0)
        #expect(a.run("config", "sync-folder", a.home + "/nowhere").code == 1)
    }

    /// `config` lists an unset folder as "none"; the same word forgets a folder set, and undo
    /// brings it back.
    @Test func noneForgetsTheSyncFolder() {
        let desk = Desk()
        let a = desk.homes[0]
        #expect(a.run("config", "sync-folder", desk.folder).code == 0)
        let forgotten = a.run("config", "sync-folder", "none")
        #expect(forgotten.code == 0 && forgotten.stdout.contains("no folder"))
        #expect(a.run("config", "sync-folder").code == 1)
        #expect(a.run("config").stdout.contains("none"))
        #expect(a.run("sync").code != 0, "sync without a folder asks for one")
        #expect(a.run("undo").code == 0)
        #expect(a.run("config", "sync-folder").stdout == desk.folder + "\n")
    }

    @Test func jsonGivesTheCounts() throws {
        let desk = Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.sync(0)
        let result = desk.homes[1].run("sync", desk.folder, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let cameIn = try #require(object["cameIn"] as? [String: Any])
        #expect(cameIn["fastsAdded"] as? Int == 1)
        #expect(object["computers"] as? Int == 1)
    }
}

/// Ids as commands take them.
enum FastTextID {
    static func short(_ id: UUID) -> String { String(id.uuidString.lowercased().prefix(8)) }
}
