import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The export's `changes`, written as the rest of the export is: ids in lower case and
/// instants with an offset. The stored form (`changes.json`) keeps ids in upper case and
/// instants in UTC; the members are the same, so an import reads either (exports written
/// before this still import), and `ImportDocument.changes` reads it with the store's reader.
extension ExportDocument {
    /// `stored`, the ledger as the store writes it, with every id in lower case and a running
    /// fast's instants in its own zone (as `activeFast` has them). Stamps stay in UTC, as the
    /// store writes them: a stamp belongs to no zone, and written in the exporting computer's
    /// it would make export → import → export differ between two zones. A note is left as typed.
    static func changes(_ stored: JSONValue, ledger: ChangeLedger) -> JSONValue {
        // Only the `running` list's entries are running fasts: a stamp names the same id (the
        // stamp of that fast) and stays in UTC.
        guard case .object(let members) = stored else { return rewritten(stored, zone: nil, running: [:]) }
        let zones = ledger.running.mapValues(\.value.timeZone)
        return .object(members.map { key, member in
            (key, rewritten(member, zone: nil, running: key == "running" ? zones : [:]))
        })
    }

    /// The members a person types (a note), by their declared kind rather than their name, so
    /// that a new one is left as typed too: a note that reads as an id or an instant is words.
    private static let typed: Set<String> = {
        func notes<Record: DeclaredRecord>(_ type: Record.Type) -> [String] {
            Record.declared.compactMap { field in
                if case .note = field.value { field.text } else { nil }
            }
        }
        return Set(notes(ActiveFast.self) + notes(FastingSession.self))
    }()

    /// `zone`: the running fast whose entry this is; nil elsewhere, where instants stay as stored.
    private static func rewritten(_ value: JSONValue, zone: Zone?, running: [UUID: Zone]) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.map { rewritten($0, zone: zone, running: running) })
        case .object(let members):
            // A running fast's entry names its id; its instants are in that fast's zone.
            let own = running.isEmpty ? nil : members.first { $0.0 == "id" }.flatMap { member -> Zone? in
                guard case .string(let text) = member.1, let id = UUID(uuidString: text) else { return nil }
                return running[id]
            }
            return .object(members.map { key, member in
                guard !typed.contains(key), case .string(let text) = member else { return (key, rewritten(member, zone: own, running: running)) }
                return (key, .string(written(text, zone: own)))
            })
        default:
            return value
        }
    }

    /// An id in lower case, a running fast's instant with its zone's offset, any other text as
    /// it is. (Ten years of stamps pass through here: lengths first, then byte by byte.)
    private static func written(_ text: String, zone: Zone?) -> String {
        let count = text.utf8.count
        if count == 36, let lower = lowercaseID(text) { return lower }
        guard let zone, count == 20 else { return text }
        let stored = Array(text.utf8).withUnsafeBytes { Timestamp.parseStored(utf8: $0) }
        return stored.map { Timestamp.format($0, in: zone) } ?? text
    }

    /// `text` in lower case when it is an id (`8-4-4-4-12` hexadecimal digits), else nil.
    private static func lowercaseID(_ text: String) -> String? {
        var bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == 0x2D else { return nil }
            } else if byte >= 0x41 && byte <= 0x46 {
                bytes[index] = byte + 32
            } else if !(byte >= 0x30 && byte <= 0x39) && !(byte >= 0x61 && byte <= 0x66) {
                return nil
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
