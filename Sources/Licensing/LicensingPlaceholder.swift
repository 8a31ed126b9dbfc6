#if canImport(CLibCrypto)
import CLibCrypto
#endif
package enum LicensingPlaceholder {}
