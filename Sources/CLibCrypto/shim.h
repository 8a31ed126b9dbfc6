// The parts of the system's libcrypto (OpenSSL 1.1.1 or later) that atrest uses:
// Ed25519 signatures through the EVP interface, and the error queue so that a
// failure can be reported in words and then cleared. Debian: libssl-dev.
// Only the declarations and constants are used: atrest opens libcrypto itself when it
// first checks a license (Licensing/Crypto/LibCrypto.swift), so it is not linked.
#include <openssl/evp.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
