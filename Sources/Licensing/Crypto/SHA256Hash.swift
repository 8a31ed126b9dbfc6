#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-256 from the platform's own crypto: CryptoKit on Apple systems, the system's
/// libcrypto elsewhere (`SHA256Hash+CryptoKit.swift`, `SHA256Hash+LibCrypto.swift`).
///
/// The iOS app's export carries a SHA-256 checksum of its payload; reading and writing that
/// format checks and makes it here. Nothing here implements any cryptography itself.
package enum SHA256Hash {
    /// Length in bytes of a digest.
    package static let length = 32

    /// The digest of `data` in lower-case hexadecimal, as the iOS export writes it.
    package static func hex(of data: Data) throws(CryptoError) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(length * 2)
        for byte in try digest(of: data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
