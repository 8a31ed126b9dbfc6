import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest log`: recorded fasts, newest first.
struct LogCommand: Command {
    static let spec = CommandSpec(
        "log",
        summary: "the fasts you have recorded, newest first",
        options: [OptionSpec("json", help: "one JSON object for scripts: fasts with id, start, end, targetHours, durationSeconds, tree")],
        examples: ["atrest log", "atrest log --json | jq '.fasts[0]'"],
        group: .history
    )

    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag("json")
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let history = try store.whileReading { try store.loadHistory() }
        let tier = try Entitlements.shownTier(store: store, in: run, recordedCount: history.completedCount)
        let sessions = EntitlementPolicy.visibleSessions(history.sessions, tier: tier).reversed()
        if json {
            var json = JSONWriter(capacity: 256 * sessions.count + 64)
            json.object { json in
                json.key("fasts")
                json.array(of: sessions) { json, session in FastText.write(session, into: &json) }
            }
            run.out(json.text)
            return
        }
        guard !sessions.isEmpty else {
            run.out(run.paint.dim("No fasts recorded yet. atrest start begins one; atrest add records one from the past."))
            return
        }
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let days = sessions.map { clock.day($0.day) }
        let dayWidth = days.map(\.count).max() ?? 0
        var text = ""
        for (session, day) in zip(sessions, days) {
            let times = "\(clock.time(session.start, in: session.timeZone)) → \(clock.time(session.end, in: session.timeZone))"
            let duration = DurationText.format(session.duration)
            let mark = TreeMark.glyph(session.tree, id: session.id, paint: run.paint, ascii: run.global.ascii)
            text += "  \(day.padded(to: dayWidth))   \(times)   "
            text += "\(duration.padded(to: 10)) \(mark)  \(run.paint.dim(FastText.shortID(session.id)))\n"
        }
        run.outRaw(text)
    }
}
