import Domain
import Store

/// `atrest delete ID`: removes a recorded fast.
struct DeleteCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "delete",
        summary: "remove a recorded fast",
        discussion: "ID is from atrest log; its first few characters are enough. last is the newest fast, the first atrest log lists (the one that ended latest, which is not always the one added latest). atrest undo brings it back.",
        arguments: [ArgumentSpec("ID", help: "the fast to remove, as atrest log shows it, or last", choices: ["last"], idsFrom: "log")],
        examples: ["atrest delete 3f9a2c1e"],
        group: .history
    )

    var id: String

    init(_ arguments: ParsedArguments) throws {
        id = arguments.positionals[0]
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let removed = try store.withLock {
            let stored = try store.loadStoredHistory()
            var history = stored.history
            let session = try SessionLookup.find(id, in: history)
            history.remove(id: session.id)
            try store.apply(.history(HistoryChange(history, over: stored, runningFast: .continues)))
            return session
        }
        run.out(FastText.confirmation("Removed", removed, clock: clock))
    }
}
