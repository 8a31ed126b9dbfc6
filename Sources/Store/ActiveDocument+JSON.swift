import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The running fast's file read straight from its bytes.

extension ActiveDocument {
    package static func readFast(_ data: Data) -> ActiveDocument? {
        JSONCursor.readDocument(data, startingFrom: ActiveDocument()) { document, cursor, key in
            if key == "fast" { document.fast = ActiveRecord.read(&cursor); return document.fast != nil }
            return nil
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        if let fast {
            try writer.object("fast") { object in
                object.member("id", string: fast.id.uppercaseText)
                if let note = fast.note { object.member("note", string: note) }
                object.member("recordedCount", int: fast.recordedCount)
                object.member("start", string: fast.start)
                try object.member("targetHours", number: fast.targetHours)
                object.member("timeZone", string: fast.timeZone)
            }
        }
        writer.member("version", int: version)
        return writer.finish()
    }
}

extension ActiveRecord {
    static func read(_ cursor: inout JSONCursor) -> ActiveRecord? {
        var id: UUID?, start: String?, targetHours: Double?, timeZone: String?, recordedCount: Int?, note: String?
        let whole = cursor.object { cursor, key in
            if key == "id" { id = cursor.uuid(); return id != nil }
            if key == "note" { note = cursor.string(); return note != nil }
            if key == "start" { start = cursor.string(); return start != nil }
            if key == "targetHours" { targetHours = cursor.double(); return targetHours != nil }
            if key == "timeZone" { timeZone = cursor.string(); return timeZone != nil }
            if key == "recordedCount" { recordedCount = cursor.int(); return recordedCount != nil }
            return cursor.skipValue()
        }
        guard whole, let id, let start, let targetHours, let timeZone, let recordedCount else { return nil }
        return ActiveRecord(
            id: id, start: start, targetHours: targetHours, timeZone: timeZone, recordedCount: recordedCount, note: note
        )
    }
}
