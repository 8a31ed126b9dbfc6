/// JSON's spelling of strings and numbers, shared by every writer of JSON in atrest (its
/// files, `export`, `--json`), so that one text is written one way everywhere.
package enum JSONEscape {
    /// `"text"` with JSON's escapes: `\"`, `\\`, the short forms `\n` `\r` `\t` `\b` `\f`, and
    /// `\u00XX` for other control characters; `/` and text beyond ASCII are left as they are.
    /// Runs of bytes that need no escape (nearly every string) are copied whole.
    package static func quote(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var plainFrom = 0
            for index in utf8.indices where utf8[index] < 0x20 || utf8[index] == UInt8(ascii: "\"") || utf8[index] == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom..<index]))
                escape(utf8[index], into: &bytes)
                plainFrom = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8, into bytes: inout [UInt8]) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
            return
        }
        let hex: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(hex.utf8Start[Int(byte >> 4)])
        bytes.append(hex.utf8Start[Int(byte & 0x0F)])
    }

    /// A finite number as JSON: a whole number without a fraction (`16`, not `16.0`), any
    /// other in its shortest exact form. Nil for NaN and infinities, which JSON has no form for.
    @inlinable
    package static func number(_ value: Double, into bytes: inout [UInt8]) -> Bool {
        guard value.isFinite else { return false }
        if value == value.rounded(), abs(value) < 1e15 {
            integer(value == 0 ? 0 : Int(value), into: &bytes)
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
        return true
    }

    /// `value` in decimal, without making a `String` of it.
    @inlinable
    package static func integer(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }
}
