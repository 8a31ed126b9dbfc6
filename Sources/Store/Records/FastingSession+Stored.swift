import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// A recorded fast as its year file holds it: its declared members (`FastingSession.declared`).
extension FastingSession: StoredRecord {
    package static var fields: [StoredField<FastingSession>] { declaredFields }

    package static var blank: FastingSession {
        FastingSession(id: UUID.blank, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 0), targetHours: 0, timeZone: .utc)
    }
}

/// A running fast as `changes.json` and sync's files hold it, beside its stamp (`StampedEntry`).
extension ActiveFast: StoredRecord {
    package static var fields: [StoredField<ActiveFast>] {
        // A fast with an end is a recorded one: a running fast that has one is not as atrest writes it.
        StoredField.sorted([.absent("end")] + declared.map { StoredField.declared($0) })
    }

    package static var blank: ActiveFast {
        ActiveFast(id: UUID.blank, start: Date(timeIntervalSince1970: 0), targetHours: 0, timeZone: .utc)
    }
}

/// The running fast as `active.json` holds it, with a copy of how many fasts are recorded (see
/// `AtrestStore.loadActiveFast`). Its members are named here as well as in `ActiveFast.fields`:
/// reusing that table here cost `status` 5.8 % more instructions (start-up path:
/// Sources/START-UP.md); `StoredFieldTests` holds the two to the same members.
package struct StoredActiveFast: StoredRecord, Equatable {
    package var fast: ActiveFast
    package var recordedCount: Int

    package init(fast: ActiveFast, recordedCount: Int) {
        self.fast = fast
        self.recordedCount = recordedCount
    }

    package static var fields: [StoredField<StoredActiveFast>] {
        [
            .uuid("id", { $0.fast.id }, { $0.fast.id = $1 }),
            .optionalText("note", { $0.fast.note }, { $0.fast.note = $1 }),
            .int("recordedCount", { $0.recordedCount }, { $0.recordedCount = $1 }),
            .instant("start", { $0.fast.start }, { $0.fast.start = $1 }),
            .number("targetHours", { $0.fast.targetHours }, { $0.fast.targetHours = $1 }),
            .zone("timeZone", { $0.fast.timeZone }, { $0.fast.timeZone = $1 }),
        ]
    }

    package static var blank: StoredActiveFast {
        StoredActiveFast(
            fast: ActiveFast(id: UUID.blank, start: Date(timeIntervalSince1970: 0), targetHours: 0, timeZone: .utc), recordedCount: 0
        )
    }
}

/// A glass of water as its month's file holds it. Its members are named here as well as in
/// `WaterEntry.declared`: `water add` reads and writes this table, and deriving it there is
/// work at start-up (start-up path: Sources/START-UP.md); `StoredFieldTests` holds the two
/// to the same members.
extension WaterEntry: StoredRecord {
    package static var fields: [StoredField<WaterEntry>] {
        [
            .instant("at", { $0.at }, { $0.at = $1 }),
            .uuid("id", { $0.id }, { $0.id = $1 }),
            .int("milliliters", { $0.milliliters }, { $0.milliliters = $1 }),
            .zone("timeZone", { $0.timeZone }, { $0.timeZone = $1 }),
        ]
    }

    package static var blank: WaterEntry {
        WaterEntry(id: UUID.blank, at: Date(timeIntervalSince1970: 0), milliliters: 0, timeZone: .utc)
    }
}

extension UUID {
    /// The id of a blank record, replaced by the one read (made once: a record is read blank first).
    static let blank = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
