#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a record's declaration (`DeclaredRecord.member(_:_:)`) hands each member to: its
/// name, the words a message uses for it, what it is, and a rule over the whole record it may
/// break (a fast's end before its start).
///
/// In parts, not as one value: `check` walks the members one at a time, so it never makes the
/// table (`declared`), whose array type the runtime builds from its mangled name on first use,
/// about 15,500 instructions a table; and a member made as a struct was destroyed through its
/// type's value witness, whose metadata was built the same way, 6,000 more a record type.
/// `status` checks the running fast and today's glasses on every run (start-up path:
/// Sources/START-UP.md).
package typealias MemberUse<Record, Result> = (
    _ name: StaticString, _ described: String, _ value: RecordField<Record>.Value, _ rule: RecordField<Record>.Rule?
) -> Result

extension RecordField.Value {
    /// The rule of the member's kind: the one place a kind says what it keeps.
    package func problem(_ record: Record) -> RecordRules.Problem? {
        switch self {
        case .id: nil
        case .instant(let get, _): RecordRules.instant(get(record))
        case .hours(let get, _): RecordRules.targetHours(get(record))
        case .milliliters(let get, _): RecordRules.milliliters(get(record))
        case .zone(let get, _): get(record).hasValidName ? nil : .zoneName
        case .note(let get, _): get(record).flatMap(FastNote.check).map { .note($0) }
        }
    }
}

extension DeclaredRecord {
    /// The members as a table, in declared order: what each record's `declared` is made of,
    /// once.
    package static func table() -> [RecordField<Self>] {
        var fields: [RecordField<Self>] = []
        var place = 0
        while let field = member(place, { RecordField($0, $1, $2, rule: $3) }) {
            fields.append(field)
            place += 1
        }
        return fields
    }

    /// The first rule `record` breaks, with the member that breaks it, in declared order:
    /// member by member, without the table (see `MemberUse`).
    package static func check(_ record: Self) -> (field: String, problem: RecordRules.Problem)? {
        var found: (field: String, problem: RecordRules.Problem)?
        var place = 0
        // The closure returns a Bool, not the optional tuple, whose type the runtime would
        // build from its mangled name here, generic over `Self`.
        while let more = member(place, { name, _, value, rule -> Bool in
            guard let problem = value.problem(record) ?? rule?(record) else { return true }
            found = (name.description, problem)
            return false
        }), more {
            place += 1
        }
        return found
    }
}
