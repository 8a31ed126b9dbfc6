import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recorded fast as its year file holds it: the one place its members are named.
extension FastingSession: StoredRecord {
    package static var fields: [StoredField<FastingSession>] {
        [
            .instant("end", \.end),
            .uuid("id", \.id),
            .optionalText("note", \.note),
            .instant("start", \.start),
            .number("targetHours", \.targetHours),
            .zone("timeZone", \.timeZone),
        ]
    }

    package static var blank: FastingSession {
        FastingSession(id: UUID(uuid: UUID.nullBytes), start: .distantPast, end: .distantPast, targetHours: 0, timeZone: .utc)
    }
}

/// The running fast as `active.json` holds it, with a copy of how many fasts are recorded (see
/// `AtrestStore.loadActiveFast`).
package struct StoredActiveFast: StoredRecord, Equatable {
    package var fast: ActiveFast
    package var recordedCount: Int

    package init(fast: ActiveFast, recordedCount: Int) {
        self.fast = fast
        self.recordedCount = recordedCount
    }

    package static var fields: [StoredField<StoredActiveFast>] {
        [
            .uuid("id", \.fast.id),
            .optionalText("note", \.fast.note),
            .int("recordedCount", \.recordedCount),
            .instant("start", \.fast.start),
            .number("targetHours", \.fast.targetHours),
            .zone("timeZone", \.fast.timeZone),
        ]
    }

    package static var blank: StoredActiveFast {
        StoredActiveFast(
            fast: ActiveFast(id: UUID(uuid: UUID.nullBytes), start: .distantPast, targetHours: 0, timeZone: .utc), recordedCount: 0
        )
    }
}

/// A glass of water as its month's file holds it.
extension WaterEntry: StoredRecord {
    package static var fields: [StoredField<WaterEntry>] {
        [
            .instant("at", \.at),
            .uuid("id", \.id),
            .int("milliliters", \.milliliters),
            .zone("timeZone", \.timeZone),
        ]
    }

    package static var blank: WaterEntry {
        WaterEntry(id: UUID(uuid: UUID.nullBytes), at: .distantPast, milliliters: 0, timeZone: .utc)
    }
}

extension UUID {
    static let nullBytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}
