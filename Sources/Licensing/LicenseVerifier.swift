import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Verifies license tokens offline against a fixed list of trusted public keys.
///
/// Verifying goes from the outside in: the token's form, then its signature against every
/// trusted key, and only then the signed JSON, so untrusted contents are never parsed. The
/// clock comes last and is passed in, so a caller decides what "now" is.
///
///     switch LicenseVerifier.builtIn.verify(token: text, now: now) {
///     case .success(let terms): …            // premium, as `terms` describe
///     case .failure(let problem): …          // `problem.message` says why not
///     }
package struct LicenseVerifier: Sendable {
    /// The keys whose signatures are trusted.
    package let trustedKeys: [LicensePublicKey]
    /// Called before each signature check, so tests can see when the crypto runs; it cannot
    /// change what a check finds.
    private let willVerifySignature: @Sendable () -> Void

    /// A verifier that trusts exactly `trustedKeys`.
    package init(trusting trustedKeys: [LicensePublicKey], willVerifySignature: @escaping @Sendable () -> Void = {}) {
        self.trustedKeys = trustedKeys
        self.willVerifySignature = willVerifySignature
    }

    /// The terms of the license in `token` if it verifies and grants premium at `now`.
    ///
    /// An annual license is valid through its `expires` day and lapses at 00:00 UTC the
    /// day after; past that the result is `.expired`, which still carries the terms.
    package func verify(token: String, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        verify(token: token).flatMap { $0.terms(at: now) }
    }

    /// Like `verify(token:now:)`, for the bytes of a license file.
    package func verify(contents: Data, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        verify(contents: contents).flatMap { $0.terms(at: now) }
    }

    /// Like `verify(token:)`, for the bytes of a license file.
    ///
    /// Refuses more than `LicenseToken.maximumTextLength` bytes before looking at them, so a
    /// huge file costs nothing, and anything that is not UTF-8 text.
    package func verify(contents: Data) -> Result<VerifiedLicense, LicenseProblem> {
        guard contents.count <= LicenseToken.maximumTextLength else {
            return .failure(.malformed("it is longer than any license"))
        }
        guard let text = String(data: contents, encoding: .utf8) else {
            return .failure(.malformed("it is not text"))
        }
        return verify(token: text)
    }

    /// The license in `token` if a trusted key's signature verifies it, whatever the date:
    /// its signed contents, the key, and the token as verified.
    package func verify(token: String) -> Result<VerifiedLicense, LicenseProblem> {
        LicenseToken.parts(of: token).flatMap { parts in
            var cryptoProblem: CryptoError?
            for key in trustedKeys {
                do throws(CryptoError) {
                    willVerifySignature()
                    if try key.isValidSignature(parts.signature, for: parts.signedBytes) {
                        return LicensePayload.parse(parts.payload).map {
                            VerifiedLicense(payload: $0, key: key, token: parts.text)
                        }
                    }
                } catch {
                    cryptoProblem = error
                }
            }
            if let cryptoProblem { return .failure(.couldNotVerify("\(cryptoProblem)")) }
            return .failure(.untrusted)
        }
    }
}
