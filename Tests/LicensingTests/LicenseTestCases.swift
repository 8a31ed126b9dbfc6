import Foundation
@testable import Licensing

/// Ways to spoil the form of a genuine token; every one must read as "not a license".
enum Mangling: CaseIterable, Sendable {
    case randomText, wrongPrefix, newerVersion, tagOnly, tagAndDot, missingSignature,
         emptyPayload, emptySignature, extraPart, paddedPayload, standardAlphabetSignature,
         nonCanonicalPayloadEnd, nonCanonicalSignatureEnd, shortSignature, spaceInside,
         newlineInside, byteOrderMark, uppercasePrefix, nonASCII, trailingText

    struct ManglingError: Error {}

    func apply(to token: String) throws -> String {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { throw ManglingError() }
        let (tag, payload, signature) = (parts[0], parts[1], parts[2])
        switch self {
        case .randomText: return "Three hours in, the hunger passed."
        case .wrongPrefix: return "atrest-licence-1.\(payload).\(signature)"
        case .newerVersion: return "atrest-license-2.\(payload).\(signature)"
        case .tagOnly: return tag
        case .tagAndDot: return tag + "."
        case .missingSignature: return "\(tag).\(payload)"
        case .emptyPayload: return "\(tag)..\(signature)"
        case .emptySignature: return "\(tag).\(payload)."
        case .extraPart: return "\(token).\(signature)"
        case .paddedPayload: return "\(tag).\(payload)==.\(signature)"
        case .standardAlphabetSignature:
            return "\(tag).\(payload).\(signature.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/"))+/"
        case .nonCanonicalPayloadEnd:
            guard payload.utf8.count % 4 != 0 else { throw ManglingError() }
            return "\(tag).\(try Self.bumpLast(payload)).\(signature)"
        case .nonCanonicalSignatureEnd:
            // 64 bytes leave 4 unused bits in the last character, so bumping it keeps the
            // same bytes under a second spelling.
            return "\(tag).\(payload).\(try Self.bumpLast(signature))"
        case .shortSignature: return "\(tag).\(payload).\(signature.dropLast(4))"
        case .spaceInside: return "\(tag).\(payload) .\(signature)"
        case .newlineInside: return "\(tag).\(payload)\n.\(signature)"
        case .byteOrderMark: return "\u{FEFF}" + token
        case .uppercasePrefix: return token.uppercased()
        case .nonASCII: return "\(tag).\(payload)é.\(signature)"
        case .trailingText: return token + " thanks!"
        }
    }

    /// `text` with its last character moved one step along the alphabet, which changes only
    /// bits that encode nothing when the text's length is not a multiple of four.
    private static func bumpLast(_ text: String) throws -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard let last = text.last, let index = alphabet.firstIndex(of: last), index + 1 < alphabet.count else {
            throw ManglingError()
        }
        return String(text.dropLast()) + String(alphabet[index + 1])
    }
}

/// Signed contents that are not a usable license; each must be refused as unreadable terms.
enum WrongContents: CaseIterable, Sendable {
    case notJSON, array, string, numberHolder, noKind, unknownKind, annualWithoutExpiry,
         lifetimeWithExpiry, badIssued, badExpires, impossibleDay, noID, badID, extraField,
         emptyHolder, escapeInHolder, expiresBeforeIssued, notUTF8, nullExpires

    static let id = "6F1C2A3B-0D4E-4F50-8A61-72B3C4D5E6F7"

    var bytes: Data {
        let id = Self.id
        let json: String
        switch self {
        case .notJSON: json = "kind=lifetime"
        case .array: json = #"["lifetime","Ada"]"#
        case .string: json = #""lifetime""#
        case .numberHolder: json = #"{"holder":42,"id":"\#(id)","issued":"2025-03-01","kind":"lifetime"}"#
        case .noKind: json = #"{"holder":"Ada","id":"\#(id)","issued":"2025-03-01"}"#
        case .unknownKind: json = #"{"holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"monthly"}"#
        case .annualWithoutExpiry: json = #"{"holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"annual"}"#
        case .lifetimeWithExpiry:
            json = #"{"expires":"2026-03-01","holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"lifetime"}"#
        case .badIssued: json = #"{"holder":"Ada","id":"\#(id)","issued":"March 1st","kind":"lifetime"}"#
        case .badExpires:
            json = #"{"expires":"2026-3-1","holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"annual"}"#
        case .impossibleDay:
            json = #"{"expires":"2026-02-30","holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"annual"}"#
        case .noID: json = #"{"holder":"Ada","issued":"2025-03-01","kind":"lifetime"}"#
        case .badID: json = #"{"holder":"Ada","id":"license-7","issued":"2025-03-01","kind":"lifetime"}"#
        case .extraField: json = #"{"holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"lifetime","seats":"5"}"#
        case .emptyHolder: json = #"{"holder":"","id":"\#(id)","issued":"2025-03-01","kind":"lifetime"}"#
        case .escapeInHolder: json = #"{"holder":"Ada\u001b[31m","id":"\#(id)","issued":"2025-03-01","kind":"lifetime"}"#
        case .expiresBeforeIssued:
            json = #"{"expires":"2025-02-28","holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"annual"}"#
        case .notUTF8: return Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D])
        case .nullExpires:
            json = #"{"expires":null,"holder":"Ada","id":"\#(id)","issued":"2025-03-01","kind":"annual"}"#
        }
        return Data(json.utf8)
    }
}
