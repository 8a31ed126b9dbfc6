/// Text from outside (arguments, file names, values read from files) made safe to print in
/// an error: it can neither steer the terminal nor run on for screens.
enum SafeText {
    /// The longest run without a space kept whole; a longer one keeps its two ends.
    static let longestWord = 120
    /// The longest message kept whole.
    static let longestMessage = 400

    /// `text` with every control character shown escaped (`\n`, `\e`, `\u{9B}` …) and
    /// overlong words and messages shortened in the middle, where "…" stands for what was left out.
    static func safe(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            escaped += escape(scalar)
        }
        // Joined by hand: `water add` passes here for its undo entry's label (start-up path: Sources/START-UP.md).
        var message = ""
        for (index, word) in escaped.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            message += (index == 0 ? "" : " ") + shortened(String(word), to: longestWord)
        }
        return shortened(message, to: longestMessage)
    }

    /// `text` with every control character and reordering mark shown escaped, as `safe` does,
    /// at its whole length: for sentences that carry a name from the disk (a file's name, a
    /// folder's path), which must never move the cursor or reorder what a person reads.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { escape($0) != String($0) }) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars { escaped += escape(scalar) }
        return escaped
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        // C0 and C1 controls and DEL; line and paragraph separators; the marks that reorder
        // text around them (bidirectional overrides and isolates), which hide what follows.
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }

    private static func shortened(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let half = (limit - 1) / 2
        return text.prefix(half) + "…" + text.suffix(half)
    }
}
