import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// A record with the stamp of its last change beside its own members, as `changes.json` keeps
/// a running fast and sync's files keep every record: `changed` (UTC) and `changedBy` (a
/// computer's id) both, or neither for a record last changed before stamps existed; with
/// `changedCounter` beside them when the stamp's counter is not 0.
///
/// The record's members come from its own table, so a member added there travels too.
struct StampedEntry<Value: StoredRecord>: StoredRecord {
    var value: Value
    var changed: Date?
    var changedBy: UUID?
    var changedCounter = 0

    init(_ value: Value, changed: Date?, changedBy: UUID?, changedCounter: Int = 0) {
        self.value = value
        self.changed = changed
        self.changedBy = changedBy
        self.changedCounter = changedCounter
    }

    init(_ value: Value, stamp: Stamp) {
        let stamped = !stamp.isUnstamped
        self.init(value, changed: stamped ? stamp.at : nil, changedBy: stamped ? stamp.device : nil, changedCounter: stamped ? stamp.counter : 0)
    }

    /// The stamp; nil when only one of its two members is there, which atrest never writes.
    var stamp: Stamp? {
        switch (changed, changedBy) {
        case (nil, nil): .unstamped
        case (let at?, let device?): Stamp(at: at, counter: changedCounter, device: device)
        default: nil
        }
    }

    static var fields: [StoredField<StampedEntry>] {
        let stamp = StoredField<StampedEntry>.stampMembers(
            isRequired: false,
            at: { $0.changed }, { $0.changed = $1 },
            by: { $0.changedBy }, { $0.changedBy = $1 },
            counter: { $0.changedCounter }, { $0.changedCounter = $1 }
        )
        return StoredField.sorted(stamp + Value.fields.map { $0.within(\.value) })
    }

    static var blank: StampedEntry { StampedEntry(Value.blank, changed: nil, changedBy: nil) }
}
