import OptionParsing

// The option parser and its specs live in `OptionParsing`, shared with `atrest-license`;
// commands name them as before.
package typealias OptionSpec = OptionParsing.OptionSpec
package typealias ArgumentSpec = OptionParsing.ArgumentSpec
package typealias Suggestion = OptionParsing.Suggestion

/// Everything the parser, help and shell completion know about a command.
///
/// The one table of these (`CommandTable`) is the single source for all three, so help and
/// completions cannot drift from what the parser accepts.
package struct CommandSpec: Sendable {
    /// The words that name the command: `start`, or `water add`.
    package var name: String
    /// A short line for the command list, lower case, no full stop.
    package var summary: String
    /// More words for `atrest help COMMAND`.
    package var discussion: String?
    /// The same words for the free tier, where they differ (no tree, no star): what it has
    /// is described, and nothing it lacks.
    package var freeDiscussion: String?
    /// Its options, made when first asked for: a list of `OptionSpec` is an array type the
    /// runtime builds from its mangled name (12,000 instructions), and `atrest status` typed
    /// bare never looks at it (start-up path: Sources/START-UP.md).
    package var options: [OptionSpec] {
        get { optionList() }
        set { optionList = { newValue } }
    }
    private var optionList: @Sendable () -> [OptionSpec]
    package var arguments: [ArgumentSpec]
    package var examples: [String]
    /// Where the command is listed in `atrest help`.
    package var group: CommandGroup

    package init(
        _ name: String,
        summary: String,
        discussion: String? = nil,
        freeDiscussion: String? = nil,
        options: @autoclosure @escaping @Sendable () -> [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        examples: [String] = [],
        group: CommandGroup
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.freeDiscussion = freeDiscussion
        self.optionList = options
        self.arguments = arguments
        self.examples = examples
        self.group = group
    }

    package var words: [String] { name.split(separator: " ").map(String.init) }

    /// `atrest start [--target H] [--at WHEN]`
    package var synopsis: String {
        var parts = ["atrest", name]
        parts += options.map { $0.isRequired ? $0.display : "[\($0.display)]" }
        parts += arguments.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        return parts.joined(separator: " ")
    }
}

extension CommandSpec: Equatable {
    package static func == (one: CommandSpec, other: CommandSpec) -> Bool {
        one.name == other.name && one.summary == other.summary && one.discussion == other.discussion
            && one.freeDiscussion == other.freeDiscussion && one.options == other.options && one.arguments == other.arguments
            && one.examples == other.examples && one.group == other.group
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
    /// What it does to what atrest keeps: whether undo takes it back follows from this.
    static var effect: CommandEffect { get }
    init(_ arguments: ParsedArguments) throws
    func run(in run: CommandRun) throws
}
