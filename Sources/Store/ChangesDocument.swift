import Domain
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
package struct ChangesDocument: CodableDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    /// Fasts, recorded or running, by id.
    package var stamps: [StampRecord] = []
    package var settings: [SettingStampRecord] = []
    package var deletions: [DeletionRecord] = []
    /// Running fasts other than the one in `active.json`.
    package var running: [RunningRecord] = []

    package init() {}
}

/// A stamp as files and sync folders hold it: `changed` in UTC, `changedBy` a computer's id.
package struct StampText: Codable, Sendable, Equatable {
    package var changed: String
    package var changedBy: UUID

    package init(_ stamp: Stamp) {
        changed = Timestamp.formatUTC(stamp.at)
        changedBy = stamp.device
    }

    /// The stamp; nil when `changed` is not a date.
    package var stamp: Stamp? { Timestamp.parse(changed).map { Stamp(at: $0, device: changedBy) } }
}

package struct StampRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var changed: String
    package var changedBy: UUID
}

package struct SettingStampRecord: Codable, Sendable, Equatable {
    package var key: String
    package var changed: String
    package var changedBy: UUID
}

package struct DeletionRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var kind: String
    package var changed: String
    package var changedBy: UUID
}

package struct RunningRecord: Codable, Sendable, Equatable {
    package var id: UUID
    package var start: String
    package var targetHours: Double
    package var timeZone: String
    package var note: String?
    package var changed: String?
    package var changedBy: UUID?
}

/// What `changes.json` says, read into values.
package struct ChangeLedger: Sendable {
    package var stamps: [UUID: Stamp] = [:]
    package var settings: [SettingKey: Stamp] = [:]
    package var deletions: [UUID: Deletion] = [:]
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

    /// The ids of `keys` in `order`, then the rest in order of id.
    func ordered(_ keys: some Collection<UUID>) -> [UUID] {
        let present = Set(keys)
        let kept = order.filter { present.contains($0) }
        let seen = Set(kept)
        return kept + keys.filter { !seen.contains($0) }.sorted(by: UUID.precedes)
    }

    package func stamp(_ id: UUID) -> Stamp { stamps[id] ?? .unstamped }
}

extension ChangeLedger: Equatable {
    package static func == (a: ChangeLedger, b: ChangeLedger) -> Bool {
        a.stamps == b.stamps && a.settings == b.settings && a.deletions == b.deletions && a.running == b.running
    }
}
