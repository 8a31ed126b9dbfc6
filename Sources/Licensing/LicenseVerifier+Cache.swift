import Domain

/// Using a kept check (`CachedLicense`) in place of checking the signature again.
extension LicenseVerifier {
    /// The terms of `token`, whatever the date, or nil when it is not genuine. When `cache`
    /// was made for this very token by a key this verifier trusts, the signature is taken as
    /// checked and the terms are read from the token itself; otherwise the signature is
    /// checked in full. The clock is left to the caller, as with a full check.
    package func terms(of token: String, cache: CachedLicense?) -> LicenseTerms? {
        if let cache, matches(cache, token: token) {
            guard let payload = LicenseToken.checkedPayload(of: token) else { return nil }
            return try? LicensePayload.read(payload).terms
        }
        return try? read(token: token).get().terms
    }

    /// Whether `cache` speaks for `token`: the token is the one checked, byte for byte (bytes,
    /// since this is asked on every run), and the key that verified it is still one this
    /// verifier trusts.
    package func matches(_ cache: CachedLicense, token: String) -> Bool {
        token.utf8.elementsEqual(cache.token.utf8) && trustedKeys.contains { $0.base64 == cache.key }
    }
}
