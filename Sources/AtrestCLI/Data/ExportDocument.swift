import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The export format: one versioned JSON document with all of a person's data.
///
/// Keys are only ever added, never renamed. Instants are written with the offset of the
/// zone they were recorded in, beside that zone's name, so a fast kept in Tokyo still reads
/// as the evening it was after a move to Lisbon, and an import gives back the same zone.
package enum ExportDocument {
    package static let format = "atrest-export"
    package static let version = 1

    package static func json(_ snapshot: DataSnapshot, exportedAt: Date, in zone: Zone) -> JSONValue {
        .object([
            ("format", .string(format)),
            ("version", .int(version)),
            ("exportedAt", .string(Timestamp.format(exportedAt, in: zone))),
            ("sessions", .array(snapshot.history.sessions.map(session))),
            ("activeFast", snapshot.active.map(activeFast) ?? .null),
            ("water", .array(snapshot.water.map(WaterText.json))),
            ("settings", settings(snapshot.settings)),
        ])
    }

    static func session(_ session: FastingSession) -> JSONValue {
        .object([
            ("id", .string(FastText.id(session.id))),
            ("start", .string(Timestamp.format(session.start, in: session.timeZone))),
            ("end", .string(Timestamp.format(session.end, in: session.timeZone))),
            ("targetHours", .double(session.targetHours)),
            ("timeZone", .string(session.timeZone.identifier)),
        ])
    }

    static func activeFast(_ fast: ActiveFast) -> JSONValue {
        .object([
            ("id", .string(FastText.id(fast.id))),
            ("start", .string(Timestamp.format(fast.start, in: fast.timeZone))),
            ("targetHours", .double(fast.targetHours)),
            ("timeZone", .string(fast.timeZone.identifier)),
        ])
    }

    static func settings(_ settings: Settings) -> JSONValue {
        .object([
            ("targetHours", .double(settings.targetHours)),
            ("waterUnit", .string(settings.waterUnit.rawValue)),
            ("waterAmount", .int(settings.waterAmount)),
            ("vigil", .bool(settings.vigil)),
        ])
    }
}
