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
    /// The terms of the stored license, its signature checked in full: for the premium
    /// commands, where a person goes to see where their license stands.
    package static func verifiedTerms(_ account: Account, in run: CommandRun) -> LicenseTerms? {
        guard let token = account.licenseToken else { return nil }
        return try? LicenseCheck.verify(token, in: run).get()
    }

    /// The terms of the stored license when it is genuine, whatever the date (the caller's
    /// policy judges them by the clock). The check kept in the account stands in for the
    /// signature check while it was made for the stored token itself by a key this build
    /// trusts; otherwise the license is checked in full.
    package static func licenseTerms(_ account: Account, in run: CommandRun) -> LicenseTerms? {
        account.licenseToken.flatMap { run.licenseVerifier.terms(of: $0, cache: account.licenseCheck) }
    }

    package static func tier(account: Account, in run: CommandRun, recordedCount: Int) -> Tier {
        EntitlementPolicy.tier(license: licenseTerms(account, in: run), now: run.now, completedCount: recordedCount)
    }

    /// Keeps a check of the stored license in the account when it has none that speaks for
    /// it and the license is genuine: for a license an older atrest kept without one, at the
    /// next start or end. Call it holding the lock, after the command's own work is saved.
    ///
    /// Only a speed-up, so nothing here may stop the command: an account that cannot be read
    /// or written now is left as it is, and the next command that needs it says so.
    package static func keepLicenseCheck(store: AtrestStore, in run: CommandRun) {
        guard var account = try? store.loadAccount(), let token = account.licenseToken else { return }
        if let kept = account.licenseCheck, run.licenseVerifier.matches(kept, token: token) { return }
        guard case .success(let genuine) = LicenseCheck.check(token, in: run) else { return }
        account.licenseCheck = genuine.cached
        try? store.saveAccount(account)
    }

    /// How many fasts are recorded: the running fast's copy when there is one, else the history.
    package static func recordedCount(store: AtrestStore) throws -> Int {
        try store.loadActiveFast()?.recordedCount ?? store.loadHistory().completedCount
    }

    package static func tier(store: AtrestStore, in run: CommandRun, recordedCount: Int) throws -> Tier {
        tier(account: try store.loadAccount(), in: run, recordedCount: recordedCount)
    }
}
