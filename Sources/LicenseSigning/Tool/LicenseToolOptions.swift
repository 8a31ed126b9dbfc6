import OptionParsing

/// The options after `atrest-license`'s subcommand, read by atrest's own parser
/// (`OptionParser`): each subcommand declares its options and takes no other word.
extension LicenseToolError {
    static func parse(_ arguments: some Collection<String>, options: [OptionSpec]) throws(LicenseToolError) -> ParsedOptions {
        do throws(ArgumentProblem) {
            return try OptionParser.parse(Array(arguments), options: options, arguments: [])
        } catch {
            throw .usage(Self.words(for: error))
        }
    }

    /// A problem with the command line, in the tool's words.
    static func words(for problem: ArgumentProblem) -> String {
        switch problem {
        case .unknownOption(let typed, _): "unknown option \(typed)"
        case .flagWithValue(let option): "\(option.flagText) takes no value"
        case .givenTwice(let option): "\(option.flagText) is given twice"
        case .needsValue(let option): "\(option.flagText) needs a value"
        case .missingArgument(let argument): "\(argument.name) is needed"
        case .unexpectedArgument(let word): "unexpected argument '\(word)'"
        }
    }
}

extension ParsedOptions {
    /// The value of `option`, which must be given.
    func required(_ option: OptionSpec) throws(LicenseToolError) -> String {
        guard let value = value(option) else { throw .usage("\(option.flagText) is needed") }
        return value
    }
}
