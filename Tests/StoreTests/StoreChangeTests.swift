import Domain
import Foundation
import Store
import Testing

/// A change as a value (`StoreChange`): `apply` is the one place its stamps, its files and its
/// undo entry are written; a save made any other way is part of a larger one and leaves undo
/// nothing of its own.
@Suite struct StoreChangeTests {
    let directory = TemporaryDirectory()
    let now = Samples.instant("2026-11-21T08:00:00Z")

    /// A store that stamps its saves at `now` and notes them in `journal`.
    func store(_ journal: ChangeJournal) -> AtrestStore {
        AtrestStore(paths: directory.paths, fileSystem: LiveFileSystem(), recording: .change(at: now, journal: journal))
    }

    var entries: [String] { Disk.names(directory.paths.undoDirectory).filter { $0.hasSuffix(".undo") } }

    @Test func applyWritesTheFilesTheStampsAndOneUndoEntry() throws {
        let store = store(ChangeJournal(label: "atrest start", at: now))
        try store.withLock { try store.apply(.runningFast(Samples.fast, recordedCount: 0)) }
        #expect(try store.loadActiveFast()?.fast == Samples.fast)
        #expect(try store.loadChanges().stamps[Samples.fast.id] != nil, "the fast is stamped for sync")
        #expect(entries.count == 1)
    }

    @Test func twoChangesOfOneCommandAreOneEntry() throws {
        let store = store(ChangeJournal(label: "atrest water add", at: now))
        let glasses = Samples.water(2)
        try store.withLock {
            try store.apply(.addWater(glasses[0], keeping: glasses[0].at))
            try store.apply(.addWater(glasses[1], keeping: glasses[0].at))
        }
        #expect(entries.count == 1)
        let undo = AtrestStore(paths: directory.paths, fileSystem: LiveFileSystem(), recording: .change(at: now, journal: nil))
        #expect(try undo.withLock { try undo.undoLastChange() } == .tookBack(label: "atrest water add", at: now))
        #expect(try store.loadWater(month: Samples.november).isEmpty, "both glasses are taken back together")
    }

    /// What keeps a new command honest: one that saves without `apply` leaves undo nothing, so
    /// `CommandEffectTests` (undo takes back every command declared `.changes`) names it.
    @Test func aSaveOutsideApplyLeavesNoUndoEntry() throws {
        let store = store(ChangeJournal(label: "atrest start", at: now))
        try store.withLock { try store.saveActiveFast(Samples.fast) }
        #expect(try store.loadActiveFast()?.fast == Samples.fast)
        #expect(entries.isEmpty)
    }

    /// A running fast another takes the place of, in one change (an import's), is stamped in
    /// the same save as the history: the new one changed, the old one set aside.
    @Test func aReplacedRunningFastIsStampedWithTheHistory() throws {
        let store = store(ChangeJournal(label: "atrest import", at: now))
        try store.withLock { try store.apply(.runningFast(Samples.fast, recordedCount: 0)) }
        var other = Samples.fast
        other.id = Samples.id(901)
        let history = Samples.history(2)
        try store.withLock {
            let stored = try store.loadStoredHistory()
            try store.apply(.history(HistoryChange(history, over: stored, runningFast: .replaced(by: other))))
        }
        let ledger = try store.loadChanges()
        #expect(try store.loadActiveFast()?.fast == other)
        #expect(try store.loadHistory() == history)
        #expect(ledger.stamps[other.id] != nil && history.sessions.allSatisfy { ledger.stamps[$0.id] != nil })
        #expect(ledger.deletions[Samples.fast.id]?.stamp(of: .running) != nil, "the fast set aside is remembered as set aside")
    }
}

/// What each change declares about undo (`StoreChange.isTakenBack`) holds whatever the store
/// it is applied through records: a repair, which writes the copy of the last fast again, is
/// noted in no journal.
@Suite struct StoreChangeNotingTests {
    let directory = TemporaryDirectory()
    let now = Samples.instant("2026-11-21T08:00:00Z")

    @Test func aRepairWritesNoUndoEntryEvenThroughAJournal() throws {
        let plain = AtrestStore(paths: directory.paths, fileSystem: LiveFileSystem())
        for count in 1...2 {
            try plain.withLock { try plain.saveHistory(Samples.history(count), over: plain.loadStoredHistory(), runningFast: .continues) }
        }
        let file = try #require(try plain.dataFiles().first { if case .sessions = $0.kind { true } else { false } })
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: file.path))
        let previous = try #require(try plain.readablePrevious(of: file))

        let journal = ChangeJournal(label: "atrest doctor --repair", at: now)
        let store = AtrestStore(paths: directory.paths, fileSystem: LiveFileSystem(), recording: .change(at: now, journal: journal))
        let applied = try store.withLock { try store.apply(.repair(file, previous: previous, asideSuffix: "damaged-test")) }
        #expect(applied.setAside == file.path + ".damaged-test")
        #expect(try store.loadHistory() == Samples.history(1))
        #expect(try store.loadLastFast() == Samples.history(1).sessions.last, "the copy of the last fast is written again")
        #expect(Disk.names(directory.paths.undoDirectory).filter { $0.hasSuffix(".undo") }.isEmpty, "no undo entry")
        #expect(try store.loadChanges().stamps.isEmpty, "no stamp")
    }
}
