import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules every recorded fast keeps, shared by `add`, `edit` and `import`.
package enum FastRules {
    /// An end after its start, and at least the 4 hours atrest keeps. With `readAs`, the
    /// options are as typed (`--end 12:00`) and a refusal says the instants they were read
    /// as: a time alone is the latest one past, which before noon makes `12:00` yesterday's.
    package static func check(
        start: Date, end: Date, startOption: String, endOption: String, readAs clock: ClockText? = nil,
        hint: String = "a fast ends after it begins"
    ) throws {
        guard end > start else {
            guard let clock else { throw AtrestError.usage("\(endOption) is not after \(startOption)", hint: hint) }
            throw AtrestError.usage(
                "\(endOption) reads as \(clock.dayTime(end)), \(end == start ? "the same moment as" : "before") \(startOption) (\(clock.dayTime(start)))",
                hint: hint
            )
        }
        guard TreeMapper.isKept(duration: end.timeIntervalSince(start)) else {
            throw AtrestError.usage(
                "that fast is \(DurationText.format(end.timeIntervalSince(start))); atrest keeps fasts of 4 hours or more",
                hint: clock.map { "\(startOption) and \(endOption) read as \($0.span(start, end))" } ?? "check \(startOption) and \(endOption)"
            )
        }
    }

    /// The option that says a fast longer than a week is meant.
    package static let longOption = OptionSpec("long", help: "allow a fast longer than 7 days")

    /// The option that keeps a line of the person's own words with a fast.
    package static let noteOption = OptionSpec("note", value: "TEXT", help: "a line of your own about this fast (up to 500 characters)")

    /// Refuses a fast far longer than people fast, unless `--long` says it is meant: such a
    /// length is nearly always a mistyped date.
    package static func checkLength(
        _ duration: TimeInterval, typed: String, long: Bool, hint: String = "check the date; if the fast is truly that long, add --long"
    ) throws {
        guard FastLength.isUnusuallyLong(duration), !long else { return }
        throw AtrestError.usage("\(typed) makes a fast of \(DurationText.format(duration))", hint: hint)
    }

    /// Refuses a fast that shares time with a recorded one or with the running fast.
    package static func checkFree(_ session: FastingSession, history: History, active: ActiveFast?, clock: ClockText) throws {
        switch FastOverlap.find(start: session.start, end: session.end, excluding: session.id, in: history, running: active) {
        case nil:
            return
        case .recorded(let overlap):
            throw AtrestError.cannot(
                "that overlaps the fast recorded for \(FastText.span(overlap, clock: clock))",
                hint: "fasts may not share time; atrest edit \(FastText.shortID(overlap.id)) changes that one"
            )
        case .running(let active):
            throw AtrestError.cannot(
                "that overlaps the fast running since \(clock.moment(active.start))",
                hint: "a past fast has to end before the running one began"
            )
        }
    }

    /// Refuses a running fast from `start` (begun now, or moved by `edit`) that shares time
    /// with a recorded one.
    package static func checkFree(runningFrom start: Date, now: Date, history: History, clock: ClockText) throws {
        guard let overlap = FastOverlap.findRecorded(runningFrom: start, now: now, in: history) else { return }
        throw AtrestError.cannot(
            "that would overlap the fast recorded for \(FastText.span(overlap, clock: clock))",
            hint: "begin after \(clock.dayTime(overlap.end)), or change that fast with atrest edit \(FastText.shortID(overlap.id))"
        )
    }
}
