import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The tier of the person at the shell, from their license (verified each time) and their history.
package enum Entitlements {
    /// The terms of the stored license, when it verifies against the keys this build trusts.
    package static func verifiedTerms(_ account: Account, now: Date) -> LicenseTerms? {
        guard let token = account.licenseToken else { return nil }
        return try? LicenseCheck.verify(token, now: now).get()
    }

    package static func tier(account: Account, now: Date, recordedCount: Int) -> Tier {
        EntitlementPolicy.tier(license: verifiedTerms(account, now: now), now: now, completedCount: recordedCount)
    }

    /// How many fasts are recorded: the running fast's copy when there is one, else the history.
    package static func recordedCount(store: AtrestStore) throws -> Int {
        try store.loadActiveFast()?.recordedCount ?? store.loadHistory().completedCount
    }

    package static func tier(store: AtrestStore, now: Date, recordedCount: Int) throws -> Tier {
        tier(account: try store.loadAccount(), now: now, recordedCount: recordedCount)
    }
}
