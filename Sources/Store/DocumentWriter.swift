#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a document as `JSONEncoder` did with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes`, except that a record (in a list or as a member) is one line.
/// Members must be added in sorted order. It writes bytes, not `String`s: ten years of
/// water is a few hundred thousand values.
package struct DocumentWriter {
    /// A value JSON has no form for (NaN, infinity).
    struct Unrepresentable: Error {}

    /// The document's own members, one to a line.
    var members = Members(separator: ",\n  ")

    init() {
        members.bytes = Array("{\n  ".utf8)
        members.count = 0
    }

    /// A list of records, each an object on one line.
    mutating func records<Record>(_ name: StaticString, _ records: [Record], _ body: (Record, inout Members) throws -> Void) rethrows {
        members.key(name)
        guard !records.isEmpty else {
            DocumentWriter.append("[\n\n  ]", to: &members.bytes)
            return
        }
        DocumentWriter.append("[\n", to: &members.bytes)
        members.bytes.reserveCapacity(members.bytes.count + records.count * 160)
        var line = Members(separator: ", ")
        for (index, record) in records.enumerated() {
            line.bytes.removeAll(keepingCapacity: true)
            line.bytes.append(UInt8(ascii: "{"))
            line.count = 0
            try body(record, &line)
            DocumentWriter.append("    ", to: &members.bytes)
            members.bytes += line.bytes
            members.bytes.append(UInt8(ascii: "}"))
            DocumentWriter.append(index == records.count - 1 ? "\n" : ",\n", to: &members.bytes)
        }
        DocumentWriter.append("  ]", to: &members.bytes)
    }

    /// A record as a member, on one line.
    mutating func record(_ name: StaticString, _ body: (inout Members) throws -> Void) rethrows {
        members.key(name)
        var line = Members(separator: ", ")
        line.bytes = [UInt8(ascii: "{")]
        try body(&line)
        members.bytes += line.bytes
        members.bytes.append(UInt8(ascii: "}"))
    }

    /// The finished document, ending in a newline.
    mutating func finish() -> Data {
        DocumentWriter.append("\n}\n", to: &members.bytes)
        return Data(members.bytes)
    }

    /// Members of one object, `"a" : 1` apart by `separator`; the writer opens and closes it.
    package struct Members {
        fileprivate var bytes: [UInt8] = []
        fileprivate var count = 0
        private let separator: StaticString

        fileprivate init(separator: StaticString) {
            self.separator = separator
        }

        fileprivate mutating func key(_ name: StaticString) {
            if count > 0 { DocumentWriter.append(separator, to: &bytes) }
            count += 1
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

        mutating func member(_ name: StaticString, bool: Bool) {
            key(name)
            DocumentWriter.append(bool ? "true" : "false", to: &bytes)
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
