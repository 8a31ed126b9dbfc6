#if !canImport(CryptoKit)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-256 through the system libcrypto's one-shot `EVP_Digest`, on Linux (opened when first
/// needed: see `LibCrypto`).
extension SHA256Hash {
    /// The 32-byte digest of `data`; an error when libcrypto cannot be opened or says no.
    package static func digest(of data: Data) throws(CryptoError) -> Data {
        let crypto = try LibCrypto.shared.get()
        let operation = "compute a SHA-256 checksum"
        guard let type = crypto.sha256() else { throw LibCrypto.failure(operation) }
        var digest = [UInt8](repeating: 0, count: length)
        var written: UInt32 = 0
        let status = data.withUnsafeBytes { bytes in
            digest.withUnsafeMutableBufferPointer { output in
                crypto.digest(bytes.baseAddress, bytes.count, output.baseAddress, &written, type, nil)
            }
        }
        guard status == 1, written == UInt32(length) else { throw LibCrypto.failure(operation) }
        return Data(digest)
    }
}
#endif
