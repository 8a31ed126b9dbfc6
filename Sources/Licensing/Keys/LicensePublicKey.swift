#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An Ed25519 public key that licenses can be checked against.
///
/// Stored as its raw 32 bytes; its key file (see `KeyFile`) is one line of standard base64
/// of those bytes. Any 32 bytes are accepted here: a value that is no curve point simply
/// never verifies anything.
package struct LicensePublicKey: Hashable, Sendable {
    /// The raw 32-byte key.
    package let rawRepresentation: Data

    /// The key with these raw bytes; throws unless there are exactly 32.
    package init(rawRepresentation: Data) throws(LicenseKeyError) {
        guard rawRepresentation.count == Ed25519.keyLength else {
            throw .notAKeyFile("a key has \(Ed25519.keyLength) bytes, not \(rawRepresentation.count)")
        }
        self.rawRepresentation = rawRepresentation
    }

    /// The key in the text of a `.pub` key file.
    package init(keyFileText: String) throws(LicenseKeyError) {
        try self.init(rawRepresentation: KeyFile.decode(keyFileText))
    }

    /// The key as standard base64 of its raw bytes: its key file's line.
    package var base64: String { rawRepresentation.base64EncodedString() }

    /// The text of this key's `.pub` file.
    package var keyFileText: String { KeyFile.text(for: rawRepresentation) }

    /// Whether `signature` was made over `message` by this key's private half.
    func isValidSignature(_ signature: Data, for message: Data) throws(CryptoError) -> Bool {
        try Ed25519.isValidSignature(signature, for: message, publicKey: rawRepresentation)
    }
}
