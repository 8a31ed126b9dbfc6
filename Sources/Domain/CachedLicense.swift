/// That the stored license's signature was checked, kept beside the license in the account
/// so that commands need not check it again on every run (status bars run `status` every few
/// seconds; `calendar` and `log` would spend most of their time on it).
///
/// It holds no terms of its own: they are read from the token each time, so an edit to the
/// account can neither lengthen nor change what the license grants. It counts only while the
/// stored token is `token` byte for byte and `key` is still trusted (see
/// `LicenseVerifier.terms(of:cache:)`).
package struct CachedLicense: Equatable, Sendable {
    /// The whole token whose signature was checked, exactly as it is stored.
    package var token: String
    /// The trusted public key that verified it, as standard base64 of its 32 bytes.
    package var key: String

    package init(token: String, key: String) {
        self.token = token
        self.key = key
    }
}
