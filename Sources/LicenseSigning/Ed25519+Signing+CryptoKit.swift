#if canImport(CryptoKit)
import CryptoKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// Making keys and signing through CryptoKit's `Curve25519.Signing`, on Apple systems.
extension Ed25519 {
    /// A fresh random private seed.
    static func makeSeed() throws(CryptoError) -> Data {
        Curve25519.Signing.PrivateKey().rawRepresentation
    }

    /// The public key that belongs to `seed`.
    static func publicKey(forSeed seed: Data) throws(CryptoError) -> Data {
        try privateKey(seed).publicKey.rawRepresentation
    }

    /// The signature of `message` made with `seed`.
    static func signature(for message: Data, seed: Data) throws(CryptoError) -> Data {
        let key = try privateKey(seed)
        do {
            return try key.signature(for: message)
        } catch {
            throw CryptoError(operation: "sign", detail: String(describing: error))
        }
    }

    private static func privateKey(_ seed: Data) throws(CryptoError) -> Curve25519.Signing.PrivateKey {
        do {
            return try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        } catch {
            throw CryptoError(operation: "use the private key", detail: String(describing: error))
        }
    }
}
#endif
