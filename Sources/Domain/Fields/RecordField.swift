#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One member of a record, declared once for every format: its name, what it is (which says
/// its rule and how each format writes and reads it), the words a message uses for it, and a
/// rule over the whole record that it may break. A record's list (`DeclaredRecord.declared`),
/// in the order the formats write it, is the only place its members are named: the store's
/// table, export, import, `--json`, CSV, `RecordRules.check`, the merge's tie-breaker and
/// sameness all follow from it. A member of a new kind is a new case of `Value`, and the
/// compiler names every format that must say how it carries one.
package struct RecordField<Record>: Sendable {
    package let name: StaticString
    /// What a message says is needed when it is missing: "when the fast began".
    package let described: String
    package let value: Value
    /// A rule over the whole record this member breaks (a fast's end before its start).
    package let rule: (@Sendable (Record) -> RecordRules.Problem?)?

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

    /// `problem`, made once: every record read is checked, and taking the getter out of
    /// `value` for each copied the whole field (its closures retained and released) every time.
    let check: @Sendable (Record) -> RecordRules.Problem?

    package init(_ name: StaticString, _ described: String, _ value: Value, rule: (@Sendable (Record) -> RecordRules.Problem?)? = nil) {
        self.name = name
        self.described = described
        self.value = value
        self.rule = rule
        text = name.description
        check = Self.makeCheck(value, rule: rule)
    }

    /// `name` as text, made once: import looks each member up by it for every record.
    package let text: String

    /// The first rule this member breaks in `record`: its kind's, then its own.
    package func problem(_ record: Record) -> RecordRules.Problem? {
        check(record)
    }

    private static func makeCheck(_ value: Value, rule: (@Sendable (Record) -> RecordRules.Problem?)?) -> @Sendable (Record) -> RecordRules.Problem? {
        let own: @Sendable (Record) -> RecordRules.Problem? = switch value {
        case .id: { _ in nil }
        case .instant(let get, _): { RecordRules.instant(get($0)) }
        case .hours(let get, _): { RecordRules.targetHours(get($0)) }
        case .milliliters(let get, _): { RecordRules.milliliters(get($0)) }
        case .zone(let get, _): { get($0).hasValidName ? nil : .zoneName }
        case .note(let get, _): { get($0).flatMap(FastNote.check).map { .note($0) } }
        }
        guard let rule else { return own }
        return { own($0) ?? rule($0) }
    }

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

/// A record whose members are declared once (`RecordField`).
package protocol DeclaredRecord {
    /// In the order export, `--json` and CSV write them; made once (a `static let`), since
    /// import and merges ask for it once per record.
    static var declared: [RecordField<Self>] { get }
    /// The first rule `record` breaks, with the member that breaks it: `checkDeclared`, or
    /// the same rules named by hand where the table's first use is start-up work
    /// (`RecordRules+Named`).
    static func check(_ record: Self) -> (field: String, problem: RecordRules.Problem)?
}

extension DeclaredRecord {
    package static func check(_ record: Self) -> (field: String, problem: RecordRules.Problem)? {
        checkDeclared(record)
    }

    /// The first rule `record` breaks, with the member that breaks it, through `declared`.
    package static func checkDeclared(_ record: Self) -> (field: String, problem: RecordRules.Problem)? {
        // Through the table's buffer: a `for` over it copied each field (retaining its
        // closures) for every record read, a tenth of reading ten years of water.
        // The closure returns nothing: returning the optional tuple made the runtime build its
        // type from its mangled name here, generic over `Self` (start-up path: Sources/START-UP.md).
        var found: (field: String, problem: RecordRules.Problem)?
        declared.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                // The stored check itself: calling `problem` copied the whole field first.
                if let problem = fields[index].check(record) {
                    found = (fields[index].text, problem)
                    return
                }
            }
        }
        return found
    }

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
