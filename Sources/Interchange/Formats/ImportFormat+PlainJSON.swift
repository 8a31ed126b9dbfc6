#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON file in plain UTF-8, read as its own bytes: what `Content` would make of it by
/// decoding it into a `String` and encoding that back is the same bytes, and at fifty years
/// (17 MB) those two copies and the one between cost an import some 12,000 page faults.
extension ImportFormat.Content {
    /// `raw` itself when it is JSON that decoding would give back byte for byte: no byte-order
    /// mark and nothing UTF-16 would be guessed from, valid UTF-8 throughout, and `{` or `[`
    /// after nothing but spaces, tabs and line feeds, with no mark joined to it. Anything else
    /// (a carriage return, a mark of any kind) is nil, and goes the general way.
    static func plainJSON(_ raw: Data) -> Data? {
        guard raw.startIndex == 0, raw.count >= 2 else { return nil }
        let found: Bool = raw.withUnsafeBytes { bytes in
            // Marks and the zero bytes `decoded` reads UTF-16 from.
            if bytes[0] == 0xFF || bytes[0] == 0xFE || bytes[0] == 0xEF || bytes[0] == 0 || bytes[1] == 0 { return false }
            if bytes.count >= 4, bytes[2] == 0 || bytes[3] == 0 { return false }
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return false }
            // A combining mark after the bracket would make one character of the two.
            if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return false }
            return UTF8Validity.isValid(bytes)
        }
        return found ? raw : nil
    }
}

/// Whether bytes are well-formed UTF-8 (The Unicode Standard, table 3-7), without copying them.
enum UTF8Validity {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time.
            if index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            var following = 0
            var (low, high): (UInt8, UInt8) = (0x80, 0xBF)
            switch lead {
            case 0xC2...0xDF: following = 1
            case 0xE0: (following, low) = (2, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: following = 2
            case 0xED: (following, high) = (2, 0x9F)
            case 0xF0: (following, low) = (3, 0x90)
            case 0xF1...0xF3: following = 3
            case 0xF4: (following, high) = (3, 0x8F)
            default: return false
            }
            guard index + following < count, (low...high).contains(bytes[index + 1]) else { return false }
            var next = index + 2
            while next <= index + following {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next += 1
            }
            index += following + 1
        }
        return true
    }
}
