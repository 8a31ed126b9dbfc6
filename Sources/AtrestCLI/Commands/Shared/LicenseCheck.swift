import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing
import Store

/// Verifies license tokens against the keys this build trusts (the context's verifier).
package enum LicenseCheck {
    /// The license is the single source of truth: it is verified every time it is used.
    package static func verify(_ token: String, in run: CommandRun) -> Result<LicenseTerms, LicenseProblem> {
        run.licenseVerifier.verify(token: token, now: run.now)
    }

    package static func check(_ token: String, in run: CommandRun) -> Result<GenuineLicense, LicenseProblem> {
        run.licenseVerifier.check(token: token)
    }

    package static func check(contents: Data, in run: CommandRun) -> Result<GenuineLicense, LicenseProblem> {
        run.licenseVerifier.check(contents: contents)
    }

    /// The check of `account`'s license to keep beside a fast, when it is genuine: expired
    /// or not, since expiry is the clock's to decide when `status` uses it.
    package static func keptCheck(of account: Account, in run: CommandRun) -> CachedLicense? {
        guard let token = account.licenseToken else { return nil }
        return try? check(token, in: run).get().cached
    }
}
