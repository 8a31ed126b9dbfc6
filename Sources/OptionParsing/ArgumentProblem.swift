/// What is wrong with a command line, as a fact: each tool puts it in its own words (and
/// exits 2), so no tool matches another's messages.
package enum ArgumentProblem: Error, Equatable, Sendable {
    /// An option the command does not take, as typed (`--jsn`, `-json`), and its name
    /// without dashes, for a suggestion.
    case unknownOption(typed: String, name: String)
    /// A flag given a value (`--json=yes`).
    case flagWithValue(OptionSpec)
    /// An option with a value given twice.
    case givenTwice(OptionSpec)
    /// An option with no value after it: the line ends, or the next word is an option.
    case needsValue(OptionSpec)
    /// A positional argument the command needs and did not get.
    case missingArgument(ArgumentSpec)
    /// A word beyond the positional arguments the command takes.
    case unexpectedArgument(String)
}
