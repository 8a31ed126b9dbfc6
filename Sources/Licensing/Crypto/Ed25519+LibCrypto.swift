#if !canImport(CryptoKit)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ed25519 signatures checked through the system libcrypto's EVP interface, on Linux (opened
/// when first needed: see `LibCrypto`). Making keys and signing are `LicenseSigning`'s, so
/// atrest itself holds no code that signs.
///
/// Every object made here is freed by a `defer` right after it is made, so no path
/// leaks it, and every non-success status becomes an `CryptoError` carrying
/// libcrypto's own words, never a crash. The error queue is cleared after a failure so an
/// old message cannot be blamed on a later call on the same thread.
extension Ed25519 {
    /// Whether `signature` was made over `message` by the private key of `publicKey`.
    ///
    /// A mismatch is `false`; only libcrypto being unable to check at all throws.
    package static func isValidSignature(
        _ signature: Data, for message: Data, publicKey: Data
    ) throws(CryptoError) -> Bool {
        let operation = "check a signature"
        guard signature.count == signatureLength else { return false }
        let crypto = try LibCrypto.shared.get()
        let key = try publicKeyObject(publicKey)
        defer { crypto.pkeyFree(key) }
        guard let context = crypto.mdContextNew() else { throw failure(operation) }
        defer { crypto.mdContextFree(context) }
        guard crypto.digestVerifyInit(context, nil, nil, nil, key) == 1 else { throw failure(operation) }
        let status = message.withUnsafeBytes { messageBytes in
            signature.withUnsafeBytes { signatureBytes in
                crypto.digestVerify(
                    context,
                    signatureBytes.bindMemory(to: UInt8.self).baseAddress, signatureBytes.count,
                    messageBytes.bindMemory(to: UInt8.self).baseAddress, messageBytes.count
                )
            }
        }
        if status == 1 { return true }
        // 0 is "does not match"; libcrypto still queues a note about it, which is no failure.
        let note = failure(operation)
        if status < 0 { throw note }
        return false
    }

    /// A new EVP_PKEY from a raw public key; the caller frees it.
    private static func publicKeyObject(_ raw: Data) throws(CryptoError) -> OpaquePointer {
        let crypto = try LibCrypto.shared.get()
        return try keyObject(raw, operation: "use the public key") { crypto.pkeyNewRawPublicKey(LibCrypto.ed25519, nil, $0, $1) }
    }

    /// A new EVP_PKEY that `make` builds from `raw`'s bytes and length, once `raw` is known
    /// to be a key's length; the caller frees it.
    package static func keyObject(
        _ raw: Data, operation: String, make: (UnsafePointer<UInt8>?, Int) -> OpaquePointer?
    ) throws(CryptoError) -> OpaquePointer {
        guard raw.count == keyLength else {
            throw CryptoError(operation: operation, detail: "a key is \(keyLength) bytes, not \(raw.count)")
        }
        let key = raw.withUnsafeBytes { bytes in make(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count) }
        guard let key else { throw failure(operation) }
        return key
    }

    package static func failure(_ operation: String) -> CryptoError {
        LibCrypto.failure(operation)
    }
}
#endif
