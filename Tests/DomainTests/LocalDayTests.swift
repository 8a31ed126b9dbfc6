import Domain
import Foundation
import Testing

/// Calendar days as people name them: `2026-11-20`.
@Suite struct LocalDayTests {
    @Test(arguments: ["2026-11-20", "2024-02-29", "2000-02-29", "1969-12-31", "1970-01-01", "0001-01-01", "9999-12-31"])
    func readsAndWritesRealDays(text: String) throws {
        let day = try #require(LocalDay(text))
        #expect(day.description == text)
        #expect(LocalDay(ordinal: day.ordinal) == day)
    }

    @Test(arguments: [
        "", "2026", "2026-11", "2026-11-2", "2026-1-20", "26-11-20", "20261120", "2026/11/20", "2026-11-20 ",
        " 2026-11-20", "2026-11-20T00:00", "2026-02-29", "1900-02-29", "2026-11-31", "2026-00-10", "2026-13-01",
        "2026-11-00", "2026-11-2a", "+026-11-20", "２０２６-11-20",
    ])
    func refusesAnythingElse(text: String) {
        #expect(LocalDay(text) == nil)
    }

    @Test func ordinalsCountDaysFromTheEpoch() {
        #expect(LocalDay(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(LocalDay(year: 1969, month: 12, day: 31).ordinal == -1)
        #expect(LocalDay(year: 2026, month: 11, day: 20).ordinal == 20_777)
        for ordinal in stride(from: -250_000, through: 250_000, by: 331) {
            #expect(LocalDay(ordinal: ordinal).ordinal == ordinal)
        }
    }

    @Test(arguments: [
        ("2024-02-28", 1, "2024-02-29"), ("2024-02-28", 2, "2024-03-01"), ("2026-02-28", 1, "2026-03-01"),
        ("2026-12-31", 1, "2027-01-01"), ("2027-01-01", -1, "2026-12-31"), ("1970-01-01", -1, "1969-12-31"),
        ("2026-11-20", 0, "2026-11-20"), ("2026-11-20", 365, "2027-11-20"), ("2024-03-01", -366, "2023-03-01"),
    ])
    func addsDaysAcrossMonthsYearsAndLeapDays(start: String, days: Int, end: String) throws {
        #expect(try #require(LocalDay(start)).adding(days: days).description == end)
    }

    @Test func ordersByDate() throws {
        let days = try ["2026-11-20", "2025-12-31", "2026-01-01", "2026-11-19", "1969-12-31"].map { try #require(LocalDay($0)) }
        #expect(days.sorted().map(\.description) == ["1969-12-31", "2025-12-31", "2026-01-01", "2026-11-19", "2026-11-20"])
        #expect(try #require(LocalDay("2026-11-20")) == LocalDay(year: 2026, month: 11, day: 20))
    }

    /// Weekdays from 1900 to 2100 (1 = Sunday, as `Calendar` counts), including before the epoch.
    @Test func weekdaysAgreeWithCalendar() {
        let calendar = Fixtures.calendar(in: Fixtures.utc)
        for ordinal in stride(from: -25_567, through: 47_482, by: 37) {
            let day = LocalDay(ordinal: ordinal)
            let noon = Date(timeIntervalSince1970: TimeInterval(ordinal * 86_400 + 43_200))
            #expect(day.weekday == calendar.component(.weekday, from: noon), "\(day)")
        }
        #expect(LocalDay(year: 2026, month: 11, day: 20).weekday == 6, "a Friday")
        #expect(LocalDay(year: 1970, month: 1, day: 1).weekday == 5, "a Thursday")
        #expect(LocalDay(year: 1969, month: 12, day: 28).weekday == 1, "a Sunday")
    }
}
