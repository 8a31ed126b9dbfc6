import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Times and days as a person reads them: `20:10`, `Thu 20 Nov 20:10`, `Sun 22 Nov 20:00 → 12:00`.
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
        // Two digits each (hours 0–23, minutes 0–59), made as bytes: interpolation was a sixth of `log`.
        let digits: [UInt8] = [
            UInt8(truncatingIfNeeded: 48 + civil.hour / 10), UInt8(truncatingIfNeeded: 48 + civil.hour % 10), UInt8(ascii: ":"),
            UInt8(truncatingIfNeeded: 48 + civil.minute / 10), UInt8(truncatingIfNeeded: 48 + civil.minute % 10),
        ]
        return String(decoding: digits, as: UTF8.self)
    }

    /// `Thu 20 Nov`, with the year when it is not this year.
    package func day(_ day: LocalDay) -> String {
        let this = LocalTime.day(of: now, in: timeZone)
        let base = "\(Self.weekdays[day.weekday - 1]) \(day.day) \(Self.months[day.month - 1])"
        return day.year == this.year ? base : "\(base) \(day.year)"
    }

    /// `Thu 20 Nov 20:10`, with the year when it is not this year.
    package func dayTime(_ date: Date) -> String {
        "\(day(LocalTime.day(of: date, in: timeZone))) \(time(date))"
    }

    /// `20:10` today, `Thu 20 Nov 20:10` on any other day: the day is said whenever it is not today.
    package func moment(_ date: Date) -> String {
        LocalTime.day(of: date, in: timeZone) == LocalTime.day(of: now, in: timeZone) ? time(date) : dayTime(date)
    }

    /// `Sun 22 Nov 20:00 → Mon 23 Nov 12:00`, or `Sun 22 Nov 20:00 → 23:30` within one day:
    /// the one way atrest writes a span of time, always with its days, in the local zone.
    package func span(_ start: Date, _ end: Date) -> String {
        let sameDay = LocalTime.day(of: start, in: timeZone) == LocalTime.day(of: end, in: timeZone)
        return "\(dayTime(start)) → \(sameDay ? time(end) : dayTime(end))"
    }

    /// The zone a fast was kept in, when its clock there read otherwise than the local clock.
    package func foreignZone(of start: Date, recordedIn zone: Zone) -> String? {
        // The readings compared as numbers: the same hour and minute are the same `time` text.
        let there = LocalTime.civil(start, in: zone), here = LocalTime.civil(start, in: timeZone)
        return there.hour == here.hour && there.minute == here.minute
            && LocalTime.day(of: start, in: zone) == LocalTime.day(of: start, in: timeZone) ? nil : zone.identifier
    }

    /// Words for a fast kept on another zone's clock, beside its times shown on the local one:
    /// "on Asia/Tokyo time". ("kept in UTC" read as where the file keeps it, and as if the
    /// times beside it were UTC's.)
    package func otherClock(of start: Date, recordedIn zone: Zone) -> String? {
        foreignZone(of: start, recordedIn: zone).map { "on \($0) time" }
    }
}
