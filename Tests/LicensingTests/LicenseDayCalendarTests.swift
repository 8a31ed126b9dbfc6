import Domain
import Foundation
import Testing
@testable import Licensing

/// License days by arithmetic, against Foundation's Gregorian calendar in UTC.
@Suite struct LicenseDayCalendarTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func everyDayFrom1899To2101StartsAndEndsWhereTheCalendarSays() throws {
        var date = try #require(Self.calendar.date(from: DateComponents(year: 1899, month: 1, day: 1)))
        let last = try #require(Self.calendar.date(from: DateComponents(year: 2101, month: 12, day: 31)))
        while date <= last {
            let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
            let text = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            let day = try #require(LocalDay(licenseText: text))
            #expect(day.utcStart == date)
            #expect(day.utcEnd == Self.calendar.date(byAdding: .day, value: 1, to: date))
            #expect(LocalDay(utcContaining: date.addingTimeInterval(86_399)) == day)
            #expect(day.description == text)
            date = date.addingTimeInterval(86_400)
        }
    }
}
