/// `atrest help [COMMAND]`
struct HelpCommand: Command {
    static let spec = CommandSpec(
        "help",
        summary: "show help for atrest or one command",
        arguments: [ArgumentSpec(
            "COMMAND", help: "the command to explain, such as start or water add", optional: true, variadic: true,
            choices: CommandTable.named.map(\.name).filter { !$0.contains(" ") }
        )],
        examples: ["atrest help", "atrest help start", "atrest help water add"],
        group: .shell
    )

    var topic: [String]

    init(_ arguments: ParsedArguments) throws {
        topic = arguments.positionals
    }

    func run(in run: CommandRun) throws {
        guard let first = topic.first else {
            run.outRaw(HelpText.overview(showsForest: HelpText.showsForest(run)))
            return
        }
        let specs = CommandTable.specs
        let name = topic.joined(separator: " ")
        guard let spec = specs.first(where: { $0.name == name }) ?? specs.first(where: { $0.name == first }) else {
            throw AtrestError.usage(
                "there is no atrest command '\(name)'",
                hint: Suggestion.didYouMean(first, among: specs.map(\.name)).map { "did you mean '\($0)'?" } ?? "atrest help lists every command"
            )
        }
        run.outRaw(HelpText.command(spec))
    }
}
