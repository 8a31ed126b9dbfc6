import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How export, `--json` and CSV write each kind of declared member (`RecordField`): the one
/// place a kind meets these formats, so a member declared on a record is in all three, and a
/// new kind is named here by the compiler. Instants are written with the offset of the
/// record's own zone.
package enum FieldFormats {
    /// What a JSON format writes for a member that holds nothing (a fast without a note).
    package enum Absent {
        /// Export leaves the key out, as it always has.
        case omitted
        /// `--json` writes null, so a script finds every key on every fast.
        case null
    }

    /// The zone a record's instants are written in: its declared zone, or UTC.
    package static func zone<Record: DeclaredRecord>(of record: Record) -> Zone {
        // Through the table's buffer, which copies no field (asked once for every record).
        Record.declared.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                if case .zone(let get, _) = fields[index].value { return get(record) }
            }
            return .utc
        }
    }

    /// Writes `field` of `record` as a JSON member.
    package static func write<Record>(_ field: RecordField<Record>, of record: Record, zone: Zone, absent: Absent, into json: inout JSONWriter) {
        switch field.value {
        case .id(let get, _):
            json.key(field.name)
            json.plainString { get(record).writeLowercase(into: &$0) }
        case .instant(let get, _):
            json.key(field.name)
            json.plainString { Timestamp.write(get(record), in: zone, into: &$0) }
        case .hours(let get, _):
            json.member(field.name, double: get(record))
        case .milliliters(let get, _):
            json.member(field.name, int: get(record))
        case .zone(let get, _):
            json.member(field.name, string: get(record).identifier)
        case .note(let get, _):
            if let text = get(record) {
                json.member(field.name, string: text)
            } else if absent == .null {
                json.key(field.name)
                json.null()
            }
        }
    }

    /// `write` for a fast's member, for `log --json` in the commands' module: a generic call
    /// from there would not be specialised.
    package static func write(_ field: RecordField<FastingSession>, ofFast session: FastingSession, zone: Zone, absent: Absent, into json: inout JSONWriter) {
        write(field, of: session, zone: zone, absent: absent, into: &json)
    }

    /// `field` of `record` as a CSV cell's text (before quoting): `--json`'s value, a target
    /// as people write it (`16`, `16.5`), empty for nothing.
    package static func cell<Record>(_ field: RecordField<Record>, of record: Record, zone: Zone) -> String {
        switch field.value {
        case .id(let get, _): get(record).lowercaseText
        case .instant(let get, _): Timestamp.format(get(record), in: zone)
        case .hours(let get, _): TargetHours.describe(get(record))
        case .milliliters(let get, _): String(get(record))
        case .zone(let get, _): get(record).identifier
        case .note(let get, _): get(record) ?? ""
        }
    }
}
