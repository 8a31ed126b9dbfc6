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
    /// With premium, only the years `window` touches are read. Without, the tier hangs on how
    /// many fasts there are, and the free tier shows the latest ten fasting days: years are
    /// read from the newest back until both are settled, which past the trial is this year
    /// and perhaps the one before.
    static func ending(within window: Range<Date>, store: AtrestStore, in run: CommandRun) throws -> [FastingSession] {
        let license = Entitlements.licenseTerms(try store.loadAccount(), in: run)
        if EntitlementPolicy.isPremium(license: license, now: run.now) {
            return try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) }
        }
        let recent = try store.loadRecentHistory { history, since in
            EntitlementPolicy.settlesFreeTier(history.sessions, since: since)
        }
        let tier = EntitlementPolicy.tier(license: license, now: run.now, completedCount: recent.history.completedCount)
        return EntitlementPolicy.visibleSessions(recent.history.sessions, tier: tier).filter { window.contains($0.end) }
    }
}
