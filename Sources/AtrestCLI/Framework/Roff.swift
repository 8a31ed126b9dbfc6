/// The few pieces of roff (the `man` macros) the manual page is written in.
///
/// Text is escaped once, here, so that nothing a command's help says can become a roff
/// request: a backslash is printed as one, a line cannot begin with a control character,
/// hyphens are the minus sign a person copies into a shell, and anything beyond ASCII is
/// named by its code point, so `groff` reads the page the same way under any locale.
package enum Roff {
    /// `text` as roff prints it literally, on one line.
    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\n", "\t": out += " "
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            // The marks of log and calendar, by the names every groff device knows: the
            // PostScript device has no glyph for their code points.
            case "\u{25CF}": out += "\\(bu"
            case "\u{25E6}": out += "\\(ci"
            default: out += "\\[u" + hex(scalar.value) + "]"
            }
        }
        // A line starting with `.` or `'` would be read as a request.
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }

    package static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    package static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    /// A sentence from a help line: a capital first letter and a full stop.
    package static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        let body = first.uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }

    /// Four upper-case hex digits or more, as `\[u00E9]` wants them.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
