import Domain

/// Recorded fasts as CSV (RFC 4180) for a spreadsheet: a header row, one row per fast, CRLF
/// line ends, every instant with the offset of the zone it was recorded in. The columns carry
/// `log --json`'s names and values, so a script reads both alike; `tree` is empty for none.
enum SpreadsheetExport {
    static let header = ["id", "start", "end", "durationSeconds", "targetHours", "tree", "timeZone", "note"]

    static func text(_ sessions: [FastingSession]) -> String {
        var text = header.joined(separator: ",") + "\r\n"
        text.reserveCapacity(120 * sessions.count + 80)
        for session in sessions {
            let fields = [
                session.id.lowercaseText,
                Timestamp.format(session.start, in: session.timeZone),
                Timestamp.format(session.end, in: session.timeZone),
                String(Int(session.duration)),
                TargetHours.describe(session.targetHours),
                session.tree?.rawValue ?? "",
                session.timeZone.identifier,
                session.note ?? "",
            ]
            text += fields.map(CSVTable.field).joined(separator: ",") + "\r\n"
        }
        return text
    }
}
