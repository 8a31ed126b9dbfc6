import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A license a trusted key's signature has verified: what it says, and how it was verified.
package struct VerifiedLicense: Equatable, Sendable {
    /// The signed contents.
    package let payload: LicensePayload
    /// The trusted key the signature verified against.
    package let key: LicensePublicKey
    /// The token that was verified, without the whitespace around it.
    package let token: String

    /// The terms if the license grants premium at `now`; `.expired`, with the terms, once an
    /// annual license has lapsed (at 00:00 UTC after its last day).
    package func terms(at now: Date) -> Result<LicenseTerms, LicenseProblem> {
        let terms = payload.terms
        if terms.isValid(at: now) { return .success(terms) }
        if case .annual(let lastDay) = payload.term {
            return .failure(.expired(lastDay: lastDay, terms: terms))
        }
        // A lifetime license is always valid; this is only reached if `Domain` changes.
        return .failure(.unreadableTerms("it is not valid at this time"))
    }
}
