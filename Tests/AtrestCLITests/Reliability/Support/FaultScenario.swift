import AtrestCLI
import FaultInjection
import Foundation
import Store
import Testing

/// One writing command, the home it starts from, and what its files may look like after a
/// run that was cut short.
struct FaultScenario: Sendable, CustomTestStringConvertible {
    var seed: SeedHome.Kind
    var arguments: [String]

    var testDescription: String { "atrest " + arguments.joined(separator: " ") + " (\(seed.rawValue))" }

    /// Operations whose failure a save may never swallow.
    static let alwaysReported: Set<FileSystemError.Operation> = [.create, .write, .sync, .close, .rename, .syncDirectory]

    /// Every command that changes a file, from the homes where it has something to do
    /// (`HarnessCoverageTests` checks that the table has no other).
    static let all: [FaultScenario] = [
        FaultScenario(seed: .idle, arguments: ["start"]),
        FaultScenario(seed: .fasting, arguments: ["end"]),
        FaultScenario(seed: .fasting, arguments: ["abandon"]),
        FaultScenario(seed: .fasting, arguments: ["edit", "--start", "2026-11-21T05:00", "--target", "18"]),
        FaultScenario(seed: .idle, arguments: ["add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T13:00"]),
        FaultScenario(seed: .idle, arguments: ["edit", String(SeedHome.id(5).prefix(8)), "--end", "2026-11-06T14:00"]),
        FaultScenario(seed: .idle, arguments: ["delete", String(SeedHome.id(3).prefix(8))]),
        FaultScenario(seed: .fasting, arguments: ["edit", "--target", "18"]),
        FaultScenario(seed: .fasting, arguments: ["water", "add", "300"]),
        FaultScenario(seed: .fasting, arguments: ["water", "remove", "last"]),
        FaultScenario(seed: .idle, arguments: ["config", "target-hours", "18"]),
        FaultScenario(seed: .idle, arguments: ["vigil", "on"]),
        FaultScenario(seed: .fasting, arguments: ["vigil", "off"]),
        FaultScenario(seed: .idle, arguments: ["config", "water-unit", "oz"]),
        FaultScenario(seed: .idle, arguments: ["import", "more.json"]),
        FaultScenario(seed: .fasting, arguments: ["sync", "shared"]),
        FaultScenario(seed: .idle, arguments: ["premium", "activate", "atrest.license"]),
        FaultScenario(seed: .fasting, arguments: ["remind"]),
        FaultScenario(seed: .damaged, arguments: ["doctor", "--repair"]),
        // The first change to a history kept in sessions.json moves it into year files.
        FaultScenario(seed: .legacy, arguments: ["add", "--start", "2026-10-10T20:00", "--end", "2026-10-11T13:00"]),
        FaultScenario(seed: .legacy, arguments: ["delete", String(SeedHome.id(3).prefix(8))]),
        FaultScenario(seed: .idle, arguments: ["export", "--output", "backup.json"]),
        FaultScenario(seed: .idle, arguments: ["forest", "--svg", "forest.svg", "--width", "60"]),
        // Takes back the seed's last change (Vigil switched off) from the journal.
        FaultScenario(seed: .idle, arguments: ["undo"]),
    ]

    /// What a clean run of the scenario does: its exit code, the files it leaves, and every
    /// version of each file along the way.
    struct CleanRun {
        var code: Int32
        var after: [String: Data]
        /// Contents each path may hold after a cut-short run: its seed contents and each
        /// version a clean run gave it (all normalised).
        var acceptable: [String: Set<Data>]
        /// Paths that may be missing after a cut-short run.
        var mayBeMissing: Set<String>
    }

    /// `settling`: seconds to wait between copying the seed and running, as a loaded machine
    /// may (`SyncFaultSettlingTests`).
    func cleanRun(_ seed: SeedHome, settling: TimeInterval = 0) -> CleanRun {
        let app = seed.copy()
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        if settling > 0 { Thread.sleep(forTimeInterval: settling) }
        let output = app.run(arguments)
        #expect(output.code == 0, "the clean run of \(testDescription) failed: \(output.stderr)")
        let after = normalized(HomeFiles.read(app.home), seed: seed)
        var acceptable: [String: Set<Data>] = [:]
        for (path, file) in seed.files { acceptable[path, default: []].insert(Self.comparable(file.bytes, path: path, known: seed.knownIDs)) }
        for (path, versions) in recorder.versions where !DurableWriter.isTemporary((path as NSString).lastPathComponent) {
            let relative = String(path.dropFirst(app.home.count + 1))
            for version in versions { acceptable[relative, default: []].insert(Self.comparable(version, path: relative, known: seed.knownIDs)) }
        }
        let mayBeMissing = Set(seed.files.keys).subtracting(after.keys).union(Set(after.keys).subtracting(seed.files.keys))
        return CleanRun(code: output.code, after: after, acceptable: acceptable, mayBeMissing: mayBeMissing)
    }

    /// A home's files without temporary ones, their ids normalised against the seed's.
    /// The undo journal's entries and the index of year files (`history-years.json`, and its
    /// temporary file): bookkeeping kept best effort beside the data, never the data itself.
    static func isUndoEntry(_ path: String) -> Bool {
        path.contains("/atrest/undo/") || path.hasSuffix("/atrest/history-years.json") || path.contains("/atrest/.history-years.json.")
    }

    func normalized(_ files: [String: HomeFiles.File], seed: SeedHome) -> [String: Data] {
        var result: [String: Data] = [:]
        for (path, file) in files where !DurableWriter.isTemporary((path as NSString).lastPathComponent) && !Self.isUndoEntry(path) {
            result[path] = Self.comparable(file.bytes, path: path, known: seed.knownIDs)
        }
        return result
    }

    /// Checks a run that met `fileSystem`'s fault: every file is in a state the command
    /// passes it through, every data file loads, temporary files are only ever temporary,
    /// and the command said it failed unless it finished.
    func verify(
        _ app: TestApp, output: TestApp.Output, fileSystem: FaultInjectingFileSystem,
        seed: SeedHome, clean: CleanRun, label: String
    ) {
        let step = fileSystem.log.last { $0.outcome != .performed }
            .map { "\(label): \($0.outcome) at \($0.operation) of \(($0.path as NSString).lastPathComponent)" } ?? label
        // The undo journal is kept best effort beside the data, never as the data itself: a
        // fault may leave its entry out, which `UndoTests` covers.
        let files = HomeFiles.read(app.home).filter { !Self.isUndoEntry($0.key) }
        let state = normalized(files, seed: seed)

        // Temporary files are left only by a crash, never by a failure that was handled.
        let temporary = files.keys.filter { DurableWriter.isTemporary(($0 as NSString).lastPathComponent) }
        if !fileSystem.hasCrashed { #expect(temporary.isEmpty, "\(step): left \(temporary)") }

        // Each file is one of the versions the command gives it: the old, the new, or one a
        // clean run passes through on its way.
        for (path, data) in state where clean.acceptable[path]?.contains(data) != true {
            Issue.record("\(step): \(path) is neither its old nor its new self:\n\(String(decoding: data.prefix(600), as: UTF8.self))")
        }
        for path in Set(clean.after.keys).union(seed.files.keys) where state[path] == nil && !clean.mayBeMissing.contains(path) {
            Issue.record("\(step): \(path) is missing")
        }

        // Every data file loads, unless it is the very file the seed had damaged.
        let store = AtrestStore(paths: app.paths, fileSystem: LiveFileSystem())
        do {
            for file in try store.dataFiles() {
                let relative = String(file.path.dropFirst(app.home.count + 1))
                if let original = seed.files[relative], original.bytes == files[relative]?.bytes, self.seed == .damaged { continue }
                do { try store.check(file) } catch { Issue.record("\(step): \(relative) does not load: \(error)") }
            }
        } catch {
            Issue.record("\(step): the data folder cannot be listed: \(error)")
        }

        // Exit 1 whenever the command did not finish; never a usage error. A write, fsync,
        // rename, directory fsync or close that fails is always reported, even when the new
        // contents are in place: they may not survive a power cut. (A failed hard link is
        // not: a copy stands in for it.)
        let finished = state == clean.after
        #expect(output.code == 1 || (output.code == 0 && finished), "\(step): exit \(output.code), finished: \(finished)\n\(output.stderr)")
        // "nothing was changed" is a promise about the person's files (a kept previous
        // generation may have moved on to equal its file). A crashed process says nothing.
        if !fileSystem.hasCrashed, output.stderr.contains("nothing was changed") || output.stderr.contains("nothing was written") {
            let before = normalized(seed.files, seed: seed).filter { !$0.key.hasSuffix(".previous") }
            #expect(state.filter { !$0.key.hasSuffix(".previous") } == before, "\(step): said nothing was changed, but something was\n\(output.stderr)")
        }
        let faulted = fileSystem.log.first { $0.outcome == .failed || $0.outcome == .crashed }
        if let faulted, Self.alwaysReported.contains(faulted.operation), !Self.isUndoEntry(faulted.path) {
            #expect(output.code == 1, "\(step): a failed \(faulted.operation) went unreported")
        }
        // doctor reports what it could not read as findings on stdout; everything else says
        // why on stderr.
        if output.code == 1, arguments.first != "doctor" {
            #expect(output.stderr.hasPrefix("atrest: "), "\(step): \(output.stderr)")
        }
    }
}
