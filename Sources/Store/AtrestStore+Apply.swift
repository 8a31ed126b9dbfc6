import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A person's change applied (`StoreChange`): the one place its stamps, its files and its
/// undo entry are written, always in that order.
extension AtrestStore {
    /// Applies `change`; call it inside `withLock`.
    ///
    /// First what the change replaces is read (a damaged file stops it here, before anything
    /// is written) and what it means for sync worked out; then the stamps are saved, in one
    /// save, so that a save cut short leaves the change's intent, never a deletion forgotten;
    /// then the files, in the order each case gives its reasons for; last the undo entry,
    /// which is a convenience written without waiting for the disk (see `ChangeJournal`).
    /// The store's `recording` says whether the change is stamped and noted.
    @discardableResult
    package func apply(_ change: StoreChange) throws(StoreError) -> AppliedChange {
        let applied = try perform(change)
        if change.isTakenBack, let journal { writeEntry(journal) }
        return applied
    }

    /// What the change replaces, read before anything is written.
    struct PlannedChange {
        var stamps = ChangeStamps()
        /// For a change to the history: the running fast and the account, as they are.
        var active: StoredActiveFast?
        var account = Account()
    }

    /// The change's stamps and files, without its undo entry: for the store's own saves that
    /// are part of a larger one (a merge's), whose entry is written once for the whole.
    @discardableResult
    func perform(_ change: StoreChange) throws(StoreError) -> AppliedChange {
        // A change undo does not take back is noted in no journal, whatever the store's.
        let store = change.isTakenBack || journal == nil ? self : recordedAs(recording.unnoted)
        let planned = try store.plan(change)
        try store.noteChanges(planned.stamps)
        return try store.write(change, planned: planned)
    }

    /// Reads what `change` replaces and works out its stamps (none when `changedAt` is nil).
    func plan(_ change: StoreChange) throws(StoreError) -> PlannedChange {
        var planned = PlannedChange()
        switch change {
        case .addWater, .syncFolder, .graphics, .account, .reminders, .permissions:
            // A new glass needs no stamp (entries are never changed, only removed), nor does
            // what does not travel.
            break
        case .repair:
            // Never stamped: what the previous generation lacks (the latest change to the
            // file) comes back from the other computers at the next sync, where a stamp
            // would make its loss a deletion on every one of them.
            break
        case .undone(let undone):
            if changedAt != nil { planned.stamps = undone.stamps }
        case .merge:
            // A merge's saves carry the stamps that came with it.
            break
        case .water(_, _, let removed):
            planned.stamps.deleted = removed
            planned.stamps.kind = .water
        case .runningFast(let fast, _):
            guard changedAt != nil else { break }
            planned.stamps = try runningStamps(replacing: loadActiveFast()?.fast, with: fast)
        case .settings(let settings):
            guard changedAt != nil else { break }
            let before = try loadSettings().texts, after = settings.texts
            planned.stamps.settings = SettingKey.allCases.filter { before[$0] != after[$0] }
        case .history(let change):
            // Read the other files first: if one is damaged, stop before the history changes.
            planned.active = try loadStoredActiveFast()
            planned.account = try loadAccount()
            if changedAt != nil { planned.stamps = historyStamps(change, active: planned.active?.fast) }
        }
        return planned
    }

    /// The stamps of the running fast becoming `fast` (nil: set aside) from `before`.
    private func runningStamps(replacing before: ActiveFast?, with fast: ActiveFast?) -> ChangeStamps {
        var stamps = ChangeStamps()
        if let fast, before != fast { stamps.changed = [fast.id] }
        if let before, before.id != fast?.id {
            if fast == nil { stamps.ended = before.id } else { stamps.setAside = [before.id] }
        }
        return stamps
    }

    private func historyStamps(_ change: HistoryChange, active: ActiveFast?) -> ChangeStamps {
        var stamps = ChangeStamps()
        let (history, stored) = (change.history, change.stored)
        if case .ended = change.runningFast { stamps.ended = active?.id }
        if history != stored.history || stamps.ended != nil {
            let before = Dictionary(stored.history.sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let after = Set(history.sessions.map(\.id))
            let deleted = before.values.filter { !after.contains($0.id) }
            let twins = deleted.flatMap { deletionTwins?($0.id, $0.start) ?? [] }.filter { before[$0] == nil && !after.contains($0) }
            stamps.changed = history.sessions.filter { before[$0.id] != $0 }.map(\.id)
            stamps.deleted = deleted.map(\.id) + twins
        }
        if case .replaced(let fast) = change.runningFast {
            // The fast an import brings in place of the running one, stamped in the same save.
            let running = runningStamps(replacing: active, with: fast)
            stamps.changed += running.changed
            stamps.setAside = running.setAside
        }
        return stamps
    }

    /// Writes `change`'s files, in order.
    private func write(_ change: StoreChange, planned: PlannedChange) throws(StoreError) -> AppliedChange {
        switch change {
        case .addWater(let entry, let since):
            return try writeWater(adding: entry, keeping: since)
        case .water(let entries, let month, _):
            try writeWater(entries, month: month)
        case .runningFast(let fast, let recordedCount):
            try writeActiveFast(fast, recordedCount: recordedCount)
        case .settings(let settings):
            try write(to: paths.settings) { try RecordFile.write(members: settings) }
        case .history(let change):
            try writeHistory(change, active: planned.active, account: planned.account)
        case .merge(let merged, let local):
            try saveReplica(merged, over: local)
        case .syncFolder(let folder):
            try saveSyncFolder(folder)
        case .graphics(let choice):
            // A word a reader that finds it damaged passes over (auto): no previous generation.
            try write(to: paths.graphics, keepingPrevious: false) { Data((choice + "\n").utf8) }
        case .account(let account):
            try saveAccount(account)
        case .reminders(let log):
            try saveReminders(log)
        case .repair(let file, let previous, let suffix):
            return AppliedChange(setAside: try repair(file, from: previous, asideSuffix: suffix))
        case .permissions(let path, let mode):
            do {
                try fileSystem.setMode(path, mode: mode)
            } catch {
                throw .fileSystem(error)
            }
        case .undone(let undone):
            return AppliedChange(rewritten: try writeUndone(undone))
        }
        return AppliedChange()
    }

    /// A month's water file: its entries, in order (`inOrder`).
    func writeWater(_ entries: [WaterEntry], month: WaterMonth) throws(StoreError) {
        try write(to: paths.water(month: month)) { try Self.waterDocument(entries) }
    }

    /// The running fast's file: the fast and its copy of the count, or nothing.
    func writeActiveFast(_ fast: ActiveFast?, recordedCount: Int) throws(StoreError) {
        let stored = fast.map { StoredActiveFast(fast: $0, recordedCount: recordedCount) }
        try write(to: paths.activeFast) { try RecordFile.write(stored, under: "fast") }
    }

    /// The new line goes into the file's bytes in time order, the lines before the ones read
    /// kept byte for byte; the file is saved as every file is (whole, durably, its previous
    /// generation kept). A file not as atrest writes it is read whole and written anew.
    private func writeWater(adding entry: WaterEntry, keeping since: Date) throws(StoreError) -> AppliedChange {
        let month = WaterMonth(containing: entry.at)
        let path = paths.water(month: month)
        let data = try contents(at: path) ?? WaterTail.emptyDocument
        let line: ArraySlice<UInt8>?
        do {
            line = try WaterTail.line(entry)
        } catch {
            throw .fileSystem(FileSystemError(.write, path: path, code: EINVAL))
        }
        if let line, let tail = WaterTail.read(data, since: min(since, entry.at), month: month, zones: zones),
           let added = tail.adding(entry, line: line, to: data) {
            try save(added, to: path)
            var entries = tail.entries.filter { $0.at >= since }
            if entry.at >= since { entries.insert(entry, at: entries.lastIndex(where: { $0.at <= entry.at }).map { $0 + 1 } ?? 0) }
            return AppliedChange(month: month, entries: entries)
        }
        let saved = try addWater(entry)
        return AppliedChange(month: month, entries: saved.entries.filter { $0.at >= since })
    }
}
