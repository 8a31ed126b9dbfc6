import Domain
import Foundation
import Testing

/// Durations as `12h 30m`, and from a day on as `1d 2h 5m`.
@Suite struct DurationTextTests {
    @Test(arguments: [
        (0.0, "0h 0m"), (59, "0h 0m"), (59.999, "0h 0m"), (60, "0h 1m"), (3599, "0h 59m"), (3600, "1h 0m"),
        (45_000, "12h 30m"), (86_340, "23h 59m"), (86_399, "23h 59m"), (86_400, "1d 0h 0m"),
        (93_900, "1d 2h 5m"), (259_200, "3d 0h 0m"), (-1, "0h 0m"), (-86_400, "0h 0m"),
    ])
    func formats(seconds: TimeInterval, text: String) {
        #expect(DurationText.format(seconds) == text)
    }

    @Test(arguments: [
        ("2h", 7200), ("90m", 5400), ("1h30m", 5400), ("1h 30m", 5400), (" 1h 30m ", 5400), ("1d2h", 93_600),
        ("1d 2h 5m", 93_900), ("45s", 45), ("2H", 7200), ("0m", 0), ("999999m", 59_999_940),
        // A decimal, with a point or a comma, as people say "an hour and a half".
        ("1.5h", 5400), ("1,5h", 5400), ("0.25h", 900), ("2.5 m", 150), ("1.5d", 129_600),
        ("999999.999999d", 86_400_000_000),
    ])
    func readsDurations(text: String, seconds: Int) {
        #expect(DurationText.parse(text) == seconds)
    }

    @Test(arguments: [
        "", " ", "h", "2", "30m1", "2h30", "-2h", ".5h", "1.h", "1.2.3h", "1,,5h", "1.5", "1.1234567h", "+2h", "2x", "2 hours", "1234567h", "٣h", "２h", "2h-30m",
        // A decimal stands alone: inside a compound duration the mark is ambiguous.
        "16h30,5m", "1h 0.5m", "1.5h30m", "1,5d 2h", "1h,",
    ])
    func refusesAnythingElse(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test func formatsWhatItReads() {
        for text in ["0h 0m", "1h 5m", "12h 30m", "23h 59m", "1d 0h 0m", "1d 2h 5m", "6d 23h 59m"] {
            #expect(DurationText.parse(text).map { DurationText.format(TimeInterval($0)) } == text)
        }
    }
}
