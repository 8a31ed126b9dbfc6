import AtrestCLI
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
