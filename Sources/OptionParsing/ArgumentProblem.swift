/// What is wrong with a command line, as a fact: each tool puts it in its own words (and
/// exits 2), so no tool matches another's messages.
package enum ArgumentProblem: Error, Equatable, Sendable {
    /// An option the command does not take, by its name without dashes.
    case unknownOption(String)
    /// A flag given a value (`--json=yes`).
    case flagWithValue(String)
    /// An option with a value given twice.
    case givenTwice(String)
    /// An option with no value after it: the line ends, or the next word is an option.
    case needsValue(OptionSpec)
    /// A positional argument the command needs and did not get.
    case missingArgument(ArgumentSpec)
    /// A word beyond the positional arguments the command takes.
    case unexpectedArgument(String)
}
