/// What a full check of the stored license found, kept beside the running fast so that
/// `status`, which status bars run every few seconds, need not check the signature again.
///
/// It never stands in for the license: it counts only while the stored token still has
/// `signature` and `key` is still trusted (see `LicenseVerifier.terms(of:cache:)`), and its
/// terms are judged by the clock when they are used, as the license's own would be.
package struct CachedLicense: Equatable, Sendable {
    /// The signature part of the token that was checked, exactly as the token spells it.
    package var signature: String
    /// The trusted public key that verified it, as standard base64 of its 32 bytes.
    package var key: String
    /// The license's terms, expired or not: expiry is decided at the time of use.
    package var terms: LicenseTerms

    package init(signature: String, key: String, terms: LicenseTerms) {
        self.signature = signature
        self.key = key
        self.terms = terms
    }
}
