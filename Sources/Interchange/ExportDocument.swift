import Domain
import Store
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The export format: one versioned JSON document with all of a person's data.
///
/// Keys are only ever added, never renamed. Instants are written with the offset of the
/// zone they were recorded in, beside that zone's name, so a fast kept in Tokyo still reads
/// as the evening it was after a move to Lisbon, and an import gives back the same zone.
package enum ExportDocument {
    package static let format = "atrest-export"
    package static let version = 1

    /// The whole document as text, written as it goes (ten years are some 30,000 records).
    package static func text(_ snapshot: DataSnapshot, exportedAt: Date, in zone: Zone) -> String {
        var json = JSONWriter(capacity: 200 * (snapshot.history.sessions.count + snapshot.water.count) + 1024)
        write(snapshot, exportedAt: exportedAt, in: zone, into: &json)
        return json.text
    }

    /// The same document written into `json`, with `piece` called after each fast and glass
    /// of water: `export` to stdout sends it out in pieces as it is made, rather than holding
    /// fifty years whole (25 MB of fresh pages, copied into a `String` and again with its
    /// line break).
    package static func write(
        _ snapshot: DataSnapshot, exportedAt: Date, in zone: Zone, into json: inout JSONWriter,
        piece: (inout JSONWriter) -> Void = { _ in }
    ) {
        json.object { json in
            json.member("format", string: format)
            json.member("version", int: version)
            json.member("exportedAt", string: Timestamp.format(exportedAt, in: zone))
            json.key("sessions")
            let direct = declaredAsWritten
            // Through the arrays' buffers: iterating an array copied each record (its zone and
            // texts retained and released) twice, 146,000 glasses at fifty years.
            json.array { json in
                snapshot.history.sessions.withUnsafeBufferPointer { fasts in
                    for index in fasts.indices {
                        if direct { sessionRecord(fasts[index], into: &json) } else { session(fasts[index], into: &json) }
                        piece(&json)
                    }
                }
            }
            json.key("activeFast")
            if let fast = snapshot.active { activeFast(fast, into: &json) } else { json.null() }
            json.key("water")
            json.array { json in
                snapshot.water.withUnsafeBufferPointer { water in
                    for index in water.indices {
                        if direct { waterRecord(water[index], into: &json) } else { record(water[index], into: &json) }
                        piece(&json)
                    }
                }
            }
            json.key("settings")
            settings(snapshot.settings, into: &json)
            // The trial's count travels with the data, so a new home keeps it (import takes the larger).
            json.member("completedFasts", int: snapshot.completedFasts)
            // Written once shown, so the moment after the tenth fast is not shown again elsewhere.
            if snapshot.transitionMomentShown { json.member("transitionMomentShown", bool: true) }
            // Optional, so earlier atrest reads the file: when each record changed, what was deleted.
            // The store's members, with ids and instants as the rest of the export writes them.
            if snapshot.changes != ChangeLedger(), let data = try? RecordFile.write(lists: snapshot.changes.inIDOrder),
               let value = try? JSONValue.parse(data) {
                json.key("changes")
                json.value(changes(value, ledger: snapshot.changes))
            }
        }
    }

    static func session(_ session: FastingSession, into json: inout JSONWriter) {
        record(session, into: &json)
    }

    static func activeFast(_ fast: ActiveFast, into json: inout JSONWriter) {
        record(fast, into: &json)
    }

    /// Every declared member, in declared order; one that holds nothing is left out.
    package static func record<Record: DeclaredRecord>(_ record: Record, into json: inout JSONWriter) {
        let zone = FieldFormats.zone(of: record)
        // Through the table's buffer: a `for` over it copied each field, closures retained and
        // released, for every member of every record.
        Record.declared.withUnsafeBufferPointer { fields in
            json.object { json in
                for index in fields.indices { FieldFormats.write(fields[index], of: record, zone: zone, absent: .omitted, into: &json) }
            }
        }
    }

    static func settings(_ settings: Settings, into json: inout JSONWriter) {
        json.object { json in
            // Every declared setting, in `SettingKey`'s order, written as its kind says.
            for field in SettingField.all {
                let name = field.member
                switch field.kind {
                case .hours(let path): json.member(name, double: settings[keyPath: path])
                case .unit(let path): json.member(name, string: settings[keyPath: path].rawValue)
                case .milliliters(let path): json.member(name, int: settings[keyPath: path])
                case .onOff(let path): json.member(name, bool: settings[keyPath: path])
                }
            }
        }
    }
}
