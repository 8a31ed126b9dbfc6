import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// The Atrest iOS app's export, version 1: `version`, `generatedAt`, `payload` with its
/// `sessions`, and `checksum`, the SHA-256 of the payload as the app's `JSONEncoder` writes
/// it (keys sorted, no escaped slashes, whole-second `Z` dates, `16` for 16.0).
///
/// atrest writes the whole file with that encoder's bytes, so the app reads it back, and
/// checks a file's checksum against the payload re-encoded the same way, as the app does.
/// The app keeps no time zone: its fasts take the importing person's.
package enum IOSExport {
    static let version = 1

    /// A session as the payload holds it; `targetHours` nil when the file leaves it out.
    struct Session {
        var id: UUID
        var start: Date
        var end: Date
        var targetHours: Double?
    }

    // MARK: Writing

    /// The file for `sessions`, byte for byte as the app's encoder writes it.
    package static func text(_ sessions: [FastingSession], generatedAt: Date) throws(CryptoError) -> String {
        let payload = payloadBytes(sessions.map { Session(id: $0.id, start: $0.start, end: $0.end, targetHours: $0.targetHours) })
        var bytes: [UInt8] = []
        bytes.reserveCapacity(payload.count + 160)
        bytes += "{\"checksum\":\"".utf8
        bytes += try SHA256Hash.hex(of: Data(payload)).utf8
        bytes += "\",\"generatedAt\":\"".utf8
        Timestamp.writeUTC(Date(timeIntervalSince1970: generatedAt.timeIntervalSince1970.rounded(.down)), into: &bytes)
        bytes += "\",\"payload\":".utf8
        bytes += payload
        bytes += ",\"version\":\(version)}".utf8
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `{"sessions":[{"end":…,"id":…,"start":…,"targetDurationHours":…}]}`: the bytes the
    /// checksum is taken over, keys in the encoder's sorted order.
    static func payloadBytes(_ sessions: [Session]) -> [UInt8] {
        var json = JSONWriter(pretty: false, capacity: 120 * sessions.count + 16)
        json.object { json in
            json.key("sessions")
            json.array(of: sessions) { json, session in
                json.object { json in
                    json.key("end")
                    json.plainString { Timestamp.writeUTC(session.end, into: &$0) }
                    json.key("id")
                    json.plainString { session.id.writeUppercase(into: &$0) }
                    json.key("start")
                    json.plainString { Timestamp.writeUTC(session.start, into: &$0) }
                    if let hours = session.targetHours {
                        json.key("targetDurationHours")
                        json.double(hours)
                    }
                }
            }
        }
        return Array(json.text.utf8)
    }

    // MARK: Reading

    /// True when `value` has the app's shape: an object with `payload` and `checksum`.
    static func recognises(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { $0.0 == "payload" } && members.contains { $0.0 == "checksum" }
    }

    static func read(_ value: JSONValue) throws(ImportProblem) -> ForeignHistory {
        let top = try ForeignJSON(value, "")
        let versionValue = try top.required("version", "the export's version")
        let version = try ForeignJSON.number(versionValue, "version", "the export's version")
        guard version == Double(Self.version) else {
            if version > Double(Self.version), version == version.rounded() {
                throw ImportProblem("version", "\(ImportProblem.shown(versionValue)) is from a newer Atrest app than this atrest; update atrest to import it", exitCode: 1)
            }
            throw ImportProblem("version", "\(ImportProblem.shown(versionValue)) is not a version the Atrest app writes")
        }
        let checksum = try top.string("checksum", "the export's checksum")
        let payload = try ForeignJSON(top.required("payload", "the exported fasts"), "payload")
        let items = try ForeignJSON.array(payload.required("sessions", "the list of fasts"), payload.place("sessions"))
        var sessions: [Session] = []
        var places: [String] = []
        sessions.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let fields = try ForeignJSON(item, "payload.sessions[\(index)]")
            let start = try utc(fields, "start")
            let end = try utc(fields, "end")
            let hours = try fields.optionalNumber("targetDurationHours", "a number of hours")
            sessions.append(Session(id: try fields.uuid("id"), start: start, end: end, targetHours: hours))
            places.append(fields.path)
        }
        let expected: String
        do {
            expected = try SHA256Hash.hex(of: Data(payloadBytes(sessions)))
        } catch {
            // The app's checksum is SHA-256 by definition: a file not checked is not taken.
            throw ImportProblem("checksum", "\(error.description), so the file's checksum cannot be checked", exitCode: 1,
                                hint: "the app's checksum is SHA-256, which atrest takes from the system's libcrypto on Linux")
        }
        guard checksum.lowercased() == expected else {
            throw ImportProblem("checksum", "it does not match the fasts in the file; the file was changed or cut short after the app wrote it",
                                hint: "export it from the app again")
        }
        var history = ForeignHistory()
        history.fasts = zip(sessions, places).map { session, place in
            ForeignHistory.Fast(id: session.id, start: session.start, end: session.end, targetHours: session.targetHours, place: place)
        }
        return history
    }

    /// An instant as the app writes it, ISO 8601 with `Z` (any offset is read too).
    private static func utc(_ fields: ForeignJSON, _ key: String) throws(ImportProblem) -> Date {
        let text = try fields.string(key, "a date and time")
        guard let date = Timestamp.parse(text) else {
            throw ImportProblem(fields.place(key), "\(ImportProblem.quoted(text)) is not a date and time with Z, such as 2026-01-20T20:00:00Z")
        }
        return date
    }
}
