import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The two records read most, a history's fasts and its months of water (and the running
/// fast, below), read in the one layout `RecordFile.write` gives them with their members named here: through the table
/// (`readMembersInOrder`), each member cost a closure call with its retains and releases
/// (3,650 instructions a fast), and the bytes between members are compared whole. Anything else (another order, a null
/// note, a member the table gained) gives nil and is read through the table, which says what
/// is wrong; `WrittenLayoutTests` holds these to the tables' members and to the same records.
extension FastingSession {
    package static func readWritten(_ cursor: inout JSONCursor, zones: inout ZoneCache) -> FastingSession? {
        guard cursor.openObject(), cursor.exactly(#""end" : "#), let end = cursor.instant(),
              cursor.exactly(#", "id" : "#), let id = cursor.uuid() else { return nil }
        var note: String?
        if cursor.exactly(#", "note" : "#) {
            guard let text = cursor.string() else { return nil }
            note = text
        }
        guard cursor.exactly(#", "start" : "#), let start = cursor.instant(),
              cursor.exactly(#", "targetHours" : "#), let targetHours = cursor.double(),
              cursor.exactly(#", "timeZone" : "#), let timeZone = cursor.zone(&zones),
              cursor.exactly("}")
        else { return nil }
        return FastingSession(id: id, start: start, end: end, targetHours: targetHours, timeZone: timeZone, note: note)
    }
}

extension WaterEntry {
    package static func readWritten(_ cursor: inout JSONCursor, zones: inout ZoneCache) -> WaterEntry? {
        guard cursor.openObject(), cursor.exactly(GlassLine.at), let at = cursor.instant(),
              cursor.exactly(GlassLine.id), let id = cursor.uuid(),
              cursor.exactly(GlassLine.milliliters), let milliliters = cursor.int(),
              cursor.exactly(GlassLine.timeZone), let timeZone = cursor.zone(&zones),
              cursor.exactly(GlassLine.end)
        else { return nil }
        return WaterEntry(id: id, at: at, milliliters: milliliters, timeZone: timeZone)
    }
}

/// A glass's line as `RecordFile.write` lays it out, stated once: an object (`{`, after any
/// space), what comes before each value (the members by key), and its end. `WaterEntry.readWritten` reads a line by
/// it; `WaterTail.lookWritten` looks at the shape of the lines `water add` keeps unread by it.
enum GlassLine {
    static var at: StaticString { #""at" : "# }
    static var id: StaticString { #", "id" : "# }
    static var milliliters: StaticString { #", "milliliters" : "# }
    static var timeZone: StaticString { #", "timeZone" : "# }
    static var end: StaticString { "}" }
}

/// The running fast `status` reads on every run, the same way: its table's array type, made
/// at run time, was 16,800 instructions of `status` (start-up path: Sources/START-UP.md).
extension StoredActiveFast {
    package static func readWritten(_ cursor: inout JSONCursor, zones: inout ZoneCache) -> StoredActiveFast? {
        guard cursor.openObject(), cursor.exactly(#""id" : "#), let id = cursor.uuid() else { return nil }
        var note: String?
        if cursor.exactly(#", "note" : "#) {
            guard let text = cursor.string() else { return nil }
            note = text
        }
        guard cursor.exactly(#", "recordedCount" : "#), let recordedCount = cursor.int(),
              cursor.exactly(#", "start" : "#), let start = cursor.instant(),
              cursor.exactly(#", "targetHours" : "#), let targetHours = cursor.double(),
              cursor.exactly(#", "timeZone" : "#), let timeZone = cursor.zone(&zones),
              cursor.exactly("}")
        else { return nil }
        let fast = ActiveFast(id: id, start: start, targetHours: targetHours, timeZone: timeZone, note: note)
        return StoredActiveFast(fast: fast, recordedCount: recordedCount)
    }
}

extension StoredRecord {
    /// No layout of its own: read through the table.
    package static func readWritten(_ cursor: inout JSONCursor, zones: inout ZoneCache) -> Self? { nil }
}

extension JSONCursor {
    /// A zone's name as `StoredField.zone` reads it.
    mutating func zone(_ zones: inout ZoneCache) -> Zone? {
        if let text = plainBytes(), let zone = zones.zone(utf8: text) { return zone }
        guard let name = string() else { return nil }
        return zones.zone(name)
    }
}

/// `account.json` in the one layout `RecordFile.write(members:)` gives it, read without its
/// table, as `status` does on every run: the table's array type, made at run time, and the
/// reader's copies of its members were 20,000 instructions (start-up path:
/// Sources/START-UP.md). Anything else (another order, a null, a member the table gained,
/// another version) gives nil, and `RecordFile.readMembers` reads it or says what is wrong.
extension Account {
    static func readWritten(_ data: Data) -> Account? {
        // Through `readsWhole`, which is not generic (start-up path: Sources/START-UP.md).
        var account = Account()
        let read = JSONCursor.readsWhole(data) { cursor in
            guard cursor.exactly("{\n  ") else { return false }
            if cursor.exactly(#""broughtInFasts" : "#) {
                guard let count = cursor.int(), cursor.exactly(",\n  ") else { return false }
                account.broughtInFasts = count
            }
            if cursor.exactly(#""completedFasts" : "#) {
                guard let count = cursor.int(), cursor.exactly(",\n  ") else { return false }
                account.completedFasts = count
            }
            if cursor.exactly(#""license" : "#) {
                guard let token = cursor.string(), cursor.exactly(",\n  ") else { return false }
                account.licenseToken = token
            }
            guard cursor.exactly(#""transitionMomentShown" : "#), let shown = cursor.bool(),
                  cursor.exactly(",\n  \"version\" : 1\n}")
            else { return false }
            account.transitionMomentShown = shown
            return true
        }
        return read ? account : nil
    }
}
