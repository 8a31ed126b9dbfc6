import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// Verifies a license token against the keys this build trusts.
package enum LicenseCheck {
    /// The license is the single source of truth: it is verified every time it is used.
    package static func verify(_ token: String, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        LicenseVerifier.builtIn.verify(token: token, now: now)
    }

    package static func verify(contents: Data, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        LicenseVerifier.builtIn.verify(contents: contents, now: now)
    }
}
