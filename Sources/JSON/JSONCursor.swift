#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A forward-only reader over the bytes of a JSON document, for atrest's own files.
///
/// It reads JSON straight into values, without building a tree or instantiating `Codable`
/// machinery, which made reading ten years of history the larger part of every command.
/// It takes strict JSON only (RFC 8259): a key repeated in one object, a lone surrogate,
/// bytes that are not UTF-8, a number with a leading zero or trailing text make it give up by
/// returning nil, and `RecordFile` then says where the bytes stop being JSON (`StrictJSON`).
package struct JSONCursor {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var index = 0

    @inlinable
    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Runs `body` over `data`'s bytes; the document must be one value and nothing after it.
    @inlinable
    package static func read<T>(_ data: Data, _ body: (inout JSONCursor) -> T?) -> T? {
        data.withUnsafeBytes { raw -> T? in
            var cursor = JSONCursor(raw)
            // RFC 8259 lets a reader pass over a byte-order mark; `doctor` notes it.
            if raw.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
            guard let value = body(&cursor) else { return nil }
            cursor.skipSpace()
            return cursor.index == raw.count ? value : nil
        }
    }

    // MARK: Structure

    @inlinable @inline(__always)
    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    @inlinable @inline(__always)
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads an object, handing each key (as raw bytes) to `member`, which reads its value and
    /// returns false to give up. A key seen twice gives up too, and so do more keys than
    /// any of atrest's objects has (their ranges are kept on the stack, not the heap).
    @inlinable
    package mutating func object(_ member: (inout JSONCursor, Key) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.mostKeys) { seen in
            var count = 0
            repeat {
                guard count < Self.mostKeys else { return false }
                let keyStart = index
                guard let key = rawString() else {
                    // A key with escapes or beyond ASCII is none of atrest's: its value is skipped.
                    index = keyStart
                    guard escapedString() != nil, take(UInt8(ascii: ":")), skipValue() else { return false }
                    continue
                }
                for earlier in seen[..<count] where earlier.count == key.count {
                    guard let base = bytes.baseAddress, memcmp(base + earlier.lowerBound, base + key.lowerBound, key.count) != 0 else { return false }
                }
                seen.initializeElement(at: count, to: key)
                count += 1
                guard take(UInt8(ascii: ":")), member(&self, Key(bytes: bytes, range: key)) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }
    }

    @usableFromInline
    static let mostKeys = 32

    /// How deeply values may nest: deeper is not read, by this reader nor by `JSONValue.parse`.
    package static let maximumDepth = 128

    /// Runs `body`; when it gives up, puts the cursor back where it was. For reading a value
    /// in the one layout atrest writes before reading it as any JSON of its shape.
    @inlinable
    package mutating func attempt<T>(_ body: (inout JSONCursor) -> T?) -> T? {
        let start = index
        if let value = body(&self) { return value }
        index = start
        return nil
    }

    /// Consumes `{`, or `}`, or `,` when it comes next.
    @inlinable @inline(__always)
    package mutating func openObject() -> Bool { take(UInt8(ascii: "{")) }
    @inlinable @inline(__always)
    package mutating func closeObject() -> Bool { take(UInt8(ascii: "}")) }
    @inlinable @inline(__always)
    package mutating func comma() -> Bool { take(UInt8(ascii: ",")) }

    /// Consumes the key `"name"` (exactly those bytes, no escapes) and its colon, when they
    /// come next; `object` would read the same key as equal to `name`.
    @inlinable @inline(__always)
    package mutating func key(_ name: StaticString) -> Bool {
        guard take(UInt8(ascii: "\"")), literal(name), index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        return take(UInt8(ascii: ":"))
    }

    /// Consumes `, "name":` (without the comma when `first`) when it comes next; otherwise
    /// leaves the cursor where it was.
    @inlinable @inline(__always)
    package mutating func member(_ name: StaticString, first: Bool) -> Bool {
        let start = index
        if (first || take(UInt8(ascii: ","))) && key(name) { return true }
        index = start
        return false
    }

    /// Reads an array, handing each element to `element`.
    @inlinable
    package mutating func array(_ element: (inout JSONCursor) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// A key of an object, compared without making a string of it.
    package struct Key {
        @usableFromInline let bytes: UnsafeRawBufferPointer
        @usableFromInline let range: Range<Int>

        @inlinable
        init(bytes: UnsafeRawBufferPointer, range: Range<Int>) {
            self.bytes = bytes
            self.range = range
        }

        /// The key's text (a key reaches `object`'s `member` only when it is plain ASCII).
        @inlinable
        package var text: String { String(decoding: bytes[range], as: UTF8.self) }

        @inlinable
        package static func == (key: Key, name: StaticString) -> Bool {
            guard key.range.count == name.utf8CodeUnitCount, let base = key.bytes.baseAddress else { return false }
            return memcmp(base + key.range.lowerBound, name.utf8Start, key.range.count) == 0
        }
    }

    // MARK: Values

    /// The range of a string's contents when they are plain ASCII (no escapes, no control
    /// characters), as nearly every string in atrest's files is; nil for any other.
    @inlinable @inline(__always)
    mutating func rawString() -> Range<Int>? {
        let before = index
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        // Eight bytes at a time while none of them needs a look: every byte of a history
        // is in a string, so this loop is most of reading one.
        while bytes.count - index >= 8, Self.arePlain(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        // Not plain: the cursor goes back to the string's start for `string()` to read it.
        index = before
        return nil
    }

    /// Whether none of eight bytes ends a string, escapes, is a control character or is
    /// outside ASCII (bit tricks that find such a byte without looking at each one).
    @inlinable @inline(__always)
    static func arePlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word & highs != 0
        return word & highs == 0 && !control && !hasZeroByte(quote) && !hasZeroByte(backslash)
    }

    /// A plain string's bytes (see `rawString`), without copying; nil for any other value.
    @inlinable @inline(__always)
    package mutating func plainBytes() -> UnsafeRawBufferPointer? {
        guard let range = rawString() else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[range])
    }

    /// A string's bytes, handed to `body` without copying.
    @inlinable
    package mutating func stringBytes<T>(_ body: (UnsafeRawBufferPointer.SubSequence) -> T?) -> T? {
        guard let range = rawString() else { return nil }
        return body(bytes[range])
    }

    /// A string's text, its escapes read; nil for one that is not JSON text (an unknown
    /// escape, a control character, bytes that are not UTF-8, a lone surrogate).
    @inlinable
    package mutating func string() -> String? {
        if let range = rawString() { return String(decoding: bytes[range], as: UTF8.self) }
        return escapedString()
    }

    /// A string that `rawString` did not take, byte by byte.
    @inlinable
    mutating func escapedString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Valid UTF-8 decodes and encodes back to the same bytes.
                let decoded = String(decoding: text, as: UTF8.self)
                return decoded.utf8.elementsEqual(text) ? decoded : nil
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    text += Array(String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20: return nil
            default: text.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair taken whole; nil for a lone
    /// surrogate, which is no text.
    @inlinable
    mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hexQuad() else { return nil }
        switch first {
        case 0xD800..<0xDC00:
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let second = hexQuad(), (0xDC00..<0xE000).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00..<0xE000: return nil
        default: return Unicode.Scalar(first)
        }
    }

    @inlinable
    mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    @inlinable
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A JSON number's text, checked against the JSON grammar.
    @inlinable
    mutating func numberRange() -> (range: Range<Int>, isInteger: Bool)? {
        skipSpace()
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        // No leading zeros, and at least one digit.
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        return (start..<index, isInteger)
    }

    /// A plain integer (no fraction or exponent) that fits in `Int`.
    @inlinable
    package mutating func int() -> Int? {
        guard let (range, isInteger) = numberRange() else { return nil }
        guard isInteger else {
            // `250.0` and `2.5e2` are whole numbers too.
            guard let text = String(bytes: bytes[range], encoding: .utf8), let value = Double(text),
                  value == value.rounded(), abs(value) < 9e15 else { return nil }
            return Int(value)
        }
        var value = 0
        var negative = false
        for byte in bytes[range] {
            if byte == UInt8(ascii: "-") { negative = true; continue }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(negative ? -Int(byte - 0x30) : Int(byte - 0x30))
            guard !overflow, !overflowAgain else { return nil }
            value = sum
        }
        return value
    }

    /// A finite number.
    @inlinable
    package mutating func double() -> Double? {
        guard let (range, isInteger) = numberRange() else { return nil }
        if isInteger, range.count <= 15 {
            var value = 0
            var negative = false
            for byte in bytes[range] {
                if byte == UInt8(ascii: "-") { negative = true; continue }
                value = value * 10 + Int(byte - 0x30)
            }
            if negative && value == 0 { return -0.0 }
            return Double(negative ? -value : value)
        }
        guard let text = String(bytes: bytes[range], encoding: .utf8), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    @inlinable
    package mutating func bool() -> Bool? {
        skipSpace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Consumes `null` when it comes next.
    @inlinable
    package mutating func null() -> Bool {
        skipSpace()
        return literal("null")
    }

    @inlinable @inline(__always)
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, let base = bytes.baseAddress, memcmp(base + index, word.utf8Start, count) == 0
        else { return false }
        index += count
        return true
    }

    /// Skips any value (for keys a newer atrest or another tool added).
    @inlinable
    package mutating func skipValue(depth: Int = 0) -> Bool {
        skipSpace()
        guard index < bytes.count, depth < Self.maximumDepth else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object { cursor, _ in cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): return array { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return null()
        default: return numberRange() != nil
        }
    }
}
