#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules of a running fast and of a glass of water, member by member in their declared
/// order, named here as well as in `declared` (start-up path: Sources/START-UP.md): `status`
/// checks the running fast and today's glasses on every run, and the first use of each
/// `declared` list made its array type at run time, about 15,500 instructions each.
/// `NamedRulesTests` holds these to `checkDeclared`, member for member.
extension ActiveFast {
    /// The members checked here, in order: a member added to `declared` is added here too.
    package static let namedMembers = ["id", "start", "targetHours", "timeZone", "note"]

    package static func check(_ fast: ActiveFast) -> (field: String, problem: RecordRules.Problem)? {
        if let problem = RecordRules.instant(fast.start) { return ("start", problem) }
        if let problem = RecordRules.targetHours(fast.targetHours) { return ("targetHours", problem) }
        if !fast.timeZone.hasValidName { return ("timeZone", .zoneName) }
        if let note = fast.note, let problem = FastNote.check(note) { return ("note", .note(problem)) }
        return nil
    }
}

extension WaterEntry {
    /// The members checked here, in order: a member added to `declared` is added here too.
    package static let namedMembers = ["id", "at", "milliliters", "timeZone"]

    package static func check(_ entry: WaterEntry) -> (field: String, problem: RecordRules.Problem)? {
        if let problem = RecordRules.instant(entry.at) { return ("at", problem) }
        if let problem = RecordRules.milliliters(entry.milliliters) { return ("milliliters", problem) }
        if !entry.timeZone.hasValidName { return ("timeZone", .zoneName) }
        return nil
    }
}
