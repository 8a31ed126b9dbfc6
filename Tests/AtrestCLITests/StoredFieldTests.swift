import Domain
import Foundation
import Store
import Testing

/// A stored record's members are declared once, in its field table (`StoredRecord.fields`);
/// these tests hold export, import and `log --json` to the tables, so a member added there
/// and forgotten here fails a test rather than vanishing on the way.
@Suite struct StoredFieldTests {
    /// Members the store keeps that are not the person's data, and so do not travel: the
    /// running fast's copy of the count of fasts (the export carries its own count).
    static let storeOnly: Set<String> = ["recordedCount"]

    static let zone = ZoneDatabase().zoneOrUTC(named: "Asia/Kathmandu")
    static let fast = FastingSession(
        id: UUID(), start: instant("2026-11-19T18:00:00Z"), end: instant("2026-11-20T11:30:00Z"),
        targetHours: 17.5, timeZone: zone, note: "broth at noon, é"
    )
    static let running = ActiveFast(id: UUID(), start: instant("2026-11-21T04:00:00Z"), targetHours: 18.5, timeZone: zone, note: "before the trip")
    static let glass = WaterEntry(id: UUID(), at: instant("2026-11-20T07:00:00Z"), milliliters: 330, timeZone: zone)
    static let settings = Settings(targetHours: 18.5, waterUnit: .oz, waterAmount: 300, vigil: true, motion: false)

    static func instant(_ text: String) -> Date { Timestamp.parse(text) ?? .distantPast }

    /// A home holding one of every record, each member away from its default.
    static func populated() throws -> TestApp {
        let app = TestApp()
        try app.store.saveHistory(History([fast]))
        try app.store.saveActiveFast(running, recordedCount: 1)
        try app.store.saveWater([glass], month: WaterMonth(containing: glass.at))
        try app.store.saveSettings(settings)
        return app
    }

    static func keys(_ value: Any?) -> Set<String> {
        Set((value as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// `active.json` names the running fast's members in its own table (reusing
    /// `ActiveFast.fields` there cost `status` 5.8 % more instructions); the two must agree,
    /// or a member added to one would not reach the other's file.
    @Test func theRunningFastsTwoTablesNameTheSameMembers() {
        // `end` is declared only to refuse a running fast that has one.
        let members = Set(ActiveFast.fields.map(\.name).filter { $0 != "end" })
        #expect(Set(StoredActiveFast.fields.map(\.name)) == members.union(Self.storeOnly))
    }

    /// The fixtures hold every declared member away from a blank record's, so a member that
    /// a format leaves out is missed by these tests and not passed over as absent.
    @Test func theFixturesHoldEveryMember() {
        for field in FastingSession.declared { #expect(!field.same(Self.fast, FastingSession.blank), "StoredFieldTests.fast has no \(field.text)") }
        for field in ActiveFast.declared { #expect(!field.same(Self.running, ActiveFast.blank), "StoredFieldTests.running has no \(field.text)") }
        for field in WaterEntry.declared { #expect(!field.same(Self.glass, WaterEntry.blank), "StoredFieldTests.glass has no \(field.text)") }
    }

    /// A glass of water's table is written out by hand for `water add`'s start-up; it must
    /// name the members `WaterEntry.declared` does, as the running fast's must.
    @Test func aGlassOfWatersTableNamesTheDeclaredMembers() {
        #expect(Set(WaterEntry.fields.map(\.name)) == Set(WaterEntry.declared.map(\.text)))
    }

    @Test func everyDeclaredMemberIsExported() throws {
        let app = try Self.populated()
        let export = app.run("export")
        #expect(export.code == 0, "\(export.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let tables: [(String, [String], Any?)] = [
            ("a recorded fast", FastingSession.fields.map(\.name), (document["sessions"] as? [Any])?.first),
            ("the running fast", StoredActiveFast.fields.map(\.name), document["activeFast"]),
            ("a glass of water", WaterEntry.fields.map(\.name), (document["water"] as? [Any])?.first),
            ("the settings", Settings.fields.map(\.name), document["settings"]),
        ]
        for (what, declared, exported) in tables {
            let missing = Set(declared).subtracting(Self.storeOnly).subtracting(Self.keys(exported))
            #expect(missing.isEmpty, "\(what): export leaves out \(missing.sorted())")
        }
    }

    @Test func everyDeclaredMemberComesBackThroughImport() throws {
        let source = try Self.populated()
        let export = source.run("export")
        let target = TestApp()
        target.write(export.stdout, to: target.home + "/export.json")
        let imported = target.run("import", target.home + "/export.json")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(try target.store.loadHistory() == History([Self.fast]))
        #expect(try target.store.loadActiveFast()?.fast == Self.running)
        #expect(try target.store.loadWater(month: WaterMonth(containing: Self.glass.at)) == [Self.glass])
        #expect(try target.store.loadSettings() == Self.settings)
    }

    @Test func everyDeclaredMemberOfAFastIsInLogJSON() throws {
        let app = try Self.populated()
        let log = app.run("log", "--json")
        #expect(log.code == 0, "\(log.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(log.stdout.utf8)) as? [String: Any])
        let list = try #require(document["fasts"] as? [Any])
        let missing = Set(FastingSession.fields.map(\.name)).subtracting(Self.keys(list.first))
        #expect(missing.isEmpty, "log --json leaves out \(missing.sorted())")
    }
}
