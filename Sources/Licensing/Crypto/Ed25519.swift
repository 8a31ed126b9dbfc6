/// Ed25519 signatures from the platform's own crypto: CryptoKit on Apple systems, the
/// system's libcrypto elsewhere.
///
/// Keys cross this boundary as raw bytes (a 32-byte private seed, a 32-byte public key) so
/// that key files, tests and both back ends agree on one representation. The back ends live
/// in `Ed25519+CryptoKit.swift` and `Ed25519+LibCrypto.swift`, which check signatures
/// (`isValidSignature(_:for:publicKey:)`), and in the `LicenseSigning` library, which alone
/// makes keys and signs (`makeSeed()`, `publicKey(forSeed:)`, `signature(for:seed:)`).
/// Nothing here implements any cryptography itself.
package enum Ed25519 {
    /// Length in bytes of a private seed and of a public key.
    package static let keyLength = 32
    /// Length in bytes of a signature.
    package static let signatureLength = 64
}

#if !canImport(CryptoKit) && !canImport(Glibc) && !canImport(Musl)
#error("Licensing needs CryptoKit (Apple systems) or a C library that can open the system's libcrypto (dlopen)")
#endif
