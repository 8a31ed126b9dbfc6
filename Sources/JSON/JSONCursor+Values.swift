#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The values inside a document: strings, numbers, true, false and null.
extension JSONCursor {
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

    /// The bytes of the string that comes next when it closes `count` bytes on, taken without a
    /// look at them: for a reader that refuses any byte its form has no place for (a quote, a
    /// backslash, a control character among them), as an id's or a stored instant's does.
    /// Nil, the cursor where it was, for anything else. Every id and instant read comes here.
    @inlinable @inline(__always)
    package mutating func sizedString(_ count: Int) -> UnsafeRawBufferPointer? {
        skipSpace()
        guard bytes.count - index > count + 1, bytes[index] == UInt8(ascii: "\""), bytes[index + count + 1] == UInt8(ascii: "\"") else {
            return nil
        }
        let start = index + 1
        index += count + 2
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])
    }

    /// A plain string's bytes (see `rawString`), without copying; nil for any other value.
    @inlinable @inline(__always)
    package mutating func plainBytes() -> UnsafeRawBufferPointer? {
        guard let range = rawString() else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[range])
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
        // The common case first: a few digits and then no fraction, exponent or more digits
        // (a glass's milliliters; through `numberRange` and the checked loop, 230 instructions).
        skipSpace()
        var at = index, plain = 0
        while at < bytes.count, at - index < 18 {
            let digit = bytes[at] &- 0x30
            guard digit < 10 else { break }
            plain = plain &* 10 &+ Int(digit)
            at += 1
        }
        let count = at - index
        if count > 0, count < 18, count == 1 || bytes[index] != UInt8(ascii: "0"),
           at == bytes.count || (bytes[at] != UInt8(ascii: ".") && bytes[at] | 0x20 != UInt8(ascii: "e")) {
            index = at
            return plain
        }
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

    /// Compared a word at a time, the last word overlapping the one before rather than reading
    /// beyond either side: through `memcmp` a separator (`, "id" : `) cost some 50 instructions,
    /// five a glass of water read.
    @inlinable @inline(__always)
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, let base = bytes.baseAddress else { return false }
        let here = UnsafeRawPointer(base + index), expected = UnsafeRawPointer(word.utf8Start)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard here.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            guard here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == expected.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            else { return false }
        } else if count >= 4 {
            guard here.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self),
                  here.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            else { return false }
        } else {
            for offset in 0..<count where here.load(fromByteOffset: offset, as: UInt8.self) != expected.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
        }
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
