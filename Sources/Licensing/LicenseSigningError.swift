/// Why a license could not be signed.
package enum LicenseSigningError: Error, Equatable, Sendable {
    /// The terms may not be signed (an empty holder, an expiry before the issue day …);
    /// the text says which, in lower-case words.
    case invalidTerms(String)
    /// The platform's crypto could not sign.
    case crypto(CryptoError)

    /// One lower-case line saying what went wrong.
    package var message: String {
        switch self {
        case .invalidTerms(let reason): "could not sign this license: \(reason)"
        case .crypto(let error): "\(error)"
        }
    }
}
