import AtrestCLI
import Foundation
import Testing

/// Completion scripts are written from the command table, so they cannot drift from it.
@Suite struct CompletionTests {
    @Test(arguments: CompletionScript.Shell.allCases)
    func everyCommandAndOptionIsOffered(shell: CompletionScript.Shell) {
        let script = TestApp().run("completions", shell.rawValue).stdout
        for spec in CommandTable.specs {
            for word in spec.words { #expect(script.contains(word), "\(shell) lacks \(spec.name)") }
            for option in spec.options { #expect(script.contains(option.name), "\(shell) lacks \(spec.name) --\(option.name)") }
            for choice in spec.arguments.flatMap(\.choices) { #expect(script.contains(choice)) }
        }
    }

    @Test func aNewCommandInTheTableAppearsInEveryScript() {
        let invented = CommandSpec(
            "ponder", summary: "an invented command",
            options: [OptionSpec("depth", value: "N", help: "how deep", choices: ["shallow", "deep"])],
            group: .shell
        )
        for shell in CompletionScript.Shell.allCases {
            let script = CompletionScript.render(for: shell, specs: CommandTable.specs + [invented])
            #expect(script.contains("ponder") && script.contains("depth") && script.contains("shallow"), "\(shell)")
        }
    }

    @Test func unknownShellIsAUsageError() {
        #expect(TestApp().run("completions", "tcsh").code == 2)
        #expect(TestApp().run("completions").code == 2)
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _atrest; echo \"${COMPREPLY[*]}\""]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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

    @Test func helpOffersTheCommands() throws {
        #expect(try complete(["atrest", "help", "wa"]).split(separator: " ").sorted() == ["watch", "water"])
    }
}
