/// `atrest man`: the manual page in roff, written from the command table.
struct ManCommand: Command {
    static let effect = CommandEffect.reads
    static let spec = CommandSpec(
        "man",
        summary: "print the manual page (roff), for man or a package",
        discussion: "The page is written from the same table as help and completions: every command, option and example, with the exit status, the environment atrest reads and the files it keeps.",
        examples: [
            "atrest man | man -l -",
            "atrest man > ~/.local/share/man/man1/atrest.1",
        ],
        group: .shell
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        run.outRaw(ManPage.render())
    }
}
