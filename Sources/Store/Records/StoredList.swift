import JSON

/// A document made of lists of records, each under its own key (`changes.json`: stamps,
/// settings, deletions, running fasts). `lists` is the only place its keys are named, as a
/// record's `fields` are for its members.
package protocol StoredLists {
    /// In the order they are written (sorted by key).
    static var lists: [StoredList<Self>] { get }
    /// The document before any list is read.
    static var blank: Self { get }
}

/// One list of a `StoredLists` document: its key, and how its records go into the document and
/// come out of it.
package struct StoredList<Document> {
    let key: StaticString
    /// Reads the list at the cursor into the document; false (with the problem) when it does not read.
    let read: (inout JSONCursor, inout Document, inout ZoneCache, inout ShapeProblem?) -> Bool
    let write: (Document, inout DocumentWriter) throws -> Void

    /// The list of `Record`s under `key`: `get` gives them in the order they are written, `set`
    /// takes them in the order the file has them.
    package static func of<Record: StoredRecord>(
        _ key: StaticString, _ get: @escaping (Document) -> [Record], _ set: @escaping (inout Document, [Record]) -> Void
    ) -> Self {
        Self(key: key, read: { cursor, document, zones, problem in
            guard let records: [Record] = RecordFile.records(&cursor, under: key, expecting: 0, zones: &zones, problem: &problem) else {
                return false
            }
            set(&document, records)
            return true
        }, write: { document, writer in
            let fields = Record.fields
            try writer.records(key, get(document)) { record, line in try Record.write(record, fields: fields, into: &line) }
        })
    }

    /// As `of`, where `set` may still find a record that does not keep the rules (its problem).
    static func checked<Record: StoredRecord>(
        _ key: StaticString, _ get: @escaping (Document) -> [Record], _ set: @escaping (inout Document, [Record]) -> ShapeProblem?
    ) -> Self {
        let plain = of(key, get, { _, _ in })
        return Self(key: key, read: { cursor, document, zones, problem in
            guard let records: [Record] = RecordFile.records(&cursor, under: key, expecting: 0, zones: &zones, problem: &problem) else {
                return false
            }
            if let found = set(&document, records) {
                problem = found
                return false
            }
            return true
        }, write: plain.write)
    }
}
