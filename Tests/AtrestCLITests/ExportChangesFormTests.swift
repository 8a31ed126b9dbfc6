import Domain
import Foundation
import Store
import Testing

/// The export's `changes` writes ids and instants as the rest of the export does (lower-case
/// ids; a running fast's instants with its own zone's offset; stamps, which belong to no zone,
/// in UTC), and an export written before, in the store's own form, still imports.
@Suite struct ExportChangesFormTests {
    /// A home holding every kind of entry `changes` has: stamps, a setting's stamp, a deletion,
    /// and a second running fast begun in Tokyo (kept beside the one running here).
    static func home() -> TestApp {
        let desk = SyncTests.Desk()
        desk.homes[0].run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        desk.homes[0].run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00")
        desk.homes[0].run("delete", "last")
        desk.homes[0].run("config", "target-hours", "18")
        desk.homes[0].run("start", "--at", "-3h")
        desk.homes[1].timeZone = ZoneDatabase().zoneOrUTC(named: "Asia/Tokyo")
        desk.homes[1].run("start", "--at", "-1h")
        desk.sync(1)
        desk.sync(0)
        return desk.homes[0]
    }

    static func changes(_ text: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["changes"] as? [String: Any])
    }

    @Test func idsAreLowerCaseAndInstantsCarryTheirOffset() throws {
        let text = ExportImportTests.export(Self.home())
        let changes = try Self.changes(text)
        for list in ["deletions", "running", "settings", "stamps"] {
            #expect(!(changes[list] as? [Any] ?? []).isEmpty, "the fixture has \(list)")
        }
        // No id anywhere in the document is written in upper case.
        let upper = try NSRegularExpression(pattern: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")
        let found = upper.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        #expect(found.allSatisfy { $0 == $0.lowercased() }, "upper-case ids: \(found.filter { $0 != $0.lowercased() })")
        // The second running fast's start is written as activeFast's is: with its zone's offset.
        let running = try #require((changes["running"] as? [[String: Any]])?.first)
        #expect(running["timeZone"] as? String == "Asia/Tokyo")
        #expect(running["start"] as? String == "2026-11-21T20:00:00+09:00")
        #expect((running["id"] as? String).map { $0 == $0.lowercased() } == true)
        // Stamps are moments on some computer, in no zone: UTC, as the export writes an instant at offset 0.
        // Every stamp, the running fasts' own included (they name the same id as a running entry).
        let stamps = try #require(changes["stamps"] as? [[String: Any]])
        let runningIDs = Set((changes["running"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(stamps.contains { runningIDs.contains($0["id"] as? String ?? "") }, "the fixture stamps a running fast")
        for stamp in stamps {
            #expect((stamp["changed"] as? String)?.hasSuffix("Z") == true, "\(stamp)")
        }
    }

    /// The same home's export with `changes` as earlier versions wrote it (the store's form:
    /// upper-case ids, instants in UTC) imports into a new home as today's does.
    @Test func anExportInTheEarlierFormStillImports() throws {
        let source = Self.home()
        let text = ExportImportTests.export(source)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        object["changes"] = try Self.storedForm(Self.changes(text))
        let earlier = ExportImportTests.importing(object, into: TestApp())
        #expect(earlier.code == 0, "\(earlier.stderr)")
        let today = TestApp()
        today.input = Data(text.utf8)
        let now = today.run("import", "-")
        #expect(now.stdout == earlier.stdout)
        let imported = TestApp()
        _ = ExportImportTests.importing(object, into: imported)
        #expect(ExportImportTests.withoutExportedAt(ExportImportTests.export(imported)) == ExportImportTests.withoutExportedAt(ExportImportTests.export(today)))
    }

    /// Every id in upper case and every instant in UTC, as `changes.json` keeps them.
    static func storedForm(_ value: Any) throws -> Any {
        if let list = value as? [Any] { return try list.map(storedForm) }
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (key, member) in object {
                if let text = member as? String, key != "note" {
                    if let id = UUID(uuidString: text) {
                        result[key] = id.uuidString.uppercased()
                    } else if let instant = Timestamp.parse(text) {
                        result[key] = Timestamp.formatUTC(instant)
                    } else {
                        result[key] = text
                    }
                } else {
                    result[key] = try storedForm(member)
                }
            }
            return result
        }
        return value
    }
}
