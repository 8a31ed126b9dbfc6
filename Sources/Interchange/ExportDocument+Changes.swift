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
    /// `stored`, the ledger as the store writes it, with every id and instant rewritten: a
    /// running fast's instants in its own zone (as `activeFast` has them), every stamp at
    /// `+00:00`. A stamp belongs to no zone, and written in the exporting computer's it would
    /// make export → import → export differ between two zones. A note is left as typed.
    static func changes(_ stored: JSONValue, ledger: ChangeLedger) -> JSONValue {
        rewritten(stored, zone: .utc, running: ledger.running.mapValues(\.value.timeZone))
    }

    private static func rewritten(_ value: JSONValue, zone: Zone, running: [UUID: Zone]) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(items.map { rewritten($0, zone: zone, running: running) })
        case .object(let members):
            // A running fast's entry names its id; its instants are in that fast's zone.
            let own = members.first { $0.0 == "id" }.flatMap { member -> Zone? in
                guard case .string(let text) = member.1, let id = UUID(uuidString: text) else { return nil }
                return running[id]
            }
            return .object(members.map { key, member in
                guard key != "note", case .string(let text) = member else { return (key, rewritten(member, zone: zone, running: running)) }
                return (key, .string(written(text, zone: own ?? zone)))
            })
        default:
            return value
        }
    }

    /// An id in lower case, an instant with `zone`'s offset, any other text as it is.
    private static func written(_ text: String, zone: Zone) -> String {
        if text.utf8.count == 36, let id = UUID(uuidString: text) { return id.lowercaseText }
        let stored = text.utf8.withContiguousStorageIfAvailable { Timestamp.parseStored(utf8: UnsafeRawBufferPointer($0)) } ?? nil
        if let instant = stored { return Timestamp.format(instant, in: zone) }
        return text
    }
}
