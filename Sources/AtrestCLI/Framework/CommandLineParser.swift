import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options every command understands, wherever they appear on the line.
package struct GlobalOptions: Sendable, Equatable {
    package var colour: ColourChoice = .auto
    package var ascii = false

    package init(colour: ColourChoice = .auto, ascii: Bool = false) {
        self.colour = colour
        self.ascii = ascii
    }

    package static let specs = [
        OptionSpec("color", value: "WHEN", help: "colour: auto (on a terminal), always or never", choices: ColourChoice.allCases.map(\.rawValue)),
        OptionSpec("ascii", help: "draw with ASCII only, for terminals without UTF-8"),
        OptionSpec("help", help: "show help for the command"),
        OptionSpec("version", help: "show the version"),
    ]
}

/// What a command line asks for.
package enum Invocation: Sendable {
    case run(any Command, GlobalOptions)
    case help(CommandSpec?, GlobalOptions)
    case version
}

/// Turns arguments into a checked command, using the command table and nothing else.
package struct CommandLineParser: Sendable {
    /// The commands with the words that name them (see `CommandTable.named`).
    package var commands: [(name: String, command: any Command.Type)]

    package init(commands: [(name: String, command: any Command.Type)] = CommandTable.named) {
        self.commands = commands
    }

    package var specs: [CommandSpec] { commands.map { $0.command.spec } }

    package func parse(_ arguments: [String], now: Date, timeZone: Zone) throws -> Invocation {
        var global = GlobalOptions()
        var wantsHelp = false
        var rest: [String] = []
        var index = 0
        var afterDoubleDash = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterDoubleDash { rest.append(argument); continue }
            switch argument {
            case "--":
                afterDoubleDash = true
                rest.append(argument)
            case "--help", "-h":
                wantsHelp = true
            case "--version", "-V":
                return .version
            case "--ascii":
                global.ascii = true
            case "--color", "--colour":
                guard index < arguments.count else { throw AtrestError.usage("--color needs a value: auto, always or never") }
                global.colour = try ColourChoice.parse(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--color=") || argument.hasPrefix("--colour="):
                // Everything after the first `=`, which may be nothing at all (`--color=`).
                global.colour = try ColourChoice.parse(String(argument.drop { $0 != "=" }.dropFirst()))
            default:
                rest.append(argument)
            }
        }

        // `atrest --help` alone asks about atrest, not about the command a bare `atrest` runs.
        if wantsHelp && rest.isEmpty { return .help(nil, global) }
        let (found, consumed) = try commandIndex(for: rest)
        rest.removeFirst(consumed)
        let command = commands[found].command
        let spec = command.spec
        if wantsHelp { return .help(spec, global) }
        let parsed = try parseArguments(rest, for: spec, now: now, timeZone: timeZone)
        return .run(try command.init(parsed), global)
    }

    /// The index in `commands` of the command named by the leading words, longest name first,
    /// and how many words named it; `status` when the line starts with an option.
    ///
    /// Only names are compared (`water add` is one name of two words): building every spec
    /// to run one command was a tenth of `status`.
    private func commandIndex(for words: [String]) throws -> (index: Int, consumed: Int) {
        guard let first = words.first, !first.hasPrefix("-") || first == "-" else {
            return (commands.firstIndex { $0.name == "status" } ?? 0, 0)
        }
        if words.count >= 2 {
            let pair = first + " " + words[1]
            if let index = commands.firstIndex(where: { $0.name == pair }) { return (index, 2) }
        }
        if let index = commands.firstIndex(where: { $0.name == first }) {
            let prefix = first + " "
            let subcommands = commands.compactMap { $0.name.hasPrefix(prefix) ? String($0.name.dropFirst(prefix.count)) : nil }
            if words.count >= 2, !words[1].hasPrefix("-"), !subcommands.isEmpty, commands[index].command.spec.arguments.isEmpty {
                throw AtrestError.usage(
                    "'\(first) \(words[1])' is not an atrest command",
                    hint: Suggestion.didYouMean(words[1], among: subcommands).map { "did you mean '\(first) \($0)'?" }
                        ?? "\(first) takes: \(subcommands.joined(separator: ", "))"
                )
            }
            return (index, 1)
        }
        let topLevel = commands.map(\.name).filter { !$0.contains(" ") }
        throw AtrestError.usage(
            "'\(first)' is not an atrest command",
            hint: Suggestion.didYouMean(first, among: topLevel).map { "did you mean '\($0)'? (atrest help lists every command)" }
                ?? "atrest help lists every command"
        )
    }

    private func parseArguments(_ words: [String], for spec: CommandSpec, now: Date, timeZone: Zone) throws -> ParsedArguments {
        var parsed = ParsedArguments(spec: spec, now: now, timeZone: timeZone)
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
            var name = String(word.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                let known = spec.options.map(\.name) + GlobalOptions.specs.map(\.name)
                throw AtrestError.usage(
                    "atrest \(spec.name) does not take --\(name)",
                    hint: Suggestion.didYouMean(name, among: known).map { "did you mean --\($0)? (atrest \(spec.name) --help)" }
                        ?? "atrest \(spec.name) --help lists what it takes"
                )
            }
            if option.isFlag {
                guard inlineValue == nil else { throw AtrestError.usage("--\(name) takes no value") }
                parsed.give(flag: name)
                continue
            }
            guard !parsed.hasValue(named: name) else { throw AtrestError.usage("--\(name) was given twice") }
            if let inlineValue {
                parsed.give(option: name, value: inlineValue)
            } else {
                guard index < words.count else {
                    throw AtrestError.usage("--\(name) needs a value (\(option.display))")
                }
                parsed.give(option: name, value: words[index])
                index += 1
            }
        }
        let required = spec.arguments.filter { !$0.isOptional }
        if parsed.positionals.count < required.count {
            let missing = required[parsed.positionals.count]
            throw AtrestError.usage("atrest \(spec.name) needs \(missing.name): \(missing.help)", hint: "usage: \(spec.synopsis)")
        }
        if parsed.positionals.count > spec.arguments.count, spec.arguments.last?.isVariadic != true {
            let extra = parsed.positionals[spec.arguments.count]
            throw AtrestError.usage("atrest \(spec.name) does not take '\(extra)'", hint: "usage: \(spec.synopsis)")
        }
        return parsed
    }

    private func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }
}

/// Gentle corrections for typing slips.
package enum Suggestion {
    /// The closest of `candidates` to `word`, when it is close enough to be a slip.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(1, min(2, word.count / 3))
        if best.1 <= limit { return best.0 }
        if word.count >= 2, let prefixed = candidates.first(where: { $0.hasPrefix(word.lowercased()) }) { return prefixed }
        return nil
    }

    /// Edit distance (insertions, deletions, substitutions, and swaps of neighbours).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
