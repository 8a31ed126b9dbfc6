import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// One member of a stored record, declared once: its key, whether a record needs it, what its
/// value must be, and how it is read and written. A record's table (`StoredRecord.fields`) is
/// the only place its members are named; the store's reader and writer loop over it, and the
/// tests check export, import and `--json` against it (`StoredFieldTests`).
package struct StoredField<Record> {
    package let key: StaticString
    /// A record without it is damaged; an optional member may be absent or null.
    package let isRequired: Bool
    /// What the value must be, for a damaged file's reason: "a date", "a number".
    let kind: StaticString
    /// Reads the value at the cursor into the record; false when it is not `kind`.
    let read: (inout JSONCursor, inout Record, inout ZoneCache) -> Bool
    /// Writes the member; an optional member that is absent writes nothing.
    let write: (Record, inout DocumentWriter.Members) throws -> Void

    package var name: String { key.description }
}

/// A record kept in atrest's files: its members, in the order they are written (sorted by
/// key, as files have always been), and a blank the reader fills in.
package protocol StoredRecord {
    /// Made on each call: a document reader asks once and reads every record with it.
    static var fields: [StoredField<Self>] { get }
    /// The record before any member is read; every required member replaces its value.
    static var blank: Self { get }
    /// The record in the one layout atrest writes, read without the table; nil (the cursor
    /// anywhere) to read it through the table (`StoredRecord+Written`).
    static func readWritten(_ cursor: inout JSONCursor, zones: inout ZoneCache) -> Self?
}

/// Why a record or document could not be read as stored: where, and what was wrong.
struct ShapeProblem: Error {
    var path: String
    var reason: String

    var description: String { "\(path): \(reason)" }
}

extension StoredRecord {
    /// Reads one record at the cursor, members in any order; `path` (`sessions[3]`) names it
    /// in `problem`, which is set when it does not read.
    static func read(
        _ cursor: inout JSONCursor, fields: [StoredField<Self>], path: @autoclosure () -> String,
        zones: inout ZoneCache, problem: inout ShapeProblem?
    ) -> Self? {
        if let record = readInOrder(&cursor, fields: fields, zones: &zones) { return record }
        var record = blank
        var seen: UInt64 = 0
        var failed: ShapeProblem?
        let whole = cursor.object { cursor, key in
            guard let index = fields.firstIndex(where: { key == $0.key }) else { return cursor.skipValue() }
            let field = fields[index]
            seen |= 1 << UInt64(index)
            if !field.isRequired, cursor.null() { return true }
            guard field.read(&cursor, &record, &zones) else {
                failed = ShapeProblem(path: "\(path()).\(field.name)", reason: "not \(field.kind)")
                return false
            }
            return true
        }
        guard whole else {
            problem = failed ?? ShapeProblem(path: path(), reason: "not an object as atrest writes one")
            return nil
        }
        for (index, field) in fields.enumerated() where field.isRequired && seen & (1 << UInt64(index)) == 0 {
            problem = ShapeProblem(path: "\(path()).\(field.name)", reason: "missing")
            return nil
        }
        return record
    }

    /// The same, the table asked for only when the record is not in the one layout atrest
    /// writes (`readWritten`): each table's array type is made at run time on its first use,
    /// about 16,000 instructions (start-up path: Sources/START-UP.md).
    static func read(_ cursor: inout JSONCursor, path: @autoclosure () -> String, zones: inout ZoneCache, problem: inout ShapeProblem?) -> Self? {
        let mark = cursor.mark
        if let record = readWritten(&cursor, zones: &zones) { return record }
        cursor.rewind(to: mark)
        return read(&cursor, fields: fields, path: path(), zones: &zones, problem: &problem)
    }

    /// The record as atrest writes it, members in the table's order, read without looking
    /// each key up; nil (and the cursor back where it was) for any other layout.
    private static func readInOrder(_ cursor: inout JSONCursor, fields: [StoredField<Self>], zones: inout ZoneCache) -> Self? {
        let mark = cursor.mark
        if let record = readWritten(&cursor, zones: &zones) { return record }
        cursor.rewind(to: mark)
        if let record = readMembersInOrder(&cursor, fields: fields, zones: &zones) { return record }
        cursor.rewind(to: mark)
        return nil
    }

    private static func readMembersInOrder(_ cursor: inout JSONCursor, fields: [StoredField<Self>], zones: inout ZoneCache) -> Self? {
        guard cursor.openObject() else { return nil }
        var record = blank
        var first = true
        for index in fields.indices {
            guard cursor.member(fields[index].key, first: first) else {
                if fields[index].isRequired { return nil }
                continue
            }
            first = false
            guard fields[index].read(&cursor, &record, &zones) else { return nil }
        }
        return cursor.closeObject() ? record : nil
    }

    /// Writes the record's members in the table's order.
    static func write(_ record: Self, fields: [StoredField<Self>], into members: inout DocumentWriter.Members) throws {
        for field in fields { try field.write(record, &members) }
    }
}

// MARK: Declaring fields

extension StoredField {
    package static func uuid(_ key: StaticString, _ get: @escaping (Record) -> UUID, _ set: @escaping (inout Record, UUID) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "an id", read: { cursor, record, _ in
            guard let id = cursor.uuid() else { return false }
            set(&record, id)
            return true
        }, write: { record, members in
            members.member(key, plain: { get(record).writeUppercase(into: &$0) })
        })
    }

    /// An instant, stored in UTC (`2026-11-20T19:00:00Z`).
    package static func instant(_ key: StaticString, _ get: @escaping (Record) -> Date, _ set: @escaping (inout Record, Date) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "a date", read: { cursor, record, _ in
            guard let date = cursor.instant() else { return false }
            set(&record, date)
            return true
        }, write: { record, members in
            members.member(key, plain: { Timestamp.writeUTC(get(record), into: &$0) })
        })
    }

    /// A zone by its name; a name this system does not know keeps it and counts as UTC.
    package static func zone(_ key: StaticString, _ get: @escaping (Record) -> Zone, _ set: @escaping (inout Record, Zone) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "a time zone name", read: { cursor, record, zones in
            if let text = cursor.plainBytes(), let zone = zones.zone(utf8: text) {
                set(&record, zone)
                return true
            }
            guard let name = cursor.string() else { return false }
            set(&record, zones.zone(name))
            return true
        }, write: { record, members in
            members.member(key, string: get(record).identifier)
        })
    }

    package static func number(_ key: StaticString, _ get: @escaping (Record) -> Double, _ set: @escaping (inout Record, Double) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "a number", read: { cursor, record, _ in
            guard let number = cursor.double() else { return false }
            set(&record, number)
            return true
        }, write: { record, members in
            try members.member(key, number: get(record))
        })
    }

    package static func int(_ key: StaticString, _ get: @escaping (Record) -> Int, _ set: @escaping (inout Record, Int) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "a whole number", read: { cursor, record, _ in
            guard let number = cursor.int() else { return false }
            set(&record, number)
            return true
        }, write: { record, members in
            members.member(key, int: get(record))
        })
    }

    package static func text(_ key: StaticString, _ get: @escaping (Record) -> String, _ set: @escaping (inout Record, String) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "text in quotes", read: { cursor, record, _ in
            guard let text = cursor.string() else { return false }
            set(&record, text)
            return true
        }, write: { record, members in
            members.member(key, string: get(record))
        })
    }

    /// A list of texts (`["a", "b"]`).
    package static func texts(_ key: StaticString, _ get: @escaping (Record) -> [String], _ set: @escaping (inout Record, [String]) -> Void) -> Self {
        Self(key: key, isRequired: true, kind: "a list of texts in quotes", read: { cursor, record, _ in
            var texts: [String] = []
            guard cursor.array({ cursor in
                guard let text = cursor.string() else { return false }
                texts.append(text)
                return true
            }) else { return false }
            set(&record, texts)
            return true
        }, write: { record, members in
            members.member(key, strings: get(record))
        })
    }

    package static func optionalText(_ key: StaticString, _ get: @escaping (Record) -> String?, _ set: @escaping (inout Record, String?) -> Void) -> Self {
        Self(key: key, isRequired: false, kind: "text in quotes", read: { cursor, record, _ in
            guard let text = cursor.string() else { return false }
            set(&record, text)
            return true
        }, write: { record, members in
            if let text = get(record) { members.member(key, string: text) }
        })
    }

    package static func optionalInt(_ key: StaticString, _ get: @escaping (Record) -> Int?, _ set: @escaping (inout Record, Int?) -> Void) -> Self {
        Self(key: key, isRequired: false, kind: "a whole number", read: { cursor, record, _ in
            guard let number = cursor.int() else { return false }
            set(&record, number)
            return true
        }, write: { record, members in
            if let number = get(record) { members.member(key, int: number) }
        })
    }

    /// A member absent from files written before it: `blank` holds its default.
    package static func optionalBool(_ key: StaticString, _ get: @escaping (Record) -> Bool, _ set: @escaping (inout Record, Bool) -> Void) -> Self {
        Self(key: key, isRequired: false, kind: "true or false", read: { cursor, record, _ in
            guard let flag = cursor.bool() else { return false }
            set(&record, flag)
            return true
        }, write: { record, members in
            members.member(key, bool: get(record))
        })
    }

    /// A member every record has, read through `parse` (nil refuses it).
    static func value<Value>(
        _ key: StaticString, _ get: @escaping (Record) -> Value, _ set: @escaping (inout Record, Value) -> Void, kind: StaticString,
        read parse: @escaping (inout JSONCursor) -> Value?,
        write: @escaping (Value, StaticString, inout DocumentWriter.Members) throws -> Void
    ) -> Self {
        parsed(key, get, set, isRequired: true, kind: kind, read: parse, write: write)
    }

    /// A member absent from files written before it, read through `parse` (nil refuses it).
    static func optional<Value>(
        _ key: StaticString, _ get: @escaping (Record) -> Value, _ set: @escaping (inout Record, Value) -> Void, kind: StaticString,
        read parse: @escaping (inout JSONCursor) -> Value?,
        write: @escaping (Value, StaticString, inout DocumentWriter.Members) throws -> Void
    ) -> Self {
        parsed(key, get, set, isRequired: false, kind: kind, read: parse, write: write)
    }

    private static func parsed<Value>(
        _ key: StaticString, _ get: @escaping (Record) -> Value, _ set: @escaping (inout Record, Value) -> Void,
        isRequired: Bool, kind: StaticString, read parse: @escaping (inout JSONCursor) -> Value?,
        write: @escaping (Value, StaticString, inout DocumentWriter.Members) throws -> Void
    ) -> Self {
        Self(key: key, isRequired: isRequired, kind: kind, read: { cursor, record, _ in
            guard let parsed = parse(&cursor) else { return false }
            set(&record, parsed)
            return true
        }, write: { record, members in
            try write(get(record), key, &members)
        })
    }
}
