/// One option a command takes: a flag (`--json`) or an option with a value (`--target H`).
package struct OptionSpec: Sendable, Equatable {
    /// Without the dashes: `target`.
    package var name: String
    /// The value's placeholder (`H`, `WHEN`), or nil for a flag.
    package var value: String?
    package var help: String
    /// Values offered by shell completion, when the set is fixed.
    package var choices: [String]
    /// An option the command cannot go without (`add --start`): a synopsis writes it without
    /// brackets. The command itself says so when it is missing.
    package var isRequired: Bool

    package init(_ name: String, value: String? = nil, help: String, choices: [String] = [], isRequired: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        self.choices = choices
        self.isRequired = isRequired
    }

    package var isFlag: Bool { value == nil }
    /// How it is typed: `--json`, or `-n` for a one-letter name.
    package var flagText: String { name.count == 1 ? "-\(name)" : "--\(name)" }
    package var display: String { value.map { "\(flagText) \($0)" } ?? flagText }
}
