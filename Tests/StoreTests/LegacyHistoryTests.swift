import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// The single `sessions.json` of earlier versions: read beside the year files until the
/// first change moves its fasts into them, without losing one however that move is cut.
@Suite struct LegacyHistoryTests {
    typealias Years = HistoryYearsTests

    /// Lays down `history` as an earlier atrest left it: all in sessions.json, with a previous
    /// generation one fast shorter.
    static func legacyHome(_ history: History, in directory: TemporaryDirectory) throws {
        let paths = directory.paths
        try Disk.put(Years.document(Array(history.sessions.dropLast())), at: AtrestPaths.previous(of: paths.legacySessions))
        try Disk.put(Years.document(history.sessions), at: paths.legacySessions)
    }

    @Test func sessionsJSONAloneIsTheWholeHistory() throws {
        let directory = TemporaryDirectory()
        try Self.legacyHome(Years.threeYears, in: directory)
        let store = directory.store()
        #expect(try store.loadHistory() == Years.threeYears)
        #expect(try store.loadStoredHistory().hasLegacyFile)
        let window = Samples.instant("2025-02-01T00:00:00Z")..<Samples.instant("2025-04-01T00:00:00Z")
        #expect(try store.loadHistory(endingWithin: window) == Years.threeYears, "every year is in the one file")
        let recent = try store.loadRecentHistory { _, _ in true }
        #expect(recent.history == Years.threeYears)
        #expect(recent.since == nil)
    }

    /// Beside year files (a move into them cut short), the year files' copies count.
    @Test func yearFilesAndSessionsJSONAreMergedTheYearFilesWinning() throws {
        let directory = TemporaryDirectory()
        try Self.legacyHome(Years.threeYears, in: directory)
        let edited = Years.fast(4, ending: "2025-09-01T13:00:00Z")
        try Disk.put(Years.document([Years.fast(3, ending: "2025-03-01T12:00:00Z"), edited]), at: directory.paths.sessions(year: 2025))
        var expected = Years.threeYears
        expected.insert(edited)
        #expect(try directory.store().loadHistory() == expected)
    }

    @Test func theFirstChangeMovesEveryYearIntoItsFileAndRemovesSessionsJSON() throws {
        let directory = TemporaryDirectory()
        let paths = directory.paths
        try Self.legacyHome(Years.threeYears, in: directory)
        let store = directory.store()
        let stored = try store.loadStoredHistory()
        var history = stored.history
        history.insert(Years.fast(7, ending: "2026-11-01T12:00:00Z"))
        try store.saveHistory(history, over: stored, runningFast: .continues)

        #expect(Disk.bytes(paths.legacySessions) == nil)
        #expect(Disk.bytes(AtrestPaths.previous(of: paths.legacySessions)) == nil, "its previous generation goes with it")
        #expect(Disk.names(paths.sessionsDirectory) == ["2024.json", "2025.json", "2026.json", "2026.json.previous"])
        #expect(try store.loadHistory() == history)
        #expect(!(try store.loadStoredHistory().hasLegacyFile))
        // The year that changed keeps its fasts from before the change as its previous copy.
        let previous = try #require(Disk.bytes(AtrestPaths.previous(of: paths.sessions(year: 2026))))
        #expect(try RecordFile.readList(FastingSession.self, under: "sessions", from: previous, path: "/x", zones: ZoneDatabase()).map(\.id) == [Samples.id(5), Samples.id(6)])
    }

    /// A deleted fast can come back from the previous copy, as the delete command promises.
    @Test func aDeleteThatMovesTheYearsKeepsTheDeletedFastInAPreviousCopy() throws {
        let directory = TemporaryDirectory()
        try Self.legacyHome(Years.threeYears, in: directory)
        let store = directory.store()
        var history = Years.threeYears
        history.remove(id: Samples.id(3))
        try store.saveHistory(history)
        #expect(try store.loadHistory() == history)
        let previous = try #require(Disk.bytes(AtrestPaths.previous(of: directory.paths.sessions(year: 2025))))
        #expect(try RecordFile.readList(FastingSession.self, under: "sessions", from: previous, path: "/x", zones: ZoneDatabase()).map(\.id) == [Samples.id(3), Samples.id(4)])
    }

    @Test func aSaveThatChangesNothingLeavesSessionsJSONAsItIs() throws {
        let directory = TemporaryDirectory()
        try Self.legacyHome(Years.threeYears, in: directory)
        let recording = FaultInjectingFileSystem(faults: [])
        try directory.store(recording).saveHistory(Years.threeYears)
        #expect(recording.stepCount == 0)
        #expect(Disk.bytes(directory.paths.legacySessions) != nil)
    }

    /// The move cut at every step, by a failure and by a crash: every file reads, the history
    /// is as it was or as it is to be, sessions.json goes only once every year file is saved,
    /// and never leaves its previous generation behind alone. Running the change again
    /// finishes it.
    @Test(arguments: [Effect.fail, .crash], ["add", "delete"])
    func theMoveCutShortAnywhereLosesNothing(effect: Effect, change: String) throws {
        let old = Years.threeYears
        var new = old
        if change == "add" {
            new.insert(Years.fast(7, ending: "2026-11-01T12:00:00Z"))
        } else {
            new.remove(id: Samples.id(3))
        }
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let paths = directory.paths
            try Self.legacyHome(old, in: directory)
            let live = directory.store()
            var thrown: StoreError?
            do throws(StoreError) { try directory.store(fileSystem).saveHistory(new) } catch { thrown = error }
            let step = fileSystem.log.last { $0.outcome != .performed }.map { "\($0.operation) of \(($0.path as NSString).lastPathComponent)" } ?? "clean"
            if let thrown { #expect(thrown.fileSystemError?.code == EIO, "\(step): \(thrown)") }

            let stored = try live.loadStoredHistory()
            #expect(stored.history == old || stored.history == new, "\(step)")
            if thrown == nil { #expect(stored.history == new && !stored.hasLegacyFile, "\(step)") }
            if !stored.hasLegacyFile {
                #expect(Set(try live.historyYears()) == [2024, 2025, 2026], "\(step): sessions.json went only after every year was saved")
                #expect(Disk.bytes(AtrestPaths.previous(of: paths.legacySessions)) == nil, "\(step)")
            }
            for name in Disk.names(paths.data) + Disk.names(paths.sessionsDirectory) where !DurableWriter.isTemporary(name) && name != "sessions" {
                #expect(name.hasPrefix("sessions.json") || name.hasPrefix("20") || name.hasPrefix("account.json") || name == "last-fast.json", "\(step): \(name)")
            }
            try live.saveHistory(new)
            #expect(try live.loadHistory() == new, "\(step): running it again finishes the change")
            #expect(!(try live.loadStoredHistory().hasLegacyFile), "\(step)")
        }
        #expect(steps > 10)
    }

    @Test func aDamagedSessionsJSONStopsEveryReadAndIsKept() throws {
        let directory = TemporaryDirectory()
        let store = directory.store()
        try store.saveHistory(Years.threeYears)
        try Disk.put(Data("[1, 2".utf8), at: directory.paths.legacySessions)
        let reason = "it is not valid JSON (it may be cut short)"
        let damaged = StoreError.damaged(path: directory.paths.legacySessions, reason: reason)
        #expect(throws: damaged) { try store.loadHistory() }
        #expect(throws: damaged) { try store.loadRecentHistory { _, _ in true } }
        let window = Samples.instant("2025-02-01T00:00:00Z")..<Samples.instant("2025-04-01T00:00:00Z")
        #expect(throws: damaged) { try store.loadHistory(endingWithin: window) }
        #expect(throws: damaged) { try store.saveHistory(History()) }
        #expect(Disk.bytes(directory.paths.legacySessions) == Data("[1, 2".utf8))
    }
}
