import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Reading and writing atrest's own documents by hand: the fast path `DocumentCoding` tries
// before `JSONDecoder` and instead of `JSONEncoder`. Each reader returns nil for anything it
// does not take exactly as `JSONDecoder` would (see `JSONCursor`); the writers produce the
// same JSON `JSONEncoder` would, with the long lists one record to a line.

extension SessionsDocument {
    package static func readFast(_ data: Data) -> SessionsDocument? {
        JSONCursor.read(data) { cursor in
            var version: Int?
            var sessions: [SessionRecord]?
            let whole = cursor.object { cursor, key in
                if key == "version" { version = cursor.int(); return version != nil }
                if key == "sessions" {
                    var list: [SessionRecord] = []
                    list.reserveCapacity(1024)
                    defer { sessions = list }
                    return cursor.array { cursor in
                        guard let record = SessionRecord.read(&cursor) else { return false }
                        list.append(record)
                        return true
                    }
                }
                return cursor.skipValue()
            }
            guard whole, let version, let sessions else { return nil }
            return SessionsDocument(version: version, sessions: sessions)
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        try writer.records("sessions", sessions) { record, line in
            line.member("end", string: record.end)
            line.member("id", string: record.id.uppercaseText)
            if let note = record.note { line.member("note", string: note) }
            line.member("start", string: record.start)
            try line.member("targetHours", number: record.targetHours)
            line.member("timeZone", string: record.timeZone)
        }
        writer.member("version", int: version)
        return writer.finish()
    }
}

extension SessionsDocument {
    /// The fasts of a sessions file straight from its bytes, skipping the records' text:
    /// instants are read where they lie and each zone name looked up once, compared in place.
    /// Nil whenever `readFast` would be (and when an instant does not read), so that the
    /// careful path reads or refuses the file with its usual words.
    package static func readSessions(_ data: Data, zones database: ZoneDatabase) -> [FastingSession]? {
        JSONCursor.read(data) { cursor in
            var version: Int?
            var sessions: [FastingSession]?
            var zones = ZoneCache(database: database)
            let whole = cursor.object { cursor, key in
                if key == "version" { version = cursor.int(); return version != nil }
                if key == "sessions" {
                    var list: [FastingSession] = []
                    list.reserveCapacity(data.count / 150)
                    defer { sessions = list }
                    return cursor.array { cursor in
                        var id: UUID?, start: Date?, end: Date?, targetHours: Double?, zone: Zone?, note: String?
                        let whole = cursor.object { cursor, key in
                            if key == "id" { id = cursor.uuid(); return id != nil }
                            if key == "note" { note = cursor.string(); return note != nil }
                            if key == "start" { start = cursor.stringBytes { Timestamp.parse(utf8: UnsafeRawBufferPointer(rebasing: $0)) }; return start != nil }
                            if key == "end" { end = cursor.stringBytes { Timestamp.parse(utf8: UnsafeRawBufferPointer(rebasing: $0)) }; return end != nil }
                            if key == "targetHours" { targetHours = cursor.double(); return targetHours != nil }
                            if key == "timeZone" {
                                zone = cursor.stringBytes { zones.zone(utf8: UnsafeRawBufferPointer(rebasing: $0)) }
                                return zone != nil
                            }
                            return cursor.skipValue()
                        }
                        guard whole, let id, let start, let end, let targetHours, let zone else { return false }
                        list.append(FastingSession(id: id, start: start, end: end, targetHours: targetHours, timeZone: zone, note: note))
                        return true
                    }
                }
                return cursor.skipValue()
            }
            guard whole, let version, (1...currentVersion).contains(version), let sessions else { return nil }
            return sessions
        }
    }
}

extension WaterDocument {
    /// A month's water straight from the file's bytes, as `SessionsDocument.readSessions`
    /// reads history (`status` reads this month's file on every run).
    package static func readEntries(_ data: Data, zones database: ZoneDatabase) -> [WaterEntry]? {
        JSONCursor.read(data) { cursor in
            var version: Int?
            var entries: [WaterEntry]?
            var zones = ZoneCache(database: database)
            let whole = cursor.object { cursor, key in
                if key == "version" { version = cursor.int(); return version != nil }
                if key == "entries" {
                    var list: [WaterEntry] = []
                    list.reserveCapacity(data.count / 120)
                    defer { entries = list }
                    return cursor.array { cursor in
                        // An entry as atrest writes it, members in this order, is read without
                        // looking each key up; any other is read as any object of its shape.
                        let written = cursor.attempt { cursor -> WaterEntry? in
                            guard cursor.openObject(), cursor.key("at"),
                                  let at = cursor.stringBytes({ Timestamp.parse(utf8: UnsafeRawBufferPointer(rebasing: $0)) }),
                                  cursor.comma(), cursor.key("id"), let id = cursor.uuid(),
                                  cursor.comma(), cursor.key("milliliters"), let milliliters = cursor.int(),
                                  cursor.comma(), cursor.key("timeZone"),
                                  let zone = cursor.stringBytes({ zones.zone(utf8: UnsafeRawBufferPointer(rebasing: $0)) }),
                                  cursor.closeObject()
                            else { return nil }
                            return WaterEntry(id: id, at: at, milliliters: milliliters, timeZone: zone)
                        }
                        if let written {
                            list.append(written)
                            return true
                        }
                        var id: UUID?, at: Date?, milliliters: Int?, zone: Zone?
                        let whole = cursor.object { cursor, key in
                            if key == "id" { id = cursor.uuid(); return id != nil }
                            if key == "at" { at = cursor.stringBytes { Timestamp.parse(utf8: UnsafeRawBufferPointer(rebasing: $0)) }; return at != nil }
                            if key == "milliliters" { milliliters = cursor.int(); return milliliters != nil }
                            if key == "timeZone" {
                                zone = cursor.stringBytes { zones.zone(utf8: UnsafeRawBufferPointer(rebasing: $0)) }
                                return zone != nil
                            }
                            return cursor.skipValue()
                        }
                        guard whole, let id, let at, let milliliters, let zone else { return false }
                        list.append(WaterEntry(id: id, at: at, milliliters: milliliters, timeZone: zone))
                        return true
                    }
                }
                return cursor.skipValue()
            }
            guard whole, let version, (1...currentVersion).contains(version), let entries else { return nil }
            return entries
        }
    }
}

extension SessionRecord {
    static func read(_ cursor: inout JSONCursor) -> SessionRecord? {
        var id: UUID?, start: String?, end: String?, targetHours: Double?, timeZone: String?, note: String?
        let whole = cursor.object { cursor, key in
            if key == "id" { id = cursor.uuid(); return id != nil }
            if key == "note" { note = cursor.string(); return note != nil }
            if key == "start" { start = cursor.string(); return start != nil }
            if key == "end" { end = cursor.string(); return end != nil }
            if key == "targetHours" { targetHours = cursor.double(); return targetHours != nil }
            if key == "timeZone" { timeZone = cursor.string(); return timeZone != nil }
            return cursor.skipValue()
        }
        guard whole, let id, let start, let end, let targetHours, let timeZone else { return nil }
        return SessionRecord(id: id, start: start, end: end, targetHours: targetHours, timeZone: timeZone, note: note)
    }
}

extension WaterDocument {
    package static func readFast(_ data: Data) -> WaterDocument? {
        JSONCursor.read(data) { cursor in
            var version: Int?
            var entries: [WaterRecord]?
            let whole = cursor.object { cursor, key in
                if key == "version" { version = cursor.int(); return version != nil }
                if key == "entries" {
                    var list: [WaterRecord] = []
                    defer { entries = list }
                    return cursor.array { cursor in
                        guard let record = WaterRecord.read(&cursor) else { return false }
                        list.append(record)
                        return true
                    }
                }
                return cursor.skipValue()
            }
            guard whole, let version, let entries else { return nil }
            return WaterDocument(version: version, entries: entries)
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        writer.records("entries", entries) { record, line in
            line.member("at", string: record.at)
            line.member("id", string: record.id.uppercaseText)
            line.member("milliliters", int: record.milliliters)
            line.member("timeZone", string: record.timeZone)
        }
        writer.member("version", int: version)
        return writer.finish()
    }

    /// A month of `entries` as `writeJSON` writes their records, byte for byte, without making
    /// a `String` of each instant and id first (that was most of what `water add` computed).
    package static func writeJSON(_ entries: [WaterEntry]) -> Data {
        var writer = DocumentWriter()
        writer.records("entries", entries) { entry, line in
            line.member("at", plain: { Timestamp.writeUTC(entry.at, into: &$0) })
            line.member("id", plain: { entry.id.writeUppercase(into: &$0) })
            line.member("milliliters", int: entry.milliliters)
            line.member("timeZone", string: entry.timeZone.identifier)
        }
        writer.member("version", int: currentVersion)
        return writer.finish()
    }
}

extension WaterRecord {
    static func read(_ cursor: inout JSONCursor) -> WaterRecord? {
        var id: UUID?, at: String?, milliliters: Int?, timeZone: String?
        let whole = cursor.object { cursor, key in
            if key == "id" { id = cursor.uuid(); return id != nil }
            if key == "at" { at = cursor.string(); return at != nil }
            if key == "milliliters" { milliliters = cursor.int(); return milliliters != nil }
            if key == "timeZone" { timeZone = cursor.string(); return timeZone != nil }
            return cursor.skipValue()
        }
        guard whole, let id, let at, let milliliters, let timeZone else { return nil }
        return WaterRecord(id: id, at: at, milliliters: milliliters, timeZone: timeZone)
    }
}

extension SettingsDocument {
    package static func readFast(_ data: Data) -> SettingsDocument? {
        JSONCursor.readDocument(data, startingFrom: SettingsDocument()) { document, cursor, key in
            if key == "targetHours" { document.targetHours = cursor.double(); return document.targetHours != nil }
            if key == "waterUnit" { document.waterUnit = cursor.string(); return document.waterUnit != nil }
            if key == "waterAmount" { document.waterAmount = cursor.int(); return document.waterAmount != nil }
            if key == "vigil" { document.vigil = cursor.bool(); return document.vigil != nil }
            if key == "motion" { document.motion = cursor.bool(); return document.motion != nil }
            return nil
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        if let motion { writer.member("motion", bool: motion) }
        if let targetHours { try writer.member("targetHours", number: targetHours) }
        writer.member("version", int: version)
        if let vigil { writer.member("vigil", bool: vigil) }
        if let waterAmount { writer.member("waterAmount", int: waterAmount) }
        if let waterUnit { writer.member("waterUnit", string: waterUnit) }
        return writer.finish()
    }
}

extension AccountDocument {
    package static func readFast(_ data: Data) -> AccountDocument? {
        JSONCursor.readDocument(data, startingFrom: AccountDocument()) { document, cursor, key in
            if key == "license" { document.license = cursor.string(); return document.license != nil }
            if key == "transitionMomentShown" { document.transitionMomentShown = cursor.bool(); return document.transitionMomentShown != nil }
            if key == "completedFasts" { document.completedFasts = cursor.int(); return document.completedFasts != nil }
            if key == "broughtInFasts" { document.broughtInFasts = cursor.int(); return document.broughtInFasts != nil }
            return nil
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        if let broughtInFasts { writer.member("broughtInFasts", int: broughtInFasts) }
        if let completedFasts { writer.member("completedFasts", int: completedFasts) }
        if let license { writer.member("license", string: license) }
        if let transitionMomentShown { writer.member("transitionMomentShown", bool: transitionMomentShown) }
        writer.member("version", int: version)
        return writer.finish()
    }
}

extension RemindersDocument {
    package static func readFast(_ data: Data) -> RemindersDocument? {
        JSONCursor.readDocument(data, startingFrom: RemindersDocument()) { document, cursor, key in
            if key == "fastID" { document.fastID = cursor.uuid(); return document.fastID != nil }
            if key == "announcedPhase" { document.announcedPhase = cursor.string(); return document.announcedPhase != nil }
            if key == "targetAnnounced" { document.targetAnnounced = cursor.bool(); return document.targetAnnounced != nil }
            return nil
        }
    }

    package func writeJSON() throws -> Data? {
        var writer = DocumentWriter()
        if let announcedPhase { writer.member("announcedPhase", string: announcedPhase) }
        if let fastID { writer.member("fastID", string: fastID.uppercaseText) }
        if let targetAnnounced { writer.member("targetAnnounced", bool: targetAnnounced) }
        writer.member("version", int: version)
        return writer.finish()
    }
}

extension JSONCursor {
    /// Reads a small document whose members are all optional: `version` is required, a
    /// member that is null reads as absent, and `member` reads the rest into `document`,
    /// answering nil for a key it does not know (skipped, as JSONDecoder ignores it) and
    /// false for a value it does not take.
    static func readDocument<Document: VersionedDocument>(
        _ data: Data,
        startingFrom empty: Document,
        _ member: (inout Document, inout JSONCursor, Key) -> Bool?
    ) -> Document? {
        read(data) { cursor in
            var document = empty
            var version: Int?
            let whole = cursor.object { cursor, key in
                if key == "version" { version = cursor.int(); return version != nil }
                if cursor.null() { return true }
                return member(&document, &cursor, key) ?? cursor.skipValue()
            }
            guard whole, let version else { return nil }
            document.version = version
            return document
        }
    }
}
