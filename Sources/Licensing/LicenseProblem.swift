import Domain

/// Why a license text does not grant premium, one case per thing a person can do about it.
///
/// Each case has a plain, lower-case `message` that a command may print as it is; the
/// cases are there so a command can choose its own words and exit code instead.
package enum LicenseProblem: Error, Equatable, Sendable {
    /// Nothing but whitespace (or nothing at all) was given.
    case empty
    /// The text is not an atrest license at all: wrong prefix or version, missing parts,
    /// characters outside the token alphabet, bad or non-canonical base64, or too long.
    /// The associated text says which, in lower-case words.
    case malformed(String)
    /// The signature is not from a key this atrest trusts: the license was made with
    /// another key (a foreign or test license) or was changed after it was signed.
    case untrusted
    /// The signature is trusted but the contents cannot be used: JSON of the wrong shape,
    /// an unknown kind, an annual license without an expiry date, and the like.
    case unreadableTerms(String)
    /// A genuine annual license whose last valid day, `lastDay` (UTC), has passed.
    /// `terms` are its verified terms, for commands that still want to show them.
    case expired(lastDay: LocalDay, terms: LicenseTerms)
    /// The platform's crypto could not check the signature at all.
    case couldNotVerify(String)

    /// One lower-case sentence saying what is wrong and, where it helps, what to do.
    package var message: String {
        switch self {
        case .empty:
            "the license is empty; paste the whole license text, starting with atrest-license-1."
        case .malformed(let reason):
            "this is not an atrest license (\(reason)); check that the whole license text was copied"
        case .untrusted:
            "this license was not signed by atrest's distributor or was changed after signing; copy it again from the message it came in"
        case .unreadableTerms(let reason):
            "this license is signed but its terms cannot be read (\(reason))"
        case .expired(let lastDay, _):
            "this annual license was valid through \(lastDay) (UTC); a renewed license continues premium"
        case .couldNotVerify(let detail):
            "could not check the license signature: \(detail)"
        }
    }
}
