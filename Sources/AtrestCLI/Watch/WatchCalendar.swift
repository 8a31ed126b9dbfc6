import Domain
import Rendering

/// The calendar panel's words: the month around a day and the day's fasts, as `calendar
/// YYYY-MM` and `calendar YYYY-MM-DD` show them (`MonthGrid`, `CalendarText`), from one
/// reading of the month.
enum WatchCalendar {
    static func lines(around day: LocalDay, in run: CommandRun) -> (month: [String], detail: [String]) {
        let grid = MonthGrid(year: day.year, month: day.month, firstWeekday: run.context.firstWeekday)
        do {
            let (byDay, recent) = try CalendarCommand.fasts(on: .month(year: day.year, month: day.month), in: run)
            return (
                CalendarCommand.monthLines(grid, byDay: byDay, recent: recent, run: run),
                CalendarCommand.dayLines(day, byDay: byDay, recent: recent, run: run)
            )
        } catch {
            // What `calendar` would have said on stderr (a damaged file), in the panel.
            let said = ErrorReport.describe(error, environment: run.context.environment).lines(width: Layout.measure)
            return (said, said)
        }
    }
}
