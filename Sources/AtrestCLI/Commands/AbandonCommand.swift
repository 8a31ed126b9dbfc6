import Domain
import Store

/// `atrest abandon`: sets the running fast aside; nothing is recorded.
struct AbandonCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "abandon",
        summary: "set the running fast aside; nothing is recorded",
        discussion: "Stopping is always allowed. The fast is simply not kept; nothing else changes.",
        examples: ["atrest abandon"],
        group: .fasting
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(in run: CommandRun) throws {
        let store = try run.store
        let fast = try store.withLock {
            guard let (fast, _) = try store.loadActiveFast() else {
                throw AtrestError.cannot("there is no fast running", hint: "atrest start begins one")
            }
            try store.apply(.runningFast(nil, recordedCount: 0))
            return fast
        }
        run.hooks.add("abandon", [("fast", Hooks.fast(fast))])
        // Said without the time it ran: setting aside is not weighed by how far the fast got.
        run.out("Set aside. Nothing was recorded.")
    }
}
