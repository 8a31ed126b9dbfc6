import Domain
import Licensing
import Store

/// The tier of the person at the shell, from their license and their history.
package enum Entitlements {
    /// The terms of the stored license, its signature checked in full: for the premium
    /// commands, where a person goes to see where their license stands.
    package static func verifiedTerms(_ account: Account, in run: CommandRun) -> LicenseTerms? {
        guard let token = account.licenseToken else { return nil }
        return try? run.licenseVerifier.verify(token: token, now: run.now).get()
    }

    /// The terms of the stored license when it verifies, whatever the date (the caller's
    /// policy judges them by the clock).
    ///
    /// The signature is checked every time, here where premium is decided: anything kept
    /// beside the license to skip the check would be a file a person can write, and so no
    /// check at all. Without a license nothing is checked, so the cost falls only on those
    /// who have one (README, Performance).
    package static func licenseTerms(_ account: Account, in run: CommandRun) -> LicenseTerms? {
        account.licenseToken.flatMap { try? run.licenseVerifier.verify(token: $0).get().payload.terms }
    }

    /// The tier from the account's license and trial count; `recordedCount`, the fasts
    /// recorded now, stands in for the count in an account that has none yet.
    package static func tier(account: Account, in run: CommandRun, recordedCount: Int) -> Tier {
        EntitlementPolicy.tier(
            license: licenseTerms(account, in: run), now: run.now, completedCount: account.completedFasts(recorded: recordedCount)
        )
    }

    /// How many fasts are recorded: the running fast's copy when there is one, else the history.
    package static func recordedCount(store: AtrestStore) throws -> Int {
        try store.loadActiveFast()?.recordedCount ?? store.loadHistory().completedCount
    }

    /// The trial's count: the account's, never less than the fasts recorded now.
    package static func completedFasts(_ account: Account, store: AtrestStore) throws -> Int {
        account.completedFasts(recorded: try recordedCount(store: store))
    }

    /// The tier as far as what is shown goes: in the trial everything is shown, with premium
    /// or without, so the license is checked only past it. Not for the transition moment,
    /// which must know premium from trial.
    package static func shownTier(account: Account, in run: CommandRun, recordedCount: Int) -> Tier {
        if account.completedFasts(recorded: recordedCount) <= EntitlementPolicy.trialLength { return .trial }
        return tier(account: account, in: run, recordedCount: recordedCount)
    }

    /// The shown tier with the trial's count read as cheaply as the home allows: the running
    /// fast's copy, else the account's; the history is read only in a home no change has
    /// touched since the count was first kept.
    package static func shownTier(account: Account, runningCount: Int?, store: AtrestStore, in run: CommandRun) throws -> Tier {
        let count = try runningCount ?? account.completedFasts ?? store.loadHistory().completedCount
        return shownTier(account: account, in: run, recordedCount: count)
    }

    package static func shownTier(store: AtrestStore, in run: CommandRun, recordedCount: Int) throws -> Tier {
        shownTier(account: try store.loadAccount(), in: run, recordedCount: recordedCount)
    }
}
