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
            cursor.skipByteOrderMark()
            guard let value = body(&cursor) else { return nil }
            cursor.skipSpace()
            return cursor.index == raw.count ? value : nil
        }
    }

    /// `read(_:_:)` for a `body` that says whether it read its value: not generic, since the
    /// generic form, where the compiler leaves it unspecialized, has the runtime build an
    /// optional's type on every start (start-up path: Sources/START-UP.md).
    package static func readsWhole(_ data: Data, _ body: (inout JSONCursor) -> Bool) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var cursor = JSONCursor(raw)
            cursor.skipByteOrderMark()
            guard body(&cursor) else { return false }
            cursor.skipSpace()
            return cursor.index == raw.count
        }
    }

    /// RFC 8259 lets a reader pass over a byte-order mark; `doctor` notes it. Compared byte by
    /// byte: a literal list of three bytes was an array type made at run time.
    @inlinable
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
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
    package mutating func object(skippingEscapedKeys: Bool = true, _ member: (inout JSONCursor, Key) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.mostKeys) { seen in
            var count = 0
            repeat {
                guard count < Self.mostKeys else { return false }
                let keyStart = index
                guard let key = rawString() else {
                    // A key with escapes or beyond ASCII is none of atrest's: its value is skipped,
                    // unless the caller must see every key (an escape may spell one of atrest's).
                    guard skippingEscapedKeys else { return false }
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

    /// Where the cursor is, to come back to with `rewind(to:)`: `attempt` without a generic
    /// result, whose type the runtime looked up on each call (for every record read).
    @inlinable @inline(__always)
    package var mark: Int { index }

    /// How many bytes are left to read: a bound on how many records can follow.
    package var remaining: Int { bytes.count - index }

    @inlinable @inline(__always)
    package mutating func rewind(to mark: Int) { index = mark }

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
}
