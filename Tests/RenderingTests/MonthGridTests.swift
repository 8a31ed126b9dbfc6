import Domain
import Rendering
import Testing

/// The month's grid as a model: its weeks, its lines as `cal` lays them out, and where each
/// day's number stands in them, so a caller can light a day without reading the text back.
@Suite struct MonthGridTests {
    @Test func novemberTwentyTwentySixFromMonday() {
        // 1 November 2026 is a Sunday: six places before it in a week that begins on Monday.
        let grid = MonthGrid(year: 2026, month: 11, firstWeekday: 2)
        #expect(grid.lines(mark: { _ in " " }) == [
            "       November 2026",
            " Mo  Tu  We  Th  Fr  Sa  Su",
            "                          1",
            "  2   3   4   5   6   7   8",
            "  9  10  11  12  13  14  15",
            " 16  17  18  19  20  21  22",
            " 23  24  25  26  27  28  29",
            " 30",
        ])
        #expect(grid.days.count == 30)
        #expect(grid.weeks.allSatisfy { $0.count == 7 })
    }

    @Test func everyDaysPlaceHoldsItsNumber() {
        for firstWeekday in 1...7 {
            let grid = MonthGrid(year: 2024, month: 2, firstWeekday: firstWeekday)
            let lines = grid.lines(mark: { _ in "*" }).map(Array.init)
            for day in grid.days {
                let place = grid.place(of: day)
                let found = place.map { String(lines[$0.line][$0.column...($0.column + 1)]) }
                #expect(found == MonthGrid.number(day), "\(day) from weekday \(firstWeekday)")
            }
            #expect(grid.place(of: LocalDay(year: 2024, month: 3, day: 1)) == nil)
        }
    }
}
