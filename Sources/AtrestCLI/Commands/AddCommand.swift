import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest add`: records a fast from the past.
struct AddCommand: Command {
    static let effect = CommandEffect.changes
    static let start = OptionSpec("start", value: "WHEN", help: "when the fast began (required)", isRequired: true)
    static let end = OptionSpec("end", value: "WHEN", help: "when it ended (required)", isRequired: true)
    static let target = OptionSpec("target", value: "H", help: "its reference in hours, 4–72 (default: atrest config target-hours)")

    static let spec = CommandSpec(
        "add",
        summary: "record a fast from the past",
        discussion: "For a fast you kept without atrest running. It must be 4 hours or longer and may not overlap another. " + SharedHelp.when,
        options: [start, end, target, FastRules.noteOption, FastRules.longOption],
        examples: ["atrest add --start 'yesterday 08:00' --end 'yesterday 20:00'", "atrest add --start 2026-11-01T19:30 --end 2026-11-02T11:30 --target 16"],
        group: .history
    )

    var start: Date
    var end: Date
    var target: Double?
    var note: String?

    init(_ arguments: ParsedArguments) throws {
        note = try arguments.note() ?? nil
        guard let start = try arguments.when(Self.start) else { throw AtrestError.usage("atrest add needs --start WHEN", hint: "usage: \(Self.spec.synopsis)") }
        guard let end = try arguments.when(Self.end) else { throw AtrestError.usage("atrest add needs --end WHEN", hint: "usage: \(Self.spec.synopsis)") }
        // Said as typed and as read: `12:00` before noon is yesterday's, which a person may not expect.
        let typedEnd = arguments.value(Self.end) ?? ""
        try FastRules.check(
            start: start, end: end,
            startOption: "--start \(ShellWord.asTyped(arguments.value(Self.start) ?? ""))",
            endOption: "--end \(ShellWord.asTyped(typedEnd))",
            readAs: ClockText(now: arguments.now, timeZone: arguments.timeZone),
            hint: Self.isTimeAlone(typedEnd)
                ? "a time alone is the latest one already past; name the day for another: --end 'today \(typedEnd)'"
                : "a fast ends after it begins"
        )
        try FastRules.checkLength(end.timeIntervalSince(start), typed: "--start \(arguments.value(Self.start) ?? "")", long: arguments.flag(FastRules.longOption))
        self.start = start
        self.end = end
        target = try arguments.targetHours(Self.target)
    }

    /// `12:00`, `8pm`: a time of day without a day, which WHEN reads as the latest one past.
    static func isTimeAlone(_ text: String) -> Bool {
        let lower = text.lowercased()
        let clock = lower.hasSuffix("am") || lower.hasSuffix("pm") ? lower.dropLast(2) : lower[...]
        return !clock.isEmpty && clock.allSatisfy { $0 == ":" || ("0"..."9").contains($0) }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let session = try store.withLock {
            // The years this fast could share time with; the others are only counted.
            let stored = try store.loadStoredHistory(near: start..<end)
            var history = stored.history
            let session = FastingSession(
                start: start, end: end, targetHours: try target ?? store.loadSettings().targetHours, timeZone: run.timeZone, note: note
            )
            try FastRules.checkFree(session, history: history, active: try store.loadActiveFast()?.fast, clock: clock)
            history.insert(session)
            // A fast kept without atrest running is still one completed with atrest.
            try store.apply(.history(HistoryChange(history, over: stored, completing: 1, runningFast: .continues)))
            return session
        }
        run.out(FastText.confirmation("Recorded", session, clock: clock))
        run.out(run.paint.dim("id \(FastText.shortID(session.id))"))
    }
}
