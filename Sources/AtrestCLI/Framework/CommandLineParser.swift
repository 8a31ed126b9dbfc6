import Domain
import OptionParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options every command understands, wherever they appear on the line.
package struct GlobalOptions: Sendable, Equatable {
    package var colour: ColourChoice = .auto
    package var ascii = false
    /// Pictures said in words (see `AccessibleText`).
    package var plain = false
    /// `--graphics`: how pictures are drawn; nil: as `config graphics` says (auto by default).
    package var graphics: GraphicsChoice?

    package init(colour: ColourChoice = .auto, ascii: Bool = false, plain: Bool = false, graphics: GraphicsChoice? = nil) {
        self.colour = colour
        self.ascii = ascii
        self.plain = plain
        self.graphics = graphics
    }

    package static let specs = [
        OptionSpec("color", value: "WHEN", help: "colour: auto (on a terminal), always or never", choices: ColourChoice.allCases.map(\.rawValue)),
        OptionSpec("ascii", help: "draw with ASCII only, for terminals without UTF-8"),
        OptionSpec("plain", help: "say pictures in words, one idea a line, for screen readers (also ACCESSIBLE=1 or TERM=dumb)"),
        OptionSpec("graphics", value: "MODE", help: "pictures in pixels or cells: auto, kitty, iterm, sixel or cells", choices: GraphicsChoice.allCases.map(\.rawValue)),
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
    /// The words that name the commands (`CommandTable.names`); `CommandTable.command(named:)`
    /// gives each one's type.
    package var names: [String]

    package init(names: [String] = CommandTable.names) {
        self.names = names
    }

    package var specs: [CommandSpec] { names.compactMap { CommandTable.command(named: $0)?.spec } }

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
            case "--plain":
                global.plain = true
            case "--color", "--colour":
                guard index < arguments.count else { throw AtrestError.usage("--color needs a value: auto, always or never") }
                global.colour = try ColourChoice.parse(arguments[index])
                index += 1
            case "--graphics":
                guard index < arguments.count else { throw AtrestError.usage("--graphics needs a value: auto, kitty, iterm, sixel or cells") }
                global.graphics = try GraphicsChoice.parse(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--graphics="):
                global.graphics = try GraphicsChoice.parse(String(argument.drop { $0 != "=" }.dropFirst()))
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
        guard let command = CommandTable.command(named: names[found]) else {
            throw AtrestError.usage("'\(names[found])' is not an atrest command", hint: "atrest help lists every command")
        }
        let spec = command.spec
        if wantsHelp { return .help(spec, global) }
        let parsed = try parseArguments(rest, for: spec, named: consumed > 0, now: now, timeZone: timeZone)
        return .run(try command.init(parsed), global)
    }

    /// The index in `names` of the command named by the leading words, longest name first,
    /// and how many words named it; `status` when the line starts with an option.
    ///
    /// Only names are compared (`water add` is one name of two words): building every spec
    /// to run one command was a tenth of `status`.
    private func commandIndex(for words: [String]) throws -> (index: Int, consumed: Int) {
        guard let first = words.first, !first.hasPrefix("-") || first == "-" else {
            return (names.firstIndex { $0 == "status" } ?? 0, 0)
        }
        if words.count >= 2 {
            let pair = first + " " + words[1]
            if let index = names.firstIndex(where: { $0 == pair }) { return (index, 2) }
        }
        if let index = names.firstIndex(where: { $0 == first }) {
            let prefix = first + " "
            let subcommands = names.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
            if words.count >= 2, !words[1].hasPrefix("-"), !subcommands.isEmpty, CommandTable.command(named: names[index])?.spec.arguments.isEmpty ?? false {
                throw AtrestError.usage(
                    "'\(first) \(words[1])' is not an atrest command",
                    hint: Suggestion.didYouMean(words[1], among: subcommands).map { "did you mean '\(first) \($0)'?" }
                        ?? "\(first) takes: \(subcommands.joined(separator: ", "))"
                )
            }
            return (index, 1)
        }
        let topLevel = names.filter { !$0.contains(" ") }
        throw AtrestError.usage(
            "'\(first)' is not an atrest command",
            hint: Suggestion.didYouMean(first, among: topLevel).map { "did you mean '\($0)'? (atrest help lists every command)" }
                ?? (first.lowercased() == "version" ? Self.versionHint : "atrest help lists every command")
        )
    }

    /// `named`: whether the line named the command (`atrest --jsn` names none and means status).
    private func parseArguments(_ words: [String], for spec: CommandSpec, named: Bool, now: Date, timeZone: Zone) throws -> ParsedArguments {
        do throws(ArgumentProblem) {
            let options = try OptionParser.parse(words, options: spec.options, arguments: spec.arguments)
            return ParsedArguments(spec: spec, options: options, now: now, timeZone: timeZone)
        } catch {
            if case .unexpectedArgument(let extra) = error,
               let spaced = SpacedWhen.problem(words, extra: extra, in: spec, now: now, timeZone: timeZone) {
                throw spaced
            }
            throw Self.usage(error, in: spec, named: named)
        }
    }

    /// For `atrest -v` and `atrest version`, which many tools take.
    static let versionHint = "atrest --version prints the version"

    /// A problem with the command line, in atrest's words; a command the line did not name is
    /// not named back as if it had been typed.
    static func usage(_ problem: ArgumentProblem, in spec: CommandSpec, named: Bool = true) -> AtrestError {
        switch problem {
        case .unknownOption(let typed, let name):
            let known = spec.options + GlobalOptions.specs
            // An option every command takes is listed by atrest --help, not by the command's page.
            let global = Set(GlobalOptions.specs.map(\.name))
            return AtrestError.usage(
                named ? "atrest \(spec.name) does not take \(typed)" : "atrest does not take \(typed)",
                hint: Suggestion.didYouMean(name, among: known.map(\.name)).flatMap { match in known.first { $0.name == match } }
                    .map { "did you mean \($0.flagText)? (atrest \(global.contains($0.name) ? "" : spec.name + " ")--help)" }
                    ?? (!named && ["-v", "-V"].contains(typed) ? versionHint : nil)
                    ?? (named ? "atrest \(spec.name) --help lists what it takes" : "with no command it is atrest \(spec.name); atrest help lists every command")
            )
        case .flagWithValue(let option):
            return AtrestError.usage("\(option.flagText) takes no value")
        case .givenTwice(let option):
            return AtrestError.usage("\(option.flagText) was given twice")
        case .needsValue(let option):
            return AtrestError.usage("\(option.flagText) needs a value (\(option.display))")
        case .missingArgument(let missing):
            return AtrestError.usage("atrest \(spec.name) needs \(missing.name): \(missing.help)", hint: "usage: \(spec.synopsis)")
        case .unexpectedArgument(let extra):
            return AtrestError.usage("atrest \(spec.name) does not take '\(extra)'", hint: "usage: \(spec.synopsis)")
        }
    }
}
