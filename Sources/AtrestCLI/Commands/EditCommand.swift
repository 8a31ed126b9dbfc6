import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest edit [ID]`: changes when a recorded fast began or ended, or its reference; without
/// an ID, when the running fast began, or its reference.
struct EditCommand: Command {
    static let spec = CommandSpec(
        "edit",
        summary: "change a recorded fast, or when the running one began",
        discussion: "ID is from atrest log; its first few characters are enough. Without an ID, the running fast: its start (say, after the computer's clock was set right) or its reference. " + SharedHelp.when,
        options: [
            OptionSpec("start", value: "WHEN", help: "when the fast began"),
            OptionSpec("end", value: "WHEN", help: "when it ended"),
            OptionSpec("target", value: "H", help: "its reference in hours, 4–72"),
        ],
        arguments: [ArgumentSpec("ID", help: "the fast to change, as atrest log shows it; none for the running fast", optional: true)],
        examples: ["atrest edit 3f9a2c1e --end 13:15", "atrest edit 3f9a --target 18", "atrest edit --start 19:30"],
        group: .history
    )

    /// Nil for the running fast.
    var id: String?
    var start: Date?
    var end: Date?
    var target: Double?

    init(_ arguments: ParsedArguments) throws {
        id = arguments.positionals.first
        start = try arguments.when("start")
        end = try arguments.when("end")
        target = try arguments.targetHours("target")
        guard start != nil || end != nil || target != nil else {
            throw AtrestError.usage("atrest edit needs --start, --end or --target", hint: "usage: \(Self.spec.synopsis)")
        }
    }

    func run(in run: CommandRun) throws {
        guard let id else { return try editRunning(in: run) }
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
            run.out(run.paint.dim("Reference: \(TargetHours.describe(after.targetHours))h."))
        }
    }

    /// The running fast's start or reference; it has no end to change yet.
    private func editRunning(in run: CommandRun) throws {
        guard end == nil else {
            throw AtrestError.usage("the running fast has no end yet", hint: "atrest end --at WHEN records it with that end")
        }
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let (before, after) = try store.withLock {
            guard let (before, recordedCount) = try store.loadActiveFast() else {
                throw AtrestError.cannot("there is no fast running", hint: "atrest edit ID changes a recorded fast; atrest log shows their ids")
            }
            var after = before
            after.start = start ?? before.start
            after.targetHours = target ?? before.targetHours
            if let overlap = try store.loadHistory().overlap(start: after.start, end: max(after.start + 1, run.now)) {
                throw AtrestError.cannot(
                    "that would overlap the fast recorded for \(FastText.span(overlap, clock: clock))",
                    hint: "begin after \(clock.moment(overlap.end)), or change that fast with atrest edit \(FastText.shortID(overlap.id))"
                )
            }
            try store.saveActiveFast(after, recordedCount: recordedCount)
            return (before, after)
        }
        if before.start != after.start {
            run.out("The running fast began at \(clock.moment(after.start)) (\(DurationText.format(after.elapsed(at: run.now))) ago), no longer \(clock.moment(before.start)).")
        }
        if before.targetHours != after.targetHours || before.start == after.start {
            run.out(run.paint.dim("\(TargetHours.describe(after.targetHours))h is its reference."))
        }
    }
}
