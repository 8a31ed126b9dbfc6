import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an undo makes of the files it put back, applied as a change of its own
/// (`StoreChange.undone`): what it takes back is stamped now, so every computer takes it back at
/// the next sync instead of bringing the undone version back, and records that cannot come
/// back under their own ids are rewritten under new ones.
package struct UndoneChange: Sendable {
    /// What the undo took back, in one save of the stamps.
    var stamps = ChangeStamps()
    /// The running fast brought back after its deletion took effect, under a new id.
    var renamedFast: StoredActiveFast?
    /// Months whose glasses brought back after their deletion took effect have new ids.
    var renamedWater: [RenamedWater] = []

    struct RenamedWater: Sendable {
        var month: WaterMonth
        var entries: [WaterEntry]
    }
}

extension AtrestStore {
    /// The records an undo may change, as they are before it.
    struct UndoRecords {
        var sessions: [UUID: FastingSession]
        var active: ActiveFast?
        var water: [UUID: WaterEntry]
        var settings: [SettingKey: String]
    }

    /// The records in `scope`'s files (with the running fast and the settings, always read),
    /// as they are now.
    func undoRecords(in scope: UndoScope) throws(StoreError) -> UndoRecords {
        var water: [UUID: WaterEntry] = [:]
        for month in scope.months {
            for entry in try loadWater(month: month) { water[entry.id] = entry }
        }
        let sessions = try loadHistory(years: scope.years).sessions
        return UndoRecords(
            sessions: Dictionary(sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            active: try loadActiveFast()?.fast, water: water, settings: try loadSettings().texts
        )
    }

    /// What the files put back by an undo changed since `before`, as a change of its own.
    ///
    /// A fast deleted by the undo gets a deletion, one brought back or changed a new stamp
    /// (after its deletion's, so it stays). A running fast or a water entry brought back
    /// after its deletion took effect (`abandon`, `end`, `water remove` taken back) cannot
    /// outlive that deletion on other computers, where it may already be: it comes back under
    /// a new id, the same fast or glass otherwise.
    func undone(since before: UndoRecords, in scope: UndoScope) throws(StoreError) -> UndoneChange {
        let ledger = try loadChanges()
        let after = try undoRecords(in: scope)
        var undone = UndoneChange()
        var stamps = ChangeStamps()
        for (id, session) in after.sessions where before.sessions[id] != session { stamps.changed.append(id) }
        for id in before.sessions.keys where after.sessions[id] == nil { stamps.deleted.append(id) }

        if let active = after.active, active != before.active {
            var fast = active
            if ledger.deletions[active.id] != nil || stamps.deleted.contains(active.id) {
                fast.id = UUID()
                undone.renamedFast = StoredActiveFast(fast: fast, recordedCount: try loadActiveFast()?.recordedCount ?? 0)
            }
            stamps.changed.append(fast.id)
        }
        if let old = before.active, old.id != after.active?.id, after.sessions[old.id] == nil { stamps.setAside.append(old.id) }

        var renamed: [WaterMonth: [UUID: UUID]] = [:]
        for (id, entry) in after.water where before.water[id] == nil && ledger.deletions[id] != nil {
            renamed[WaterMonth(containing: entry.at), default: [:]][id] = UUID()
        }
        for id in before.water.keys where after.water[id] == nil { stamps.waterRemoved.append(id) }
        for (month, ids) in renamed.sorted(by: { $0.key < $1.key }) {
            let entries = try loadWater(month: month).map { entry in
                var entry = entry
                if let id = ids[entry.id] { entry.id = id }
                return entry
            }
            undone.renamedWater.append(UndoneChange.RenamedWater(month: month, entries: entries))
        }
        stamps.settings = SettingKey.allCases.filter { before.settings[$0] != after.settings[$0] }
        undone.stamps = stamps
        return undone
    }

    /// The files `undone` rewrites (`StoreChange.undone`), each with the bytes the undo had put
    /// back and those it holds now (see `rebaseEntries`). They follow the stamps, as every
    /// change's files do: an undo cut short between leaves every deletion it makes noted (so
    /// nothing it removed comes back at sync), where it once left the new ids written and the
    /// deletions forgotten.
    func writeUndone(_ undone: UndoneChange) throws(StoreError) -> [RewrittenFile] {
        var rewritten: [RewrittenFile] = []
        func rewrite(_ path: String, _ save: () throws(StoreError) -> Void) throws(StoreError) {
            let from = try contents(at: path)
            try save()
            if let to = try contents(at: path) { rewritten.append(RewrittenFile(path: path, from: from, to: to)) }
        }
        if let stored = undone.renamedFast {
            try rewrite(paths.activeFast) { () throws(StoreError) in try writeActiveFast(stored.fast, recordedCount: stored.recordedCount) }
        }
        for renamed in undone.renamedWater {
            try rewrite(paths.water(month: renamed.month)) { () throws(StoreError) in try writeWater(renamed.entries, month: renamed.month) }
        }
        return rewritten
    }

    /// Older entries of the journal that wrote what the undo put back into a file it then
    /// rewrote (a fast or glass under its new id) now expect the rewritten bytes, so that the
    /// next `undo` can take them back too rather than find the file changed since. Best
    /// effort, as every entry is: an entry not rebased only stops that later undo.
    ///
    /// A merge's entry (`sync`, `import`) is never rebased: its undo puts files back unstamped,
    /// trusting the next sync to bring again what it removes, and a record under a new id is
    /// held here alone. Rebased, undoing the sync that first brought a glass took that glass,
    /// brought back by an undo, from every computer with no deletion to say so; left as it
    /// was, that undo finds the file changed since and takes nothing back.
    func rebaseEntries(before name: String, _ rewritten: [RewrittenFile]) {
        guard !rewritten.isEmpty else { return }
        let directory = paths.undoDirectory
        let names = ((try? fileSystem.list(directory)) ?? []).filter { $0.hasSuffix(".undo") && $0 < name }
        for older in names {
            let path = directory + "/" + older
            guard let data = try? fileSystem.contents(ofOwnFile: path), var entry = ChangeJournal.read(data),
                  !entry.merges, !Self.mergedBefore(label: entry.label)
            else { continue }
            var changed = false
            for file in rewritten {
                guard let key = journalKey(file.path) else { continue }
                for index in entry.files.indices where entry.files[index].path == key && entry.files[index].after == file.from {
                    entry.files[index].after = file.to
                    changed = true
                }
            }
            guard changed else { continue }
            let text = ChangeJournal.text(label: entry.label, at: entry.at, merges: entry.merges, files: entry.files)
            DurableWriter(fileSystem: fileSystem).saveBestEffort(Data(text.utf8), to: path)
        }
    }
}
