import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest edit [ID]`: changes when a recorded fast began or ended, or its reference; without
/// an ID, the running fast's start or reference.
struct EditCommand: Command {
    static let effect = CommandEffect.changes
    static let start = OptionSpec("start", value: "WHEN", help: "when the fast began")
    static let end = OptionSpec("end", value: "WHEN", help: "when it ended")
    static let target = OptionSpec("target", value: "H", help: "its reference in hours, 4–72")

    static let spec = CommandSpec(
        "edit",
        summary: "change a fast's start, end or reference; no ID: the running fast",
        discussion: "ID is from atrest log; its first few characters are enough. last is the newest fast, the first atrest log lists (the one that ended latest, which is not always the one added latest). Without ID, the running fast is changed: its start or its reference (it has no end yet). " + SharedHelp.when,
        options: [start, end, target, FastRules.noteOption, FastRules.longOption],
        arguments: [ArgumentSpec("ID", help: "the fast to change, as atrest log shows it, or last (default: the running fast)", optional: true, choices: ["last"], idsFrom: "log")],
        examples: ["atrest edit --start 19:30", "atrest edit 3f9a2c1e --end 13:15", "atrest edit 3f9a --target 18"],
        group: .history
    )

    var id: String?
    var start: Date?
    var end: Date?
    var target: Double?
    var long: Bool
    /// The new note; `.some(nil)` takes the note away.
    var note: String??
    /// The times as typed (`--start 2025-11-10T10:00`), for a refusal to name them.
    var typedTimes: String?

    init(_ arguments: ParsedArguments) throws {
        note = try arguments.note()
        id = arguments.positional(0)
        start = try arguments.when(Self.start)
        end = try arguments.when(Self.end)
        target = try arguments.targetHours(Self.target)
        long = arguments.flag(FastRules.longOption)
        let typed = [Self.start, Self.end].compactMap { option in arguments.value(option).map { "\(option.flagText) \($0)" } }
        typedTimes = typed.isEmpty ? nil : typed.joined(separator: " ")
        guard start != nil || end != nil || target != nil || note != nil else {
            throw AtrestError.usage("atrest edit needs --start, --end, --target or --note", hint: "usage: \(Self.spec.synopsis)")
        }
        if id == nil, end != nil {
            throw AtrestError.usage("--end needs the id of a recorded fast", hint: "atrest edit last --end WHEN changes the latest recorded fast; atrest end --at WHEN ends the running one")
        }
    }

    func run(in run: CommandRun) throws {
        if let id {
            try editRecorded(id, in: run)
        } else {
            try editRunning(in: run)
        }
    }

    private func editRecorded(_ id: String, in run: CommandRun) throws {
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
            if let note { after.note = note }
            try FastRules.check(start: after.start, end: after.end, startOption: "the start", endOption: "the end")
            try FastRules.checkLength(after.duration, typed: typedTimes ?? "that change", long: long)
            // Only a change of times can make fasts share time: a note or a reference given to
            // one of two fasts that already share time (two computers recorded it) is taken.
            if after.start != before.start || after.end != before.end {
                try FastRules.checkFree(after, history: history, active: try store.loadActiveFast()?.fast, clock: clock)
            }
            history.insert(after)
            try store.apply(.history(HistoryChange(history, over: stored, runningFast: .continues)))
            return (before, after)
        }
        // Two spans only when the times changed; a new reference or note is said on its own line.
        if after.start == before.start, after.end == before.end {
            run.out(FastText.confirmation("Changed", after, clock: clock))
        } else {
            run.out("Changed \(FastText.span(before, clock: clock))")
            run.out("     to \(FastText.span(after, clock: clock)).")
        }
        if before.targetHours != after.targetHours {
            run.out(run.paint.dim("Reference: \(TargetHours.spoken(after.targetHours)), not \(TargetHours.spoken(before.targetHours))."))
        }
        if before.note != after.note { run.out(run.paint.dim(NoteText.changed(after.note))) }
    }

    private func editRunning(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let (before, after) = try store.withLock {
            guard let (before, recordedCount) = try store.loadActiveFast() else {
                throw AtrestError.cannot("there is no fast running to change", hint: "atrest edit ID changes a recorded fast; atrest log shows their ids")
            }
            var after = before
            after.start = start ?? before.start
            after.targetHours = target ?? before.targetHours
            if let note { after.note = note }
            if let start {
                try FastRules.checkLength(run.now.timeIntervalSince(start), typed: typedTimes ?? "that start", long: long)
                try FastRules.checkFree(runningFrom: start, now: run.now, history: try store.loadHistory(), clock: clock)
            }
            try store.apply(.runningFast(after, recordedCount: recordedCount))
            return (before, after)
        }
        if before.start != after.start {
            run.out("Fasting since \(clock.moment(after.start)) (\(DurationText.format(after.elapsed(at: run.now))) ago), not \(clock.moment(before.start)).")
        }
        if before.targetHours != after.targetHours {
            run.out("\(TargetHours.spoken(after.targetHours)) is the running fast's reference now.")
        }
        if before.note != after.note { run.out(NoteText.changed(after.note)) }
    }
}
