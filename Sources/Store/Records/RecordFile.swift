import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// atrest's record files, read and written through the records' field tables: a list of
/// records (`sessions`, `entries`), one record under a key (`fast`), or a record whose
/// members are the document's own (settings, account). Every file is an object with a
/// `version`; members a record does not know are passed over (a newer atrest or another
/// tool may add them).
///
/// Reading takes strict JSON only and refuses anything else as damaged, naming the first
/// place it is not JSON (`StrictJSON`) or the member that is not as atrest writes it
/// (`sessions[3].end: missing`).
package enum RecordFile {
    /// The version this build writes and the newest it reads, of every record file.
    static let currentVersion = 1

    // MARK: Reading

    /// The records listed under `listKey`.
    package static func readList<Record: StoredRecord>(
        _ type: Record.Type, under listKey: StaticString, from data: Data, path: String, zones database: ZoneDatabase
    ) throws(StoreError) -> [Record] {
        var zones = ZoneCache(database: database)
        var list: [Record]?
        try read(data, path: path, required: [listKey]) { cursor, key, problem in
            guard key == listKey else { return nil }
            list = records(&cursor, under: listKey, expecting: data.count / 120, zones: &zones, problem: &problem)
            return list != nil
        }
        return list ?? []
    }

    /// A document of several lists (`changes.json`), each declared once in `Document.lists`;
    /// every list must be there.
    package static func readLists<Document: StoredLists>(
        _ type: Document.Type, from data: Data, path: String, zones database: ZoneDatabase
    ) throws(StoreError) -> Document {
        let lists = Document.lists
        var zones = ZoneCache(database: database)
        var document = Document.blank
        try read(data, path: path, required: lists.map(\.key)) { cursor, key, problem in
            guard let list = lists.first(where: { key == $0.key }) else { return nil }
            return list.read(&cursor, &document, &zones, &problem)
        }
        return document
    }

    /// The records of the list at the cursor; nil, with `problem` set, when it does not read.
    static func records<Record: StoredRecord>(
        _ cursor: inout JSONCursor, under listKey: StaticString, expecting capacity: Int, zones: inout ZoneCache, problem: inout ShapeProblem?
    ) -> [Record]? {
        let fields = Record.fields
        var records: [Record] = []
        records.reserveCapacity(capacity)
        let whole = cursor.array { cursor in
            guard let record = Record.read(
                &cursor, fields: fields, path: "\(listKey)[\(records.count)]", zones: &zones, problem: &problem
            ) else { return false }
            records.append(record)
            return true
        }
        if !whole, problem == nil { problem = ShapeProblem(path: listKey.description, reason: "not a list") }
        return whole ? records : nil
    }

    /// The record under `recordKey`; nil when the document has none (absent or null).
    package static func readMember<Record: StoredRecord>(
        _ type: Record.Type, under recordKey: StaticString, from data: Data, path: String, zones database: ZoneDatabase
    ) throws(StoreError) -> Record? {
        var zones = ZoneCache(database: database)
        var found: Record?
        try read(data, path: path, required: []) { cursor, key, problem in
            guard key == recordKey else { return nil }
            if cursor.null() { return true }
            found = Record.read(&cursor, path: recordKey.description, zones: &zones, problem: &problem)
            return found != nil
        }
        return found
    }

    /// A record whose members are the document's own.
    package static func readMembers<Record: StoredRecord>(
        _ type: Record.Type, from data: Data, path: String, zones database: ZoneDatabase
    ) throws(StoreError) -> Record {
        let fields = Record.fields
        var zones = ZoneCache(database: database)
        var record = Record.blank
        var seen: UInt64 = 0
        try read(data, path: path, required: []) { cursor, key, problem in
            guard let index = fields.firstIndex(where: { key == $0.key }) else { return nil }
            let field = fields[index]
            seen |= 1 << UInt64(index)
            if !field.isRequired, cursor.null() { return true }
            guard field.read(&cursor, &record, &zones) else {
                problem = ShapeProblem(path: field.name, reason: "not \(field.kind)")
                return false
            }
            return true
        }
        for (index, field) in fields.enumerated() where field.isRequired && seen & (1 << UInt64(index)) == 0 {
            throw .damaged(path: path, reason: "\(field.name): missing")
        }
        return record
    }

    /// A document that is one record, every member its own, `version` among them (sync's
    /// files), or what keeps it from reading whole: such a file is left alone, not repaired.
    static func readDocument<Record: StoredRecord>(_ type: Record.Type, from data: Data, zones database: ZoneDatabase) -> Result<Record, ShapeProblem> {
        var zones = ZoneCache(database: database)
        var problem: ShapeProblem?
        let record = JSONCursor.read(data) { cursor in
            Record.read(&cursor, fields: Record.fields, path: "", zones: &zones, problem: &problem)
        }
        if let record { return .success(record) }
        guard var problem else { return .failure(ShapeProblem(path: "the file", reason: "not whole JSON (cut short?)")) }
        problem.path = problem.path.hasPrefix(".") ? String(problem.path.dropFirst()) : problem.path.isEmpty ? "the file" : problem.path
        return .failure(problem)
    }

    /// Reads the document's object: `version`, and every other member through `member`,
    /// which reads the value and says whether it did (nil: not its key, skipped), setting
    /// `problem` to say what was wrong. `required` names the members the document must have.
    private static func read(
        _ data: Data, path: String, required: [StaticString],
        _ member: (inout JSONCursor, JSONCursor.Key, inout ShapeProblem?) -> Bool?
    ) throws(StoreError) {
        guard !data.isEmpty else { throw .damaged(path: path, reason: "it is empty") }
        var version: Int?
        var problem: ShapeProblem?
        var seen: UInt64 = 0
        let whole = JSONCursor.readsWhole(data) { cursor in
            let whole = cursor.object { cursor, key in
                if key == "version" {
                    version = cursor.int()
                    if version == nil { problem = ShapeProblem(path: "version", reason: "not a whole number") }
                    return version != nil
                }
                if let index = required.firstIndex(where: { key == $0 }) { seen |= 1 << UInt64(index) }
                return member(&cursor, key, &problem) ?? cursor.skipValue()
            }
            if !whole, problem == nil, version == nil { problem = ShapeProblem(path: "the document", reason: "not an object") }
            return whole
        }
        if let version, version > currentVersion { throw .newerVersion(path: path, version: version) }
        if !whole {
            if let syntax = StrictJSON.problem(in: data) {
                throw .damaged(
                    path: path,
                    reason: syntax.endsEarly
                        ? "it is not valid JSON (it may be cut short)"
                        : "it is not valid JSON: \(syntax.reason) at line \(syntax.line), column \(syntax.column)"
                )
            }
            throw .damaged(path: path, reason: problem?.description ?? "it has an unexpected shape")
        }
        guard let version else { throw .damaged(path: path, reason: "version: missing") }
        if version < 1 { throw .damaged(path: path, reason: "version \(version) is not a version atrest wrote") }
        for (index, key) in required.enumerated() where seen & (1 << UInt64(index)) == 0 {
            throw .damaged(path: path, reason: "\(key): missing")
        }
    }

    // MARK: Writing

    /// A document listing `records` under `listKey`, one record to a line.
    package static func write<Record: StoredRecord>(_ records: [Record], under listKey: StaticString) throws -> Data {
        let fields = Record.fields
        var writer = DocumentWriter()
        try writer.records(listKey, records) { record, line in try Record.write(record, fields: fields, into: &line) }
        writer.members.member("version", int: currentVersion)
        return writer.finish()
    }

    /// A document of several lists, each in `Document.lists`.
    package static func write<Document: StoredLists>(lists document: Document) throws -> Data {
        var writer = DocumentWriter()
        for list in Document.lists { try list.write(document, &writer) }
        writer.members.member("version", int: currentVersion)
        return writer.finish()
    }

    /// A document holding `record` under `recordKey`, or none.
    package static func write<Record: StoredRecord>(_ record: Record?, under recordKey: StaticString) throws -> Data {
        var writer = DocumentWriter()
        if let record {
            try writer.record(recordKey) { line in try Record.write(record, fields: Record.fields, into: &line) }
        }
        writer.members.member("version", int: currentVersion)
        return writer.finish()
    }

    /// A document that is `record`, every member its own (`readDocument`), laid out as `layout`.
    static func write<Record: StoredRecord>(document record: Record, layout: DocumentWriter.Layout) throws -> Data {
        var writer = DocumentWriter(layout)
        try Record.write(record, fields: Record.fields, into: &writer.members)
        return writer.finish()
    }

    /// A document whose members are `record`'s own, then `version`.
    package static func write<Record: StoredRecord>(members record: Record) throws -> Data {
        var writer = DocumentWriter()
        try Record.write(record, fields: Record.fields, into: &writer.members)
        writer.members.member("version", int: currentVersion)
        return writer.finish()
    }
}
