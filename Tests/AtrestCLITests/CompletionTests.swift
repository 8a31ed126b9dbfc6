import AtrestCLI
import Foundation
import TestProcesses
import Testing

/// Completion scripts are written from the command table, so they cannot drift from it.
///
/// Each check reads what a shell offers *after one command*, not the whole script: a short
/// name such as `at` is inside every script (in `atrest`), but only the right command's
/// part offers `--at`.
@Suite struct CompletionTests {
    @Test(arguments: CompletionScript.Shell.allCases)
    func everyCommandAndOptionIsOffered(shell: CompletionScript.Shell) {
        let script = TestApp().run("completions", shell.rawValue).stdout
        Self.expectOffered(CommandTable.specs, in: script, shell: shell)
    }

    @Test func aNewCommandInTheTableAppearsInEveryScript() {
        let invented = CommandSpec(
            "ponder", summary: "an invented command",
            options: [OptionSpec("depth", value: "N", help: "how deep", choices: ["shallow", "deep"])],
            group: .shell
        )
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.render(for: shell, specs: CommandTable.specs + [invented])
            Self.expectOffered(CommandTable.specs + [invented], in: script, shell: shell)
            #expect(!Self.offers(script, shell: shell, after: ["start"]).contains("--depth"), "\(shell): only ponder takes --depth")
        }
    }

    /// The checks can fail: a script missing one command's option is caught, though the
    /// option's name appears elsewhere in it.
    @Test(arguments: CompletionScript.Shell.allCases)
    func aMissingOptionIsNoticed(shell: CompletionScript.Shell) {
        let start = CommandTable.specs.first { $0.name == "start" }
        let without = CommandTable.specs.map { spec in
            spec.name == "start" ? CommandSpec("start", summary: spec.summary, options: spec.options.filter { $0.name != "at" }, group: spec.group) : spec
        }
        let script = CompletionScript.render(for: shell, specs: without)
        #expect(start?.options.contains { $0.name == "at" } == true)
        #expect(script.contains("--at") || script.contains("-l at"), "\(shell): end still offers --at")
        #expect(!Self.offers(script, shell: shell, after: ["start"]).contains("--at"))
        #expect(Self.offers(script, shell: shell, after: ["end"]).contains("--at"))
    }

    @Test func unknownShellIsAUsageError() {
        #expect(TestApp().run("completions", "tcsh").code == 2)
        #expect(TestApp().run("completions").code == 2)
    }

    static func expectOffered(_ specs: [CommandSpec], in script: String, shell: CompletionScript.Shell) {
        let top = offers(script, shell: shell, after: [])
        for spec in specs {
            let parent = Array(spec.words.dropLast())
            #expect(offers(script, shell: shell, after: parent).contains(spec.words.last ?? ""), "\(shell) does not offer \(spec.name)")
            let own = offers(script, shell: shell, after: spec.words)
            for option in spec.options {
                #expect(own.contains(option.flagText), "\(shell) lacks \(spec.name) \(option.flagText)")
                if !option.choices.isEmpty {
                    #expect(offersValues(script, shell: shell, of: option, after: spec.words) == option.choices, "\(shell): \(spec.name) \(option.flagText)")
                }
            }
            for choice in spec.arguments.flatMap(\.choices) { #expect(own.contains(choice), "\(shell): \(spec.name) \(choice)") }
        }
        #expect(top.contains("status") && !top.contains("activate"), "\(shell): the commands at the top, not a subcommand")
    }

    /// The words a shell offers after the command `words` (the top level for none).
    static func offers(_ script: String, shell: CompletionScript.Shell, after words: [String]) -> [String] {
        let lines = script.split(separator: "\n").map(String.init)
        let name = words.joined(separator: " ")
        switch shell {
        case .bash:
            let head = words.isEmpty ? "\"\") COMPREPLY=($(compgen -W '" : "'\(name)') opts='"
            guard let line = lines.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(head) }) else { return [] }
            return quoted(line).flatMap { $0.split(separator: " ").map(String.init) }
        case .zsh:
            let head = words.isEmpty ? "commands=(" : "'\(name)')"
            guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == head }) else { return [] }
            let end = lines[start...].firstIndex { $0.contains("files=") || $0.contains("_describe 'atrest command'") } ?? lines.endIndex
            return lines[start..<end].compactMap { line in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("'"), let colon = text.firstIndex(of: ":") else { return nil }
                return String(text[text.index(after: text.startIndex)..<colon])
            }
        case .fish:
            return fishLines(lines, after: words).flatMap(fishWords)
        }
    }

    /// The fixed values a shell offers after an option of the command `words`.
    static func offersValues(_ script: String, shell: CompletionScript.Shell, of option: OptionSpec, after words: [String]) -> [String] {
        let lines = script.split(separator: "\n").map(String.init)
        switch shell {
        case .bash, .zsh:
            // The option's arm; where commands give the option different values, the command's arm within it.
            let head = "\(option.flagText)) "
            guard let whole = lines.map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { $0.hasPrefix(head) && ($0.contains("compgen -W") || $0.contains("compadd --")) }) else { return [] }
            var arm = Substring(whole.dropFirst(head.count))
            if arm.hasPrefix("case "), let command = words.first, let start = arm.firstRange(of: CompletionScript.shellQuote(command) + ") ") {
                arm = arm[start.upperBound...]
            }
            if shell == .bash { return quoted(String(arm)).first?.split(separator: " ").map(String.init) ?? [] }
            guard let values = arm.firstRange(of: "compadd -- ") else { return [] }
            return arm[values.upperBound...].split(separator: ";")[0].split(separator: " ").map(String.init)
        case .fish:
            let line = fishLines(lines, after: words).first { $0.contains(" -l \(option.name) ") || $0.contains(" -s \(option.name) ") }
            return line.map { fishWords($0).filter { !$0.hasPrefix("-") } } ?? []
        }
    }

    /// Fish's lines for one command, told apart by their conditions.
    private static func fishLines(_ lines: [String], after words: [String]) -> [String] {
        let conditions: [String] = switch words.count {
        case 0: ["-n __fish_use_subcommand "]
        case 1: ["-n '__fish_seen_subcommand_from \(words[0])' ", "-n '__fish_seen_subcommand_from \(words[0]); and not "]
        default: [
            "-n '__fish_seen_subcommand_from \(words[0]); and __fish_seen_subcommand_from \(words[1])' ",
            "-n '__fish_seen_subcommand_from \(words[0]); and __fish_seen_subcommand_from \(words[1]); and not ",
        ]
        }
        return lines.filter { line in conditions.contains { line.contains($0) } }
    }

    /// What one fish line offers: `-l at` is `--at`, `-a 'on off'` is `on` and `off`.
    private static func fishWords(_ line: String) -> [String] {
        let takesValue: Set<Substring> = ["c", "n", "l", "s", "a", "d"]
        var words: [String] = []
        var rest = Substring(line.replacing("'\\''", with: "’"))
        while let dash = rest.range(of: " -") {
            rest = rest[dash.upperBound...]
            let flag = rest.prefix { $0 != " " }
            rest = rest.dropFirst(flag.count)
            guard takesValue.contains(flag) else { continue }
            rest = rest.drop { $0 == " " }
            let value: Substring
            if rest.first == "'" {
                value = rest.dropFirst().prefix { $0 != "'" }
                rest = rest.dropFirst(value.count + 2)
            } else {
                value = rest.prefix { $0 != " " }
                rest = rest.dropFirst(value.count)
            }
            switch flag {
            case "l": words.append("--" + value)
            case "s": words.append("-" + value)
            case "a" where !value.hasPrefix("("): words += value.split(separator: " ").map(String.init)
            default: break
            }
        }
        return words
    }

    /// The single-quoted words of a line.
    private static func quoted(_ line: String) -> [String] {
        line.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

/// Completion in a real bash: a config key's values, and help's topics.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
struct BashCompletionTests {
    private func complete(_ words: [String]) throws -> String {
        let script = TestApp().run("completions", "bash").stdout
        let file = NSTemporaryDirectory() + "atrest-completion-\(UUID().uuidString).bash"
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let command = "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _atrest; echo \"${COMPREPLY[*]}\""
        return try TestProcess.run("/bin/bash", ["-c", command]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aConfigKeyOffersItsValues() throws {
        #expect(try complete(["atrest", "config", "water-unit", ""]) == "ml oz")
        #expect(try complete(["atrest", "config", "motion", ""]) == "on off")
        #expect(try complete(["atrest", "config", ""]).contains("water-unit"))
    }

    @Test func idArgumentsAskAtrestForTheIdsAsTheyStandNow() {
        for shell in CompletionScript.Shell.allCases {
            let script = TestApp().run("completions", shell.rawValue).stdout
            #expect(script.contains("atrest log --json"), "\(shell): ids of fasts")
            #expect(script.contains("atrest water --json"), "\(shell): ids of water")
        }
        #expect(CompletionScript.idsPipeline("log").contains("[0-9a-f]"))
    }

    /// The pipeline's filter, run on what `log --json` and `water --json` print now, gives
    /// the short ids `log` and `water` show: a change in the JSON's layout is caught here.
    @Test(arguments: ["log", "water"])
    func theIdFilterFindsTheIdsInTheJSONAsPrinted(source: String) throws {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("add", "--start", "2026-11-21T20:00", "--end", "2026-11-22T12:00")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00")
        app.run("water", "add", "250")
        app.run("water", "add", "300")
        let printed = app.run(source, "--json").stdout
        let expected = source == "log"
            ? try app.store.loadHistory().sessions.map { FastText.shortID($0.id) }
            : (try app.json("water", "--json")["entries"] as? [[String: Any]] ?? []).compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }
        #expect(expected.count == 2)
        let pipeline = CompletionScript.idsPipeline(source)
        let filter = try #require(pipeline.range(of: "| ").map { String(pipeline[$0.upperBound...]) })
        let found = try TestProcess.run("/bin/sh", ["-c", filter], input: printed).output
        #expect(Set(found.split(separator: "\n").map(String.init)) == Set(expected), "\(printed)")
    }

    @Test func helpOffersTheCommands() throws {
        #expect(try complete(["atrest", "help", "wa"]).split(separator: " ").sorted() == ["watch", "water"])
    }
}
