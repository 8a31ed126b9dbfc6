/// `atrest completions bash|zsh|fish`: completion scripts written from the command table.
struct CompletionsCommand: Command {
    static let effect = CommandEffect.reads
    static let spec = CommandSpec(
        "completions",
        summary: "print a shell completion script",
        discussion: "The script is written from the same table the parser reads, so it always offers exactly the commands, options and values atrest takes.",
        arguments: [ArgumentSpec("SHELL", help: "bash, zsh or fish", choices: CompletionScript.Shell.allCases.map(\.rawValue))],
        examples: [
            "atrest completions bash > ~/.local/share/bash-completion/completions/atrest",
            "atrest completions zsh > \"${fpath[1]}/_atrest\"",
            "atrest completions fish > ~/.config/fish/completions/atrest.fish",
        ],
        group: .shell
    )

    var shell: CompletionScript.Shell

    init(_ arguments: ParsedArguments) throws {
        let name = arguments.positionals[0]
        guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
            throw AtrestError.usage("atrest completions knows bash, zsh and fish, not '\(name)'")
        }
        self.shell = shell
    }

    func run(in run: CommandRun) throws {
        // Written for this person: on the free tier the forest is not offered, as help does not
        // list it. (A package's scripts are written once, for everyone, with it.)
        let forest = HelpText.showsForest(run)
        let specs = CommandTable.specs.filter { forest || $0.name != "forest" }.map { spec in
            var spec = spec
            if !forest { spec.arguments = spec.arguments.map { var argument = $0; argument.choices.removeAll { $0 == "forest" }; return argument } }
            return spec
        }
        run.outRaw(CompletionScript.render(for: shell, specs: specs))
    }
}
