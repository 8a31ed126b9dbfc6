import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest add`: records a fast from the past.
struct AddCommand: Command {
    static let spec = CommandSpec(
        "add",
        summary: "record a fast from the past",
        discussion: "For a fast you kept without atrest running. It must be 4 hours or longer and may not overlap another. " + SharedHelp.when,
        options: [
            OptionSpec("start", value: "WHEN", help: "when the fast began (required)"),
            OptionSpec("end", value: "WHEN", help: "when it ended (required)"),
            OptionSpec("target", value: "H", help: "its reference in hours, 4–72 (default: atrest config target-hours)"),
            FastRules.noteOption,
            FastRules.longOption,
        ],
        examples: ["atrest add --start 'yesterday 20:00' --end 12:00", "atrest add --start 2026-11-01T19:30 --end 2026-11-02T11:30 --target 16"],
        group: .history
    )

    var start: Date
    var end: Date
    var target: Double?
    var note: String?

    init(_ arguments: ParsedArguments) throws {
        note = try arguments.note() ?? nil
        guard let start = try arguments.when("start") else { throw AtrestError.usage("atrest add needs --start WHEN", hint: "usage: \(Self.spec.synopsis)") }
        guard let end = try arguments.when("end") else { throw AtrestError.usage("atrest add needs --end WHEN", hint: "usage: \(Self.spec.synopsis)") }
        try FastRules.check(start: start, end: end, startOption: "--start", endOption: "--end")
        try FastRules.checkLength(end.timeIntervalSince(start), typed: "--start \(arguments.value("start") ?? "")", long: arguments.flag("long"))
        self.start = start
        self.end = end
        target = try arguments.targetHours("target")
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let session = try store.withLock {
            let stored = try store.loadStoredHistory()
            var history = stored.history
            let session = FastingSession(
                start: start, end: end, targetHours: try target ?? store.loadSettings().targetHours, timeZone: run.timeZone, note: note
            )
            try FastRules.checkFree(session, history: history, active: try store.loadActiveFast()?.fast, clock: clock)
            history.insert(session)
            // A fast kept without atrest running is still one completed with atrest.
            try store.saveHistory(history, over: stored, completing: 1, runningFast: .continues)
            return session
        }
        run.out("Recorded \(FastText.span(session, clock: clock)).")
        run.out(run.paint.dim("id \(FastText.shortID(session.id))"))
    }
}

/// The rules every recorded fast keeps, shared by `add`, `edit` and `import`.
package enum FastRules {
    /// An end after its start, and at least the 4 hours atrest keeps.
    package static func check(start: Date, end: Date, startOption: String, endOption: String) throws {
        guard end > start else {
            throw AtrestError.usage("\(endOption) is not after \(startOption)", hint: "a fast ends after it begins")
        }
        guard TreeMapper.isKept(duration: end.timeIntervalSince(start)) else {
            throw AtrestError.usage(
                "that fast is \(DurationText.format(end.timeIntervalSince(start))); atrest keeps fasts of 4 hours or more",
                hint: "check \(startOption) and \(endOption)"
            )
        }
    }

    /// The option that says a fast longer than a week is meant.
    package static let longOption = OptionSpec("long", help: "allow a fast longer than 7 days")

    /// The option that keeps a line of the person's own words with a fast.
    package static let noteOption = OptionSpec("note", value: "TEXT", help: "a line of your own about this fast (up to 500 characters)")

    /// Refuses a fast far longer than people fast, unless `--long` says it is meant: such a
    /// length is nearly always a mistyped date.
    package static func checkLength(
        _ duration: TimeInterval, typed: String, long: Bool, hint: String = "check the date; if the fast is truly that long, add --long"
    ) throws {
        guard FastLength.isUnusuallyLong(duration), !long else { return }
        throw AtrestError.usage("\(typed) makes a fast of \(DurationText.format(duration))", hint: hint)
    }

    /// Refuses a fast that shares time with a recorded one or with the running fast.
    package static func checkFree(_ session: FastingSession, history: History, active: ActiveFast?, clock: ClockText) throws {
        if let overlap = history.overlap(start: session.start, end: session.end, excluding: session.id) {
            throw AtrestError.cannot(
                "that overlaps the fast recorded for \(FastText.span(overlap, clock: clock))",
                hint: "fasts may not share time; atrest edit \(FastText.shortID(overlap.id)) changes that one"
            )
        }
        if let active, session.end > active.start {
            throw AtrestError.cannot(
                "that overlaps the fast running since \(clock.moment(active.start))",
                hint: "a past fast has to end before the running one began"
            )
        }
    }
}
