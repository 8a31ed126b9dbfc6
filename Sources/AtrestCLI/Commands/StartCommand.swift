import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest start`: begins a fast, now or at a time already past.
struct StartCommand: Command {
    static let effect = CommandEffect.changes
    static let target = OptionSpec("target", value: "H", help: "hours of reference for this fast, 4–72 (default: atrest config target-hours)")
    static let at = OptionSpec("at", value: "WHEN", help: "when the fast began (default: now)")

    static let spec = CommandSpec(
        "start",
        summary: "begin a fast",
        discussion: "The target is a reference the fast is measured against, not a goal; it is kept with the fast, so changing the setting later does not change it. " + SharedHelp.when,
        options: [target, at, FastRules.noteOption, FastRules.longOption],
        examples: ["atrest start", "atrest start --at 20:00", "atrest start --target 18 --at '2h ago'"],
        group: .fasting
    )

    var target: Double?
    var note: String?
    var start: Date?

    init(_ arguments: ParsedArguments) throws {
        target = try arguments.targetHours(Self.target)
        note = try arguments.note() ?? nil
        start = try arguments.when(Self.at)
        if let start {
            try FastRules.checkLength(arguments.now.timeIntervalSince(start), typed: "--at \(arguments.value(Self.at) ?? "")", long: arguments.flag(FastRules.longOption))
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let (fast, vigil) = try store.withLock {
            if let (running, _) = try store.loadActiveFast() {
                throw AtrestError.cannot(
                    "a fast is already running, since \(clock.moment(running.start)) (\(DurationText.format(running.elapsed(at: run.now))))",
                    hint: "atrest edit --start WHEN changes when it began; atrest end records it; atrest abandon sets it aside"
                )
            }
            let settings = try store.loadSettings()
            let begin = start ?? Date(timeIntervalSince1970: run.now.timeIntervalSince1970.rounded(.down))
            // The years a fast running from `begin` until now could share time with (at least
            // its first second, as the rule has it); the others are only counted.
            let stored = try store.loadStoredHistory(near: begin..<max(begin + 1, run.now))
            try FastRules.checkFree(runningFrom: begin, now: run.now, history: stored.history, clock: clock)
            let fast = ActiveFast(start: begin, targetHours: target ?? settings.targetHours, timeZone: run.timeZone, note: note)
            try store.apply(.runningFast(fast, recordedCount: stored.recordedCount))
            store.keepYearsIndex(of: stored)
            return (fast, settings.vigil)
        }
        run.hooks.add("start", [("fast", Hooks.fast(fast))])
        var line = "Fasting since \(clock.moment(fast.start))"
        if run.now.timeIntervalSince(fast.start) >= 60 {
            line += " (\(DurationText.format(fast.elapsed(at: run.now))) ago)"
        }
        run.out(line + ".")
        // In the live view the place itself shows where you are.
        let pointer = run.context.liveView ? "" : " atrest status shows where you are."
        run.out(run.paint.dim("\(TargetHours.spoken(fast.targetHours)) is your reference.\(pointer)"))
        if vigil {
            run.out()
            run.out(Inscription.indent + run.paint.dim(run.paint.italic(VigilCopy.fastStart)))
        }
    }
}
