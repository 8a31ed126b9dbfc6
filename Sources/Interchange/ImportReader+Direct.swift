import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// atrest's own export read straight from its bytes into records, without the tree of
/// `JSONValue`s that was half of importing ten years (its strings, arrays and their release).
///
/// It takes a document only as `ImportReader` would take it, with nothing to say about it,
/// and gives what that reader gives. On anything else — a value the reader refuses, a key it
/// passes over and names, a note it puts on one line, a value written another way than
/// atrest writes it — it gives nil, and the document is read again by `ImportReader`, whose
/// messages stay the only ones: every rule lives there and in the `RecordRules` both call.
package struct DirectExportReader {
    let localZone: Zone
    let zones: ZoneDatabase
    /// Zones by name, each read from the tz database once, and the last one met by its bytes:
    /// an export names one zone for thousands of records.
    private var known: [String: Zone] = [:]
    private var lastName: [UInt8] = []
    private var lastZone: Zone?
    /// One record's members as read, in declared order; reused for every record.
    private var slots: [Slot?] = []

    /// A declared member's kind without its accessors, which copying retained and released.
    private enum Kind {
        case id, instant, number, zone, note

        init<Record>(_ value: RecordField<Record>.Value) {
            switch value {
            case .id: self = .id
            case .instant: self = .instant
            case .hours, .milliliters: self = .number
            case .zone: self = .zone
            case .note: self = .note
            }
        }
    }

    private enum Slot {
        case id(UUID)
        case instant(Date, offset: Int)
        case number(Double)
        case zone(UnsafeRawBufferPointer)
        case text(String)
    }

    init(localZone: Zone, zones: ZoneDatabase) {
        self.localZone = localZone
        self.zones = zones
    }

    /// The document in `data` (atrest's export as text, UTF-8), or nil to leave it to `ImportReader`.
    package static func read(_ data: Data, localZone: Zone, zones: ZoneDatabase) -> ImportDocument? {
        var reader = DirectExportReader(localZone: localZone, zones: zones)
        return reader.document(data)
    }

    private mutating func document(_ data: Data) -> ImportDocument? {
        var result = ImportDocument()
        result.completedFasts = 0
        var sawFormat = false, sawVersion = false
        var settings: Range<Int>?, changes: Range<Int>?
        let whole = JSONCursor.read(data) { cursor -> Bool? in
            // A key written with escapes ("wat\u0065r") is left to the general reader, which
            // reads it as the member it spells or names it; skipped here, a file's water was lost.
            cursor.object(skippingEscapedKeys: false) { cursor, key in
                if key == "format" {
                    guard let text = cursor.plainBytes(), text.elementsEqual(ExportDocument.format.utf8) else { return false }
                    sawFormat = true
                    return true
                }
                if key == "version" {
                    sawVersion = cursor.int() == ExportDocument.version
                    return sawVersion
                }
                // Not read by the general reader, which takes any value; any but these is left to it.
                if key == "exportedAt" { return cursor.null() || cursor.plainBytes() != nil }
                // A member the general reader knows and that is null counts as left out
                // (`ImportReader.Fields.optional`); one it does not know, it names.
                guard Self.optionalKeys.contains(where: { key == $0 }) else { return false }
                if cursor.null() { return true }
                if key == "sessions" { return sessions(&cursor, into: &result) }
                if key == "activeFast" {
                    result.activeFast = record(&cursor, blank: ActiveFast.blank)
                    return result.activeFast != nil
                }
                if key == "water" { return water(&cursor, into: &result) }
                if key == "completedFasts" {
                    guard let count = cursor.int(), RecordRules.completedFasts.contains(count) else { return false }
                    result.completedFasts = count
                    return true
                }
                if key == "transitionMomentShown" {
                    guard let shown = cursor.bool() else { return false }
                    result.transitionMomentShown = shown
                    return true
                }
                // Small members, read by the general reader's own code from their bytes alone.
                if key == "settings" { return Self.skip(&cursor, into: &settings) }
                if key == "changes" { return Self.skip(&cursor, into: &changes) }
                return false
            } ? true : nil
        } ?? false
        guard whole, sawFormat, sawVersion else { return nil }
        if let settings {
            guard let value = Self.value(data, settings) else { return nil }
            let reader = ImportReader(now: Date(timeIntervalSince1970: 0), localZone: localZone, zones: zones)
            guard let patch = try? reader.settings(value, ImportReader.Place(key: "settings")), reader.ignored.keys.isEmpty else { return nil }
            result.settings = patch
        }
        if let changes {
            guard let value = Self.value(data, changes), let ledger = try? ImportDocument.changes(value, "changes", zones: zones) else { return nil }
            result.changes = ledger
        }
        return result
    }

    private static let optionalKeys: [StaticString] = ["sessions", "activeFast", "water", "settings", "completedFasts", "transitionMomentShown", "changes"]

    /// Passes over a value, keeping where it is. Its containers count from the document's
    /// object, as `JSONValue.parse` counts them, so nothing nested deeper than it reads is kept.
    private static func skip(_ cursor: inout JSONCursor, into range: inout Range<Int>?) -> Bool {
        let start = cursor.mark
        guard cursor.skipValue(depth: 1) else { return false }
        range = start..<cursor.mark
        return true
    }

    private static func value(_ data: Data, _ range: Range<Int>) -> JSONValue? {
        try? JSONValue.parse(data.subdata(in: (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)))
    }

    private mutating func sessions(_ cursor: inout JSONCursor, into result: inout ImportDocument) -> Bool {
        cursor.array { cursor in
            guard let session = record(&cursor, blank: FastingSession.blank),
                  result.sessionPaths.updateValue("sessions[\(result.sessions.count)]", forKey: session.id) == nil
            else { return false }
            result.sessions.append(session)
            return true
        }
    }

    private mutating func water(_ cursor: inout JSONCursor, into result: inout ImportDocument) -> Bool {
        let first = result.water.count
        // No glass is written in fewer than 64 bytes: room for as many as the rest could hold,
        // so fifty years' list is not copied into a larger one every time it doubles (pages
        // reserved and never used cost nothing).
        result.water.reserveCapacity(first + cursor.remaining / 64)
        let whole = cursor.array { cursor in
            guard let entry = record(&cursor, blank: WaterEntry.blank) else { return false }
            result.water.append(entry)
            return true
        }
        // An id held twice is the general reader's to name. Looked for once the count is
        // known: a set grown by doubling rehashed fifty years' ids five times over.
        var seen = Set<UUID>(minimumCapacity: result.water.count - first)
        return whole && result.water[first...].allSatisfy { seen.insert($0.id).inserted }
    }

    // MARK: Records

    /// A record as `ImportReader.record` reads one: each declared member by its kind, in
    /// declared order (a zone left out follows the offset of the instant before it), each
    /// member's rule after it.
    private mutating func record<Record: DeclaredRecord>(_ cursor: inout JSONCursor, blank: Record) -> Record? {
        Record.declared.withUnsafeBufferPointer { fields -> Record? in
            if slots.count < fields.count { slots = Array(repeating: nil, count: fields.count) }
            for index in fields.indices { slots[index] = nil }
            let whole = cursor.object(skippingEscapedKeys: false) { cursor, key in
                guard let index = fields.firstIndex(where: { key == $0.name }) else { return false }
                if cursor.null() { return true }
                guard let slot = Self.slot(&cursor, Kind(fields[index].value)) else { return false }
                slots[index] = slot
                return true
            }
            guard whole else { return nil }
            var record = blank
            var last: (date: Date, offset: Int) = (Date(timeIntervalSince1970: 0), 0)
            for index in fields.indices {
                let slot = slots[index]
                switch (fields[index].value, slot) {
                case (.id(_, let set), .id(let id)?): set(&record, id)
                case (.instant(_, let set), .instant(let date, let offset)?):
                    last = (date, offset)
                    set(&record, date)
                case (.hours(_, let set), nil): set(&record, TargetHours.defaultValue)
                case (.hours(_, let set), .number(let hours)?):
                    guard RecordRules.targetHours(hours) == nil else { return nil }
                    set(&record, hours)
                case (.milliliters(_, let set), .number(let amount)?):
                    guard RecordRules.milliliters(amount) == nil else { return nil }
                    set(&record, Int(amount.rounded()))
                case (.zone(_, let set), nil):
                    set(&record, localZone.secondsFromGMT(for: last.date) == last.offset ? localZone : Zone.fixed(offsetSeconds: last.offset) ?? localZone)
                case (.zone(_, let set), .zone(let name)?):
                    guard let zone = zone(name) else { return nil }
                    set(&record, zone)
                case (.note(_, let set), nil): set(&record, nil)
                case (.note(_, let set), .text(let text)?):
                    // A note to put on one line, or one refused, is the general reader's to say.
                    guard FastNote.check(text) == nil else { return nil }
                    set(&record, FastNote.normalised(text))
                default: return nil  // a required member missing
                }
                if fields[index].rule?(record) != nil { return nil }
            }
            return record
        }
    }

    /// A member's value read as its kind is written, checked as `ImportReader` checks it
    /// before the record's rules; nil for anything else.
    private static func slot(_ cursor: inout JSONCursor, _ kind: Kind) -> Slot? {
        switch kind {
        case .id:
            // The 36 bytes of an id read in place, when its quote closes there; any other
            // string as its text (the parse refuses every byte that is not a hex digit or dash).
            let mark = cursor.mark
            if let bytes = cursor.sizedString(36), let id = UUID.parse(bytes: bytes) { return .id(id) }
            cursor.rewind(to: mark)
            return cursor.string().flatMap(UUID.parse).map { .id($0) }
        case .instant:
            let mark = cursor.mark
            let date: Date, offset: Int
            if let bytes = cursor.sizedString(20), let stored = Timestamp.parseStored(utf8: bytes) {
                (date, offset) = (stored, 0)
            } else {
                cursor.rewind(to: mark)
                guard let text = cursor.string(), let parsed = Timestamp.parseWithOffset(text) else { return nil }
                (date, offset) = parsed
            }
            return RecordRules.instant(date) == nil ? .instant(date, offset: offset) : nil
        case .number:
            // As `JSONValue` holds a number: a whole one as its integer, any other as `Double` reads it.
            let mark = cursor.mark
            if let whole = cursor.int() { return .number(Double(whole)) }
            cursor.rewind(to: mark)
            return cursor.double().map { .number($0) }
        case .zone:
            if let bytes = cursor.plainBytes() { return .zone(bytes) }
            return nil
        case .note:
            return cursor.string().map { .text($0) }
        }
    }

    /// A zone by its name as written, checked and looked up as `ImportReader.zone` does.
    private mutating func zone(_ bytes: UnsafeRawBufferPointer) -> Zone? {
        if let lastZone, lastName.count == bytes.count,
           lastName.withUnsafeBytes({ $0.elementsEqual(bytes) }) { return lastZone }
        let name = String(decoding: bytes, as: UTF8.self)
        guard RecordRules.zoneName(name) == nil else { return nil }
        let zone = known[name] ?? zones.zoneOrUTC(named: name)
        known[name] = zone
        lastName = Array(bytes)
        lastZone = zone
        return zone
    }
}
