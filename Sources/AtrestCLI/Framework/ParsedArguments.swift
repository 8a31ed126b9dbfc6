import Domain
import OptionParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A command's options and arguments as typed, with typed accessors that report bad values.
package struct ParsedArguments: Sendable {
    package var spec: CommandSpec
    /// Read through `flag(_:)` and `value(_:)`, which take the command's own `OptionSpec`, never a name.
    private var options: ParsedOptions
    /// The current time and zone, for reading WHEN values (not I/O: just the clock's reading).
    package var now: Date
    package var timeZone: Zone

    package init(spec: CommandSpec, options: ParsedOptions, now: Date, timeZone: Zone) {
        self.spec = spec
        self.options = options
        self.now = now
        self.timeZone = timeZone
    }

    package var positionals: [String] { options.positionals }

    /// Whether the flag `option` was given; `option` is the command's own (see `ParsedOptions`).
    package func flag(_ option: OptionSpec) -> Bool { options.flag(option) }

    /// The value given to `option`, or nil when it is absent.
    package func value(_ option: OptionSpec) -> String? { options.value(option) }

    package func positional(_ index: Int) -> String? { options.positional(index) }

    /// The instant an option's WHEN names, or nil when the option is absent.
    package func when(_ option: OptionSpec) throws -> Date? {
        guard let text = value(option) else { return nil }
        // As it could be typed again: `--since ''`, `--at 'yesterday 25:00'`.
        let typed = "\(option.flagText) \(ShellWord.asTyped(text))"
        switch WhenParser(now: now, timeZone: timeZone).parse(text) {
        case .success(let date):
            return date
        case .failure(.inFuture):
            throw AtrestError.usage("\(typed) is in the future", hint: "times are of the past or now; try \(option.flagText) now")
        case .failure(.tooEarly):
            throw AtrestError.usage("\(typed) is before 1900", hint: "atrest keeps fasts from 1900 on")
        case .failure(.noSuchTime):
            throw AtrestError.usage("\(typed) is not a time of day", hint: "use HH:MM from 00:00 to 23:59")
        case .failure(.unrecognized):
            throw AtrestError.usage(
                "\(typed) is not a time atrest reads",
                hint: SpacedWhen.hint(for: text, option: option.flagText) ?? "try now, 20:00, yesterday 20:00, -2h, 2h ago or 2026-11-20T20:00"
            )
        }
    }

    /// The note of `--note`, checked: nil when absent, `.some(nil)` when given empty (no note).
    package func note() throws -> String?? {
        guard let text = value(FastRules.noteOption) else { return nil }
        if let problem = FastNote.check(text) {
            throw AtrestError.usage("--note \(problem.reason)", hint: "a note is one line of your own words, up to \(FastNote.longest) characters")
        }
        return .some(FastNote.normalised(text))
    }

    /// A target in hours from `option`, checked against 4–72.
    package func targetHours(_ option: OptionSpec) throws -> Double? {
        guard let text = value(option) else { return nil }
        let typed = "\(option.flagText) \(ShellWord.asTyped(text))"
        guard let hours = TargetHours.parse(text) else {
            throw AtrestError.usage("\(typed) is not a number of hours", hint: "try \(option.flagText) 16")
        }
        guard TargetHours.isAllowed(hours) else {
            throw AtrestError.usage("\(typed) is outside 4–72 hours", hint: "common choices are \(SharedHelp.targetPresets)")
        }
        return hours
    }
}
