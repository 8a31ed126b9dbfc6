#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// The distributor's Ed25519 private key, which signs licenses.
///
/// Stored as its raw 32-byte seed; its key file (see `KeyFile`) is one line of standard
/// base64 of the seed. The public half is derived once, when the key is made or read, so a
/// seed the crypto cannot use is refused at once. `description` never shows the seed,
/// so printing a key by mistake cannot leak it.
package struct LicensePrivateKey: Sendable, CustomStringConvertible {
    /// The raw 32-byte seed.
    package let rawRepresentation: Data
    /// The public key that checks this key's signatures.
    package let publicKey: LicensePublicKey

    /// The key with this raw seed.
    package init(rawRepresentation: Data) throws(LicenseKeyError) {
        guard rawRepresentation.count == Ed25519.keyLength else {
            throw .notAKeyFile("a key has \(Ed25519.keyLength) bytes, not \(rawRepresentation.count)")
        }
        let publicBytes: Data
        do {
            publicBytes = try Ed25519.publicKey(forSeed: rawRepresentation)
        } catch {
            throw .crypto(error)
        }
        self.rawRepresentation = rawRepresentation
        self.publicKey = try LicensePublicKey(rawRepresentation: publicBytes)
    }

    /// The key in the text of a private key file.
    package init(keyFileText: String) throws(LicenseKeyError) {
        try self.init(rawRepresentation: KeyFile.decode(keyFileText))
    }

    /// A new random key from the platform's crypto.
    package static func generate() throws(LicenseKeyError) -> LicensePrivateKey {
        let seed: Data
        do {
            seed = try Ed25519.makeSeed()
        } catch {
            throw .crypto(error)
        }
        return try LicensePrivateKey(rawRepresentation: seed)
    }

    /// The text of this key's private key file.
    package var keyFileText: String { KeyFile.text(for: rawRepresentation) }

    package var description: String {
        "LicensePrivateKey(public: \(publicKey.rawRepresentation.base64EncodedString()))"
    }

    /// The signature of `message` made with this key.
    func signature(for message: Data) throws(CryptoError) -> Data {
        try Ed25519.signature(for: message, seed: rawRepresentation)
    }
}
