#if !canImport(CryptoKit)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Ed25519 through the system libcrypto's EVP interface, on Linux (opened when first
/// needed: see `LibCrypto`).
///
/// Every object made here is freed by a `defer` right after it is made, so no path
/// leaks it, and every non-success status becomes a `CryptoError` carrying
/// libcrypto's own words, never a crash. The error queue is cleared after a failure so an
/// old message cannot be blamed on a later call on the same thread.
extension Ed25519 {
    /// A fresh random private seed, from libcrypto's key generator.
    static func makeSeed() throws(CryptoError) -> Data {
        let crypto = try LibCrypto.shared.get()
        let operation = "make a key pair"
        guard let context = crypto.pkeyContextNewID(LibCrypto.ed25519, nil) else {
            throw failure(operation)
        }
        defer { crypto.pkeyContextFree(context) }
        guard crypto.pkeyKeygenInit(context) == 1 else { throw failure(operation) }
        var generated: OpaquePointer?
        let status = crypto.pkeyKeygen(context, &generated)
        // Freeing nil is allowed, so this is right whether or not keygen produced a key.
        defer { crypto.pkeyFree(generated) }
        guard status == 1, let key = generated else { throw failure(operation) }
        return try rawBytes(of: key, privatePart: true, operation: operation)
    }

    /// The public key that belongs to `seed`.
    static func publicKey(forSeed seed: Data) throws(CryptoError) -> Data {
        let crypto = try LibCrypto.shared.get()
        let key = try privateKeyObject(seed)
        defer { crypto.pkeyFree(key) }
        return try rawBytes(of: key, privatePart: false, operation: "derive the public key")
    }

    /// The signature of `message` made with `seed`.
    static func signature(for message: Data, seed: Data) throws(CryptoError) -> Data {
        let crypto = try LibCrypto.shared.get()
        let operation = "sign"
        let key = try privateKeyObject(seed)
        defer { crypto.pkeyFree(key) }
        guard let context = crypto.mdContextNew() else { throw failure(operation) }
        defer { crypto.mdContextFree(context) }
        // Ed25519 hashes internally, so no digest is named (nil) and signing is one shot.
        guard crypto.digestSignInit(context, nil, nil, nil, key) == 1 else { throw failure(operation) }
        var signature = [UInt8](repeating: 0, count: signatureLength)
        var length = signatureLength
        let status = message.withUnsafeBytes { messageBytes in
            signature.withUnsafeMutableBufferPointer { signatureBytes in
                crypto.digestSign(
                    context, signatureBytes.baseAddress, &length,
                    messageBytes.bindMemory(to: UInt8.self).baseAddress, messageBytes.count
                )
            }
        }
        guard status == 1, length == signatureLength else { throw failure(operation) }
        return Data(signature)
    }

    /// Whether `signature` was made over `message` by the private key of `publicKey`.
    ///
    /// A mismatch is `false`; only libcrypto being unable to check at all throws.
    static func isValidSignature(
        _ signature: Data, for message: Data, publicKey: Data
    ) throws(CryptoError) -> Bool {
        let operation = "check a signature"
        guard signature.count == signatureLength else { return false }
        let crypto = try LibCrypto.shared.get()
        let key = try keyObject(publicKey, isPrivate: false)
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

    private static func privateKeyObject(_ seed: Data) throws(CryptoError) -> OpaquePointer {
        try keyObject(seed, isPrivate: true)
    }

    /// A new EVP_PKEY from raw bytes; the caller frees it.
    private static func keyObject(_ raw: Data, isPrivate: Bool) throws(CryptoError) -> OpaquePointer {
        let crypto = try LibCrypto.shared.get()
        let operation = isPrivate ? "use the private key" : "use the public key"
        guard raw.count == keyLength else {
            throw CryptoError(operation: operation, detail: "a key is \(keyLength) bytes, not \(raw.count)")
        }
        let key = raw.withUnsafeBytes { bytes in
            let base = bytes.bindMemory(to: UInt8.self).baseAddress
            return isPrivate
                ? crypto.pkeyNewRawPrivateKey(LibCrypto.ed25519, nil, base, bytes.count)
                : crypto.pkeyNewRawPublicKey(LibCrypto.ed25519, nil, base, bytes.count)
        }
        guard let key else { throw failure(operation) }
        return key
    }

    private static func rawBytes(
        of key: OpaquePointer, privatePart: Bool, operation: String
    ) throws(CryptoError) -> Data {
        let crypto = try LibCrypto.shared.get()
        var bytes = [UInt8](repeating: 0, count: keyLength)
        var length = keyLength
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            privatePart
                ? crypto.pkeyGetRawPrivateKey(key, buffer.baseAddress, &length)
                : crypto.pkeyGetRawPublicKey(key, buffer.baseAddress, &length)
        }
        guard status == 1, length == keyLength else { throw failure(operation) }
        return Data(bytes)
    }

    private static func failure(_ operation: String) -> CryptoError {
        LibCrypto.failure(operation)
    }
}
#endif
