// The parts of the system's libcrypto (OpenSSL 1.1.1 or later) that atrest uses:
// Ed25519 signatures through the EVP interface. Debian: libssl-dev.
#include <openssl/evp.h>
#include <openssl/crypto.h>
