import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

// MARK: Documents and composed tables

extension StoredField {
    /// A list of records under `key`, a document's own member, laid out as the document is.
    static func list<Item: StoredRecord>(
        _ key: StaticString, _ get: @escaping (Record) -> [Item], _ set: @escaping (inout Record, [Item]) -> Void
    ) -> Self {
        Self(key: key, isRequired: true, kind: "a list of records as atrest writes them", read: { cursor, record, zones in
            var problem: ShapeProblem?
            guard let items: [Item] = RecordFile.records(&cursor, under: key, expecting: 0, zones: &zones, problem: &problem) else { return false }
            set(&record, items)
            return true
        }, write: { record, members in
            let fields = Item.fields
            try members.member(key, records: get(record)) { item, line in try Item.write(item, fields: fields, into: &line) }
        })
    }

    /// A member whose text is always `text` (a document's `format`): any other refuses the record.
    static func fixed(_ key: StaticString, text: StaticString) -> Self {
        Self(key: key, isRequired: true, kind: "what atrest writes there", read: { cursor, _, _ in
            cursor.plainBytes().map { $0.elementsEqual(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)) } ?? false
        }, write: { _, members in
            members.member(key, plain: { DocumentWriter.append(text, to: &$0) })
        })
    }

    /// A member whose number is always `int` (a document's `version`): any other refuses the record.
    static func fixed(_ key: StaticString, int: Int) -> Self {
        Self(key: key, isRequired: true, kind: "what atrest writes there", read: { cursor, _, _ in
            cursor.int() == int
        }, write: { _, members in
            members.member(key, int: int)
        })
    }

    /// A member such a record never has (a running fast's `end`): one that has it is refused.
    static func absent(_ key: StaticString) -> Self {
        Self(key: key, isRequired: false, kind: "there: atrest never writes it here", read: { _, _, _ in false }, write: { _, _ in })
    }

    /// This member, read into and written from the record that `Outer` keeps at `path`: how a
    /// record's table is reused whole inside another's.
    func within<Outer>(_ path: WritableKeyPath<Outer, Record>) -> StoredField<Outer> {
        let read = self.read
        let write = self.write
        return StoredField<Outer>(key: key, isRequired: isRequired, kind: kind, read: { cursor, outer, zones in
            read(&cursor, &outer[keyPath: path], &zones)
        }, write: { outer, members in
            try write(outer[keyPath: path], &members)
        })
    }

    /// `fields` in the order atrest writes members: by key.
    static func sorted(_ fields: [Self]) -> [Self] {
        fields.sorted { a, b in
            a.key.withUTF8Buffer { a in b.key.withUTF8Buffer { b in a.lexicographicallyPrecedes(b) } }
        }
    }
}

extension JSONCursor {
    /// The bytes of an id and of an instant as atrest stores them (`2026-11-28T10:00:00Z`),
    /// without their quotes.
    static let idLength = 36, storedInstantLength = 20

    mutating func uuid() -> UUID? {
        // The 36 bytes an id is, when its closing quote is there: the parse refuses any byte
        // that is no hex digit or dash, so these are the string's bytes and all of them.
        let mark = self.mark
        if let text = sizedString(Self.idLength), let id = UUID.parse(bytes: text) { return id }
        rewind(to: mark)
        guard let text = plainBytes() else { return nil }
        return UUID.parse(bytes: text)
    }

    /// An instant as stored, read the same way as an id; any other form as `Timestamp.parse`
    /// reads it.
    mutating func instant() -> Date? {
        let mark = self.mark
        if let text = sizedString(Self.storedInstantLength), let date = Timestamp.parseStored(utf8: text) { return date }
        rewind(to: mark)
        guard let text = plainBytes() else { return nil }
        return Timestamp.parse(utf8: text)
    }
}
