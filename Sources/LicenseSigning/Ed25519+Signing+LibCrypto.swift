#if !canImport(CryptoKit)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Licensing

/// Making keys and signing through the system libcrypto's EVP interface, on Linux; each
/// object is freed by a `defer` right after it is made, as in `Ed25519+LibCrypto.swift`.
extension Ed25519 {
    /// A fresh random private seed, from libcrypto's key generator.
    static func makeSeed() throws(CryptoError) -> Data {
        let signing = try LibCryptoSigning.shared.get()
        let operation = "make a key pair"
        guard let context = signing.pkeyContextNewID(LibCrypto.ed25519, nil) else {
            throw failure(operation)
        }
        defer { signing.pkeyContextFree(context) }
        guard signing.pkeyKeygenInit(context) == 1 else { throw failure(operation) }
        var generated: OpaquePointer?
        let status = signing.pkeyKeygen(context, &generated)
        // Freeing nil is allowed, so this is right whether or not keygen produced a key.
        defer { signing.crypto.pkeyFree(generated) }
        guard status == 1, let key = generated else { throw failure(operation) }
        return try rawBytes(of: key, privatePart: true, operation: operation)
    }

    /// The public key that belongs to `seed`.
    static func publicKey(forSeed seed: Data) throws(CryptoError) -> Data {
        let signing = try LibCryptoSigning.shared.get()
        let key = try privateKeyObject(seed)
        defer { signing.crypto.pkeyFree(key) }
        return try rawBytes(of: key, privatePart: false, operation: "derive the public key")
    }

    /// The signature of `message` made with `seed`.
    static func signature(for message: Data, seed: Data) throws(CryptoError) -> Data {
        let signing = try LibCryptoSigning.shared.get()
        let operation = "sign"
        let key = try privateKeyObject(seed)
        defer { signing.crypto.pkeyFree(key) }
        guard let context = signing.crypto.mdContextNew() else { throw failure(operation) }
        defer { signing.crypto.mdContextFree(context) }
        // Ed25519 hashes internally, so no digest is named (nil) and signing is one shot.
        guard signing.digestSignInit(context, nil, nil, nil, key) == 1 else { throw failure(operation) }
        var signature = [UInt8](repeating: 0, count: signatureLength)
        var length = signatureLength
        let status = message.withUnsafeBytes { messageBytes in
            signature.withUnsafeMutableBufferPointer { signatureBytes in
                signing.digestSign(
                    context, signatureBytes.baseAddress, &length,
                    messageBytes.bindMemory(to: UInt8.self).baseAddress, messageBytes.count
                )
            }
        }
        guard status == 1, length == signatureLength else { throw failure(operation) }
        return Data(signature)
    }

    /// A new EVP_PKEY from a raw private seed; the caller frees it.
    private static func privateKeyObject(_ seed: Data) throws(CryptoError) -> OpaquePointer {
        let signing = try LibCryptoSigning.shared.get()
        return try keyObject(seed, operation: "use the private key") { signing.pkeyNewRawPrivateKey(LibCrypto.ed25519, nil, $0, $1) }
    }

    private static func rawBytes(
        of key: OpaquePointer, privatePart: Bool, operation: String
    ) throws(CryptoError) -> Data {
        let signing = try LibCryptoSigning.shared.get()
        var bytes = [UInt8](repeating: 0, count: keyLength)
        var length = keyLength
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            privatePart
                ? signing.pkeyGetRawPrivateKey(key, buffer.baseAddress, &length)
                : signing.pkeyGetRawPublicKey(key, buffer.baseAddress, &length)
        }
        guard status == 1, length == keyLength else { throw failure(operation) }
        return Data(bytes)
    }
}
#endif
