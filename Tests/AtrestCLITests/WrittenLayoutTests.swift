import Domain
import Foundation
import JSON
@testable import Store
import Testing

/// Fasts and water read in the layout atrest writes without their tables
/// (`StoredRecord+Written`): the records the tables read, for what atrest writes, and the
/// tables' way for anything else.
@Suite struct WrittenLayoutTests {
    static let zones = ZoneDatabase()
    static let fasts = [
        FastingSession(id: UUID(), start: instant("2026-11-19T18:00:00Z"), end: instant("2026-11-20T11:30:00Z"), targetHours: 17.5,
                       timeZone: zones.zoneOrUTC(named: "Asia/Kathmandu"), note: "broth at noon, é \"x\"\\"),
        FastingSession(id: UUID(), start: instant("2026-11-20T19:00:00Z"), end: instant("2026-11-21T12:00:00Z"), targetHours: 16, timeZone: .utc),
        FastingSession(id: UUID(), start: instant("2026-11-21T19:00:00Z"), end: instant("2026-11-22T12:00:00Z"), targetHours: 16,
                       timeZone: zones.zoneOrUTC(named: "Mars/Olympus")),
    ]
    static let water = [
        WaterEntry(id: UUID(), at: instant("2026-11-20T07:00:00Z"), milliliters: 330, timeZone: zones.zoneOrUTC(named: "Europe/Berlin")),
        WaterEntry(id: UUID(), at: instant("2026-11-20T08:00:00Z"), milliliters: 5000, timeZone: .utc),
    ]

    static func instant(_ text: String) -> Date { Timestamp.parse(text) ?? .distantPast }

    @Test func theTablesHoldTheMembersReadHere() {
        // A member added to a table is not read here: teach `StoredRecord+Written` the new member.
        #expect(FastingSession.fields.map(\.name) == ["end", "id", "note", "start", "targetHours", "timeZone"])
        #expect(WaterEntry.fields.map(\.name) == ["at", "id", "milliliters", "timeZone"])
    }

    @Test func whatIsWrittenIsReadWithoutTheTableAndTheSame() throws {
        for fast in Self.fasts {
            let line = try Self.line(RecordFile.write([fast], under: "sessions"))
            #expect(Self.readWritten(FastingSession.self, line) == fast, "\(line)")
        }
        for entry in Self.water {
            let line = try Self.line(RecordFile.write([entry], under: "entries"))
            #expect(Self.readWritten(WaterEntry.self, line) == entry, "\(line)")
        }
        let fasts = try RecordFile.readList(FastingSession.self, under: "sessions", from: RecordFile.write(Self.fasts, under: "sessions"), path: "x", zones: Self.zones)
        #expect(fasts == Self.fasts)
        let water = try RecordFile.readList(WaterEntry.self, under: "entries", from: RecordFile.write(Self.water, under: "entries"), path: "x", zones: Self.zones)
        #expect(water == Self.water)
    }

    @Test func anyOtherLayoutIsTheTablesToRead() throws {
        let id = "14D351F6-329C-4529-AEF5-AD0526BB5CA2"
        let others = [
            #"{"id" : "\#(id)", "end" : "2020-01-01T15:34:00Z", "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC"}"#,
            #"{"end" : "2020-01-01T15:34:00Z", "id" : "\#(id)", "note" : null, "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC"}"#,
            #"{"end" : "2020-01-01T15:34:00Z", "id" : "\#(id)", "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC", "more" : 1}"#,
            #"{"end" : "2020-01-01T15:34:00Z", "id" : "\#(id)", "start" : "2019-12-31T19:45:00Z", "timeZone" : "UTC"}"#,
        ]
        for (index, text) in others.enumerated() {
            #expect(Self.readWritten(FastingSession.self, Array(text.utf8)) == nil, "\(text)")
            // The table reads it as before: in any order, a null note, another tool's member;
            // and refuses the fast without its target, naming it.
            let document = Data("{\"sessions\" : [\(text)], \"version\" : 1}".utf8)
            let read = Result { try RecordFile.readList(FastingSession.self, under: "sessions", from: document, path: "x", zones: Self.zones) }
            if index < 3 {
                #expect((try? read.get())?.map(\.id.uuidString) == [id], "\(text)")
            } else {
                #expect(throws: StoreError.self) { try read.get() }
            }
        }
    }

    static let running = [
        StoredActiveFast(fast: ActiveFast(id: UUID(), start: instant("2026-11-27T22:34:23Z"), targetHours: 16, timeZone: .utc), recordedCount: 3653),
        StoredActiveFast(
            fast: ActiveFast(id: UUID(), start: instant("2026-11-27T22:34:23Z"), targetHours: 17.5,
                             timeZone: zones.zoneOrUTC(named: "Asia/Kathmandu"), note: "broth at noon, é \"x\"\\"),
            recordedCount: 0
        ),
    ]

    /// The running fast (`active.json`), read without its table on every `status`.
    @Test func theRunningFastIsReadWithoutItsTableAndTheSame() throws {
        #expect(StoredActiveFast.fields.map(\.name) == ["id", "note", "recordedCount", "start", "targetHours", "timeZone"])
        for stored in Self.running {
            let document = try RecordFile.write(stored, under: "fast")
            let text = String(decoding: document, as: UTF8.self)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \"fast\" : ") })
            #expect(Self.readWritten(StoredActiveFast.self, Array(line.dropFirst(11).dropLast().utf8)) == stored, "\(line)")
            #expect(try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: document, path: "x", zones: Self.zones) == stored)
        }
        let id = "14D351F6-329C-4529-AEF5-AD0526BB5CA2"
        let others = [
            #"{"recordedCount" : 2, "id" : "\#(id)", "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC"}"#,
            #"{"id" : "\#(id)", "note" : null, "recordedCount" : 2, "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC"}"#,
            #"{"id" : "\#(id)", "recordedCount" : 2, "start" : "2019-12-31T19:45:00Z", "targetHours" : 16, "timeZone" : "UTC", "more" : 1}"#,
            #"{"id" : "\#(id)", "recordedCount" : 2, "start" : "2019-12-31T19:45:00Z", "timeZone" : "UTC"}"#,
        ]
        for (index, text) in others.enumerated() {
            #expect(Self.readWritten(StoredActiveFast.self, Array(text.utf8)) == nil, "\(text)")
            let document = Data("{\"fast\" : \(text), \"version\" : 1}".utf8)
            let read = Result { try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: document, path: "x", zones: Self.zones) }
            if index < 3 {
                #expect((try? read.get())??.fast.id.uuidString == id, "\(text)")
            } else {
                #expect(throws: StoreError.self) { try read.get() }
            }
        }
    }

    /// The account (`account.json`), read without its table on every `status`.
    @Test func theAccountIsReadWithoutItsTableAndTheSame() throws {
        #expect(Account.fields.map(\.name) == ["broughtInFasts", "completedFasts", "license", "transitionMomentShown"])
        let accounts = [
            Account(), Account(transitionMomentShown: true), Account(completedFasts: 3), Account(broughtInFasts: 3650),
            Account(licenseToken: "a.b \"c\"\\ é", transitionMomentShown: true, completedFasts: 12, broughtInFasts: 7),
        ]
        for account in accounts {
            let document = try RecordFile.write(members: account)
            #expect(Account.readWritten(document) == account, "\(String(decoding: document, as: UTF8.self))")
            #expect(try RecordFile.readMembers(Account.self, from: document, path: "x", zones: Self.zones) == account)
        }
        let others = [
            "{\n  \"completedFasts\" : 3,\n  \"broughtInFasts\" : 2,\n  \"transitionMomentShown\" : false,\n  \"version\" : 1\n}\n",
            "{\n  \"completedFasts\" : null,\n  \"transitionMomentShown\" : false,\n  \"version\" : 1\n}\n",
            "{\n  \"more\" : 1,\n  \"transitionMomentShown\" : true,\n  \"version\" : 1\n}\n",
            "{\"transitionMomentShown\":false,\"version\":1}",
            "{\n  \"completedFasts\" : 3.5,\n  \"transitionMomentShown\" : false,\n  \"version\" : 1\n}\n",
            "{\n  \"transitionMomentShown\" : false,\n  \"version\" : 2\n}\n",
            "{\n  \"transitionMomentShown\" : false,\n  \"version\" : 1\n}\n}",
        ]
        for (index, text) in others.enumerated() {
            let document = Data(text.utf8)
            #expect(Account.readWritten(document) == nil, "\(text)")
            let read = Result { try RecordFile.readMembers(Account.self, from: document, path: "x", zones: Self.zones) }
            if index < 4 {
                #expect((try? read.get()) != nil, "\(text)")
            } else {
                #expect(throws: StoreError.self) { try read.get() }
            }
        }
    }

    /// The one record line of a written document.
    static func line(_ document: Data) throws -> [UInt8] {
        let text = String(decoding: document, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("    {") })
        return Array(line.dropFirst(4).utf8)
    }

    static func readWritten<Record: StoredRecord>(_ type: Record.Type, _ bytes: [UInt8]) -> Record? {
        bytes.withUnsafeBytes { raw in
            var cursor = JSONCursor(raw)
            var zones = ZoneCache(database: Self.zones)
            guard let record = Record.readWritten(&cursor, zones: &zones), cursor.isAtEnd else { return nil }
            return record
        }
    }
}
