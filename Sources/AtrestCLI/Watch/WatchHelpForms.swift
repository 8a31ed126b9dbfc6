/// The help panel's forms, fullest first: a small pane shows the fullest whose folded lines fit,
/// so that every key stays named (at 40 × 12 the one form there was lost its last five keys,
/// `q quit` among them, and at 24 × 8 all but two).
extension WatchKeymap {
    /// Every key and what it does; the same without the commands in brackets; one short line a
    /// key; the keys packed into rows `width` wide.
    func helpForms(forest: Bool, width: Int) -> [[String]] {
        let shown = bindings.filter { forest || !$0.needsForest }
        let full = helpLines(forest: forest)
        let bare = shown.compactMap(\.help).map { help in
            Self.padded(help.keys) + Self.withoutCommand(help.words)
        }
        let short = shown.compactMap(Self.shortLine)
        return [full, bare, short, Self.packed(short.map { Self.collapsed($0) }, width: width)] + Self.fewer(shown, width: width)
    }

    /// Packed forms for the smallest panes (at 24 × 8 the packed form needed a row more than
    /// there was, and `q quit` was cut): the foot line's words, one letter a key and no `? help`
    /// (it is open); then without the keys that give way first on the foot line, `q quit` always kept.
    private static func fewer(_ shown: [WatchBinding], width: Int) -> [[String]] {
        var kept = shown.filter { $0.action != .help }
        var forms = [packed(kept.compactMap(\.label), width: width)]
        for rank in Set(kept.map(\.givesWay)).filter({ $0 > 0 }).sorted() {
            kept.removeAll { $0.action != .quit && $0.givesWay > 0 && $0.givesWay <= rank }
            let form = packed(kept.compactMap(\.label), width: width)
            if form != forms[forms.count - 1] { forms.append(form) }
        }
        return forms
    }

    /// A key and the word the foot line gives it: `e e    end`, `q      quit`.
    private static func shortLine(_ binding: WatchBinding) -> String? {
        guard let help = binding.help, let label = binding.label, let space = label.firstIndex(of: " ") else { return nil }
        return padded(help.keys) + label[label.index(after: space)...]
    }

    private static func padded(_ keys: String) -> String {
        keys + String(repeating: " ", count: max(1, 7 - keys.count))
    }

    /// The words without a closing `(atrest …)`: the command a key stands for is a detail.
    private static func withoutCommand(_ words: String) -> String {
        guard words.hasSuffix(")"), let open = words.lastIndex(of: "("), words[open...].hasPrefix("(atrest ") else { return words }
        return String(words[..<open]).trimmingWhitespace()
    }

    /// `e e    end` as `e e end`, for rows of several keys.
    private static func collapsed(_ line: String) -> String {
        var out = ""
        for character in line where !(character == " " && out.hasSuffix(" ")) { out.append(character) }
        return out
    }

    /// Whole entries side by side, two spaces apart, in rows at most `width` wide.
    private static func packed(_ entries: [String], width: Int) -> [String] {
        var rows: [String] = []
        for entry in entries {
            if let last = rows.last, last.count + 2 + entry.count <= width {
                rows[rows.count - 1] = last + "  " + entry
            } else {
                rows.append(entry)
            }
        }
        return rows
    }
}
