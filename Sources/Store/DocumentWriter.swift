#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a document as `JSONEncoder` does with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes`, except that a list of records has one record to a line.
/// Members must be added in sorted order. It writes bytes, not `String`s: ten years of
/// water is a few hundred thousand values.
struct DocumentWriter {
    /// A value JSON has no form for (NaN, infinity).
    struct Unrepresentable: Error {}

    private var bytes: [UInt8] = Array("{\n".utf8)
    private var first = true
    private let indent: [UInt8]

    init(indent: String = "  ") {
        self.indent = Array(indent.utf8)
    }

    private mutating func key(_ name: StaticString) {
        if !first { Self.append(",\n", to: &bytes) }
        first = false
        bytes += indent
        Self.quote(name, into: &bytes)
        Self.append(" : ", to: &bytes)
    }

    mutating func member(_ name: StaticString, string: String) {
        key(name)
        Self.quote(string, into: &bytes)
    }

    mutating func member(_ name: StaticString, int: Int) {
        key(name)
        Self.append(int, to: &bytes)
    }

    mutating func member(_ name: StaticString, bool: Bool) {
        key(name)
        Self.append(bool ? "true" : "false", to: &bytes)
    }

    mutating func member(_ name: StaticString, number: Double) throws {
        key(name)
        try Self.append(number: number, to: &bytes)
    }

    mutating func object(_ name: StaticString, _ body: (inout DocumentWriter) throws -> Void) throws {
        key(name)
        var inner = DocumentWriter(indent: String(decoding: indent, as: UTF8.self) + "  ")
        try body(&inner)
        bytes += inner.bytes
        bytes.append(0x0A)
        bytes += indent
        bytes.append(UInt8(ascii: "}"))
    }

    /// A list of records, each an object on one line.
    mutating func records<Record>(_ name: StaticString, _ records: [Record], _ body: (Record, inout Line) throws -> Void) rethrows {
        key(name)
        guard !records.isEmpty else {
            Self.append("[\n\n", to: &bytes)
            bytes += indent
            bytes.append(UInt8(ascii: "]"))
            return
        }
        Self.append("[\n", to: &bytes)
        bytes.reserveCapacity(bytes.count + records.count * 160)
        var line = Line()
        for (index, record) in records.enumerated() {
            line.bytes.removeAll(keepingCapacity: true)
            line.bytes.append(UInt8(ascii: "{"))
            try body(record, &line)
            bytes += indent
            Self.append("  ", to: &bytes)
            bytes += line.bytes
            bytes.append(UInt8(ascii: "}"))
            Self.append(index == records.count - 1 ? "\n" : ",\n", to: &bytes)
        }
        bytes += indent
        bytes.append(UInt8(ascii: "]"))
    }

    /// The finished document, ending in a newline.
    mutating func finish() -> Data {
        Self.append("\n}\n", to: &bytes)
        return Data(bytes)
    }

    /// One record on one line: `{"a" : 1, "b" : "x"`, closed by the writer.
    struct Line {
        fileprivate var bytes: [UInt8] = []

        private mutating func key(_ name: StaticString) {
            if bytes.count > 1 { DocumentWriter.append(", ", to: &bytes) }
            DocumentWriter.quote(name, into: &bytes)
            DocumentWriter.append(" : ", to: &bytes)
        }

        mutating func member(_ name: StaticString, string: String) {
            key(name)
            DocumentWriter.quote(string, into: &bytes)
        }

        mutating func member(_ name: StaticString, int: Int) {
            key(name)
            DocumentWriter.append(int, to: &bytes)
        }

        /// A string whose bytes `write` appends and which needs no escapes (an instant, an id).
        mutating func member(_ name: StaticString, plain write: (inout [UInt8]) -> Void) {
            key(name)
            bytes.append(UInt8(ascii: "\""))
            write(&bytes)
            bytes.append(UInt8(ascii: "\""))
        }

        mutating func member(_ name: StaticString, number: Double) throws {
            key(name)
            try DocumentWriter.append(number: number, to: &bytes)
        }
    }

    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    static func append(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number as JSON: whole numbers without a fraction, others in their shortest exact form.
    static func append(number value: Double, to bytes: inout [UInt8]) throws {
        guard value.isFinite else { throw Unrepresentable() }
        if value == value.rounded(), abs(value) < 1e15 {
            append(value == 0 ? 0 : Int(value), to: &bytes)
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    static func quote(_ name: StaticString, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        append(name, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"text"` with JSON's escapes; `/` is left as it is. Runs of bytes that need no escape
    /// (in atrest's files, every byte of every string) are copied whole.
    static func quote(_ string: String, into bytes: inout [UInt8]) {
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
        switch byte {
        case UInt8(ascii: "\""): append("\\\"", to: &bytes)
        case UInt8(ascii: "\\"): append("\\\\", to: &bytes)
        case 0x0A: append("\\n", to: &bytes)
        case 0x0D: append("\\r", to: &bytes)
        case 0x09: append("\\t", to: &bytes)
        case 0x08: append("\\b", to: &bytes)
        case 0x0C: append("\\f", to: &bytes)
        default:
            let hex: StaticString = "0123456789abcdef"
            append("\\u00", to: &bytes)
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0x0F)])
        }
    }
}
