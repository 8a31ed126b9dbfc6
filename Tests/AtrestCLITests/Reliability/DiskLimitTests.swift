import AtrestCLI
import FaultInjection
import Foundation
import Store
import Testing

/// A full disk and a read-only file system, through the injected file system: every writing
/// command fails closed (exit 1, the disk's reason in plain words, every file exactly as it
/// was, no temporary file left), and the commands that only read go on working.
/// `Tests/Scripts/disk-limits` shows the same on a real tmpfs and a read-only bind mount.
@Suite struct DiskLimitTests {
    static let fullDisk = FaultInjectingFileSystem.Fault.fail(.write, occurrence: nil, code: ENOSPC)

    /// What a read-only mount refuses: everything that creates or changes a name, and the
    /// lock (opened for writing).
    static var readOnly: [FaultInjectingFileSystem.Fault] {
        [.create, .rename, .link, .remove, .setMode, .lock].map { .fail($0, occurrence: nil, code: EROFS) }
    }

    static func expectUnchanged(_ app: TestApp, seed: SeedHome, _ label: String) {
        let files = HomeFiles.read(app.home)
        #expect(files.keys.sorted() == seed.files.keys.sorted(), "\(label): \(Set(files.keys).symmetricDifference(seed.files.keys))")
        for (path, file) in files where seed.files[path]?.bytes != file.bytes {
            Issue.record("\(label): \(path) changed")
        }
    }

    @Test(arguments: FaultScenario.all)
    func aFullDiskChangesNothingAndSaysSo(_ scenario: FaultScenario) {
        let seed = SeedHome.make(scenario.seed)
        let app = seed.copy()
        app.fileSystem = FaultInjectingFileSystem(Self.fullDisk)
        let output = app.run(scenario.arguments)
        #expect(output.code == 1, "\(scenario.testDescription)")
        #expect(output.stderr.hasPrefix("atrest: ") && output.stderr.contains(": the disk is full\n"), "\(output.stderr)")
        #expect(output.stderr.contains("nothing was changed") || output.stderr.contains("nothing was written"), "\(output.stderr)")
        Self.expectUnchanged(app, seed: seed, scenario.testDescription)
    }

    @Test(arguments: FaultScenario.all)
    func aReadOnlyFileSystemChangesNothingAndSaysSo(_ scenario: FaultScenario) {
        let seed = SeedHome.make(scenario.seed)
        let app = seed.copy()
        app.fileSystem = FaultInjectingFileSystem(faults: Self.readOnly)
        let output = app.run(scenario.arguments)
        #expect(output.code == 1, "\(scenario.testDescription)")
        #expect(output.stderr.hasPrefix("atrest: ") && output.stderr.contains(": the file system is read-only\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("another atrest"), "a read-only disk is not a busy lock: \(output.stderr)")
        Self.expectUnchanged(app, seed: seed, scenario.testDescription)
    }

    @Test(arguments: [
        ["status"], ["status", "--json"], ["log", "--json"], ["water", "--json"], ["calendar", "2026-11"],
        ["forest", "--width", "60"], ["export"], ["import", "more.json", "--dry-run"], ["doctor"], ["premium", "status", "--json"],
    ])
    func readingNeedsNoWritableDisk(_ arguments: [String]) {
        for kind in [SeedHome.Kind.idle, .fasting] {
            let seed = SeedHome.make(kind)
            let app = seed.copy()
            app.fileSystem = FaultInjectingFileSystem(faults: Self.readOnly + [Self.fullDisk])
            let output = app.run(arguments)
            #expect(output.code == 0, "atrest \(arguments.joined(separator: " ")) (\(kind)): \(output.stderr)")
            Self.expectUnchanged(app, seed: seed, arguments.joined(separator: " "))
        }
    }

    /// A command stopped after saving one of its files says which, instead of "nothing was changed".
    @Test func aSaveCutShortAfterAnotherFileSaysWhatWasSaved() throws {
        let seed = SeedHome.make(.fasting)
        let app = seed.copy()
        // `end` saves the stamps of the change, the history, then the trial's count, then the
        // running fast: the disk fills up before the last.
        app.fileSystem = FaultInjectingFileSystem(.fail(.create, occurrence: 4, code: ENOSPC))
        let output = app.run("end")
        #expect(output.code == 1)
        #expect(output.stderr == """
            atrest: could not save ~/.local/share/atrest/active.json: the disk is full
              changes-recent.json, sessions/2026.json and account.json were saved before this, the rest is as it was; atrest status and atrest log show where things stand

            """)
        app.fileSystem = LiveFileSystem()
        #expect(app.run("end").code == 0, "ending again finishes it")
        #expect(try app.store.loadHistory().completedCount == 10, "and records the fast once")
    }
}
