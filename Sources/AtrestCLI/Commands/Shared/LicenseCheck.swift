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
    /// The terms of `token` if it grants premium now, its signature checked in full.
    package static func verify(_ token: String, in run: CommandRun) -> Result<LicenseTerms, LicenseProblem> {
        run.licenseVerifier.verify(token: token, now: run.now)
    }

    package static func check(_ token: String, in run: CommandRun) -> Result<GenuineLicense, LicenseProblem> {
        run.licenseVerifier.check(token: token)
    }

    package static func check(contents: Data, in run: CommandRun) -> Result<GenuineLicense, LicenseProblem> {
        run.licenseVerifier.check(contents: contents)
    }
}
