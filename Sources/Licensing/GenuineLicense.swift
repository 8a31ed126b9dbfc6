import Domain

/// A token a trusted key has verified: what it says, and how it was verified.
package struct GenuineLicense: Equatable, Sendable {
    /// The signed contents.
    package let payload: LicensePayload
    /// The trusted key the signature verified against.
    package let key: LicensePublicKey
    /// The token's signature part, exactly as the token spells it.
    package let signature: String

    /// The check, kept so that `status` need not repeat it (see `CachedLicense`).
    package var cached: CachedLicense {
        CachedLicense(signature: signature, key: key.base64, terms: payload.terms)
    }
}
