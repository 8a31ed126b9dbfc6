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
package enum CalendarExport {
    static func text(_ sessions: [FastingSession], stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//atrest//atrest \(AtrestVersion.current)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
        ]
        lines.reserveCapacity(8 * sessions.count + 6)
        let stamp = basic(stamp)
        for session in sessions {
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(session.id.lowercaseText)@atrest")
            lines.append("DTSTAMP:\(stamp)")
            lines.append("DTSTART:\(basic(session.start))")
            lines.append("DTEND:\(basic(session.end))")
            lines.append("SUMMARY:Fast")
            if let note = session.note { lines.append("DESCRIPTION:\(escaped(note))") }
            lines.append("TRANSP:TRANSPARENT")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined(separator: "\r\n") + "\r\n"
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
