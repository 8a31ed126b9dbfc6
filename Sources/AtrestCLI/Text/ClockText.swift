import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Times and days as a person reads them: `20:10`, `20:10 yesterday`, `Thu 20 Nov 20:10`.
package struct ClockText: Sendable {
    package var now: Date
    package var timeZone: Zone

    package init(now: Date, timeZone: Zone) {
        self.now = now
        self.timeZone = timeZone
    }

    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `20:10`
    package func time(_ date: Date, in zone: Zone? = nil) -> String {
        let civil = LocalTime.civil(date, in: zone ?? timeZone)
        return "\(civil.hour < 10 ? "0" : "")\(civil.hour):\(civil.minute < 10 ? "0" : "")\(civil.minute)"
    }

    /// `Thu 20 Nov`, with the year when it is not this year.
    package func day(_ day: LocalDay) -> String {
        let this = LocalTime.day(of: now, in: timeZone)
        let base = "\(Self.weekdays[day.weekday - 1]) \(day.day) \(Self.months[day.month - 1])"
        return day.year == this.year ? base : "\(base) \(day.year)"
    }

    /// `20:10`, `20:10 yesterday`, or `Thu 20 Nov 20:10`, relative to today.
    package func moment(_ date: Date) -> String {
        let day = LocalTime.day(of: date, in: timeZone)
        let today = LocalTime.day(of: now, in: timeZone)
        switch today.ordinal - day.ordinal {
        case 0: return time(date)
        case 1: return "\(time(date)) yesterday"
        default: return "\(self.day(day)) \(time(date))"
        }
    }
}
