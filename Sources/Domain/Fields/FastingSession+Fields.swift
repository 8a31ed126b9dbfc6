#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The members of a fast, a running fast and a glass of water: the one place each is named.
// A new member goes here (after the property on the type); `Sources/README.md`, "A new
// field", says what follows from it and what is left to write.

extension FastingSession: DeclaredRecord {
    package static let declared: [RecordField<FastingSession>] = [
        RecordField("id", "the fast's id", .id({ $0.id }, { $0.id = $1 })),
        RecordField("start", "when the fast began", .instant({ $0.start }, { $0.start = $1 })),
        RecordField("end", "when the fast ended", .instant({ $0.end }, { $0.end = $1 }), rule: { RecordRules.end($0.end, start: $0.start) }),
        RecordField("targetHours", "a target in hours", .hours({ $0.targetHours }, { $0.targetHours = $1 })),
        RecordField("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 })),
        RecordField("note", "a note", .note({ $0.note }, { $0.note = $1 })),
    ]
}

extension ActiveFast: DeclaredRecord {
    package static let declared: [RecordField<ActiveFast>] = [
        RecordField("id", "the fast's id", .id({ $0.id }, { $0.id = $1 })),
        RecordField("start", "when the fast began", .instant({ $0.start }, { $0.start = $1 })),
        RecordField("targetHours", "a target in hours", .hours({ $0.targetHours }, { $0.targetHours = $1 })),
        RecordField("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 })),
        RecordField("note", "a note", .note({ $0.note }, { $0.note = $1 })),
    ]
}

extension WaterEntry: DeclaredRecord {
    package static let declared: [RecordField<WaterEntry>] = [
        RecordField("id", "the entry's id", .id({ $0.id }, { $0.id = $1 })),
        RecordField("at", "when the water was logged", .instant({ $0.at }, { $0.at = $1 })),
        RecordField("milliliters", "an amount in millilitres", .milliliters({ $0.milliliters }, { $0.milliliters = $1 })),
        RecordField("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 })),
    ]
}
