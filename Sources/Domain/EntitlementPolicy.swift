#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules that decide the tier, as pure functions.
package enum EntitlementPolicy {
    /// The trial is the first ten completed fasts.
    package static let trialLength = 10
    /// The free tier shows the most recent ten fasting days in `log` and `calendar`.
    package static let freeHistoryDays = 10

    /// The tier for a person with `license` (already verified), at `now`, with `completedCount`
    /// recorded fasts. The license is the single source of truth for premium.
    package static func tier(license: LicenseTerms?, now: Date, completedCount: Int) -> Tier {
        if isPremium(license: license, now: now) { return .premium }
        return completedCount <= trialLength ? .trial : .free
    }

    /// Whether `license` alone makes the tier premium at `now`, whatever the history holds.
    package static func isPremium(license: LicenseTerms?, now: Date) -> Bool {
        license?.isValid(at: now) ?? false
    }

    /// Whether ending a fast that moves the count from `before` to `after` is the one moment
    /// to mention premium: the first end that leaves ten or more, once ever, never for premium.
    package static func showsTransitionMoment(before: Int, after: Int, alreadyShown: Bool, tier: Tier) -> Bool {
        !alreadyShown && tier != .premium && after > before && after >= trialLength
    }

    /// The sessions a tier may see: all of them, or on the free tier those on the ten most
    /// recent fasting days. Nothing marks the rest as missing; they simply are not shown.
    package static func visibleSessions(_ sessions: [FastingSession], tier: Tier) -> [FastingSession] {
        guard tier == .free else { return sessions }
        let days = sessions.map(\.day)
        guard let oldest = latestDays(days).last else { return [] }
        return zip(sessions, days).filter { $0.1 >= oldest }.map(\.0)
    }

    /// Whether `sessions`, which hold every fast that ended at or after `since` (earlier ones
    /// may be missing), already settle the tier without a license and what it shows: more
    /// fasts than the trial's, so the tier is free, and `settlesFreeHistory`.
    package static func settlesFreeTier(_ sessions: [FastingSession], since: Date) -> Bool {
        sessions.count > trialLength && settlesFreeHistory(sessions, since: since)
    }

    /// Whether `sessions`, as above, hold ten fasting days later than any earlier fast's day
    /// can be, so that `visibleSessions` on the free tier picks the same fasts from them as
    /// from the whole history.
    package static func settlesFreeHistory(_ sessions: [FastingSession], since: Date) -> Bool {
        let latest = latestDays(sessions.map(\.day))
        guard latest.count == freeHistoryDays, let oldest = latest.last else { return false }
        // A fast that ended before `since` ended, in its own zone (always less than a day
        // from UTC), no later than the day after `since`'s UTC day.
        return oldest > LocalTime.day(of: since, in: .utc).adding(days: 1)
    }

    /// The earliest day the free tier shows of `sessions`: the oldest of the latest fasting days.
    package static func freeWindowStart(_ sessions: [FastingSession]) -> LocalDay? {
        latestDays(sessions.map(\.day)).last
    }

    /// The latest `freeHistoryDays` distinct days, newest first, found in one pass rather than
    /// by sorting every day of ten years (which showed in the profile of log and calendar).
    private static func latestDays(_ days: [LocalDay]) -> [LocalDay] {
        var latest: [LocalDay] = []
        for day in days where !latest.contains(day) {
            if latest.count == freeHistoryDays, let last = latest.last, day < last { continue }
            latest.insert(day, at: latest.firstIndex { $0 < day } ?? latest.endIndex)
            if latest.count > freeHistoryDays { latest.removeLast() }
        }
        return latest
    }
}
