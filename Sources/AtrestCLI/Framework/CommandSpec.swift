/// One option a command takes: a flag (`--json`) or an option with a value (`--target H`).
package struct OptionSpec: Sendable, Equatable {
    /// Without the dashes: `target`.
    package var name: String
    /// The value's placeholder (`H`, `WHEN`), or nil for a flag.
    package var value: String?
    package var help: String
    /// Values offered by shell completion, when the set is fixed.
    package var choices: [String]

    package init(_ name: String, value: String? = nil, help: String, choices: [String] = []) {
        self.name = name
        self.value = value
        self.help = help
        self.choices = choices
    }

    package var isFlag: Bool { value == nil }
    /// How it is typed: `--json`, or `-n` for a one-letter name.
    package var flagText: String { name.count == 1 ? "-\(name)" : "--\(name)" }
    package var display: String { value.map { "\(flagText) \($0)" } ?? flagText }
}

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

    package init(
        _ name: String, help: String, optional: Bool = false, variadic: Bool = false, choices: [String] = [],
        choicesAfter: [(word: String, choices: [String])] = [], idsFrom: String? = nil
    ) {
        self.idsFrom = idsFrom
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
    }
}

/// Everything the parser, help and shell completion know about a command.
///
/// The one table of these (`CommandTable`) is the single source for all three, so help and
/// completions cannot drift from what the parser accepts.
package struct CommandSpec: Sendable, Equatable {
    /// The words that name the command: `start`, or `water add`.
    package var name: String
    /// A short line for the command list, lower case, no full stop.
    package var summary: String
    /// More words for `atrest help COMMAND`.
    package var discussion: String?
    package var options: [OptionSpec]
    package var arguments: [ArgumentSpec]
    package var examples: [String]
    /// Where the command is listed in `atrest help`.
    package var group: CommandGroup

    package init(
        _ name: String,
        summary: String,
        discussion: String? = nil,
        options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        examples: [String] = [],
        group: CommandGroup
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.examples = examples
        self.group = group
    }

    package var words: [String] { name.split(separator: " ").map(String.init) }

    /// `atrest start [--target H] [--at WHEN]`
    package var synopsis: String {
        var parts = ["atrest", name]
        parts += options.map { "[\($0.display)]" }
        parts += arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        return parts.joined(separator: " ")
    }
}

/// The headings of `atrest help`.
package enum CommandGroup: String, Sendable, CaseIterable {
    case fasting = "Fasting"
    case history = "History"
    case water = "Water"
    case pictures = "Forest and calendar"
    case settings = "Settings"
    case data = "Your data"
    case shell = "Shell"
}

/// A command: parsed and checked first, without touching files, then run.
package protocol Command: Sendable {
    static var spec: CommandSpec { get }
    init(_ arguments: ParsedArguments) throws
    func run(in run: CommandRun) throws
}
