import Domain
import Rendering

/// The calendar panel's words: the month around a day and the day's fasts, as `calendar
/// YYYY-MM` and `calendar YYYY-MM-DD` show them (`MonthGrid`, `CalendarText`), from one
/// reading of the month, laid out for a screen `columns` wide: where the panel is narrower than
/// the four-column grid, the narrow grid (whole weeks, as `calendar` lays them out at 24
/// columns) and a day's fasts in narrow rows.
enum WatchCalendar {
    static func lines(around day: LocalDay, in run: CommandRun, columns: Int) -> (month: [String], detail: [String]) {
        let grid = MonthGrid(year: day.year, month: day.month, firstWeekday: run.context.firstWeekday)
        let narrow = isNarrow(columns: columns)
        do {
            let (byDay, recent) = try CalendarCommand.fasts(on: .month(year: day.year, month: day.month), in: run)
            return (
                CalendarCommand.monthLines(grid, byDay: byDay, recent: recent, run: run, narrow: narrow),
                CalendarCommand.dayLines(day, byDay: byDay, recent: recent, run: run,
                                         columns: narrow ? Layout.panelInside(measure: measure(columns: columns), columns: columns) : nil)
            )
        } catch {
            // What `calendar` would have said on stderr (a damaged file), in the panel.
            let said = ErrorReport.describe(error, environment: run.context.environment).lines(width: Layout.measure)
            return (said, said)
        }
    }

    /// Whether a screen `columns` wide gets the narrow grid: the four-column grid, its last
    /// mark included, is wider than the panel inside its margins (at 24 it folded mid-week).
    static func isNarrow(columns: Int) -> Bool {
        columns - 4 < MonthGrid.widthWithMarks
    }

    /// The calendar's width inside its box: a day's line of a fast, its span, length and word
    /// (`calendar YYYY-MM-DD`), with room for a longer length; the narrow grid's where it is
    /// narrow. One width whatever day is chosen: a box sized to the day's lines moved the month
    /// sideways as the days were walked.
    static func measure(columns: Int) -> Int {
        isNarrow(columns: columns) ? MonthGrid.narrowWidth : 64
    }
}
