import Domain
import Foundation

/// Verifies a stored license token against the keys this build trusts.
package enum LicenseCheck {
    package struct Outcome: Sendable {
        package var terms: LicenseTerms?
        package var problem: String?
    }

    // Wired to the Licensing library once it lands; until then no license verifies.
    package static func verify(_ token: String, now: Date) -> Outcome {
        Outcome(terms: nil, problem: "this build of atrest cannot read licenses yet")
    }
}
