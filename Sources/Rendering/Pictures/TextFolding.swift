/// Small text helpers for words set inside pictures.
enum TextFolding {
    /// `text` with every character outside ASCII replaced by a near ASCII spelling (or `?`).
    ///
    /// Control characters become spaces, so words can never smuggle escape codes into a picture.
    static func ascii(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E: out.unicodeScalars.append(scalar)
            case 0x2018, 0x2019, 0x201B, 0x2032: out += "'"
            case 0x201C, 0x201D, 0x201F, 0x2033: out += "\""
            case 0x2013, 0x2014, 0x2212: out += "-"
            case 0x2026: out += "..."
            case 0x00A0, 0x2000...0x200A: out += " "
            case 0x00...0x1F, 0x7F...0x9F: out += " "
            default: out += "?"
            }
        }
        return out
    }

    /// `text` without control characters, which would break the picture's grid.
    static func printable(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? " " : scalar
        }))
    }

    /// `text` broken at spaces into lines of at most `width` characters; longer words are cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in printable(text).split(separator: " ", omittingEmptySubsequences: true) {
            let piece = String(word.prefix(width))
            if line.isEmpty {
                line = piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
