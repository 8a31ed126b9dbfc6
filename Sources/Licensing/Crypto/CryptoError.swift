/// The platform's crypto could not do what was asked (as opposed to a signature that
/// simply does not match, which is an ordinary `false`).
package struct CryptoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being attempted, in a few lower-case words ("make a key pair").
    package var operation: String
    /// What the crypto library said, if anything.
    package var detail: String

    package init(operation: String, detail: String) {
        self.operation = operation
        self.detail = detail
    }

    package var description: String {
        detail.isEmpty ? "could not \(operation)" : "could not \(operation) (\(detail))"
    }
}
