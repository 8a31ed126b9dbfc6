#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One member of a record, declared once for every format: its name, what it is (which says
/// its rule and how each format writes and reads it), the words a message uses for it, and a
/// rule over the whole record that it may break. A record's table (`DeclaredRecord.declared`),
/// made from its members as it declares them (`DeclaredRecord.member(_:_:)`), in the order
/// the formats write them: the store's table, export, import, `--json`, CSV, the merge's
/// tie-breaker and sameness all follow from it, and `RecordRules.check` from the members.
/// A member of a new kind is a new case of `Value`, and the compiler names every format that
/// must say how it carries one.
package struct RecordField<Record>: Sendable {
    package let name: StaticString
    /// What a message says is needed when it is missing: "when the fast began".
    package let described: String
    package let value: Value
    /// A rule over the whole record this member breaks (a fast's end before its start).
    package let rule: Rule?

    package typealias Rule = @Sendable (Record) -> RecordRules.Problem?

    package enum Value {
        /// The record's identity: records meet by it, so a merge never compares it.
        case id(@Sendable (Record) -> UUID, @Sendable (inout Record, UUID) -> Void)
        /// An instant, none before 1900; formats write it in the record's own zone.
        case instant(@Sendable (Record) -> Date, @Sendable (inout Record, Date) -> Void)
        /// A number of hours (a target), within `TargetHours.range`.
        case hours(@Sendable (Record) -> Double, @Sendable (inout Record, Double) -> Void)
        /// Whole millilitres, within `WaterAmount.range`.
        case milliliters(@Sendable (Record) -> Int, @Sendable (inout Record, Int) -> Void)
        /// The zone the record was kept in, by its name.
        case zone(@Sendable (Record) -> Zone, @Sendable (inout Record, Zone) -> Void)
        /// A line the person wrote, or none (`FastNote`).
        case note(@Sendable (Record) -> String?, @Sendable (inout Record, String?) -> Void)
    }

    package init(_ name: StaticString, _ described: String, _ value: Value, rule: Rule? = nil) {
        self.name = name
        self.described = described
        self.value = value
        self.rule = rule
        text = name.description
    }

    /// `name` as text, made once: import looks each member up by it for every record.
    package let text: String

    /// Whether `a` and `b` hold the same value here, as files store it (zones by name).
    package func same(_ a: Record, _ b: Record) -> Bool {
        switch value {
        case .id(let get, _): get(a) == get(b)
        case .instant(let get, _): get(a) == get(b)
        case .hours(let get, _): get(a) == get(b)
        case .milliliters(let get, _): get(a) == get(b)
        case .zone(let get, _): get(a).identifier == get(b).identifier
        case .note(let get, _): get(a) == get(b)
        }
    }

    /// The value as the merge's last tie-breaker compares it; nil for the id, which both sides share.
    package func mergeText(_ record: Record) -> String? {
        switch value {
        case .id: nil
        case .instant(let get, _): "\(get(record).timeIntervalSince1970)"
        case .hours(let get, _): "\(get(record))"
        case .milliliters(let get, _): "\(get(record))"
        case .zone(let get, _): get(record).identifier
        case .note(let get, _): get(record) ?? ""
        }
    }

    /// Copies this member of `source` into `record`'s member `into`, when both are of one
    /// kind; false when they are not.
    package func carry<Other>(_ source: Record, into record: inout Other, _ into: RecordField<Other>) -> Bool {
        switch (value, into.value) {
        case (.id(let get, _), .id(_, let set)): set(&record, get(source))
        case (.instant(let get, _), .instant(_, let set)): set(&record, get(source))
        case (.hours(let get, _), .hours(_, let set)): set(&record, get(source))
        case (.milliliters(let get, _), .milliliters(_, let set)): set(&record, get(source))
        case (.zone(let get, _), .zone(_, let set)): set(&record, get(source))
        case (.note(let get, _), .note(_, let set)): set(&record, get(source))
        default: return false
        }
        return true
    }
}

/// A record whose members are declared once: `member(_:_:)`, from which its table
/// (`declared`) and its check (`check`) are both made.
package protocol DeclaredRecord {
    /// What `use` makes of the member at `place`, counted from 0 in the order export,
    /// `--json` and CSV write them, and nil past the last: a `switch`, the one place the
    /// record's members are named.
    static func member<Result>(_ place: Int, _ use: MemberUse<Self, Result>) -> Result?
    /// `table()`, made once (a `static let`), since import and merges ask for it once per record.
    static var declared: [RecordField<Self>] { get }
    /// The first rule `record` breaks, with the member that breaks it (`check` below; a
    /// requirement so that each record's is made for it where it is declared).
    static func check(_ record: Self) -> (field: String, problem: RecordRules.Problem)?
}

extension DeclaredRecord {
    /// Same in every declared member.
    package static func same(_ a: Self, _ b: Self) -> Bool {
        declared.allSatisfy { $0.same(a, b) }
    }

    /// Every member but the id, in declared order: the merge's last tie-breaker, the same
    /// text on every computer. Two versions that differ have different texts: a `|` or `\`
    /// inside any member but the last is escaped, so with two notes `a|` and `b` is not `a`
    /// and `|b` (equal texts keep each computer's own version, and the two never agree). The
    /// last is left as typed, so the text of a record whose one note comes last is unchanged.
    package static func mergeText(_ record: Self) -> String {
        var members: [String] = []
        for field in declared {
            guard let member = field.mergeText(record) else { continue }
            members.append(member)
        }
        var text = ""
        for (index, member) in members.enumerated() {
            if index > 0 { text += "|" }
            guard index < members.count - 1, member.utf8.contains(where: { $0 == 0x7C || $0 == 0x5C }) else {
                text += member
                continue
            }
            // By scalar: a `|` with a combining mark after it is one `Character`, not `|`.
            var escaped = String.UnicodeScalarView()
            for scalar in member.unicodeScalars {
                if scalar == "|" || scalar == "\\" { escaped.append("\\") }
                escaped.append(scalar)
            }
            text += String(escaped)
        }
        return text
    }

    /// `record` with every member of `source` it declares under the same name and kind; the
    /// names `source` declares that `Self` does not take (a test holds this empty where
    /// nothing may be dropped, as when a running fast becomes a recorded one).
    package static func carrying<Source: DeclaredRecord>(_ source: Source, into record: Self) -> (Self, dropped: [String]) {
        var record = record
        var dropped: [String] = []
        let own = declared
        for field in Source.declared {
            guard let target = own.first(where: { $0.text == field.text }), field.carry(source, into: &record, target) else {
                dropped.append(field.text)
                continue
            }
        }
        return (record, dropped)
    }
}
