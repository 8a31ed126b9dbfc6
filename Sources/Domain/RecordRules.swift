#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ranges every fast and water entry keeps, wherever it comes from: `import` checks a
/// document against them, and the store checks every file it reads, so a value no command
/// writes (a target of 1e16 hours, a glass of Int.max millilitres) never reaches the
/// arithmetic that trusts it.
package enum RecordRules {
    /// What breaks a rule, in words that follow the value as the reader shows it:
    /// `1e+16` + ` is outside 4–72 hours`.
    package enum Problem: Equatable, Sendable {
        case targetHours
        case milliliters
        case beforeEarliest
        case endNotAfterStart
        case shorterThanKept(TimeInterval)
        case note(FastNote.Problem)
        case zoneName
        case inFuture

        /// The words after the value.
        package var reason: String {
            switch self {
            case .targetHours: "is outside \(TargetHours.describe(TargetHours.range.lowerBound))–\(TargetHours.describe(TargetHours.range.upperBound)) hours"
            case .milliliters: "is outside \(WaterAmount.range.lowerBound)–\(WaterAmount.range.upperBound) ml"
            case .beforeEarliest: "is before 1900"
            case .endNotAfterStart: "is not after the start"
            case .shorterThanKept(let duration): "makes the fast \(DurationText.format(duration)) long; atrest keeps fasts of 4 hours or more"
            case .note(let problem): problem.reason
            case .zoneName: "is not the name of a time zone (a name such as Europe/Paris, without spaces, or a POSIX rule)"
            case .inFuture: "is in the future"
            }
        }
    }

    /// How many fasts a count of completed fasts may hold: a billion is 2.7 million years of
    /// daily fasts, so anything past it was written by something other than atrest.
    package static let completedFasts: Range<Int> = 0..<1_000_000_000

    package static func targetHours(_ hours: Double) -> Problem? {
        TargetHours.isAllowed(hours) ? nil : .targetHours
    }

    /// An amount as written, before it is rounded to whole millilitres.
    package static func milliliters(_ amount: Double) -> Problem? {
        let rounded = amount.rounded()
        return rounded >= Double(WaterAmount.range.lowerBound) && rounded <= Double(WaterAmount.range.upperBound) ? nil : .milliliters
    }

    package static func milliliters(_ amount: Int) -> Problem? {
        WaterAmount.range.contains(amount) ? nil : .milliliters
    }

    /// An instant atrest keeps: none before `Timestamp.earliest`. (Instants in the future are
    /// refused only where a person types them, `notFuture`: what another computer recorded,
    /// synced or imported, is taken whatever this clock says, and `doctor` names it.)
    package static func instant(_ date: Date) -> Problem? {
        date >= Timestamp.earliest ? nil : .beforeEarliest
    }

    /// An instant not in the future, give or take the minute clocks may differ by
    /// (`WhenParser`): what a person types here, and what other apps' exports hold; `doctor`
    /// uses it to name records that lie ahead.
    package static func notFuture(_ date: Date, now: Date) -> Problem? {
        date.timeIntervalSince(now) <= WhenParser.futureTolerance ? nil : .inFuture
    }

    /// The first instant of `session` in the future, with its field.
    package static func future(_ session: FastingSession, now: Date) -> (field: String, problem: Problem)? {
        if let problem = notFuture(session.start, now: now) { return ("start", problem) }
        if let problem = notFuture(session.end, now: now) { return ("end", problem) }
        return nil
    }

    package static func future(_ fast: ActiveFast, now: Date) -> (field: String, problem: Problem)? {
        notFuture(fast.start, now: now).map { ("start", $0) }
    }

    package static func future(_ entry: WaterEntry, now: Date) -> (field: String, problem: Problem)? {
        notFuture(entry.at, now: now).map { ("at", $0) }
    }

    /// A recorded fast's end: after its start, and the 4 hours atrest keeps.
    package static func end(_ end: Date, start: Date) -> Problem? {
        guard end > start else { return .endNotAfterStart }
        let duration = end.timeIntervalSince(start)
        return TreeMapper.isKept(duration: duration) ? nil : .shorterThanKept(duration)
    }

    /// A zone's name as files keep it: a name as the tz database spells them or a POSIX rule
    /// (`ZoneName`), never a path, a space, a control character or an escape.
    package static func zoneName(_ name: String) -> Problem? {
        ZoneName.isValid(name) ? nil : .zoneName
    }

    /// The first rule `session` breaks, with the field that breaks it: each member's rule,
    /// in the order its declaration lists them (`FastingSession.declared`).
    package static func check(_ session: FastingSession) -> (field: String, problem: Problem)? {
        FastingSession.check(session)
    }

    package static func check(_ fast: ActiveFast) -> (field: String, problem: Problem)? {
        ActiveFast.check(fast)
    }

    package static func check(_ entry: WaterEntry) -> (field: String, problem: Problem)? {
        WaterEntry.check(entry)
    }
}
