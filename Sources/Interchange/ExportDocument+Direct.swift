import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// Fasts and glasses of water written with their members named here, as `FastText` writes
/// `log --json`: going through the declared list (a copy of each member's accessors for every
/// member of every record) was a third of writing ten years' export. `record` is the
/// reference; a member declared that these do not know sends records back through it, and
/// `ExportDirectTests` holds the two to the same bytes.
extension ExportDocument {
    /// Whether `FastingSession.declared` and `WaterEntry.declared` hold the members written
    /// here, in this order and of these kinds.
    package static let declaredAsWritten: Bool = {
        let fasts = FastingSession.declared, water = WaterEntry.declared
        guard fasts.map(\.text) == ["id", "start", "end", "targetHours", "timeZone", "note"],
              water.map(\.text) == ["id", "at", "milliliters", "timeZone"] else { return false }
        switch (fasts[0].value, fasts[1].value, fasts[2].value, fasts[3].value, fasts[4].value, fasts[5].value) {
        case (.id, .instant, .instant, .hours, .zone, .note): break
        default: return false
        }
        switch (water[0].value, water[1].value, water[2].value, water[3].value) {
        case (.id, .instant, .milliliters, .zone): return true
        default: return false
        }
    }()

    package static func sessionDirectly(_ session: FastingSession, into json: inout JSONWriter) {
        let zone = session.timeZone
        json.object { json in
            json.key("id")
            json.plainString { session.id.writeLowercase(into: &$0) }
            json.key("start")
            json.plainString { Timestamp.write(session.start, in: zone, into: &$0) }
            json.key("end")
            json.plainString { Timestamp.write(session.end, in: zone, into: &$0) }
            json.member("targetHours", double: session.targetHours)
            json.member("timeZone", string: zone.identifier)
            if let note = session.note { json.member("note", string: note) }
        }
    }

    package static func waterDirectly(_ entry: WaterEntry, into json: inout JSONWriter) {
        let zone = entry.timeZone
        json.object { json in
            json.key("id")
            json.plainString { entry.id.writeLowercase(into: &$0) }
            json.key("at")
            json.plainString { Timestamp.write(entry.at, in: zone, into: &$0) }
            json.member("milliliters", int: entry.milliliters)
            json.member("timeZone", string: zone.identifier)
        }
    }
}
