import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest edit ID`: changes when a recorded fast began or ended, or its reference.
struct EditCommand: Command {
    static let spec = CommandSpec(
        "edit",
        summary: "change a recorded fast's start, end or reference",
        discussion: "ID is from atrest log; its first few characters are enough. " + SharedHelp.when,
        options: [
            OptionSpec("start", value: "WHEN", help: "when the fast began"),
            OptionSpec("end", value: "WHEN", help: "when it ended"),
            OptionSpec("target", value: "H", help: "its reference in hours, 4–72"),
        ],
        arguments: [ArgumentSpec("ID", help: "the fast to change, as atrest log shows it")],
        examples: ["atrest edit 3f9a2c1e --end 13:15", "atrest edit 3f9a --target 18"],
        group: .history
    )

    var id: String
    var start: Date?
    var end: Date?
    var target: Double?

    init(_ arguments: ParsedArguments) throws {
        id = arguments.positionals[0]
        start = try arguments.when("start")
        end = try arguments.when("end")
        target = try arguments.targetHours("target")
        guard start != nil || end != nil || target != nil else {
            throw AtrestError.usage("atrest edit needs --start, --end or --target", hint: "usage: \(Self.spec.synopsis)")
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let (before, after) = try store.withLock {
            let stored = try store.loadStoredHistory()
            var history = stored.history
            let before = try SessionLookup.find(id, in: history)
            var after = before
            after.start = start ?? before.start
            after.end = end ?? before.end
            after.targetHours = target ?? before.targetHours
            try FastRules.check(start: after.start, end: after.end, startOption: "the start", endOption: "the end")
            try FastRules.checkFree(after, history: history, active: try store.loadActiveFast()?.fast, clock: clock)
            history.insert(after)
            try store.saveHistory(history, over: stored)
            return (before, after)
        }
        run.out("Changed \(FastText.span(before, clock: clock))")
        run.out("     to \(FastText.span(after, clock: clock)).")
        if before.targetHours != after.targetHours {
            run.out(run.paint.dim("Reference: \(TargetHours.spoken(after.targetHours))."))
        }
    }
}
