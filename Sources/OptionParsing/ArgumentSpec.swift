/// One positional argument.
package struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder shown in help: `ID`, `FILE`, `YYYY-MM`.
    package var name: String
    package var help: String
    package var isOptional: Bool
    /// Takes every remaining word (only the last argument may).
    package var isVariadic: Bool
    /// Values offered by shell completion (`on`, `off`), when the set is fixed.
    package var choices: [String]
    /// Values offered by shell completion after a given word: `config water-unit` → `ml oz`.
    package var choicesAfter: [(word: String, choices: [String])]
    /// The command whose `--json` lists the ids this argument takes (`log`, `water`), for
    /// shell completion to offer them as they stand now.
    package var idsFrom: String?
    /// Words after which shell completion offers directories: `config sync-folder` → a folder.
    package var directoriesAfter: [String]

    package init(
        _ name: String, help: String, optional: Bool = false, variadic: Bool = false, choices: [String] = [],
        choicesAfter: [(word: String, choices: [String])] = [], idsFrom: String? = nil, directoriesAfter: [String] = []
    ) {
        self.idsFrom = idsFrom
        self.directoriesAfter = directoriesAfter
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
        self.choices = choices
        self.choicesAfter = choicesAfter
    }

    package static func == (a: ArgumentSpec, b: ArgumentSpec) -> Bool {
        a.name == b.name && a.help == b.help && a.isOptional == b.isOptional && a.isVariadic == b.isVariadic
            && a.choices == b.choices && a.choicesAfter.map(\.word) == b.choicesAfter.map(\.word)
            && a.choicesAfter.map(\.choices) == b.choicesAfter.map(\.choices) && a.idsFrom == b.idsFrom
            && a.directoriesAfter == b.directoriesAfter
    }
}
