import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The layout `RecordFile.write` gives a list of records under one key, which `WaterTail` and
/// `YearWindow` read a line at a time so as not to decode the lines they do not need: the
/// document's first and last bytes exactly as written (`version` 1), then one record a line,
/// indented four spaces, with a comma after every record but the last. A file laid out any
/// other way is not theirs to read: they give nil, and the caller reads it whole, which
/// refuses a damaged file with the place named.
struct RecordLines {
    let key: StaticString
    /// The document's bytes before its first record.
    let head: [UInt8]
    /// The document's bytes after its last record.
    static let tail = Array("\n  ],\n  \"version\" : 1\n}\n".utf8)
    static let indent = 4

    init(key: StaticString) {
        self.key = key
        head = Array("{\n  \"\(key.description)\" : [\n".utf8)
    }

    /// A document with no records, as `RecordFile.write` writes it.
    var emptyDocument: Data { Data(head + Self.tail) }

    /// Where the records' lines are in `raw` (from the first one's start to the last one's
    /// end); nil when `raw` does not begin and end as written.
    func records(in raw: UnsafeRawBufferPointer) -> Range<Int>? {
        guard raw.count >= head.count + Self.tail.count, begins(raw), Self.ends(raw) else { return nil }
        return head.count..<(raw.count - Self.tail.count)
    }

    /// Whether `raw` (a document's first bytes) begins as written.
    func begins(_ raw: UnsafeRawBufferPointer) -> Bool { raw.starts(with: head) }

    /// Whether `raw` (a document's last bytes) ends as written.
    static func ends(_ raw: UnsafeRawBufferPointer) -> Bool {
        raw.count >= tail.count && raw[(raw.count - tail.count)...].elementsEqual(tail)
    }

    /// The record on the line `line` of `raw` (`last`: the records' last line, without a
    /// comma), decoded and checked as strictly as a whole read checks it; nil when the line is
    /// not laid out as written, does not read, or breaks a rule. Without `fields`, the
    /// record's table is asked for only when its line is not in the written layout.
    static func record<Record: StoredRecord & DeclaredRecord>(
        in raw: UnsafeRawBufferPointer, line: Range<Int>, last: Bool, fields: [StoredField<Record>]? = nil, zones: inout ZoneCache
    ) -> Record? {
        guard line.count > indent + 1, raw[line.lowerBound..<line.lowerBound + indent].allSatisfy({ $0 == UInt8(ascii: " ") }),
              last || raw[line.upperBound - 1] == UInt8(ascii: ",")
        else { return nil }
        var cursor = JSONCursor(UnsafeRawBufferPointer(rebasing: raw[(line.lowerBound + indent)..<(last ? line.upperBound : line.upperBound - 1)]))
        var problem: ShapeProblem?
        let read = if let fields {
            Record.read(&cursor, fields: fields, path: "", zones: &zones, problem: &problem)
        } else {
            Record.read(&cursor, path: "", zones: &zones, problem: &problem)
        }
        guard let record = read, cursor.isAtEnd, Record.check(record) == nil
        else { return nil }
        return record
    }

    /// The line `RecordFile.write` writes for `record`, without its indent; nil if the writer
    /// no longer lays a list out this way.
    func line<Record: StoredRecord>(_ record: Record) throws -> ArraySlice<UInt8>? {
        let document = [UInt8](try RecordFile.write([record], under: key))
        guard document.count > head.count + Self.tail.count + Self.indent, document.starts(with: head),
              document[(document.count - Self.tail.count)...].elementsEqual(Self.tail)
        else { return nil }
        return document[(head.count + Self.indent)..<(document.count - Self.tail.count)]
    }
}
