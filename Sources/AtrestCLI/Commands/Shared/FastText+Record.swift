import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

extension FastText {
    /// A fast as `log --json` writes it (`write`, then `sharesTimeWith`), made in one buffer
    /// and appended once (`JSONWriter.record`): member by member, the appends were most of
    /// writing a fast. A fast that does not fit that way (a note too long for the buffer, an
    /// instant beyond four-digit years, a member it does not know) is written member by member
    /// through the declared list; `FastTextJSONTests` holds the two to the same bytes.
    package static func writeForLog(_ session: FastingSession, sharesTimeWith other: UUID?, into json: inout JSONWriter) {
        // The members taken out first: captured whole, the fast was copied for each closure.
        let zone = session.timeZone, id = session.id, start = session.start, end = session.end, note = session.note
        let hours = session.targetHours, seconds = Int(session.duration), tree = session.tree, identifier = zone.identifier
        // Room for every key and its layout at any depth the writer indents, besides the texts
        // counted at six bytes a byte (the longest an escape makes of one).
        let capacity = 768 + 6 * (identifier.utf8.count + (note?.utf8.count ?? 0))
        let written = declaredAsWritten && json.record(capacity: capacity) { record in
            ExportDocument.writeOpening(id: id, start: start, end: end, zone: zone, hours: hours, into: &record)
            record.key("durationSeconds")
            record.int(seconds)
            record.key("tree")
            if let tree { record.string(tree.rawValue) } else { record.null() }
            record.key("timeZone")
            record.string(identifier)
            record.key("note")
            if let note { record.string(note) } else { record.null() }
            record.key("sharesTimeWith")
            if let other {
                record.plainString(limit: 36) { other.writeLowercase(to: $0); return 36 }
            } else {
                record.null()
            }
        }
        guard !written else { return }
        write(session, into: &json) { json in
            json.key("sharesTimeWith")
            if let other { json.string(other.lowercaseText) } else { json.null() }
        }
    }
}
