#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UUID {
    /// Whether `a` sorts before `b` in the order of their `uuidString`s, without making them.
    ///
    /// Records are ordered by time and then by id, so that equal times still sort the same
    /// everywhere. Comparing `uuidString`s cost two formatted strings per comparison (on Linux,
    /// each through `sprintf`), which made sorting ten years of history a visible share of
    /// every command; the bytes compare the same way, since the text is their hex in order.
    package static func precedes(_ a: UUID, _ b: UUID) -> Bool {
        withUnsafeBytes(of: a.uuid) { left in
            withUnsafeBytes(of: b.uuid) { right in
                for index in 0..<16 where left[index] != right[index] {
                    return left[index] < right[index]
                }
                return false
            }
        }
    }

    /// The id in lower case (`3f9a2c1e-…`), as atrest shows ids, without `sprintf`.
    package var lowercaseText: String { text(digits: "0123456789abcdef") }

    /// The id as `uuidString` writes it (upper case), as files store ids, without `sprintf`.
    package var uppercaseText: String { text(digits: "0123456789ABCDEF") }

    /// The lower-case text appended to `bytes`, for writers that make no `String` of it.
    package func writeLowercase(into bytes: inout [UInt8]) { write(digits: "0123456789abcdef", into: &bytes) }

    /// The upper-case text appended to `bytes`.
    package func writeUppercase(into bytes: inout [UInt8]) { write(digits: "0123456789ABCDEF", into: &bytes) }

    private func text(digits: StaticString) -> String {
        var text = [UInt8]()
        text.reserveCapacity(36)
        write(digits: digits, into: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The lower-case text's 36 bytes written at `out`, for a record made in one buffer.
    package func writeLowercase(to out: UnsafeMutablePointer<UInt8>) { write(digits: "0123456789abcdef", to: out) }

    /// Made on the stack and appended once: appending byte by byte was most of writing an id.
    private func write(digits: StaticString, into text: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { out in
            guard let base = out.baseAddress else { return }
            write(digits: digits, to: base)
            text.append(contentsOf: UnsafeBufferPointer(start: base, count: 36))
        }
    }

    /// Each byte's place is written out, not found in a loop (a third of the instructions).
    private func write(digits: StaticString, to out: UnsafeMutablePointer<UInt8>) {
        let hex = digits.utf8Start
        withUnsafeBytes(of: uuid) { bytes in
            @inline(__always) func pair(_ index: Int, _ at: Int) {
                out[at] = hex[Int(bytes[index] >> 4)]
                out[at + 1] = hex[Int(bytes[index] & 0x0F)]
            }
            let dash = UInt8(ascii: "-")
            pair(0, 0); pair(1, 2); pair(2, 4); pair(3, 6)
            out[8] = dash
            pair(4, 9); pair(5, 11)
            out[13] = dash
            pair(6, 14); pair(7, 16)
            out[18] = dash
            pair(8, 19); pair(9, 21)
            out[23] = dash
            pair(10, 24); pair(11, 26); pair(12, 28); pair(13, 30); pair(14, 32); pair(15, 34)
        }
    }

    /// Reads `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in either case, as `UUID(uuidString:)`
    /// does, but without `sscanf` (which it uses on Linux: visible when importing ten years).
    package static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The same, from UTF-8 bytes.
    package static func parse(bytes text: UnsafeRawBufferPointer) -> UUID? {
        guard text.count == 36 else { return nil }
        let digits = hexDigits.utf8Start
        @inline(__always) func hex(_ byte: UInt8) -> UInt8 { digits[Int(byte)] }
        let dash = UInt8(ascii: "-")
        guard text[8] == dash, text[13] == dash, text[18] == dash, text[23] == dash else { return nil }
        var invalid: UInt8 = 0
        // Each byte's two digits from their fixed places: a loop finding the places past the
        // dashes was a third of reading an id, and every record read has one.
        @inline(__always) func pair(_ at: Int) -> UInt8 {
            let high = hex(text[at]), low = hex(text[at + 1])
            invalid |= high | low
            return high << 4 | low
        }
        let value: uuid_t = (
            pair(0), pair(2), pair(4), pair(6), pair(9), pair(11), pair(14), pair(16),
            pair(19), pair(21), pair(24), pair(26), pair(28), pair(30), pair(32), pair(34)
        )
        return invalid & 0xF0 == 0 ? UUID(uuid: value) : nil
    }
}
