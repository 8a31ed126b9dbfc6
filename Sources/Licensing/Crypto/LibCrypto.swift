#if !canImport(CryptoKit)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The parts of the system's libcrypto (OpenSSL 1.1.1 or later) that atrest uses to check
/// signatures and checksums, opened the first time a license or a checksum is checked rather
/// than when atrest starts. What only making keys and signing needs is looked up by
/// `LicenseSigning`, so atrest never asks for it.
///
/// Linked in the usual way, libcrypto was loaded and relocated by every run of every command,
/// a fifth of the start-up of `atrest status` in the profile, though only a premium license
/// ever needs it. The functions are declared here, in Swift, exactly as OpenSSL's headers
/// declare them (`EVP_PKEY *` and the like are opaque pointers), so building atrest needs no
/// headers from outside the toolchain. Without libcrypto, atrest still runs, and a license or
/// a checksum cannot be checked.
package struct LibCrypto: @unchecked Sendable {
    /// `EVP_PKEY_ED25519`, which is `NID_ED25519`: object numbers never change between
    /// OpenSSL releases (`obj_mac.h`).
    package static let ed25519: Int32 = 1087

    // void EVP_PKEY_free(EVP_PKEY *pkey)
    package typealias PKEYFree = @convention(c) (OpaquePointer?) -> Void
    // EVP_MD_CTX *EVP_MD_CTX_new(void)
    package typealias MDContextNew = @convention(c) () -> OpaquePointer?
    // void EVP_MD_CTX_free(EVP_MD_CTX *ctx)
    package typealias MDContextFree = @convention(c) (OpaquePointer?) -> Void
    // int EVP_DigestVerifyInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type,
    //     ENGINE *e, EVP_PKEY *pkey); EVP_DigestSignInit is the same
    package typealias DigestInit = @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?, OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32
    // int EVP_DigestVerify(EVP_MD_CTX *ctx, const unsigned char *sigret, size_t siglen,
    //     const unsigned char *tbs, size_t tbslen)
    package typealias DigestVerify = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int, UnsafePointer<UInt8>?, Int) -> Int32
    // EVP_PKEY *EVP_PKEY_new_raw_public_key(int type, ENGINE *e, const unsigned char *key,
    //     size_t keylen); EVP_PKEY_new_raw_private_key is the same
    package typealias PKEYNewRaw = @convention(c) (Int32, OpaquePointer?, UnsafePointer<UInt8>?, Int) -> OpaquePointer?
    // int EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size,
    //     const EVP_MD *type, ENGINE *impl)
    package typealias Digest = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?, OpaquePointer?, OpaquePointer?) -> Int32
    // const EVP_MD *EVP_sha256(void)
    package typealias DigestType = @convention(c) () -> OpaquePointer?
    // int OPENSSL_init_crypto(uint64_t opts, const OPENSSL_INIT_SETTINGS *settings)
    package typealias InitCrypto = @convention(c) (UInt64, OpaquePointer?) -> Int32
    /// `OPENSSL_INIT_NO_LOAD_CONFIG | OPENSSL_INIT_NO_ATEXIT` (crypto.h): atrest needs nothing
    /// from the system's openssl.cnf, nor the library's tidying at exit, which the process's
    /// end does anyway; both were work on every command that checks a license.
    package static let initOptions: UInt64 = 0x0000_0080 | 0x0008_0000
    // unsigned long ERR_get_error(void)
    package typealias ErrorGet = @convention(c) () -> UInt
    // void ERR_error_string_n(unsigned long e, char *buf, size_t len)
    package typealias ErrorString = @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    // void ERR_clear_error(void)
    package typealias ErrorClear = @convention(c) () -> Void

    /// The library as `dlopen` gave it, for `LicenseSigning` to look up what only signing needs.
    package let handle: UnsafeMutableRawPointer
    package let pkeyFree: PKEYFree
    package let mdContextNew: MDContextNew
    package let mdContextFree: MDContextFree
    package let digestVerifyInit: DigestInit
    package let digestVerify: DigestVerify
    package let pkeyNewRawPublicKey: PKEYNewRaw
    package let digest: Digest
    package let sha256: DigestType
    package let errorGet: ErrorGet
    package let errorString: ErrorString
    package let errorClear: ErrorClear

    /// The library, opened once per process; an error when the system has none.
    package static let shared: Result<LibCrypto, CryptoError> = open()

    /// The names the system's libcrypto goes by, newest first.
    private static let names = ["libcrypto.so.3", "libcrypto.so.1.1", "libcrypto.so"]

    private static func open() -> Result<LibCrypto, CryptoError> {
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            // A fully static atrest opens it through its own C library, which can only load
            // libraries beside the C library it was built with: say so, as "not installed"
            // alone would mislead.
            return .failure(CryptoError(
                operation: "open the system's libcrypto",
                detail: "libssl3 is not installed, or this atrest was built on another release of the system"))
        }
        // First of all calls, so the library never reads its configuration file; where the
        // symbol is missing (no such older release is supported anyway) nothing is lost.
        if let address = dlsym(handle, "OPENSSL_init_crypto") {
            _ = unsafeBitCast(address, to: InitCrypto.self)(initOptions, nil)
        }
        var missing: [String] = []
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(handle, name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        guard let pkeyFree = symbol("EVP_PKEY_free", as: PKEYFree.self),
              let mdContextNew = symbol("EVP_MD_CTX_new", as: MDContextNew.self),
              let mdContextFree = symbol("EVP_MD_CTX_free", as: MDContextFree.self),
              let digestVerifyInit = symbol("EVP_DigestVerifyInit", as: DigestInit.self),
              let digestVerify = symbol("EVP_DigestVerify", as: DigestVerify.self),
              let pkeyNewRawPublicKey = symbol("EVP_PKEY_new_raw_public_key", as: PKEYNewRaw.self),
              let digest = symbol("EVP_Digest", as: Digest.self),
              let sha256 = symbol("EVP_sha256", as: DigestType.self),
              let errorGet = symbol("ERR_get_error", as: ErrorGet.self),
              let errorString = symbol("ERR_error_string_n", as: ErrorString.self),
              let errorClear = symbol("ERR_clear_error", as: ErrorClear.self)
        else {
            return .failure(CryptoError(operation: "open the system's libcrypto", detail: "it lacks \(missing.joined(separator: ", ")); OpenSSL 1.1.1 or later is needed"))
        }
        return .success(LibCrypto(
            handle: handle, pkeyFree: pkeyFree, mdContextNew: mdContextNew, mdContextFree: mdContextFree,
            digestVerifyInit: digestVerifyInit, digestVerify: digestVerify, pkeyNewRawPublicKey: pkeyNewRawPublicKey,
            digest: digest, sha256: sha256, errorGet: errorGet, errorString: errorString, errorClear: errorClear
        ))
    }

    /// An error naming `operation`, with the oldest message on libcrypto's error queue, which
    /// is then emptied so that an old message cannot be blamed on a later call on this thread.
    package static func failure(_ operation: String) -> CryptoError {
        guard case .success(let crypto) = shared else { return CryptoError(operation: operation, detail: "") }
        let code = crypto.errorGet()
        var detail = ""
        if code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            crypto.errorString(code, &buffer, buffer.count)
            let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            detail = String(decoding: text, as: UTF8.self)
        }
        crypto.errorClear()
        return CryptoError(operation: operation, detail: detail)
    }
}
#endif
