import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Store

/// The tier of the person at the shell, from their license and their history.
package enum Entitlements {
    /// The terms of the stored license, when it verifies against the keys this build trusts.
    package static func verifiedTerms(_ account: Account, in run: CommandRun) -> LicenseTerms? {
        guard let token = account.licenseToken else { return nil }
        return try? LicenseCheck.verify(token, in: run).get()
    }

    /// The tier, the license verified in full: for every command but `status`.
    package static func tier(account: Account, in run: CommandRun, recordedCount: Int) -> Tier {
        EntitlementPolicy.tier(license: verifiedTerms(account, in: run), now: run.now, completedCount: recordedCount)
    }

    /// The tier for `status`, which status bars run every few seconds: the check kept when
    /// the fast began stands in for the signature check while it still matches the stored
    /// license, and the clock judges its terms now, as a full check would.
    package static func tier(account: Account, kept: CachedLicense?, in run: CommandRun, recordedCount: Int) -> Tier {
        let terms = account.licenseToken.flatMap { run.licenseVerifier.terms(of: $0, cache: kept) }
        return EntitlementPolicy.tier(license: terms, now: run.now, completedCount: recordedCount)
    }

    /// How many fasts are recorded: the running fast's copy when there is one, else the history.
    package static func recordedCount(store: AtrestStore) throws -> Int {
        try store.loadActiveFast()?.recordedCount ?? store.loadHistory().completedCount
    }

    package static func tier(store: AtrestStore, in run: CommandRun, recordedCount: Int) throws -> Tier {
        tier(account: try store.loadAccount(), in: run, recordedCount: recordedCount)
    }
}
