import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A command's options and arguments as typed, with typed accessors that report bad values.
package struct ParsedArguments: Sendable {
    package var spec: CommandSpec
    /// Options with values, and flags, as lists: a command takes a few (start-up path: Sources/START-UP.md).
    package var options: [(name: String, value: String)]
    package var flags: [String]
    package var positionals: [String]
    /// The current time and zone, for reading WHEN values (not I/O: just the clock's reading).
    package var now: Date
    package var timeZone: Zone

    package func flag(_ name: String) -> Bool { flags.contains(name) }

    package func value(_ name: String) -> String? {
        for option in options where option.name == name { return option.value }
        return nil
    }

    package func positional(_ index: Int) -> String? {
        index < positionals.count ? positionals[index] : nil
    }

    /// The instant an option's WHEN names, or nil when the option is absent.
    package func when(_ name: String) throws -> Date? {
        guard let text = value(name) else { return nil }
        switch WhenParser(now: now, timeZone: timeZone).parse(text) {
        case .success(let date):
            return date
        case .failure(.inFuture):
            throw AtrestError.usage("--\(name) \(text) is in the future", hint: "times are of the past or now; try --\(name) now")
        case .failure(.tooEarly):
            throw AtrestError.usage("--\(name) \(text) is before 1900", hint: "atrest keeps fasts from 1900 on")
        case .failure(.noSuchTime):
            throw AtrestError.usage("--\(name) \(text) is not a time of day", hint: "use HH:MM from 00:00 to 23:59")
        case .failure(.unrecognized):
            throw AtrestError.usage(
                "--\(name) \(text) is not a time atrest reads",
                hint: "try now, 20:00, yesterday 20:00, -2h, 2h ago or 2026-11-20T20:00"
            )
        }
    }

    /// The note of `--note`, checked: nil when absent, `.some(nil)` when given empty (no note).
    package func note() throws -> String?? {
        guard let text = value("note") else { return nil }
        if let problem = FastNote.check(text) {
            throw AtrestError.usage("--note \(problem.reason)", hint: "a note is one line of your own words, up to \(FastNote.longest) characters")
        }
        return .some(FastNote.normalised(text))
    }

    /// A target in hours from `--name`, checked against 4–72.
    package func targetHours(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let hours = TargetHours.parse(text) else {
            throw AtrestError.usage("--\(name) \(text) is not a number of hours", hint: "try --\(name) 16")
        }
        guard TargetHours.isAllowed(hours) else {
            throw AtrestError.usage("--\(name) \(text) is outside 4–72 hours", hint: "common choices are \(SharedHelp.targetPresets)")
        }
        return hours
    }
}
