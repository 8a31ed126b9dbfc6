#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The members of a license payload, `{"name":"text",…}`, read by hand: every command that
/// decides the tier reads the terms from the stored token, and `JSONDecoder` cost more than
/// the rest of `status` put together.
///
/// Nil for anything but an object of distinct members whose values are all strings of
/// well-formed UTF-8; `LicensePayload.parse` then leaves the text to `JSONDecoder`, so this
/// reader never takes a payload differently, it only takes the usual ones sooner.
enum PayloadFields {
    static func read(_ json: Data) -> [(name: String, value: String)]? {
        json.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            return reader.document()
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        mutating func document() -> [(name: String, value: String)]? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var fields: [(name: String, value: String)] = []
            if !take(UInt8(ascii: "}")) {
                repeat {
                    guard let name = string(), take(UInt8(ascii: ":")), let value = string(),
                          !fields.contains(where: { $0.name == name })
                    else { return nil }
                    fields.append((name, value))
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpace()
            return index == bytes.count ? fields : nil
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(bytes: text, encoding: .utf8)
                case UInt8(ascii: "\\"): guard escape(into: &text) else { return nil }
                case ..<0x20: return nil
                default: text.append(byte)
                }
            }
            return nil
        }

        private mutating func escape(into text: inout [UInt8]) -> Bool {
            guard index < bytes.count else { return false }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return false }
                var value = UInt32(unit)
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate must be followed by an escaped low one.
                    guard take(UInt8(ascii: "\\")), index < bytes.count, bytes[index] == UInt8(ascii: "u") else { return false }
                    index += 1
                    guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return false }
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { return false }
                UTF8.encode(scalar) { text.append($0) }
            default:
                return false
            }
            return true
        }

        private mutating func hexUnit() -> UInt16? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt16 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                index += 1
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                unit = unit << 4 | UInt16(digit)
            }
            return unit
        }
    }
}
