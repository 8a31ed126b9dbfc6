/// Plain-text layout: wrapping prose to a width with an indent.
package enum TextLayout {
    /// `text` wrapped at word boundaries to `width` columns, each line starting with `indent`.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(20, width - indent.count)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= available {
                line += " " + word
            } else {
                lines.append(indent + line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }

    /// The width prose reads best at: the terminal's, but never wider than 72 columns.
    package static func proseWidth(columns: Int) -> Int { min(columns, 72) }
}
