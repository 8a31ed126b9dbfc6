import Domain
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
        let today = LocalTime.day(of: run.now, in: run.timeZone)
        let shown = target ?? .month(year: today.year, month: today.month)
        let (byDay, recent) = try Self.fasts(on: shown, in: run)
        switch shown {
        case .day(let day):
            if json { return run.out(CalendarText.json(day, fasts: byDay[day], recent: recent)) }
            Self.dayLines(day, byDay: byDay, recent: recent, run: run, columns: narrowTerminal(run)).forEach { run.out($0) }
        case .month(let year, let month):
            let grid = MonthGrid(year: year, month: month, firstWeekday: run.context.firstWeekday)
            if json { return run.out(CalendarText.json(grid, byDay: byDay, recent: recent)) }
            // A terminal narrower than the grid gets days three columns apart (at 24 every week wrapped).
            let narrow = narrowTerminal(run).map { $0 < MonthGrid.widthWithMarks } ?? false
            Self.monthLines(grid, byDay: byDay, recent: recent, run: run, narrow: narrow).forEach { run.out($0) }
        }
    }

    /// The fasts shown on the days of `shown`, by local day. Only fasts that end near those
    /// days can belong to them (a zone is at most 14 h from UTC), so only those are read.
    static func fasts(on shown: Target, in run: CommandRun) throws -> (byDay: FastsByDay, recent: RecentWindow?) {
        let store = try run.store
        let (first, last): (LocalDay, LocalDay) = switch shown {
        case .day(let day): (day, day)
        case .month(let year, let month):
            (LocalDay(year: year, month: month, day: 1), LocalDay(year: year, month: month, day: CivilTime.daysInMonth(year: year, month: month)))
        }
        let utc = Zone.utc
        let lower = LocalTime.startOfDay(first.adding(days: -1), in: utc)
        let upper = LocalTime.startOfDay(last.adding(days: 2), in: utc)
        let (fasts, recent) = try store.whileReading { try ShownFasts.ending(within: lower..<upper, store: store, in: run) }
        return (FastsByDay(fasts), recent)
    }

    /// `calendar YYYY-MM` as text: the grid, or the days in words where pictures are said so.
    /// The terminal's columns where output is a terminal; nil piped (laid out as ever). The
    /// watch's calendar panel passes none: it folds in its own box.
    private func narrowTerminal(_ run: CommandRun) -> Int? {
        run.context.outputIsTerminal ? run.columns : nil
    }

    static func monthLines(_ grid: MonthGrid, byDay: FastsByDay, recent: RecentWindow?, run: CommandRun, narrow: Bool = false) -> [String] {
        if AccessibleText.isOn(run) { return monthSaid(first: grid.first, days: grid.days, byDay: byDay, recent: recent, run: run) }
        let today = LocalTime.day(of: run.now, in: run.timeZone)
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        return CalendarText.month(grid, byDay: byDay, today: today, recent: recent, clock: clock, paint: run.paint, ascii: run.global.ascii, narrow: narrow)
    }

    /// `calendar YYYY-MM-DD` as text: the day's fasts.
    static func dayLines(_ day: LocalDay, byDay: FastsByDay, recent: RecentWindow?, run: CommandRun, columns: Int? = nil) -> [String] {
        CalendarText.day(day, fasts: byDay[day], recent: recent, clock: ClockText(now: run.now, timeZone: run.timeZone), paint: run.paint, columns: columns)
    }
}
