import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stamps and deletion records (`changes.json`): kept in step by the saves themselves, so no
/// command has to remember them (see `changedAt`).
extension AtrestStore {
    /// `changes.json` with the steps noted since it was written whole (`ChangesTail`).
    package func loadChanges() throws(StoreError) -> ChangeLedger {
        let base = try loadWholeChanges()
        return try loadChangesTail().map { base.applying($0) } ?? base
    }

    /// Writes the ledger whole; a tail there starts again, empty (after: a crash between the
    /// two leaves steps that `changes.json` already holds, which change nothing read again).
    package func saveChanges(_ ledger: ChangeLedger) throws(StoreError) {
        try write(to: paths.changes) { try RecordFile.write(lists: ledger) }
        if fileSystem.exists(paths.changesTail) || fileSystem.exists(AtrestPaths.previous(of: paths.changesTail)) {
            let tail = ChangesTail(over: ledger, identity: nil)
            try write(to: paths.changesTail) { try RecordFile.write(lists: tail) }
        }
    }

    /// `changes.json` alone.
    func loadWholeChanges() throws(StoreError) -> ChangeLedger {
        let path = paths.changes
        guard let data = try contents(at: path) else { return ChangeLedger() }
        return try RecordFile.readLists(ChangeLedger.self, from: data, path: path, zones: zones)
    }

    func loadChangesTail() throws(StoreError) -> ChangesTail? {
        let path = paths.changesTail
        guard let data = try contents(at: path) else { return nil }
        return try RecordFile.readLists(ChangesTail.self, from: data, path: path, zones: zones)
    }

    /// The identity of `changes.json` ("-" for none there) when it is settled; nil when it is
    /// not, or the file system cannot say: then it is read.
    func settledChangesIdentity() -> String? {
        guard let identity = fileSystem.identity(of: paths.changes) else {
            return fileSystem.exists(paths.changes) ? nil : "-"
        }
        return identity.settled ? identity.text : nil
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
        // What the stamps must come after: the tail alone, while `changes.json` is the file it
        // kept the highest stamp of and that stamp is not far ahead; otherwise both, read whole.
        let found = try loadChangesTail()
        var tail: ChangesTail
        var ledger: ChangeLedger
        var floor: Stamp?
        if let found, let base = found.base, base.identity == settledChangesIdentity(), !(base.highest?.isFarAhead(of: now) ?? false) {
            tail = found
            ledger = found.view
            floor = base.highest
        } else {
            let whole = try loadWholeChanges()
            tail = ChangesTail(over: whole, identity: settledChangesIdentity())
            tail.steps = found?.steps ?? []
            tail.settingSteps = found?.settingSteps ?? []
            ledger = whole.applying(tail)
        }
        // Each stamp made here comes after the last: the clock moves on with every one.
        var clock = Stamp.highest(ledger.allStamps + [floor].compactMap { $0 }, now: now)
        func change(replacing previous: Stamp?) -> Stamp {
            let stamp = Stamp.change(at: now, on: device, replacing: previous, clock: clock)
            if !stamp.isFarAhead(of: now) { clock = stamp }
            return stamp
        }
        var steps: [LedgerStep] = []
        func note(_ id: UUID, deleted: Deletion.Kind?) {
            let step = LedgerStep(id: id, deleted: deleted, stamp: change(replacing: ledger.latest(id)))
            ledger.apply(step)
            steps.append(step)
        }
        var settingSteps: [SettingStamp] = []
        for id in changed { note(id, deleted: nil) }
        for key in settings {
            let step = SettingStamp(key: key, stamp: change(replacing: ledger.settings[key]))
            ledger.apply(step)
            settingSteps.append(step)
        }
        var gone = deleted.map { ($0, kind) } + stamps.setAside.map { ($0, Deletion.Kind.running) }
        gone += stamps.waterRemoved.map { ($0, Deletion.Kind.water) }
        if let ended {
            // Ending or setting aside the running fast settles the others sync brought in.
            // A fast recorded in this change needs no record of its running copy's end: the
            // recorded fast already ends that copy everywhere (see `Replica.settle`).
            let own = changed.contains(ended) ? [] : [ended]
            gone += (own + ledger.running.keys.sorted(by: UUID.precedes)).map { ($0, Deletion.Kind.running) }
        }
        for (id, kind) in gone { note(id, deleted: kind) }
        guard !(steps.isEmpty && settingSteps.isEmpty) else { return }
        tail.steps += steps
        tail.settingSteps += settingSteps
        if tail.count > ChangesTail.limit {
            // Folded into `changes.json` now and then: a tail read with every change stays short.
            try saveChanges(loadWholeChanges().applying(tail))
        } else {
            try write(to: paths.changesTail) { try RecordFile.write(lists: tail) }
        }
    }
}
