import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// Fasts and glasses of water with their members named here, each written into one buffer
/// and appended once (`JSONWriter.record`): at fifty years, 146,000 glasses appended member by
/// member through the declared list were a third of `export`'s instructions. A record that
/// does not fit that way (a note too long for the buffer, an instant beyond four-digit years)
/// is written through the declared list (`record`); `ExportDirectTests` holds the two to the
/// same bytes.
extension ExportDocument {
    /// Room for every member's key and layout at any depth the writer indents, besides the
    /// texts counted at six bytes a byte (the longest an escape makes of one).
    static func recordCapacity(texts: Int) -> Int { 640 + 6 * texts }

    /// A fast's first members, as export and `log --json` both begin one: its id, its two
    /// instants in its own zone, its reference.
    package static func writeOpening(id: UUID, start: Date, end: Date, zone: Zone, hours: Double, into record: inout JSONRecord) {
        record.key("id")
        record.plainString(limit: 36) { id.writeLowercase(to: $0); return 36 }
        record.key("start")
        record.plainString(limit: 25) { Timestamp.write(start, in: zone, to: $0) }
        record.key("end")
        record.plainString(limit: 25) { Timestamp.write(end, in: zone, to: $0) }
        record.key("targetHours")
        record.double(hours)
    }

    package static func sessionRecord(_ session: FastingSession, into json: inout JSONWriter) {
        let zone = session.timeZone, id = session.id, start = session.start, end = session.end, note = session.note
        let hours = session.targetHours
        let identifier = zone.identifier
        let capacity = recordCapacity(texts: identifier.utf8.count + (note?.utf8.count ?? 0))
        let written = json.record(capacity: capacity) { record in
            writeOpening(id: id, start: start, end: end, zone: zone, hours: hours, into: &record)
            record.key("timeZone")
            record.string(identifier)
            if let note {
                record.key("note")
                record.string(note)
            }
        }
        if !written { record(session, into: &json) }
    }

    package static func waterRecord(_ entry: WaterEntry, into json: inout JSONWriter) {
        // The members taken out first: captured whole, the entry was copied for each closure.
        let zone = entry.timeZone, id = entry.id, at = entry.at, milliliters = entry.milliliters
        let identifier = zone.identifier
        let written = json.record(capacity: recordCapacity(texts: identifier.utf8.count)) { record in
            record.key("id")
            record.plainString(limit: 36) { id.writeLowercase(to: $0); return 36 }
            record.key("at")
            record.plainString(limit: 25) { Timestamp.write(at, in: zone, to: $0) }
            record.key("milliliters")
            record.int(milliliters)
            record.key("timeZone")
            record.string(identifier)
        }
        if !written { record(entry, into: &json) }
    }
}
