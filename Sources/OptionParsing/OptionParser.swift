/// Reads the words of a command line after the command's name against what the command
/// declares, without any I/O: the one option parser of `atrest` and `atrest-license`.
///
/// `--name value` and `--name=value` (`-n` for a one-letter name); a flag takes no value; an
/// option with a value is given at most once; `--` ends the options; `-` and negative numbers
/// are positional. A value is never taken from a word that begins with `--`: that is the next
/// option, and the one before it was left without a value (`--note=--x` gives one such on purpose).
package enum OptionParser {
    /// `options` is asked for only when a word is an option: a command typed bare (`atrest
    /// status`, many times a minute in prompts) does not build its list (start-up path:
    /// Sources/START-UP.md).
    package static func parse(
        _ words: [String], options declaredOptions: @autoclosure @escaping @Sendable () -> [OptionSpec], arguments: [ArgumentSpec]
    ) throws(ArgumentProblem) -> ParsedOptions {
        var parsed = ParsedOptions(declared: declaredOptions())
        var known: [OptionSpec]?
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") || isNegativeNumber(word) {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            var typed = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                inlineValue = String(word[word.index(after: equals)...])
                typed = String(word[..<equals])
            }
            let name = String(typed.drop { $0 == "-" })
            let options = known ?? declaredOptions()
            known = options
            // Written as the option is written (`-n`, `--json`): `-json` or `---json` is not `--json`.
            guard let option = options.first(where: { $0.name == name }), option.flagText == typed else {
                throw .unknownOption(typed: typed, name: name)
            }
            if option.isFlag {
                guard inlineValue == nil else { throw .flagWithValue(option) }
                parsed.give(flag: name)
                continue
            }
            guard !parsed.hasValue(named: name) else { throw .givenTwice(option) }
            if let inlineValue {
                parsed.give(option: name, value: inlineValue)
            } else {
                guard index < words.count, !words[index].hasPrefix("--") else { throw .needsValue(option) }
                parsed.give(option: name, value: words[index])
                index += 1
            }
        }
        let required = arguments.filter { !$0.isOptional }
        if parsed.positionals.count < required.count { throw .missingArgument(required[parsed.positionals.count]) }
        if parsed.positionals.count > arguments.count, arguments.last?.isVariadic != true {
            throw .unexpectedArgument(parsed.positionals[arguments.count])
        }
        return parsed
    }

    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }
}
