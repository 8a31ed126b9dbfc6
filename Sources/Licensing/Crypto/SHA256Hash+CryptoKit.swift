#if canImport(CryptoKit)
import CryptoKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-256 through CryptoKit, on Apple systems.
extension SHA256Hash {
    /// The 32-byte digest of `data`.
    package static func digest(of data: Data) throws(CryptoError) -> Data {
        Data(CryptoKit.SHA256.hash(data: data))
    }
}
#endif
