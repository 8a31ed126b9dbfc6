#if !canImport(CryptoKit)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Licensing

/// What only making keys and signing needs from the system's libcrypto, looked up in the
/// library `LibCrypto` opened, so `atrest`, which only checks, never asks for it.
struct LibCryptoSigning: @unchecked Sendable {
    // EVP_PKEY_CTX *EVP_PKEY_CTX_new_id(int id, ENGINE *e)
    typealias PKEYContextNewID = @convention(c) (Int32, OpaquePointer?) -> OpaquePointer?
    // void EVP_PKEY_CTX_free(EVP_PKEY_CTX *ctx)
    typealias PKEYContextFree = @convention(c) (OpaquePointer?) -> Void
    // int EVP_PKEY_keygen_init(EVP_PKEY_CTX *ctx)
    typealias PKEYKeygenInit = @convention(c) (OpaquePointer?) -> Int32
    // int EVP_PKEY_keygen(EVP_PKEY_CTX *ctx, EVP_PKEY **ppkey)
    typealias PKEYKeygen = @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32
    // int EVP_DigestSign(EVP_MD_CTX *ctx, unsigned char *sigret, size_t *siglen,
    //     const unsigned char *tbs, size_t tbslen)
    typealias DigestSign = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?, UnsafePointer<UInt8>?, Int) -> Int32
    // int EVP_PKEY_get_raw_private_key / _public_key(const EVP_PKEY *pkey, unsigned char *key, size_t *len)
    typealias PKEYGetRaw = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?) -> Int32

    /// The checking half, for what both halves use (freeing keys, digest contexts, errors).
    let crypto: LibCrypto
    let pkeyContextNewID: PKEYContextNewID
    let pkeyContextFree: PKEYContextFree
    let pkeyKeygenInit: PKEYKeygenInit
    let pkeyKeygen: PKEYKeygen
    let digestSignInit: LibCrypto.DigestInit
    let digestSign: DigestSign
    let pkeyNewRawPrivateKey: LibCrypto.PKEYNewRaw
    let pkeyGetRawPrivateKey: PKEYGetRaw
    let pkeyGetRawPublicKey: PKEYGetRaw

    /// The functions, looked up once per process; an error when libcrypto is missing or lacks them.
    static let shared: Result<LibCryptoSigning, CryptoError> = LibCrypto.shared.flatMap(load)

    private static func load(_ crypto: LibCrypto) -> Result<LibCryptoSigning, CryptoError> {
        var missing: [String] = []
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(crypto.handle, name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        guard let pkeyContextNewID = symbol("EVP_PKEY_CTX_new_id", as: PKEYContextNewID.self),
              let pkeyContextFree = symbol("EVP_PKEY_CTX_free", as: PKEYContextFree.self),
              let pkeyKeygenInit = symbol("EVP_PKEY_keygen_init", as: PKEYKeygenInit.self),
              let pkeyKeygen = symbol("EVP_PKEY_keygen", as: PKEYKeygen.self),
              let digestSignInit = symbol("EVP_DigestSignInit", as: LibCrypto.DigestInit.self),
              let digestSign = symbol("EVP_DigestSign", as: DigestSign.self),
              let pkeyNewRawPrivateKey = symbol("EVP_PKEY_new_raw_private_key", as: LibCrypto.PKEYNewRaw.self),
              let pkeyGetRawPrivateKey = symbol("EVP_PKEY_get_raw_private_key", as: PKEYGetRaw.self),
              let pkeyGetRawPublicKey = symbol("EVP_PKEY_get_raw_public_key", as: PKEYGetRaw.self)
        else {
            return .failure(CryptoError(operation: "open the system's libcrypto", detail: "it lacks \(missing.joined(separator: ", ")); OpenSSL 1.1.1 or later is needed"))
        }
        return .success(LibCryptoSigning(
            crypto: crypto, pkeyContextNewID: pkeyContextNewID, pkeyContextFree: pkeyContextFree,
            pkeyKeygenInit: pkeyKeygenInit, pkeyKeygen: pkeyKeygen, digestSignInit: digestSignInit, digestSign: digestSign,
            pkeyNewRawPrivateKey: pkeyNewRawPrivateKey, pkeyGetRawPrivateKey: pkeyGetRawPrivateKey, pkeyGetRawPublicKey: pkeyGetRawPublicKey
        ))
    }
}
#endif
