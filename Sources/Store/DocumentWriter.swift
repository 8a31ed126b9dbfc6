#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// Writes a document as `JSONEncoder` did with `.sortedKeys, .withoutEscapingSlashes`: in
/// `lines`, also `.prettyPrinted` except that a record (in a list or as a member) is one line;
/// `compact`, without it. Members must be added in sorted order. It writes bytes, not
/// `String`s: ten years of water is a few hundred thousand values.
package struct DocumentWriter {
    /// A value JSON has no form for (NaN, infinity).
    struct Unrepresentable: Error {}

    enum Layout {
        /// A member of the document to a line, and a record to a line: atrest's own files.
        case lines
        /// No space at all: sync's files, which nobody reads but atrest, as they have always been.
        case compact
    }

    /// The document's own members.
    var members: Members

    init(_ layout: Layout = .lines) {
        members = layout == .lines ? Members(separator: ",\n  ", colon: " : ", layout: .lines) : Members(separator: ",", colon: ":", layout: .compact)
        members.bytes = layout == .lines ? Array("{\n  ".utf8) : [UInt8(ascii: "{")]
    }

    /// A list of records, each an object on one line.
    mutating func records<Record>(_ name: StaticString, _ records: [Record], _ body: (Record, inout Members) throws -> Void) rethrows {
        try members.member(name, records: records, body)
    }

    /// A record as a member, on one line.
    mutating func record(_ name: StaticString, _ body: (inout Members) throws -> Void) rethrows {
        members.key(name)
        var line = members.line
        line.bytes = [UInt8(ascii: "{")]
        try body(&line)
        members.bytes += line.bytes
        members.bytes.append(UInt8(ascii: "}"))
    }

    /// The finished document, ending in a newline.
    mutating func finish() -> Data {
        DocumentWriter.append(members.layout == .lines ? "\n}\n" : "}\n", to: &members.bytes)
        return Data(members.bytes)
    }

    /// Members of one object, `"a" : 1` apart by `separator`; the writer opens and closes it.
    package struct Members {
        fileprivate var bytes: [UInt8] = []
        fileprivate var count = 0
        private let separator: StaticString
        private let colon: StaticString
        fileprivate let layout: Layout

        fileprivate init(separator: StaticString, colon: StaticString, layout: Layout) {
            self.separator = separator
            self.colon = colon
            self.layout = layout
        }

        /// The members of a record on one line.
        fileprivate var line: Members {
            layout == .lines ? Members(separator: ", ", colon: " : ", layout: .lines) : Members(separator: ",", colon: ":", layout: .compact)
        }

        fileprivate mutating func key(_ name: StaticString) {
            let comma = count > 0 ? separator.utf8CodeUnitCount : 0
            count += 1
            let length = name.utf8CodeUnitCount
            guard comma + length + colon.utf8CodeUnitCount + 2 <= 128 else {
                if comma > 0 { DocumentWriter.append(separator, to: &bytes) }
                DocumentWriter.quote(name, into: &bytes)
                DocumentWriter.append(colon, to: &bytes)
                return
            }
            // Made on the stack and appended once: each append cost more than its bytes.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { out in
                JSONWriter.copy(separator, count: comma, into: out, at: 0)
                out[comma] = UInt8(ascii: "\"")
                JSONWriter.copy(name, count: length, into: out, at: comma + 1)
                out[comma + 1 + length] = UInt8(ascii: "\"")
                JSONWriter.copy(colon, count: colon.utf8CodeUnitCount, into: out, at: comma + length + 2)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<(comma + length + 2 + colon.utf8CodeUnitCount)]))
            }
        }

        /// A list of records, each an object on its own line (a document's own member).
        mutating func member<Record>(_ name: StaticString, records: [Record], _ body: (Record, inout Members) throws -> Void) rethrows {
            key(name)
            let lines = layout == .lines
            guard !records.isEmpty else {
                DocumentWriter.append(lines ? "[\n\n  ]" : "[]", to: &bytes)
                return
            }
            DocumentWriter.append(lines ? "[\n" : "[", to: &bytes)
            bytes.reserveCapacity(bytes.count + records.count * 160)
            var line = self.line
            for (index, record) in records.enumerated() {
                line.bytes.removeAll(keepingCapacity: true)
                line.bytes.append(UInt8(ascii: "{"))
                line.count = 0
                try body(record, &line)
                if lines { DocumentWriter.append("    ", to: &bytes) }
                bytes += line.bytes
                bytes.append(UInt8(ascii: "}"))
                if index < records.count - 1 {
                    DocumentWriter.append(lines ? ",\n" : ",", to: &bytes)
                } else if lines {
                    DocumentWriter.append("\n", to: &bytes)
                }
            }
            DocumentWriter.append(lines ? "  ]" : "]", to: &bytes)
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

        /// A list of strings, on one line.
        mutating func member(_ name: StaticString, strings: [String]) {
            key(name)
            bytes.append(UInt8(ascii: "["))
            for (index, string) in strings.enumerated() {
                if index > 0 { DocumentWriter.append(", ", to: &bytes) }
                DocumentWriter.quote(string, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
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
        JSONEscape.integer(value, into: &bytes)
    }

    static func append(number value: Double, to bytes: inout [UInt8]) throws {
        guard JSONEscape.number(value, into: &bytes) else { throw Unrepresentable() }
    }

    static func quote(_ name: StaticString, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        append(name, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    static func quote(_ string: String, into bytes: inout [UInt8]) {
        JSONEscape.quote(string, into: &bytes)
    }
}
