import Store

/// `atrest undo`: takes back the last change, and again the one before it.
struct UndoCommand: Command {
    static let effect = CommandEffect.changesBeyondUndo
    static let spec = CommandSpec(
        "undo",
        summary: "take back the last change; again for the one before",
        discussion: "Takes back \(CommandTable.undoableInWords), newest first, up to the last 30. A file changed since by something else is left as it is, and nothing is taken back. The count of fasts you have completed never goes down. Taking back is a change of its own: after a sync, what undo takes back is taken back on every computer at the next sync (a fast or glass brought back after it went elsewhere comes back under a new id). An undo of a sync or an import takes it back here only; the next sync brings again what the other computers hold.",
        examples: ["atrest undo", "atrest delete 3f9a2c1e && atrest undo"],
        group: .history
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        // Undo declares a change beyond undo: it is given no journal of its own.
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        switch try store.withLock({ try store.undoLastChange() }) {
        case .nothing:
            throw AtrestError.cannot("there is no change to take back", hint: "atrest undo takes back the last 30 changes atrest made, newest first")
        case .tookBack(let label, let at):
            run.out("Took back \(label), from \(clock.moment(at)).")
        case .changedSince(let label, let at, let path):
            throw AtrestError.cannot(
                "\(PathText.lastComponent(path)) has changed since \(label) (\(clock.moment(at))); nothing was taken back",
                hint: "atrest log and atrest water show how things stand now"
            )
        }
    }
}
