extension HelpText {
    /// A help page laid out for 80 columns, folded to a narrower terminal at spaces: at 40
    /// columns the terminal cut `--at WHEN` 's words mid-word ("def" / "ault: now"). A folded
    /// line continues under its text (an option's help, after its name), or under its indent.
    /// At 80 columns and more the page is as written.
    package static func fitted(_ page: String, width: Int) -> String {
        guard width < HelpText.width, width > 0 else { return page }
        // Prose was wrapped for 80 columns: its lines (those without an indent) are joined into
        // their paragraph again before it is folded, rather than each broken in two.
        // So are an option's or a command's help lines continued under its text column.
        var lines: [String] = []
        var joining = false
        var column: Int?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let prose = !line.isEmpty && line.first != " "
            let leading = line.prefix { $0 == " " }.count
            let continued = column.map { $0 > 0 && leading == $0 && leading < line.count } ?? false
            if prose && joining || continued, let last = lines.last {
                lines[lines.count - 1] = last + " " + line.dropFirst(leading)
            } else {
                lines.append(String(line))
                // A synopsis wrapped at 80 continues four columns deeper than it begins.
                column = textColumn(Array(line)) ?? (leading > 0 ? leading + 4 : nil)
            }
            joining = prose
        }
        var out = ""
        for line in lines {
            for row in fold(line, width: width) { out += row + "\n" }
        }
        // The page's last newline was counted once more by the split.
        return String(out.dropLast())
    }

    static func fold(_ line: String, width: Int) -> [String] {
        let characters = Array(line)
        guard characters.count > width else { return [line] }
        let leading = characters.prefix { $0 == " " }.count
        // Under an option's help where it begins; where that is too far right, or there is none,
        // a little deeper than the line (a command's name, a synopsis), so it reads as continued.
        let column = textColumn(characters)
        var indent = leading == 0 ? 0 : leading + (column == nil ? 2 : 4)
        if let column, column < width / 2 { indent = column }
        if indent >= width / 2 { indent = 0 }
        var rows: [String] = []
        var rest = characters[leading...]
        var lead = String(repeating: " ", count: leading)
        while !rest.isEmpty {
            // An indent as wide as the terminal (a pane of a column or two) would leave no room:
            // the window's length went negative and trapped, and nothing was ever taken.
            if lead.count >= width { lead = "" }
            let room = width - lead.count
            if rest.count <= room {
                rows.append(lead + String(rest))
                break
            }
            let window = rest.prefix(room + 1)
            // The last space with something before it; without one, the word is cut.
            let cut = window.indices.last { $0 > rest.startIndex && window[$0] == " " } ?? rest.startIndex + room
            rows.append(lead + String(rest[..<cut]).trimmingWhitespace())
            rest = rest[cut...].drop { $0 == " " }
            lead = String(repeating: " ", count: indent)
        }
        return rows
    }

    /// Where the text after a line's first gap of two spaces or more begins, if it has one.
    private static func textColumn(_ line: [Character]) -> Int? {
        guard let first = line.firstIndex(where: { $0 != " " }) else { return nil }
        var spaces = 0
        for index in line.indices.dropFirst(first) {
            if line[index] == " " {
                spaces += 1
            } else {
                if spaces >= 2 { return index }
                spaces = 0
            }
        }
        return nil
    }
}
