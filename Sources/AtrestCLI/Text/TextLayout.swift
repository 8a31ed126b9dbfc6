/// Plain-text layout: wrapping prose to a width with an indent.
package enum TextLayout {
    /// `text` wrapped at word boundaries to `width` columns, each line starting with `indent`.
    ///
    /// Each word is counted once and the line's length kept as a number: counting the line
    /// again for every word, and `String + Substring` (generic, resolved at run time), made
    /// wrapping one paragraph a twentieth of `status`.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(20, width - indent.count)
        var lines: [String] = []
        var line = indent
        var length = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let count = word.count
            if length == 0 {
                length = count
            } else if length + 1 + count <= available {
                line += " "
                length += 1 + count
            } else {
                lines.append(line)
                line = indent
                length = count
            }
            line += String(word)
        }
        if length > 0 { lines.append(line) }
        return lines
    }

    /// The width prose reads best at: the terminal's, but never wider than 72 columns.
    package static func proseWidth(columns: Int) -> Int { min(columns, 72) }
}
