import Domain
import JSON
import Rendering
import Store

/// `atrest calendar`: a month as a grid with a mark on each day a fast left a tree, or one day's fasts.
struct CalendarCommand: Command {
    static let effect = CommandEffect.reads
    static let json = OptionSpec("json", help: "one JSON object for scripts: days, each with date and fasts, and window")

    static let spec = CommandSpec(
        "calendar",
        summary: "a month with a mark on each day a fast left a tree, or one day's fasts",
        discussion: "A day's mark is its fasts' tree: ● in the tree's earth tone where a fast reached its reference, ◦ in grey where one reached 70 % of it and none more, nothing where they left no tree (* and o with --ascii). Weeks begin on your locale's first weekday. Give a day (YYYY-MM-DD) to see its fasts.",
        options: [json],
        arguments: [ArgumentSpec("YYYY-MM|YYYY-MM-DD", help: "the month or day to show (default: this month)", optional: true)],
        examples: ["atrest calendar", "atrest calendar 2026-10", "atrest calendar 2026-11-20 --json"],
        group: .pictures
    )

    enum Target: Equatable {
        case month(year: Int, month: Int)
        case day(LocalDay)
    }

    var target: Target?
    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
        guard let text = arguments.positional(0) else { return }
        if let day = LocalDay(text) {
            target = .day(day)
        } else if let month = LocalDay(text + "-01") {
            target = .month(year: month.year, month: month.month)
        } else {
            throw AtrestError.usage("'\(text)' is not a month or a day", hint: "use YYYY-MM (2026-11) or YYYY-MM-DD (2026-11-20)")
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let today = LocalTime.day(of: run.now, in: run.timeZone)
        let shown = target ?? .month(year: today.year, month: today.month)
        // Only fasts that end near the days shown can belong to them (a zone is at most 14 h
        // from UTC), so only those are read, and their local days worked out.
        let (first, last): (LocalDay, LocalDay) = switch shown {
        case .day(let day): (day, day)
        case .month(let year, let month):
            (LocalDay(year: year, month: month, day: 1), LocalDay(year: year, month: month, day: CivilTime.daysInMonth(year: year, month: month)))
        }
        let utc = Zone.utc
        let lower = LocalTime.startOfDay(first.adding(days: -1), in: utc)
        let upper = LocalTime.startOfDay(last.adding(days: 2), in: utc)
        let (fasts, recent) = try store.whileReading { try ShownFasts.ending(within: lower..<upper, store: store, in: run) }
        let byDay = FastsByDay(fasts)
        switch shown {
        case .day(let day):
            showDay(day, fasts: byDay[day], recent: recent, run: run)
        case .month(let year, let month):
            showMonth(year: year, month: month, byDay: byDay, today: today, recent: recent, run: run)
        }
    }

    private func showDay(_ day: LocalDay, fasts: [FastingSession], recent: RecentWindow?, run: CommandRun) {
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        if json {
            var json = JSONWriter()
            json.object { json in
                Self.write(day, fasts: fasts, into: &json)
                RecentWindow.write(recent, into: &json)
            }
            run.out(json.text)
            return
        }
        run.out(clock.day(day))
        // Of a day before what the free tier shows, nothing is said but where it begins: not
        // that no fast ended.
        if let recent, recent.isBefore(day), let line = recent.line(clock) {
            run.out(run.paint.dim("  " + line))
            return
        }
        guard !fasts.isEmpty else {
            run.out(run.paint.dim("  No fast ended on this day."))
            return
        }
        // Spans padded to the longest, as `log` does, so durations stand in one column.
        let spans = fasts.map { clock.span($0.start, $0.end) }
        let spanWidth = spans.map(\.count).max() ?? 0
        for (fast, span) in zip(fasts, spans) {
            let kind = fast.tree == .established ? "Completed" : "Ended early"
            var line = "  \(span.padded(to: spanWidth))   \(DurationText.format(fast.duration).padded(to: 10)) \(kind)"
            if let zone = clock.foreignZone(of: fast.start, recordedIn: fast.timeZone) { line += run.paint.dim("  kept in \(zone)") }
            run.out(line)
            if let note = fast.note { run.out("    " + NoteText.shown(note)) }
        }
    }

    private func showMonth(year: Int, month: Int, byDay: FastsByDay, today: LocalDay, recent: RecentWindow?, run: CommandRun) {
        let first = LocalDay(year: year, month: month, day: 1)
        let days = (0..<CivilTime.daysInMonth(year: year, month: month)).map { first.adding(days: $0) }
        if json {
            var json = JSONWriter()
            json.object { json in
                json.member("month", string: String(first.description.prefix(7)))
                json.key("days")
                json.array(of: days) { json, day in
                    json.object { json in Self.write(day, fasts: byDay[day], into: &json) }
                }
                RecentWindow.write(recent, into: &json)
            }
            run.out(json.text)
            return
        }
        if AccessibleText.isOn(run) { return sayMonth(first: first, days: days, byDay: byDay, recent: recent, run: run) }
        run.outRaw(MonthGrid(
            first: first, days: days, firstWeekday: run.context.firstWeekday, today: today,
            mark: { day in mark(for: byDay[day], run: run) }, paint: run.paint
        ).text)
        // A day without a mark before the recent history began says nothing of that day.
        if let recent, recent.isBefore(first), let line = recent.line(ClockText(now: run.now, timeZone: run.timeZone)) {
            run.out(run.paint.dim(line))
        }
    }

    /// A day's members in `--json`: its date and the fasts that ended on it.
    private static func write(_ day: LocalDay, fasts: [FastingSession], into json: inout JSONWriter) {
        json.member("date", string: day.description)
        json.key("fasts")
        json.array(of: fasts) { json, fast in FastText.write(fast, into: &json) }
    }

    /// The dot for a day: its latest established tree's, else an incomplete one's, else none.
    private func mark(for fasts: [FastingSession], run: CommandRun) -> String {
        let marked = fasts.last { $0.tree == .established } ?? fasts.last { $0.tree == .incomplete }
        return TreeMark.glyph(marked?.tree, id: marked?.id, paint: run.paint, ascii: run.global.ascii)
    }
}

