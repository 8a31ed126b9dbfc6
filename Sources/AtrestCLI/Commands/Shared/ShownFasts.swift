import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The fasts a command shows from one stretch of time, read no further back than the
/// person's tier and that stretch need.
enum ShownFasts {
    /// The fasts the tier shows that ended within `window`, in history order: the same as
    /// `visibleSessions` over the whole history, filtered to `window`.
    ///
    /// With premium, or in the trial by the account's count, only the years `window` touches
    /// are read. On the free tier, which shows the latest ten fasting days, years are read
    /// from the newest back until those are settled (and, for an account an earlier atrest
    /// wrote without a count, until the count of fasts settles the tier), which past the
    /// trial is this year and perhaps the one before.
    ///
    /// `recent` is the free tier's window (nil when every day is shown), so that nothing untrue
    /// is said of a day before it.
    static func ending(within window: Range<Date>, store: AtrestStore, in run: CommandRun) throws -> (fasts: [FastingSession], recent: RecentWindow?) {
        let account = try store.loadAccount()
        let inTrial = account.completedFasts.map { $0 <= EntitlementPolicy.trialLength } ?? false
        // In the trial everything is shown, so the license need not be checked.
        let license = inTrial ? nil : Entitlements.licenseTerms(account, in: run)
        if inTrial || EntitlementPolicy.isPremium(license: license, now: run.now) {
            return (try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) }, nil)
        }
        let counted = account.completedFasts != nil
        let recent = try store.loadRecentHistory { history, since in
            counted ? EntitlementPolicy.settlesFreeHistory(history.sessions, since: since)
                : EntitlementPolicy.settlesFreeTier(history.sessions, since: since)
        }
        let count = account.completedFasts(recorded: recent.history.completedCount)
        let tier = EntitlementPolicy.tier(license: license, now: run.now, completedCount: count)
        let shown = EntitlementPolicy.visibleSessions(recent.history.sessions, tier: tier).filter { window.contains($0.end) }
        return (shown, tier == .free ? RecentWindow(recent.history.sessions, olderUnread: recent.since != nil) : nil)
    }
}
