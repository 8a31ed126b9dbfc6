import Domain
import Foundation
@testable import Interchange
import JSON
import Store
import Testing

/// The export's `changes` rewrites ids and a running fast's instants (`ExportDocument+Changes`),
/// but never what a person typed: every note member of a running fast, found by its declared
/// kind, is left as typed even when it reads as an instant or an id. (A second note member
/// named anything but `note` was rewritten before its kind was asked.)
@Suite struct ExportChangesNoteTests {
    static let tokyo = ZoneDatabase().zoneOrUTC(named: "Asia/Tokyo")

    /// The running fast as `changes.json` stores it: ids in upper case, instants in UTC.
    static func stored(_ fast: ActiveFast) -> JSONValue {
        .object(ActiveFast.declared.map { field -> (String, JSONValue) in
            switch field.value {
            case .id(let get, _): (field.text, .string(get(fast).uuidString.uppercased()))
            case .instant(let get, _): (field.text, .string(Timestamp.formatUTC(get(fast))))
            case .hours(let get, _): (field.text, .double(get(fast)))
            case .milliliters(let get, _): (field.text, .int(get(fast)))
            case .zone(let get, _): (field.text, .string(get(fast).identifier))
            case .note(let get, _): (field.text, get(fast).map(JSONValue.string) ?? .null)
            }
        })
    }

    @Test(arguments: ["2026-11-21T11:00:00Z", "3F9A2C1E-0B1D-4E5F-8A9B-0C1D2E3F4A5B"])
    func everyNoteOfARunningFastIsLeftAsTyped(_ typed: String) throws {
        var fast = ActiveFast(id: UUID(), start: Timestamp.parse("2026-11-21T02:00:00Z") ?? .distantPast, targetHours: 16, timeZone: Self.tokyo)
        var notes: [String] = []
        for field in ActiveFast.declared {
            guard case .note(_, let set) = field.value else { continue }
            set(&fast, typed)
            notes.append(field.text)
        }
        #expect(!notes.isEmpty, "a running fast declares a note")
        var ledger = ChangeLedger()
        ledger.running[fast.id] = Stamped(fast, Stamp(at: fast.start, device: UUID()))
        let written = ExportDocument.changes(.object([("running", .array([Self.stored(fast)]))]), ledger: ledger)
        guard case .object(let lists) = written, case .array(let entries)? = lists.first(where: { $0.0 == "running" })?.1,
              case .object(let members)? = entries.first else {
            Issue.record("no running entry in \(written)")
            return
        }
        let value = { (name: String) -> JSONValue? in members.first { $0.0 == name }?.1 }
        // The rewriting ran: the start is in Tokyo's offset.
        #expect(value("start") == .string("2026-11-21T11:00:00+09:00"))
        for name in notes {
            #expect(value(name) == .string(typed), "\(name) was rewritten")
        }
    }
}
