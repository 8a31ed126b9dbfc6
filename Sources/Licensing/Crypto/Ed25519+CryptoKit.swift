#if canImport(CryptoKit)
import CryptoKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ed25519 through CryptoKit's `Curve25519.Signing`, on Apple systems.
///
/// CryptoKit randomizes its signatures, so two signatures of the same bytes differ here
/// while they are equal with libcrypto; both verify everywhere, and nothing relies on
/// either behaviour.
extension Ed25519 {
    /// Whether `signature` was made over `message` by the private key of `publicKey`.
    package static func isValidSignature(
        _ signature: Data, for message: Data, publicKey: Data
    ) throws(CryptoError) -> Bool {
        let key: Curve25519.Signing.PublicKey
        do {
            key = try Curve25519.Signing.PublicKey(rawRepresentation: publicKey)
        } catch {
            throw CryptoError(operation: "use the public key", detail: String(describing: error))
        }
        return key.isValidSignature(signature, for: message)
    }
}
#endif
