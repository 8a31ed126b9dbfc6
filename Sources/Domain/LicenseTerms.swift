#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a verified premium license grants: its kind and, for annual licenses, when it ends.
///
/// `Domain` never sees signatures: `Licensing` verifies a token and hands over these terms.
package struct LicenseTerms: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Premium until the end of `expires` (an instant; the license lapses after it).
        case annual(expires: Date)
        /// Premium for good.
        case lifetime
    }

    package var kind: Kind
    /// The name the license was issued to.
    package var holder: String
    /// When the license was signed.
    package var issued: Date

    package init(kind: Kind, holder: String, issued: Date) {
        self.kind = kind
        self.holder = holder
        self.issued = issued
    }

    /// Whether the license grants premium at `now`.
    package func isValid(at now: Date) -> Bool {
        switch kind {
        case .lifetime: true
        case .annual(let expires): now < expires
        }
    }
}
