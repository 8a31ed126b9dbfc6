/// Shell completion scripts for bash, zsh and fish, written from command specs.
///
/// Nothing here names a command by hand: add a command or an option to the table and every
/// script offers it.
package enum CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    package static func render(for shell: Shell, specs: [CommandSpec]) -> String {
        let model = Model(specs: specs)
        switch shell {
        case .bash: return bash(model)
        case .zsh: return zsh(model)
        case .fish: return fish(model)
        }
    }

    /// The facts every script needs, derived once.
    struct Model {
        var specs: [CommandSpec]
        var topLevel: [CommandSpec] { specs.filter { $0.words.count == 1 } }
        var global: [OptionSpec] { GlobalOptions.specs }

        /// Options whose next word is their value, so it is not taken for a command.
        var valueOptions: [String] {
            Array(Set((specs.flatMap(\.options) + global).filter { !$0.isFlag }.map(\.flagText))).sorted()
        }

        func subcommands(of name: String) -> [CommandSpec] {
            specs.filter { $0.words.count == 2 && $0.words[0] == name }
        }

        /// What may follow the command: its subcommands, or its arguments' fixed values.
        func words(after spec: CommandSpec) -> [String] {
            subcommands(of: spec.name).map { $0.words[1] } + spec.arguments.flatMap(\.choices)
        }

        func takesFiles(_ spec: CommandSpec) -> Bool { spec.arguments.contains { $0.name.contains("FILE") } }
        func takesDirectories(_ spec: CommandSpec) -> Bool { spec.arguments.contains { $0.name == "DIR" } }

        /// How many words may follow the command; nil when the last argument takes any number.
        /// Once that many are given, nothing more is offered (`water remove last` is whole).
        func most(_ spec: CommandSpec) -> Int? {
            spec.arguments.contains(where: \.isVariadic) || !subcommands(of: spec.name).isEmpty ? nil : spec.arguments.count
        }

        /// Words of a command after which a directory is its value: `config sync-folder`.
        var directoriesAfterWords: [(command: String, word: String)] {
            specs.flatMap { spec in spec.arguments.flatMap(\.directoriesAfter).map { (spec.name, $0) } }
        }
        func fileOptions() -> [String] {
            Array(Set((specs.flatMap(\.options) + global).filter { $0.value?.contains("FILE") == true }.map(\.flagText))).sorted()
        }

        /// Commands whose argument takes ids, and the command whose `--json` lists them.
        var idSources: [(command: String, source: String)] {
            specs.compactMap { spec in spec.arguments.compactMap(\.idsFrom).first.map { (spec.name, $0) } }
        }

        /// Values that follow a given word of a command: `config water-unit` → `ml oz`.
        var valuesAfterWords: [(command: String, word: String, choices: [String])] {
            specs.flatMap { spec in spec.arguments.flatMap(\.choicesAfter).map { (spec.name, $0.word, $0.choices) } }
        }
    }

    /// A shell pipeline printing the short ids `atrest SOURCE --json` lists (as `log` shows them).
    package static func idsPipeline(_ source: String) -> String {
        "atrest \(source) --json 2>/dev/null | sed -n 's/^ *\"id\": \"\\([0-9a-f]\\{8\\}\\).*/\\1/p'"
    }

    /// A `case` pattern matching any of `words`; one that matches nothing when there are none.
    static func alternatives(_ words: [String]) -> String {
        words.isEmpty ? "--atrest-nothing--" : words.joined(separator: "|")
    }

    /// `text` in single quotes, safe in all three shells.
    package static func shellQuote(_ text: String) -> String {
        ShellWord.quoted(text)
    }
}
