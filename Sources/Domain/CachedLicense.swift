/// What a full check of the stored license found, kept beside the license in the account so
/// that commands need not check the signature again on every run (status bars run `status`
/// every few seconds; `calendar` and `log` would spend most of their time on it).
///
/// It never stands in for the license: it counts only while the stored token is `token`
/// byte for byte and `key` is still trusted (see `LicenseVerifier.terms(of:cache:)`), and its
/// terms are judged by the clock when they are used, as the license's own would be.
package struct CachedLicense: Equatable, Sendable {
    /// The whole token that was checked, exactly as it is stored.
    package var token: String
    /// The trusted public key that verified it, as standard base64 of its 32 bytes.
    package var key: String
    /// The license's terms, expired or not: expiry is decided at the time of use.
    package var terms: LicenseTerms

    package init(token: String, key: String, terms: LicenseTerms) {
        self.token = token
        self.key = key
        self.terms = terms
    }
}
