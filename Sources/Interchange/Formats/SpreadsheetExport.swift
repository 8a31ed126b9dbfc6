import Domain

/// Recorded fasts as CSV (RFC 4180) for a spreadsheet: a header row, one row per fast, CRLF
/// line ends, every instant with the offset of the zone it was recorded in. The columns carry
/// `log --json`'s names and values, so a script reads both alike; `tree` is empty for none.
package enum SpreadsheetExport {
    /// Every declared member of a fast (`FastingSession.declared`), with its length after its
    /// end and its tree after its target, as they have always stood.
    static let header: [String] = FastingSession.declared.flatMap { field -> [String] in
        switch field.text {
        case "end": [field.text, "durationSeconds"]
        case "targetHours": [field.text, "tree"]
        default: [field.text]
        }
    }

    package static func text(_ sessions: [FastingSession]) -> String {
        var text = header.joined(separator: ",") + "\r\n"
        text.reserveCapacity(120 * sessions.count + 80)
        let declared = FastingSession.declared
        for session in sessions {
            var cells: [String] = []
            for field in declared {
                cells.append(FieldFormats.cell(field, of: session, zone: session.timeZone))
                if field.text == "end" { cells.append(String(Int(session.duration))) }
                if field.text == "targetHours" { cells.append(session.tree?.rawValue ?? "") }
            }
            text += cells.map(CSVTable.field).joined(separator: ",") + "\r\n"
        }
        return text
    }
}
