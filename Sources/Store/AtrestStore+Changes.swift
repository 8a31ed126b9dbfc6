import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stamps and deletion records (`changes.json`): kept in step by the saves themselves, so no
/// command has to remember them (see `changedAt`).
extension AtrestStore {
    package func loadChanges() throws(StoreError) -> ChangeLedger {
        let path = paths.changes
        guard let data = try contents(at: path) else { return ChangeLedger() }
        return try RecordFile.readLists(ChangeLedger.self, from: data, path: path, zones: zones)
    }

    package func saveChanges(_ ledger: ChangeLedger) throws(StoreError) {
        try write(to: paths.changes) { try RecordFile.write(lists: ledger) }
    }
}

extension AtrestStore {

    /// Notes a change made here: `changed` ids stamped now, `deleted` ones as deletions of
    /// `kind`, `ended` the running fast recorded or set aside (with any others beside it).
    func noteChanges(
        changed: [UUID] = [], deleted: [UUID] = [], kind: Deletion.Kind = .fast, settings: [SettingKey] = [],
        ended: UUID? = nil
    ) throws(StoreError) {
        try noteChanges(ChangeStamps(changed: changed, deleted: deleted, kind: kind, settings: settings, ended: ended))
    }

    /// Saves a change's stamps (`StoreChange`), in one save of the ledger. Nothing happens
    /// for saves that carry no stamp (`changedAt` nil: a merge).
    func noteChanges(_ stamps: ChangeStamps) throws(StoreError) {
        guard let now = changedAt, !stamps.isEmpty else { return }
        let (changed, deleted, kind, settings, ended) = (stamps.changed, stamps.deleted, stamps.kind, stamps.settings, stamps.ended)
        let device = try deviceID()
        var ledger = try loadChanges()
        let before = ledger
        // Each stamp made here comes after the last: the clock moves on with every one.
        var clock = ledger.clock(now: now)
        func change(replacing previous: Stamp?) -> Stamp {
            let stamp = Stamp.change(at: now, on: device, replacing: previous, clock: clock)
            if !stamp.isFarAhead(of: now) { clock = stamp }
            return stamp
        }
        for id in changed {
            ledger.stamps[id] = change(replacing: ledger.latest(id))
            // A fast changed after its deletion is back (as the merge has it).
            // Only the kinds that delete a recorded fast go: a set-aside stays what it was.
            if let deletion = ledger.deletions[id] {
                let stamp = ledger.stamp(id)
                let overtaken = Set([Deletion.Kind.fast, .water].filter { deletion.stamp(of: $0).map { $0 < stamp } ?? false })
                if !overtaken.isEmpty { ledger.deletions[id] = deletion.without(overtaken) }
            }
        }
        for key in settings {
            ledger.settings[key] = change(replacing: ledger.settings[key])
        }
        var gone = deleted.map { ($0, kind) } + stamps.setAside.map { ($0, Deletion.Kind.running) }
        if let ended {
            // Ending or setting aside the running fast settles the others sync brought in.
            // A fast recorded in this change needs no record of its running copy's end: the
            // recorded fast already ends that copy everywhere (see `Replica.settle`).
            let own = changed.contains(ended) ? [] : [ended]
            gone += (own + ledger.running.keys).map { ($0, Deletion.Kind.running) }
            ledger.running = [:]
        }
        for (id, kind) in gone {
            let deletion = Deletion(id: id, kind: kind, stamp: change(replacing: ledger.latest(id)))
            Deletion.add(deletion, to: &ledger.deletions)
            if kind != .running { ledger.stamps[id] = nil }
        }
        if ledger != before { try saveChanges(ledger) }
    }
}
