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
        guard let document = try read(ChangesDocument.self, at: path) else { return ChangeLedger() }
        return try ledger(document, path: path)
    }

    /// The values of a changes document read from `path` (a file, or an export's `changes`).
    package func ledger(_ document: ChangesDocument, path: String) throws(StoreError) -> ChangeLedger {
        var ledger = ChangeLedger()
        func stamp(_ changed: String, _ by: UUID, _ field: String) throws(StoreError) -> Stamp {
            Stamp(at: try stampInstant(changed, path: path, field: field), device: by)
        }
        for (index, record) in document.stamps.enumerated() {
            ledger.stamps[record.id] = try stamp(record.changed, record.changedBy, "stamps[\(index)].changed")
            ledger.order.append(record.id)
        }
        for (index, record) in document.settings.enumerated() {
            guard let key = SettingKey(rawValue: record.key) else {
                throw .damaged(path: path, reason: "settings[\(index)].key: \"\(record.key)\" is not a setting")
            }
            ledger.settings[key] = try stamp(record.changed, record.changedBy, "settings[\(index)].changed")
        }
        for (index, record) in document.deletions.enumerated() {
            guard let kind = Deletion.Kind(rawValue: record.kind) else {
                throw .damaged(path: path, reason: "deletions[\(index)].kind: \"\(record.kind)\" is not a kind of record")
            }
            let deletion = Deletion(id: record.id, kind: kind, stamp: try stamp(record.changed, record.changedBy, "deletions[\(index)].changed"))
            ledger.deletions[record.id] = ledger.deletions[record.id].map { Deletion.stays($0, over: deletion) ? $0 : deletion } ?? deletion
            ledger.order.append(record.id)
        }
        for (index, record) in document.running.enumerated() {
            let fast = ActiveFast(
                id: record.id, start: try stampInstant(record.start, path: path, field: "running[\(index)].start"),
                targetHours: record.targetHours, timeZone: zone(record.timeZone), note: record.note
            )
            let changed = try record.changed.map { (text) throws(StoreError) in try stampInstant(text, path: path, field: "running[\(index)].changed") }
            let stamp = changed.flatMap { at in record.changedBy.map { Stamp(at: at, device: $0) } } ?? .unstamped
            ledger.running[record.id] = Stamped(fast, stamp)
        }
        return ledger
    }

    private func stampInstant(_ text: String, path: String, field: String) throws(StoreError) -> Date {
        guard let date = Timestamp.parse(text) else { throw .damaged(path: path, reason: "\(field): not a date") }
        return date
    }

    package func saveChanges(_ ledger: ChangeLedger) throws(StoreError) {
        try write(ChangesDocument(ledger), to: paths.changes)
    }
}

extension ChangesDocument {
    package init(_ ledger: ChangeLedger) {
        var document = ChangesDocument()
        let ids = ledger.ordered(ledger.stamps.keys)
        document.stamps = ids.compactMap { id in
            ledger.stamps[id].map { StampRecord(id: id, changed: Timestamp.formatUTC($0.at), changedBy: $0.device) }
        }
        document.settings = ledger.settings.keys.sorted().compactMap { key in
            ledger.settings[key].map { SettingStampRecord(key: key.rawValue, changed: Timestamp.formatUTC($0.at), changedBy: $0.device) }
        }
        document.deletions = ledger.ordered(ledger.deletions.keys).compactMap { id in
            ledger.deletions[id].map {
                DeletionRecord(id: id, kind: $0.kind.rawValue, changed: Timestamp.formatUTC($0.stamp.at), changedBy: $0.stamp.device)
            }
        }
        document.running = ledger.running.values.sorted { $0.value.start < $1.value.start }.map { running in
            let fast = running.value
            let stamped = !running.stamp.isUnstamped
            return RunningRecord(
                id: fast.id, start: Timestamp.formatUTC(fast.start), targetHours: fast.targetHours, timeZone: fast.timeZone.identifier,
                note: fast.note, changed: stamped ? Timestamp.formatUTC(running.stamp.at) : nil, changedBy: stamped ? running.stamp.device : nil
            )
        }
        self = document
    }
}

extension AtrestStore {

    /// Notes a change made here: `changed` ids stamped now, `deleted` ones as deletions of
    /// `kind`, `ended` the running fast recorded or set aside (with any others beside it). Nothing happens for saves that carry no stamp (`changedAt` nil: a merge).
    func noteChanges(
        changed: [UUID] = [], deleted: [UUID] = [], kind: Deletion.Kind = .fast, settings: [SettingKey] = [],
        ended: UUID? = nil
    ) throws(StoreError) {
        guard let now = changedAt, !(changed.isEmpty && deleted.isEmpty && settings.isEmpty && ended == nil) else { return }
        let device = try deviceID()
        var ledger = try loadChanges()
        let before = ledger
        for id in changed {
            ledger.stamps[id] = Stamp.change(at: now, on: device, replacing: ledger.stamps[id])
            // A fast changed after its deletion is back (as the merge has it).
            if let deletion = ledger.deletions[id], deletion.kind == .fast, deletion.stamp < ledger.stamp(id) { ledger.deletions[id] = nil }
        }
        for key in settings {
            ledger.settings[key] = Stamp.change(at: now, on: device, replacing: ledger.settings[key])
        }
        var gone = deleted.map { ($0, kind) }
        if let ended {
            // Ending or setting aside the running fast settles the others sync brought in.
            // A fast recorded in this change needs no record of its running copy's end: the
            // recorded fast already ends that copy everywhere (see `Replica.settle`).
            let own = changed.contains(ended) ? [] : [ended]
            gone += (own + ledger.running.keys).map { ($0, Deletion.Kind.running) }
            ledger.running = [:]
        }
        for (id, kind) in gone {
            let deletion = Deletion(id: id, kind: kind, stamp: Stamp.change(at: now, on: device, replacing: ledger.stamps[id]))
            ledger.deletions[id] = ledger.deletions[id].map { Deletion.stays($0, over: deletion) ? $0 : deletion } ?? deletion
            if kind != .running { ledger.stamps[id] = nil }
        }
        if ledger != before { try saveChanges(ledger) }
    }
}
