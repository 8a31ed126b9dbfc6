#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text of a key file: one line of standard base64 (with `=` padding) of the key's
/// raw 32 bytes, followed by a newline.
///
/// Private and public key files look alike on purpose, being the raw bytes the platforms'
/// crypto takes; their names tell them apart (`license-private.key`, `*.pub`). Reading is
/// strict: whitespace around the line is allowed, anything else (a second line, PEM
/// armour, a non-canonical spelling, a wrong length) is refused, so a damaged file is
/// noticed rather than half-read.
package enum KeyFile {
    /// Longer than this cannot be a key file, so it is refused before any decoding.
    package static let maximumLength = 1024

    /// The file text for `raw`: its base64 and a newline.
    package static func text(for raw: Data) -> String {
        raw.base64EncodedString() + "\n"
    }

    /// The raw key bytes in `text`.
    package static func decode(_ text: String) throws(LicenseKeyError) -> Data {
        guard text.utf8.count <= maximumLength else {
            throw .notAKeyFile("it is longer than any key file")
        }
        let line = TokenText.trimmingWhitespace(text)
        guard !line.isEmpty else { throw .notAKeyFile("it is empty") }
        guard let raw = Data(base64Encoded: String(line)), raw.base64EncodedString() == line else {
            throw .notAKeyFile("it is not one line of base64")
        }
        guard raw.count == Ed25519.keyLength else {
            throw .notAKeyFile("it holds \(raw.count) bytes where a key has \(Ed25519.keyLength)")
        }
        return raw
    }
}
