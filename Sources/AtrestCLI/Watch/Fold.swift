/// Words folded to a width at spaces, never inside a word.
package enum Fold {
    /// `text` broken at spaces into lines of at most `width` characters, or nil when one word
    /// alone is wider: then the text does not fit, and a shorter form of it is chosen instead.
    package static func lines(_ text: String, width: Int) -> [String]? {
        guard width > 0 else { return nil }
        var lines: [String] = []
        var line = ""
        var length = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let count = word.count
            guard count <= width else { return nil }
            if length == 0 {
                line = String(word)
                length = count
            } else if length + 1 + count <= width {
                line += " " + word
                length += 1 + count
            } else {
                lines.append(line)
                line = String(word)
                length = count
            }
        }
        if length > 0 { lines.append(line) }
        return lines
    }

    /// Paragraphs folded to `width` one after the other (an empty one is a blank line); nil
    /// when one does not fit.
    package static func paragraphs(_ paragraphs: [String], width: Int) -> [String]? {
        var out: [String] = []
        for paragraph in paragraphs {
            guard !paragraph.isEmpty else {
                out.append("")
                continue
            }
            guard let lines = lines(paragraph, width: width) else { return nil }
            out += lines
        }
        return out
    }

    /// How many of the folded `rows`, from the first, hold the words of `text` (the arrival's
    /// first line, bright on every row it wraps onto). Folding breaks only between words, so
    /// these are the first rows whose words add up to its own, whatever the width was.
    package static func rows(of text: String, in rows: [String]) -> Int {
        let words = text.split(separator: " ").count
        var taken = 0
        var count = 0
        for row in rows where taken < words {
            taken += row.split(separator: " ").count
            count += 1
        }
        return count
    }

    /// `text` folded at `width` for a message: `first` leads the first line and `rest` the
    /// others. A word wider than a line stands alone on its line, whole.
    package static func message(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var length = first.count
        var empty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !empty, length + 1 + word.count > width {
                lines.append(line)
                line = rest
                length = rest.count
                empty = true
            }
            if !empty {
                line += " "
                length += 1
            }
            line += word
            length += word.count
            empty = false
        }
        if !empty { lines.append(line) }
        return lines
    }
}
