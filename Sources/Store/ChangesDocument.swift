import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `changes.json`: when each record was last changed and on which computer, what was deleted,
/// and any second running fast brought in by `sync` (see `Replica`).
///
/// Kept beside the records rather than inside them, so the record files keep the shape every
/// earlier atrest reads; a record it does not name was last changed before stamps existed.
package struct ChangeLedger: Sendable {
    /// Fasts, recorded or running, by id.
    package var stamps: [UUID: Stamp] = [:]
    package var settings: [SettingKey: Stamp] = [:]
    package var deletions: [UUID: Deletion] = [:]
    /// Running fasts other than the one in `active.json`.
    package var running: [UUID: Stamped<ActiveFast>] = [:]
    /// The ids in the order the file had them: kept, with new ids after them, so a change
    /// rewrites the file in place rather than reshuffling it.
    var order: [UUID] = []

    package init() {}

    /// The same ledger written in order of id, as an export writes it: the same on every computer.
    package var inIDOrder: ChangeLedger {
        var ledger = self
        ledger.order = []
        return ledger
    }

    /// The ids of `keys` in `order`, then the rest in order of id; each once, though `order`
    /// names an id both stamped and deleted (a running fast set aside) twice.
    func ordered(_ keys: some Collection<UUID>) -> [UUID] {
        let present = Set(keys)
        var seen = Set<UUID>()
        let kept = order.filter { present.contains($0) && seen.insert($0).inserted }
        return kept + keys.filter { !seen.contains($0) }.sorted(by: UUID.precedes)
    }

    package func stamp(_ id: UUID) -> Stamp { stamps[id] ?? .unstamped }

    /// The latest stamp this file keeps for `id`, of the record or of its deletion: what a
    /// change to it must come after to win (a fast brought back after its deletion stays).
    package func latest(_ id: UUID) -> Stamp? {
        [stamps[id], running[id]?.stamp, deletions[id]?.latest].compactMap { $0 }.max()
    }

    /// Every stamp kept here: each record's, each setting's, each deletion's.
    package var allStamps: [Stamp] {
        Array(stamps.values) + settings.values + deletions.values.flatMap(\.stamps) + running.values.map(\.stamp)
    }

    /// This computer's hybrid logical clock as of `now`: the highest stamp kept that is not far
    /// ahead of it (`Stamp.reach`). Every merge keeps the winning stamp of each record and
    /// every deletion's, so what sync and import brought in counts as seen; nothing else needs
    /// keeping, and an `undo` (which never puts this file back) cannot take the clock back.
    package func clock(now: Date) -> Stamp? { Stamp.highest(allStamps, now: now) }
}

extension ChangeLedger: Equatable {
    package static func == (a: ChangeLedger, b: ChangeLedger) -> Bool {
        a.stamps == b.stamps && a.settings == b.settings && a.deletions == b.deletions && a.running == b.running
    }
}

// MARK: Stored

extension ChangeLedger: StoredLists {
    package static var lists: [StoredList<ChangeLedger>] {
        [
            .checked("deletions", { ledger in ledger.ordered(ledger.deletions.keys).compactMap { ledger.deletions[$0].map(StoredDeletion.init) } }, { ledger, deletions in
                for (index, deletion) in deletions.enumerated() {
                    if let problem = Deletion.adding(deletion, to: &ledger.deletions, at: index, list: "deletions") { return problem }
                    ledger.order.append(deletion.id)
                }
                return nil
            }),
            .of("running", { ledger in
                ledger.running.values.sorted { ActiveFast.precedes($0.value, $1.value) }.map { StampedEntry($0.value, stamp: $0.stamp) }
            }, { ledger, entries in
                // Only one of a stamp's two members reads as none, as it always has here.
                for entry in entries { ledger.running[entry.value.id] = Stamped(entry.value, entry.stamp ?? .unstamped) }
            }),
            .of("settings", { ledger in ledger.settings.sorted { $0.key < $1.key }.map { SettingStamp(key: $0.key, stamp: $0.value) } }, { ledger, stamps in
                for setting in stamps { ledger.settings[setting.key] = setting.stamp }
            }),
            .of("stamps", { ledger in ledger.ordered(ledger.stamps.keys).compactMap { id in ledger.stamps[id].map { IDStamp(id: id, stamp: $0) } } }, { ledger, stamps in
                for stamp in stamps {
                    ledger.stamps[stamp.id] = stamp.stamp
                    ledger.order.append(stamp.id)
                }
            }),
        ]
    }

    package static var blank: ChangeLedger { ChangeLedger() }
}

/// A stamp's members, as every entry of `changes.json` and sync's files hold them: `changed`
/// in UTC, `changedBy` a computer's id, and `changedCounter` only when it is not 0 (so a file
/// of stamps without it reads, and is written, as every earlier atrest wrote it).
extension StoredField {
    static func stamp(_ get: @escaping (Record) -> Stamp, _ set: @escaping (inout Record, Stamp) -> Void) -> [Self] {
        stampMembers(
            isRequired: true,
            at: { get($0).at }, { set(&$0, Stamp(at: $1, counter: get($0).counter, device: get($0).device)) },
            by: { get($0).device }, { set(&$0, Stamp(at: get($0).at, counter: get($0).counter, device: $1)) },
            counter: { get($0).counter }, { set(&$0, Stamp(at: get($0).at, counter: $1, device: get($0).device)) }
        )
    }

    /// The three members, their rules written here only: required where every entry has a
    /// stamp, optional beside a record last changed before stamps existed (`StampedEntry`),
    /// which has neither, and in a stamp of a narrower kind (`StampParts`), named as `keys` say.
    static func stampMembers(
        isRequired: Bool, keys: (changed: StaticString, by: StaticString, counter: StaticString) = ("changed", "changedBy", "changedCounter"),
        at: @escaping (Record) -> Date?, _ setAt: @escaping (inout Record, Date) -> Void,
        by: @escaping (Record) -> UUID?, _ setBy: @escaping (inout Record, UUID) -> Void,
        counter: @escaping (Record) -> Int, _ setCounter: @escaping (inout Record, Int) -> Void
    ) -> [Self] {
        [
            Self(key: keys.changed, isRequired: isRequired, kind: "a date", read: { cursor, record, _ in
                guard let text = cursor.plainBytes(), let date = Timestamp.parse(utf8: text) else { return false }
                setAt(&record, date)
                return true
            }, write: { record, members in
                if let date = at(record) { members.member(keys.changed, plain: { Timestamp.writeUTC(date, into: &$0) }) }
            }),
            Self(key: keys.by, isRequired: isRequired, kind: "an id", read: { cursor, record, _ in
                guard let id = cursor.uuid() else { return false }
                setBy(&record, id)
                return true
            }, write: { record, members in
                if let id = by(record) { members.member(keys.by, plain: { id.writeUppercase(into: &$0) }) }
            }),
            // Absent for 0; a count no atrest makes refuses the file.
            .optional(keys.counter, counter, setCounter, kind: "a count of changes", read: { cursor in
                cursor.int().flatMap { (0...Stamp.counterLimit).contains($0) ? $0 : nil }
            }, write: { counter, key, members in if counter != 0 { members.member(key, int: counter) } }),
        ]
    }
}

/// A fast's stamp, recorded or running.
struct IDStamp: StoredRecord {
    var id: UUID
    var stamp: Stamp

    static var fields: [StoredField<IDStamp>] {
        StoredField.stamp({ $0.stamp }, { $0.stamp = $1 }) + [.uuid("id", { $0.id }, { $0.id = $1 })]
    }

    static var blank: IDStamp { IDStamp(id: UUID.blank, stamp: .unstamped) }
}

/// A setting's stamp; a setting this atrest does not know refuses the file (see `SettingKey`).
struct SettingStamp: StoredRecord {
    var key: SettingKey
    var stamp: Stamp

    static var fields: [StoredField<SettingStamp>] {
        StoredField.stamp({ $0.stamp }, { $0.stamp = $1 }) + [
            .value("key", { $0.key }, { $0.key = $1 }, kind: "a setting", read: { $0.string().flatMap(SettingKey.init(rawValue:)) }, write: {
                $2.member($1, string: $0.rawValue)
            }),
        ]
    }

    static var blank: SettingStamp { SettingStamp(key: .targetHours, stamp: .unstamped) }
}
