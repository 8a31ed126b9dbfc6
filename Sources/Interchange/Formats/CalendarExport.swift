import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Recorded fasts as an iCalendar file (RFC 5545), for a calendar app: one event per fast,
/// in UTC, with the fast's id as its `UID` so that importing the file again updates the same
/// events instead of adding new ones.
///
/// Lines end in CRLF and are folded at 75 octets without splitting a character; text is
/// escaped. The summary is a neutral "Fast": no duration, no tree, nothing that ranks one
/// fast above another. The note, if any, is the description.
///
/// `DTSTAMP` and `LAST-MODIFIED` are the fast's last change and `SEQUENCE` grows with each
/// change (`sequence`), so unchanged data exports to the same bytes and a calendar that reads
/// the file again updates an edited fast in place. The target and the zone the fast was kept
/// in ride along as `X-ATREST-` properties, so the file comes back whole (`CalendarImport`).
package enum CalendarExport {
    /// `stamp` gives a fast's last change; nil for a fast never changed since stamps began,
    /// which is then dated by its end, when it was recorded. `version` is atrest's, for the
    /// calendar's `PRODID`.
    package static func text(_ sessions: [FastingSession], version: String, stamp: (UUID) -> Date?) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//atrest//atrest \(version)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
        ]
        lines.reserveCapacity(8 * sessions.count + 6)
        for session in sessions {
            let changed = stamp(session.id)
            let modified = basic(changed ?? session.end)
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(session.id.lowercaseText)@atrest")
            lines.append("DTSTAMP:\(modified)")
            lines.append("LAST-MODIFIED:\(modified)")
            lines.append("SEQUENCE:\(sequence(changed))")
            lines.append("DTSTART:\(basic(session.start))")
            lines.append("DTEND:\(basic(session.end))")
            lines.append("SUMMARY:Fast")
            if let note = session.note { lines.append("DESCRIPTION:\(escaped(note))") }
            lines.append("TRANSP:TRANSPARENT")
            lines.append("X-ATREST-TARGET-HOURS:\(TargetHours.describe(session.targetHours))")
            lines.append("X-ATREST-TIME-ZONE:\(session.timeZone.identifier)")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
    }

    /// Seconds from 2020 to the last change: larger with every change (a change is never
    /// stamped before the one it replaces), and within a 32-bit integer, as calendars read
    /// `SEQUENCE`, until 2088. 0 for a fast never changed since stamps began.
    static func sequence(_ changed: Date?) -> Int {
        guard let changed else { return 0 }
        return min(max(0, Int(changed.timeIntervalSince1970.rounded(.down)) - 1_577_836_800), Int(Int32.max))
    }

    /// `20260120T200000Z`: iCalendar's UTC form.
    static func basic(_ date: Date) -> String {
        let c = CivilTime(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)), offsetSeconds: 0)
        return digits(c.year, 4) + digits(c.month, 2) + digits(c.day, 2) + "T"
            + digits(c.hour, 2) + digits(c.minute, 2) + digits(c.second, 2) + "Z"
    }

    /// `value` in `width` digits, zeros in front.
    static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// TEXT as RFC 5545 escapes it: backslash, semicolon, comma and line breaks.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// A content line folded so that no line is longer than 75 octets: the break falls
    /// between characters (never inside one's UTF-8 bytes), and each continuation begins
    /// with a space.
    package static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = String.UnicodeScalarView()
        var width = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if width + size > 75 {
                result.append(contentsOf: "\r\n ".unicodeScalars)
                width = 1
            }
            result.append(scalar)
            width += size
        }
        return String(result)
    }
}
