import AtrestCLI

/// Ways to run each command in the table, found from the table itself: the bare command, the
/// examples its help shows, and the harnesses' own argument lists. A new command brings its
/// own, so the harnesses reach it without anyone adding it to a list.
enum Invocations {
    /// The command in the table a line of arguments runs: `water add 300` → `water add`.
    static func command(of arguments: [String]) -> String? {
        let names = Set(CommandTable.named.map(\.name))
        if arguments.count > 1, names.contains(arguments[0] + " " + arguments[1]) { return arguments[0] + " " + arguments[1] }
        return arguments.first.flatMap { names.contains($0) ? $0 : nil }
    }

    /// Every invocation known for `spec`: its words alone, then its help's examples.
    static func of(_ spec: CommandSpec) -> [[String]] {
        var all = [spec.words]
        for example in spec.examples.compactMap(words) where command(of: example) == spec.name && !all.contains(example) {
            all.append(example)
        }
        return all
    }

    /// An example's words as a shell splits them, up to its first pipe, redirection or `&&`,
    /// without `atrest`; nil for one that reaches outside the home (`~/…`).
    static func words(_ example: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in example {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        let line = Array(words.prefix { !["|", ">", "&&", "\\"].contains($0) })
        guard line.first == "atrest", !line.contains(where: { $0.contains("~") }) else { return nil }
        return Array(line.dropFirst())
    }
}
