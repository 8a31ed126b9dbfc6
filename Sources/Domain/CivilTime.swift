#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A wall-clock reading: date and time of day with a fixed UTC offset, free of `Calendar`.
///
/// Instants are written and read many thousands of times when a long history is loaded;
/// plain arithmetic on days since the epoch is exact and far cheaper than `Calendar`.
package struct CivilTime: Equatable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock reading of `date` at `offsetSeconds` east of UTC.
    package init(_ date: Date, offsetSeconds: Int) {
        let total = Int(date.timeIntervalSince1970.rounded(.down)) + offsetSeconds
        let days = total.floorDivided(by: 86_400)
        let secondsOfDay = total - days * 86_400
        let (y, m, d) = CivilTime.civil(fromDays: days)
        self.init(
            year: y, month: m, day: d,
            hour: secondsOfDay / 3600, minute: secondsOfDay % 3600 / 60, second: secondsOfDay % 60
        )
    }

    /// Whether the fields name a real calendar date and time of day.
    package var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= CivilTime.daysInMonth(year: year, month: month)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The instant this reading names at `offsetSeconds` east of UTC.
    package func date(offsetSeconds: Int) -> Date {
        let days = CivilTime.days(fromCivil: year, month, day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    package static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    package static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01.
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int {
    /// Division rounding toward negative infinity, so dates before 1970 stay on the right day.
    package func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
