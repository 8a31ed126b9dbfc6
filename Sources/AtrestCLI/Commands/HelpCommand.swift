import Domain

/// `atrest help [COMMAND]`
struct HelpCommand: Command {
    static let effect = CommandEffect.reads
    static let spec = CommandSpec(
        "help",
        summary: "show help for atrest, one command, or the terms or privacy",
        discussion: "Besides the commands, these topics have a page of their own: " + ListText.joined(HelpTopic.all.map { "\($0.name) (\($0.summary))" }) + ".",
        arguments: [ArgumentSpec(
            "COMMAND", help: "the command to explain, such as start or water add, or a topic: terms or privacy", optional: true, variadic: true,
            choices: topLevel + HelpTopic.all.map(\.name),
            // After a command with subcommands, its subcommands: `help water` → add, remove.
            choicesAfter: topLevel.compactMap { word in
                let subcommands = CommandTable.named.map(\.name).filter { $0.hasPrefix(word + " ") }.map { String($0.dropFirst(word.count + 1)) }
                return subcommands.isEmpty ? nil : (word, subcommands)
            }
        )],
        examples: ["atrest help", "atrest help start", "atrest help water add", "atrest help privacy"],
        group: .shell
    )

    /// The command names without their subcommands.
    private static var topLevel: [String] { CommandTable.named.map(\.name).filter { !$0.contains(" ") } }

    var topic: [String]

    init(_ arguments: ParsedArguments) throws {
        topic = arguments.positionals
    }

    func run(in run: CommandRun) throws {
        guard let first = topic.first else {
            run.outRaw(HelpText.fitted(HelpText.overview(showsForest: HelpText.showsForest(run)), width: run.columns))
            return
        }
        if topic.count == 1, let page = HelpTopic.named(first) {
            run.outRaw(HelpText.fitted(page.page, width: run.columns))
            return
        }
        let specs = CommandTable.specs
        let name = topic.joined(separator: " ")
        // `help water ad`: a subcommand mistyped is named, not passed over for water's page.
        let subcommands = specs.map(\.name).filter { $0.hasPrefix(first + " ") }
        if topic.count > 1, !subcommands.isEmpty, !specs.contains(where: { $0.name == name }) {
            throw AtrestError.usage(
                "there is no atrest command '\(name)'",
                hint: Suggestion.didYouMean(name, among: subcommands).map { "did you mean '\($0)'?" } ?? "atrest help \(first) lists what it takes"
            )
        }
        guard let spec = specs.first(where: { $0.name == name }) ?? specs.first(where: { $0.name == first }) else {
            throw AtrestError.usage(
                "there is no atrest command '\(name)'",
                hint: Suggestion.didYouMean(first, among: specs.map(\.name) + HelpTopic.all.map(\.name)).map { "did you mean '\($0)'?" } ?? "atrest help lists every command"
            )
        }
        run.outRaw(HelpText.fitted(HelpText.command(spec, showsTree: spec.freeDiscussion == nil || HelpText.showsForest(run)), width: run.columns))
    }
}
