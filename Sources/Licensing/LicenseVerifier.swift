import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks license tokens offline against a fixed list of trusted public keys.
///
/// Checking goes from the outside in: the token's form, then its signature against every
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
    private let willCheckSignature: @Sendable () -> Void

    /// A verifier that trusts exactly `trustedKeys`.
    package init(trusting trustedKeys: [LicensePublicKey], willCheckSignature: @escaping @Sendable () -> Void = {}) {
        self.trustedKeys = trustedKeys
        self.willCheckSignature = willCheckSignature
    }

    /// The terms of the license in `token` if it is genuine and grants premium at `now`.
    ///
    /// An annual license is valid through its `expires` day and lapses at 00:00 UTC the
    /// day after; past that the result is `.expired`, which still carries the terms.
    package func verify(token: String, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        check(token: token).flatMap { $0.terms(at: now) }
    }

    /// Like `verify(token:now:)`, for the bytes of a license file.
    package func verify(contents: Data, now: Date) -> Result<LicenseTerms, LicenseProblem> {
        check(contents: contents).flatMap { $0.terms(at: now) }
    }

    /// Like `check(token:)`, for the bytes of a license file.
    ///
    /// Refuses more than `LicenseToken.maximumTextLength` bytes before looking at them, so a
    /// huge file costs nothing, and anything that is not UTF-8 text.
    package func check(contents: Data) -> Result<GenuineLicense, LicenseProblem> {
        guard contents.count <= LicenseToken.maximumTextLength else {
            return .failure(.malformed("it is longer than any license"))
        }
        guard let text = String(data: contents, encoding: .utf8) else {
            return .failure(.malformed("it is not text"))
        }
        return check(token: text)
    }

    /// The signed contents of `token` if it is genuine, whatever the date.
    ///
    /// For showing a lapsed license's details, and for the distributor's tool to check a
    /// license it just made.
    package func read(token: String) -> Result<LicensePayload, LicenseProblem> {
        check(token: token).map(\.payload)
    }

    /// Like `read(token:)`, with the key that verified the token and the token as verified.
    package func check(token: String) -> Result<GenuineLicense, LicenseProblem> {
        LicenseToken.parts(of: token).flatMap { parts in
            var checkProblem: CryptoError?
            for key in trustedKeys {
                do throws(CryptoError) {
                    willCheckSignature()
                    if try key.isValidSignature(parts.signature, for: parts.signedBytes) {
                        return LicensePayload.parse(parts.payload).map {
                            GenuineLicense(payload: $0, key: key, token: parts.text)
                        }
                    }
                } catch {
                    checkProblem = error
                }
            }
            if let checkProblem { return .failure(.couldNotCheck("\(checkProblem)")) }
            return .failure(.untrusted)
        }
    }
}
