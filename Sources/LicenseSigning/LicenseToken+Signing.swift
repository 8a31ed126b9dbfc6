#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// Signing tokens: the distributor's side of `LicenseToken`.
extension LicenseToken {
    /// The token for `payload`, signed with `key`.
    package static func sign(
        _ payload: LicensePayload, with key: LicensePrivateKey
    ) throws(LicenseSigningError) -> String {
        if let problem = payload.problem { throw .invalidTerms(problem) }
        return try sign(payloadBytes: payload.json(), with: key)
    }

    /// A token carrying any payload bytes at all, signed with `key`.
    ///
    /// For tests that need well-signed tokens with bad contents; distributors use
    /// `sign(_:with:)`, which refuses terms that would not verify.
    package static func sign(payloadBytes: Data, with key: LicensePrivateKey) throws(LicenseSigningError) -> String {
        let signedText = versionTag + "." + Base64URL.encode(payloadBytes)
        do {
            let signature = try key.signature(for: Data(signedText.utf8))
            return signedText + "." + Base64URL.encode(signature)
        } catch {
            throw .crypto(error)
        }
    }
}
