import Screen

/// A panel's line wider than the screen, folded at spaces rather than cut at the panel's edge:
/// at 60 columns the help panel's longer lines lost their ends ("(atrest a").
///
/// A continuation lines up under the line's text column (a key table's description, after a
/// gap of two spaces or more), so a folded key line still reads as one entry.
enum PanelFolding {
    static func fold(_ line: [TerminalCell], width: Int) -> [[TerminalCell]] {
        guard width > 0, line.count > width else { return [line] }
        let indent = textColumn(of: line).flatMap { $0 < width / 2 ? $0 : nil } ?? 0
        var rows: [[TerminalCell]] = []
        var rest = line[...]
        var lead: [TerminalCell] = []
        while !rest.isEmpty {
            let room = width - lead.count
            if rest.count <= room {
                rows.append(lead + rest)
                break
            }
            let window = rest.prefix(room + 1)
            // The last space that leaves something before it; without one, the word is cut.
            let cut = window.indices.last(where: { $0 > rest.startIndex && window[$0].character == " " })
                ?? rest.startIndex + room
            rows.append(lead + rest[..<cut])
            let space = rest[cut]
            rest = rest[cut...].drop(while: { $0.character == " " })
            lead = Array(repeating: TerminalCell(" ", foreground: space.foreground, background: space.background), count: indent)
        }
        return rows
    }

    /// Where the text after a line's first gap of two spaces or more begins, if it has one.
    static func textColumn(of line: [TerminalCell]) -> Int? {
        guard let first = line.firstIndex(where: { $0.character != " " }) else { return nil }
        var spaces = 0
        for index in line.indices.dropFirst(first) {
            if line[index].character == " " {
                spaces += 1
            } else {
                if spaces >= 2 { return index }
                spaces = 0
            }
        }
        return nil
    }
}
