import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// `atrest log`: recorded fasts, newest first.
struct LogCommand: Command {
    static let effect = CommandEffect.reads
    static let json = OptionSpec("json", help: "one JSON object for scripts: fasts (id, start, end, targetHours, durationSeconds, tree, note) and window")
    static let since = OptionSpec("since", value: "WHEN", help: "only fasts that end after WHEN")
    static let until = OptionSpec("until", value: "WHEN", help: "only fasts that begin before WHEN")
    static let n = OptionSpec("n", value: "N", help: "only the newest N fasts")
    static let search = OptionSpec("search", value: "TEXT", help: "only fasts whose note holds TEXT (any case)")

    static let spec = CommandSpec(
        "log",
        summary: "the fasts you have recorded, newest first",
        discussion: "Each line is one fast: when it ran, how long, and its tree's mark: ● in the tree's earth tone where the fast reached its reference, ◦ in grey where it reached 70 % of it, nothing where it left no tree (* and o with --ascii); then its short id and note. On a terminal, a log longer than the screen goes through your pager ($PAGER, else less). --since and --until keep the fasts that share any time with the range (WHEN as for start, or a day such as 2026-11-01, today or yesterday, meaning the moment it begins); -n keeps the newest N of those.",
        options: [json, since, until, n, search],
        examples: ["atrest log", "atrest log -n 5", "atrest log --since 2026-11-01", "atrest log --json | jq '.fasts[0]'"],
        group: .history
    )

    var json: Bool
    var since: Date?
    var until: Date?
    var newest: Int?
    var search: String?

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
        since = try Self.instant(arguments, Self.since)
        until = try Self.instant(arguments, Self.until)
        if let since, let until, until <= since {
            throw AtrestError.usage("--until is not after --since", hint: "the range runs from --since to a later --until")
        }
        search = arguments.value(Self.search).map { $0.lowercased() }
        // Every note holds the empty text, so an empty search would quietly mean "notes only".
        if search?.trimmingWhitespace().isEmpty == true {
            throw AtrestError.usage("--search needs some text to look for", hint: "such as atrest log --search walk")
        }
        if let text = arguments.value(Self.n) {
            guard let count = Int(text), count > 0 else {
                throw AtrestError.usage("-n \(ShellWord.asTyped(text)) is not a number of fasts", hint: "try -n 10")
            }
            newest = count
        }
    }

    /// WHEN, or a bare day (`2026-11-01`, `today`, `yesterday`) meaning the moment it begins.
    private static func instant(_ arguments: ParsedArguments, _ option: OptionSpec) throws -> Date? {
        if let text = arguments.value(option), let day = Self.day(text, arguments: arguments), day.year >= 1900 {
            return LocalTime.startOfDay(day, in: arguments.timeZone)
        }
        return try arguments.when(option)
    }

    private static func day(_ text: String, arguments: ParsedArguments) -> LocalDay? {
        let today = LocalTime.day(of: arguments.now, in: arguments.timeZone)
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: return LocalDay(text)
        }
    }

    /// The fasts that share time with the range, newest first, at most `newest` of them.
    func selecting(_ sessions: ReversedCollection<[FastingSession]>) -> [FastingSession] {
        let inRange = sessions.filter { session in
            (since.map { session.end > $0 } ?? true) && (until.map { session.start < $0 } ?? true)
                && (search.map { needle in session.note?.lowercased().contains(needle) ?? false } ?? true)
        }
        return newest.map { Array(inRange.prefix($0)) } ?? inRange
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let reading = try store.whileReading { try read(store, in: run) }
        let (history, tier) = (reading.history, reading.tier)
        let shown = EntitlementPolicy.visibleSessions(history.sessions, tier: tier)
        let sessions = selecting(shown.reversed())
        let recent = tier == .free ? RecentWindow(history.sessions, olderUnread: reading.olderUnread) : nil
        if json {
            // Written out in pieces of about 64 kB, each after a whole fast (so never inside a
            // character): a megabyte held whole cost ten years' log --json some 270 fresh pages.
            let piece = 1 << 16
            var json = JSONWriter(capacity: piece + 4096)
            json.object { json in
                json.key("fasts")
                // Fasts that share time (two computers each recorded one): the id of one of the others.
                let sharing = history.sharingTime
                json.array(of: sessions) { json, session in
                    FastText.writeForLog(session, sharesTimeWith: sharing[session.id], into: &json)
                    if json.count >= piece { run.outBytes(json.takeBytes()) }
                }
                // A fact for scripts: how many of the latest fasting days are listed, and the
                // first of them, where not all are (the free tier); null where every recorded fast is.
                RecentWindow.write(recent, into: &json)
            }
            run.outBytes(json.takeLine())
            return
        }
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        // Asked for a range or a note that fasts before the recent history match, the log says
        // where that history begins rather than that nothing matches; a plain log says nothing.
        let filtered = since != nil || until != nil || search != nil
        let reach = filtered && shown.count < history.sessions.count
            && selecting(history.sessions.reversed()).contains { session in recent?.isBefore(session.day) ?? false }
            ? recent?.line(clock) : nil
        guard !sessions.isEmpty else {
            if let reach {
                run.out(run.paint.dim(reach))
            } else if filtered {
                run.out(run.paint.dim("No recorded fast matches."))
            } else {
                run.say("No fasts recorded yet. atrest start begins one; atrest add records one from the past.", dim: true)
            }
            return
        }
        let spans = sessions.map { clock.span($0.start, $0.end) }
        let spanWidth = spans.map(\.count).max() ?? 0
        let sharing = history.sharingTime
        var text = ""
        for (session, span) in zip(sessions, spans) {
            let duration = DurationText.format(session.duration)
            let mark = TreeMark.glyph(session.tree, id: session.id, paint: run.paint, ascii: run.global.ascii)
            // What follows the id, each with how it is painted.
            var after: [NarrowRow.Part] = []
            if let other = clock.otherClock(of: session.start, recordedIn: session.timeZone) { after.append(.init(text: other, dim: true)) }
            if let note = session.note { after.append(.init(text: NoteText.shown(note))) }
            if let other = sharing[session.id] { after.append(.init(text: "shares time with \(FastText.shortID(other)); atrest doctor explains", dim: true)) }
            let id = FastText.shortID(session.id)
            let length = 2 + spanWidth + 3 + 10 + 1 + 1 + 2 + id.count + after.reduce(0) { $0 + 2 + $1.text.count }
            if run.context.outputIsTerminal, length > run.columns {
                let lines = NarrowRow.lines(span: span, lead: "\(duration) \(mark)  \(run.paint.dim(id))", leadWidth: duration.count + 3 + id.count,
                                            parts: after, columns: run.columns, paint: run.paint)
                for line in lines { text += line + "\n" }
                continue
            }
            text += "  \(span.padded(to: spanWidth))   \(duration.padded(to: 10)) \(mark)  \(run.paint.dim(id))"
            for part in after { text += part.dim ? run.paint.dim("  " + part.text) : "  " + part.text }
            text += "\n"
        }
        if let reach { text += run.paint.dim(reach) + "\n" }
        // Longer than the screen, on a terminal: through the pager, as git shows its log.
        if run.context.outputIsTerminal, text.utf8.reduce(0, { $1 == 0x0A ? $0 + 1 : $0 }) >= run.rows, run.context.page(text) {
            return
        }
        run.outRaw(text)
    }
}
