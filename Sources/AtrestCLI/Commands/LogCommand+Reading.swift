import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What `log` reads: the whole history, or for `-n N` alone only the newest years that hold
/// the N fasts it shows, so `log -n 10` costs the same over fifty years as over one.
extension LogCommand {
    struct Reading {
        var history: History
        var tier: Tier
        /// Years before those read were left unread (so the free tier's window hides earlier fasts).
        var olderUnread: Bool
    }

    /// Call it inside `whileReading`.
    func read(_ store: AtrestStore, in run: CommandRun) throws -> Reading {
        guard let newest, since == nil, until == nil, search == nil else { return try readWhole(store, in: run) }
        let account = try store.loadAccount()
        // The tier as `status` decides it, by the running fast's count of recorded fasts, when
        // there is one; otherwise settled by what is read (below).
        let known = try store.loadActiveFast().map { Entitlements.shownTier(account: account, in: run, recordedCount: $0.recordedCount) }
        var license: LicenseTerms??
        var settledTier: Tier?
        let recent = try store.loadRecentHistory { history, since in
            var tier: Tier
            if let known {
                tier = known
            } else {
                let terms = license ?? Entitlements.licenseTerms(account, in: run)
                license = terms
                if EntitlementPolicy.isPremium(license: terms, now: run.now) {
                    // Premium or the trial: either shows every fast.
                    tier = .premium
                } else {
                    // The trial's count only grows with what is unread: past it, the tier is free.
                    guard account.completedFasts(recorded: history.completedCount) > EntitlementPolicy.trialLength else { return false }
                    tier = .free
                }
            }
            if tier == .free, !EntitlementPolicy.settlesFreeHistory(history.sessions, since: since) { return false }
            // The N newest shown began after every fast of the years not read ended.
            let shown = selecting(EntitlementPolicy.visibleSessions(history.sessions, tier: tier).reversed())
            guard shown.count == newest, let oldest = shown.last, oldest.start >= since else { return false }
            settledTier = tier
            return true
        }
        guard let tier = settledTier, recent.since != nil else {
            // Every year was read: the tier as any command decides it.
            let tier = try Entitlements.shownTier(store: store, in: run, recordedCount: recent.history.completedCount)
            return Reading(history: recent.history, tier: tier, olderUnread: false)
        }
        return Reading(history: recent.history, tier: tier, olderUnread: true)
    }

    private func readWhole(_ store: AtrestStore, in run: CommandRun) throws -> Reading {
        let history = try store.loadHistory()
        let tier = try Entitlements.shownTier(store: store, in: run, recordedCount: history.completedCount)
        return Reading(history: history, tier: tier, olderUnread: false)
    }
}
