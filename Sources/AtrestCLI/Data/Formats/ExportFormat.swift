import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files `atrest export` writes: its own document with everything, or the recorded
/// fasts for the Atrest app, a calendar or a spreadsheet.
package enum ExportFormat: String, CaseIterable, Sendable {
    case atrest, ios, ics, csv

    /// True when the file holds only the recorded fasts (no water, settings or running fast).
    var holdsFastsOnly: Bool { self != .atrest }

    /// A file name to show in messages.
    var example: String {
        switch self {
        case .atrest: "atrest-export.json"
        case .ios: "atrest-ios.json"
        case .ics: "fasts.ics"
        case .csv: "fasts.csv"
        }
    }

    /// The file's text for `snapshot`, written at `now` (atrest's document shows it in `zone`).
    func text(_ snapshot: DataSnapshot, now: Date, zone: Zone) throws -> String {
        let sessions = snapshot.history.sessions
        switch self {
        case .atrest: return ExportDocument.text(snapshot, exportedAt: now, in: zone) + "\n"
        case .ios:
            do {
                return try IOSExport.text(sessions, generatedAt: now)
            } catch {
                throw AtrestError.cannot("could not write the app's export: \(error.description)", hint: "its checksum needs the system's libcrypto")
            }
        case .ics:
            let ledger = snapshot.changes
            return CalendarExport.text(sessions, version: AtrestVersion.current) { id in
                let stamp = ledger.stamp(id)
                return stamp.isUnstamped ? nil : stamp.at
            }
        case .csv: return SpreadsheetExport.text(sessions)
        }
    }
}
