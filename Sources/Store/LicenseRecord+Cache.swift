import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A `CachedLicense` to and from its record in account.json. A record that does not read
// back as terms is no cache at all rather than damage: the license is then checked in full.

extension LicenseRecord {
    init(_ cache: CachedLicense) {
        let terms = cache.terms
        switch terms.kind {
        case .annual(let expires):
            kind = Self.annual
            self.expires = Timestamp.formatUTC(expires)
        case .lifetime:
            kind = Self.lifetime
            expires = nil
        }
        token = cache.token
        key = cache.key
        holder = terms.holder
        issued = Timestamp.formatUTC(terms.issued)
    }

    /// The cache this record holds, or nil when it does not read as one.
    var cache: CachedLicense? {
        guard let issued = Timestamp.parse(issued) else { return nil }
        let termKind: LicenseTerms.Kind
        switch (kind, expires) {
        case (Self.annual, let expires?):
            guard let expires = Timestamp.parse(expires) else { return nil }
            termKind = .annual(expires: expires)
        case (Self.lifetime, nil):
            termKind = .lifetime
        default:
            return nil
        }
        return CachedLicense(token: token, key: key, terms: LicenseTerms(kind: termKind, holder: holder, issued: issued))
    }

    private static let annual = "annual"
    private static let lifetime = "lifetime"
}
