import Domain
import Foundation

/// Time zones and instants the Domain tests share, built without the code under test.
enum Fixtures {
    static let utc = zone("UTC")
    static let newYork = zone("America/New_York")
    static let berlin = zone("Europe/Berlin")
    static let kolkata = zone("Asia/Kolkata")

    /// The named zone from the system's tz database; a missing one reads as UTC so the test
    /// fails on its values, not a trap.
    static func zone(_ identifier: String) -> Zone {
        guard let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + identifier),
              let rules = TZifReader.rules(Array(data))
        else { return .utc }
        return Zone(identifier: identifier, rules: rules)
    }

    /// An instant from ISO 8601 text with an offset, read by Foundation's own formatter.
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: .nan)
    }

    /// A Gregorian calendar in Foundation's own copy of `zone`, the oracle for local days and weekdays.
    static func calendar(in zone: Zone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone.identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }

    static func hours(_ h: Int, _ m: Int = 0, _ s: Int = 0) -> TimeInterval {
        TimeInterval(h * 3600 + m * 60 + s)
    }
}

extension Date {
    /// `self` as `YYYY-MM-DDTHH:MM:SS±HH:MM` in `zone`: what a test expects to read.
    func text(in zone: Zone) -> String { Timestamp.format(self, in: zone) }
}
