#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Base64url without padding (RFC 4648, section 5), read strictly and canonically.
///
/// Foundation does the decoding; the strictness is ours. A text is accepted only if it
/// uses the url alphabet alone and encoding the decoded bytes gives back the very same
/// text. That refuses padding, line breaks, the standard alphabet's `+` and `/`, and a last
/// character whose unused low bits are not zero, so one byte string has exactly one
/// spelling and changing any character of a token changes what it means.
package enum Base64URL {
    /// The url-alphabet spelling of `data`, without `=` padding.
    package static func encode(_ data: Data) -> String {
        var bytes = Array(data.base64EncodedData())
        while bytes.last == UInt8(ascii: "=") { bytes.removeLast() }
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "+"): bytes[index] = UInt8(ascii: "-")
            case UInt8(ascii: "/"): bytes[index] = UInt8(ascii: "_")
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes spelled by `text`, or nil unless `text` is their one canonical spelling.
    /// Byte by byte: every command that decides the tier reads a token's payload.
    package static func decode(_ text: Substring) -> Data? {
        let utf8 = text.utf8
        guard utf8.allSatisfy(isAlphabet), utf8.count % 4 != 1 else { return nil }
        var standard = utf8.map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "-"): UInt8(ascii: "+")
            case UInt8(ascii: "_"): UInt8(ascii: "/")
            default: byte
            }
        }
        standard += repeatElement(UInt8(ascii: "="), count: (4 - standard.count % 4) % 4)
        guard let data = Data(base64Encoded: Data(standard)), encode(data).utf8.elementsEqual(utf8) else { return nil }
        return data
    }

    private static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
