#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text form of a license, version 1.
///
/// A token is three parts joined by dots, in ASCII:
///
///     atrest-license-1.<payload>.<signature>
///
/// - `atrest-license-1` names the format and its version.
/// - `<payload>` is the payload JSON's UTF-8 bytes (see `LicensePayload`) in base64url
///   without padding (RFC 4648, section 5), at most `maximumPayloadLength` bytes decoded.
/// - `<signature>` is the 64-byte Ed25519 signature in base64url without padding.
/// - The signature covers the ASCII bytes of everything before the second dot,
///   `atrest-license-1.<payload>`: the exact payload bytes, bound to this version tag,
///   so a future format can never give the same signed bytes another meaning.
///
/// Both base64url parts must be canonical (see `Base64URL`), so a token has one spelling
/// and changing any of its characters either breaks its form or its signature. Spaces,
/// tabs and line breaks around the token are ignored; anything else is not a license.
package enum LicenseToken {
    /// The first part of every version 1 token.
    package static let versionTag = "atrest-license-1"
    /// The most bytes a license text (or license file) may have, whitespace included.
    ///
    /// A real token is under 2 KB; bounding the input lets a huge file be refused at once.
    package static let maximumTextLength = 16 * 1024
    /// The most bytes a decoded payload may have.
    static let maximumPayloadLength = 2048

    /// A token taken apart, its signature not yet checked.
    struct Parts: Equatable {
        /// The bytes the signature covers.
        var signedBytes: Data
        /// The decoded payload JSON.
        var payload: Data
        /// The decoded signature.
        var signature: Data
        /// The token itself, without the whitespace around it.
        var text: String
    }

    /// The parts of the token in `text`, or why `text` is not a token.
    static func parts(of text: String) -> Result<Parts, LicenseProblem> {
        guard text.utf8.count <= maximumTextLength else {
            return .failure(.malformed("it is longer than any license"))
        }
        let token = TokenText.trimmingWhitespace(text)
        guard !token.isEmpty else { return .failure(.empty) }
        let fields = token.split(separator: ".", omittingEmptySubsequences: false)
        guard fields[0] == versionTag else {
            return .failure(.malformed(
                fields[0].hasPrefix("atrest-license-")
                    ? "it is in a license format this atrest does not know"
                    : "it does not start with \(versionTag)."
            ))
        }
        guard fields.count == 3 else {
            return .failure(.malformed("it does not have three parts separated by dots"))
        }
        guard let payload = Base64URL.decode(fields[1]), !payload.isEmpty,
              payload.count <= maximumPayloadLength
        else {
            return .failure(.malformed("its contents are not canonical base64url"))
        }
        guard let signature = Base64URL.decode(fields[2]), signature.count == Ed25519.signatureLength else {
            return .failure(.malformed("its signature is not canonical base64url of 64 bytes"))
        }
        let signedBytes = Data(token.utf8.prefix(versionTag.utf8.count + 1 + fields[1].utf8.count))
        return .success(Parts(signedBytes: signedBytes, payload: payload, signature: signature, text: String(token)))
    }
}
