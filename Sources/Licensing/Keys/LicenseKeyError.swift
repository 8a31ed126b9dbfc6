/// Why a key could not be read or made.
package enum LicenseKeyError: Error, Equatable, Sendable {
    /// The text is not a key file; the associated text says why, in lower-case words.
    case notAKeyFile(String)
    /// The platform's crypto could not use or make the key.
    case crypto(CryptoError)

    /// One lower-case line saying what went wrong.
    package var message: String {
        switch self {
        case .notAKeyFile(let reason): "not a key file: \(reason)"
        case .crypto(let error): "\(error)"
        }
    }
}
