import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Recorded fasts as CSV (RFC 4180) for a spreadsheet: a header row, one row per fast, CRLF
/// line ends, every instant with the offset of the zone it was recorded in.
enum SpreadsheetExport {
    static let header = ["id", "start", "end", "durationHours", "targetHours", "timeZone", "note"]

    static func text(_ sessions: [FastingSession]) -> String {
        var text = header.joined(separator: ",") + "\r\n"
        text.reserveCapacity(120 * sessions.count + 80)
        for session in sessions {
            let fields = [
                session.id.lowercaseText,
                Timestamp.format(session.start, in: session.timeZone),
                Timestamp.format(session.end, in: session.timeZone),
                hours(session.duration / 3600),
                TargetHours.describe(session.targetHours),
                session.timeZone.identifier,
                session.note ?? "",
            ]
            text += fields.map(CSVTable.field).joined(separator: ",") + "\r\n"
        }
        return text
    }

    /// Hours to two decimals, `16.5` or `16`: a spreadsheet adds them up as numbers.
    private static func hours(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, rest = hundredths % 100
        if rest == 0 { return "\(whole)" }
        return rest % 10 == 0 ? "\(whole).\(rest / 10)" : "\(whole).\(CalendarExport.digits(rest, 2))"
    }
}
