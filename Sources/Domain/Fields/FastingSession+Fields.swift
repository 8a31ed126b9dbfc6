#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The members of a fast, a running fast and a glass of water: the one place each is named,
// each at its place in the order export, `--json` and CSV write them. A new member goes here
// (after the property on the type), as the next case; `Sources/README.md`, "A new field",
// says what follows from it and what is left to write.

extension FastingSession: DeclaredRecord {
    package static let declared = table()

    package static func member<Result>(_ place: Int, _ use: MemberUse<FastingSession, Result>) -> Result? {
        switch place {
        case 0: use("id", "the fast's id", .id({ $0.id }, { $0.id = $1 }), nil)
        case 1: use("start", "when the fast began", .instant({ $0.start }, { $0.start = $1 }), nil)
        case 2: use("end", "when the fast ended", .instant({ $0.end }, { $0.end = $1 }), { RecordRules.end($0.end, start: $0.start) })
        case 3: use("targetHours", "a target in hours", .hours({ $0.targetHours }, { $0.targetHours = $1 }), nil)
        case 4: use("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 }), nil)
        case 5: use("note", "a note", .note({ $0.note }, { $0.note = $1 }), nil)
        default: nil
        }
    }
}

extension ActiveFast: DeclaredRecord {
    package static let declared = table()

    package static func member<Result>(_ place: Int, _ use: MemberUse<ActiveFast, Result>) -> Result? {
        switch place {
        case 0: use("id", "the fast's id", .id({ $0.id }, { $0.id = $1 }), nil)
        case 1: use("start", "when the fast began", .instant({ $0.start }, { $0.start = $1 }), nil)
        case 2: use("targetHours", "a target in hours", .hours({ $0.targetHours }, { $0.targetHours = $1 }), nil)
        case 3: use("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 }), nil)
        case 4: use("note", "a note", .note({ $0.note }, { $0.note = $1 }), nil)
        default: nil
        }
    }
}

extension WaterEntry: DeclaredRecord {
    package static let declared = table()

    package static func member<Result>(_ place: Int, _ use: MemberUse<WaterEntry, Result>) -> Result? {
        switch place {
        case 0: use("id", "the entry's id", .id({ $0.id }, { $0.id = $1 }), nil)
        case 1: use("at", "when the water was logged", .instant({ $0.at }, { $0.at = $1 }), nil)
        case 2: use("milliliters", "an amount in millilitres", .milliliters({ $0.milliliters }, { $0.milliliters = $1 }), nil)
        case 3: use("timeZone", "a time zone name", .zone({ $0.timeZone }, { $0.timeZone = $1 }), nil)
        default: nil
        }
    }
}
