import Domain
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
/// It reads the JSON atrest writes (and any JSON of the same shape) straight into values,
/// without building a tree or instantiating `Codable` machinery, which made reading ten years
/// of history the larger part of every command. It is deliberately partial: anything it does
/// not handle exactly as `JSONDecoder` would (escapes in strings, a byte-order mark, repeated
/// keys, numbers that are not plain integers where an integer is expected…) makes it give up
/// by returning nil, and the caller checks that the file is strict JSON (`StrictJSON`) and
/// reads it again with `JSONDecoder`, which accepts or refuses it with a precise message. So
/// it may decline a valid file, but never read one differently from `JSONDecoder`, and never
/// take what is not strict JSON.
struct JSONCursor {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Runs `body` over `data`'s bytes; the document must be one value and nothing after it.
    static func read<T>(_ data: Data, _ body: (inout JSONCursor) -> T?) -> T? {
        data.withUnsafeBytes { raw -> T? in
            // A byte-order mark is left to JSONDecoder.
            guard raw.count > 0, raw[0] != 0xEF else { return nil }
            var cursor = JSONCursor(raw)
            guard let value = body(&cursor) else { return nil }
            cursor.skipSpace()
            return cursor.index == raw.count ? value : nil
        }
    }

    // MARK: Structure

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads an object, handing each key (as raw bytes) to `member`, which reads its value and
    /// returns false to give up. A key seen twice gives up too, and so do more keys than
    /// any of atrest's objects has (their ranges are kept on the stack, not the heap).
    mutating func object(_ member: (inout JSONCursor, Key) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.mostKeys) { seen in
            var count = 0
            repeat {
                guard count < Self.mostKeys, let key = rawString() else { return false }
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

    private static let mostKeys = 32

    /// Runs `body`; when it gives up, puts the cursor back where it was. For reading a value
    /// in the one layout atrest writes before reading it as any JSON of its shape.
    mutating func attempt<T>(_ body: (inout JSONCursor) -> T?) -> T? {
        let start = index
        if let value = body(&self) { return value }
        index = start
        return nil
    }

    /// Consumes `{`, or `}`, or `,` when it comes next.
    mutating func openObject() -> Bool { take(UInt8(ascii: "{")) }
    mutating func closeObject() -> Bool { take(UInt8(ascii: "}")) }
    mutating func comma() -> Bool { take(UInt8(ascii: ",")) }

    /// Consumes the key `"name"` (exactly those bytes, no escapes) and its colon, when they
    /// come next; `object` would read the same key as equal to `name`.
    mutating func key(_ name: StaticString) -> Bool {
        guard take(UInt8(ascii: "\"")), literal(name), index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
        index += 1
        return take(UInt8(ascii: ":"))
    }

    /// Reads an array, handing each element to `element`.
    mutating func array(_ element: (inout JSONCursor) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// A key of an object, compared without making a string of it.
    struct Key {
        fileprivate let bytes: UnsafeRawBufferPointer
        fileprivate let range: Range<Int>

        static func == (key: Key, name: StaticString) -> Bool {
            guard key.range.count == name.utf8CodeUnitCount, let base = key.bytes.baseAddress else { return false }
            return memcmp(base + key.range.lowerBound, name.utf8Start, key.range.count) == 0
        }
    }

    // MARK: Values

    /// The range of a string's contents; nil for anything but a plain ASCII string (no
    /// escapes, no control characters). Other text, which atrest's files hardly hold, is left
    /// to JSONDecoder, which also knows what to make of malformed UTF-8 (the fuzzer found a
    /// key of invalid UTF-8 that this reader skipped and JSONDecoder refused).
    private mutating func rawString() -> Range<Int>? {
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
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    /// Whether none of eight bytes ends a string, escapes, is a control character or is
    /// outside ASCII (bit tricks that find such a byte without looking at each one).
    private static func arePlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word & highs != 0
        return word & highs == 0 && !control && !hasZeroByte(quote) && !hasZeroByte(backslash)
    }

    /// A string's bytes, handed to `body` without copying.
    mutating func stringBytes<T>(_ body: (UnsafeRawBufferPointer.SubSequence) -> T?) -> T? {
        guard let range = rawString() else { return nil }
        return body(bytes[range])
    }

    /// A string, when it is plain ASCII (see `rawString`).
    mutating func string() -> String? {
        stringBytes { String(decoding: $0, as: UTF8.self) }
    }

    mutating func uuid() -> UUID? {
        stringBytes { UUID.parse(bytes: UnsafeRawBufferPointer(rebasing: $0)) }
    }

    /// A JSON number's text, checked against the JSON grammar.
    private mutating func numberRange() -> (range: Range<Int>, isInteger: Bool)? {
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
    mutating func int() -> Int? {
        guard let (range, isInteger) = numberRange(), isInteger, range.count <= 18 else { return nil }
        var value = 0
        var negative = false
        for byte in bytes[range] {
            if byte == UInt8(ascii: "-") { negative = true; continue }
            value = value * 10 + Int(byte - 0x30)
        }
        return negative ? -value : value
    }

    /// A finite number.
    mutating func double() -> Double? {
        guard let (range, isInteger) = numberRange() else { return nil }
        if isInteger, range.count <= 15 {
            var value = 0
            var negative = false
            for byte in bytes[range] {
                if byte == UInt8(ascii: "-") { negative = true; continue }
                value = value * 10 + Int(byte - 0x30)
            }
            // -0 reads as 0.0 either way; JSONDecoder gives -0.0.
            if negative && value == 0 { return nil }
            return Double(negative ? -value : value)
        }
        guard let text = String(bytes: bytes[range], encoding: .utf8), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    mutating func bool() -> Bool? {
        skipSpace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Consumes `null` when it comes next.
    mutating func null() -> Bool {
        skipSpace()
        return literal("null")
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, let base = bytes.baseAddress, memcmp(base + index, word.utf8Start, count) == 0
        else { return false }
        index += count
        return true
    }

    /// Skips any value this reader understands (for keys a newer atrest or another tool added);
    /// deep nesting is left to JSONDecoder, which has its own limit.
    mutating func skipValue(depth: Int = 0) -> Bool {
        skipSpace()
        guard index < bytes.count, depth < 32 else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object { cursor, _ in cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): return array { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): return rawString() != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return null()
        default: return numberRange() != nil
        }
    }
}
