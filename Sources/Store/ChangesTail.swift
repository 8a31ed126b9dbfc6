import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `changes-recent.json`: the stamps and deletions noted since `changes.json` was last written
/// whole, as steps in the order they were made, so that a change costs the same over fifty
/// years as over one. `changes.json` is read with its steps applied after it (`applying`);
/// past `limit` steps they are folded into it and the tail starts again (`compacted`).
///
/// Beside the steps it keeps what a change needs of `changes.json` without reading it: its
/// highest stamp, its running fasts and its settings' stamps, with the identity the file had
/// (`base`). Where `changes.json` is no longer that file (a sync wrote it, or a crash came
/// between writing it and this), the change reads it whole instead.
package struct ChangesTail: Sendable {
    /// Steps kept before they are folded into `changes.json`.
    package static let limit = 128

    /// What was kept of `changes.json`; nil where its identity was not settled (just written).
    var base: Base?
    /// The running fasts and settings' stamps of `changes.json`, as `base` saw them.
    var running: [UUID: Stamped<ActiveFast>] = [:]
    var settings: [SettingKey: Stamp] = [:]
    var steps: [LedgerStep] = []
    var settingSteps: [SettingStamp] = []

    struct Base: Sendable, Equatable {
        /// `FileIdentity.text` of `changes.json` ("-" for none there).
        var identity: String
        /// Its highest stamp, far ahead or not; nil for none.
        var highest: Stamp?
    }

    /// A tail over `ledger`, a `changes.json` whose settled identity is `identity` (nil: unknown).
    init(over ledger: ChangeLedger, identity: String?) {
        base = identity.map { Base(identity: $0, highest: ledger.allStamps.max()) }
        running = ledger.running
        settings = ledger.settings
    }

    var count: Int { steps.count + settingSteps.count }

    /// What a change needs to stamp after everything kept, without `changes.json`: its running
    /// fasts and settings with the steps applied. Its records' own stamps are all at or below
    /// `base.highest`, which the clock takes in, so they cannot be the latest of any record
    /// while that stamp is not far ahead (the caller checks).
    var view: ChangeLedger {
        var ledger = ChangeLedger()
        ledger.running = running
        ledger.settings = settings
        return ledger.applying(self)
    }
}

/// One stamp noted: a record's (`deleted` nil), or its deletion of that kind.
struct LedgerStep: Sendable, Equatable {
    var id: UUID
    var deleted: Deletion.Kind?
    var stamp: Stamp
}

extension ChangeLedger {
    /// This ledger with `tail`'s steps applied in order.
    package func applying(_ tail: ChangesTail) -> ChangeLedger {
        var ledger = self
        for step in tail.steps { ledger.apply(step) }
        for step in tail.settingSteps { ledger.apply(step) }
        return ledger
    }

    /// Applies a step as the change that made it did. A step no later than what is kept for
    /// its record changes nothing: a change's stamps always come after it, and so a tail read
    /// again over a `changes.json` that holds it already (a crash after writing it whole, before
    /// the tail started again) or that a sync has since moved past leaves it as it is.
    mutating func apply(_ step: LedgerStep) {
        guard latest(step.id).map({ $0 < step.stamp }) ?? true else { return }
        guard let kind = step.deleted else {
            stamps[step.id] = step.stamp
            // A fast changed after its deletion is back (as the merge has it); only the kinds
            // that delete a recorded fast go: a set-aside stays what it was.
            if let deletion = deletions[step.id] {
                let overtaken = Set([Deletion.Kind.fast, .water].filter { deletion.stamp(of: $0).map { $0 < step.stamp } ?? false })
                if !overtaken.isEmpty { deletions[step.id] = deletion.without(overtaken) }
            }
            return
        }
        Deletion.add(Deletion(id: step.id, kind: kind, stamp: step.stamp), to: &deletions)
        if kind == .running { running[step.id] = nil } else { stamps[step.id] = nil }
    }

    mutating func apply(_ step: SettingStamp) {
        guard settings[step.key].map({ $0 < step.stamp }) ?? true else { return }
        settings[step.key] = step.stamp
    }
}

// MARK: Stored

extension ChangesTail: StoredLists {
    package static var lists: [StoredList<ChangesTail>] {
        [
            .checked("base", { tail in tail.base.map { [StoredBase($0)] } ?? [] }, { tail, bases in
                for stored in bases {
                    // Half a stamp is none atrest writes.
                    guard let highest = stored.highest.stamp else {
                        return ShapeProblem(path: "base.changed", reason: "has half a stamp (changed without changedBy, or the other way)")
                    }
                    tail.base = ChangesTail.Base(identity: stored.identity, highest: highest)
                }
                return nil
            }),
            .of("running", { tail in
                tail.running.values.sorted { ActiveFast.precedes($0.value, $1.value) }.map { StampedEntry($0.value, stamp: $0.stamp) }
            }, { tail, entries in
                for entry in entries { tail.running[entry.value.id] = Stamped(entry.value, entry.stamp ?? .unstamped) }
            }),
            .of("settingSteps", { $0.settingSteps }, { $0.settingSteps = $1 }),
            .of("settings", { tail in tail.settings.sorted { $0.key < $1.key }.map { SettingStamp(key: $0.key, stamp: $0.value) } }, { tail, stamps in
                for setting in stamps { tail.settings[setting.key] = setting.stamp }
            }),
            .of("steps", { $0.steps.map(StoredStep.init) }, { tail, steps in tail.steps = steps.map(\.step) }),
        ]
    }

    package static var blank: ChangesTail { ChangesTail(over: ChangeLedger(), identity: nil) }
}

/// `base`'s one entry: `identity`, and the highest stamp's members where there is one.
struct StoredBase: StoredRecord {
    var identity: String
    var highest: StampParts

    init(_ base: ChangesTail.Base) {
        identity = base.identity
        highest = StampParts(base.highest)
    }

    static var fields: [StoredField<StoredBase>] {
        StoredField.sorted(
            [.text("identity", { $0.identity }, { $0.identity = $1 })]
                + StampParts.fields("changed", "changedBy", "changedCounter").map { $0.within(\.highest) }
        )
    }

    static var blank: StoredBase { StoredBase(ChangesTail.Base(identity: "", highest: nil)) }
}

/// A step as the tail holds it: `id`, the stamp's members, and `deleted` with the kind of a deletion.
struct StoredStep: StoredRecord {
    var step: LedgerStep

    init(_ step: LedgerStep) { self.step = step }

    static var fields: [StoredField<StoredStep>] {
        StoredField.sorted(
            StoredField.stamp({ $0.step.stamp }, { $0.step.stamp = $1 }) + [
                .uuid("id", { $0.step.id }, { $0.step.id = $1 }),
                .optional("deleted", { $0.step.deleted }, { $0.step.deleted = $1 }, kind: "a kind of record", read: { cursor in
                    cursor.string().flatMap(Deletion.Kind.init(rawValue:)).map { Optional($0) }
                }, write: { kind, key, members in if let kind { members.member(key, string: kind.rawValue) } }),
            ]
        )
    }

    static var blank: StoredStep { StoredStep(LedgerStep(id: UUID.blank, deleted: nil, stamp: .unstamped)) }
}
