import Domain
import Foundation

/// Time zones and instants the Domain tests share, built without the code under test.
enum Fixtures {
    static let utc = zone("UTC")
    static let newYork = zone("America/New_York")
    static let berlin = zone("Europe/Berlin")
    static let kolkata = zone("Asia/Kolkata")

    /// The named zone; a missing one reads as UTC so the test fails on its values, not a trap.
    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// An instant from ISO 8601 text with an offset, read by Foundation's own formatter.
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: .nan)
    }

    /// A Gregorian calendar in `zone`, the oracle for local days and weekdays.
    static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    static func hours(_ h: Int, _ m: Int = 0, _ s: Int = 0) -> TimeInterval {
        TimeInterval(h * 3600 + m * 60 + s)
    }
}

extension Date {
    /// `self` as `YYYY-MM-DDTHH:MM:SS±HH:MM` in `zone`: what a test expects to read.
    func text(in zone: TimeZone) -> String { Timestamp.format(self, in: zone) }
}
