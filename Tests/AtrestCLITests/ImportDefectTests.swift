import AtrestCLI
import Domain
import Foundation
import JSON
import Store
import Testing

/// Issue 18's import defects that need no stamps, each reproduced on the landed main first.
@Suite struct ImportDefectTests {
    static func document(_ change: (inout [String: Any]) -> Void) throws -> String {
        let source = ExportImportTests.populated()
        var document = try #require(try JSONSerialization.jsonObject(with: Data(ExportImportTests.export(source).utf8)) as? [String: Any])
        change(&document)
        return String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
    }

    /// A zone this computer's tz database does not have (a newer one wrote it, or none is
    /// installed) keeps its name and counts as UTC, as the README says; the file imports.
    @Test func aZoneThisSystemDoesNotKnowKeepsItsName() throws {
        let text = try Self.document { document in
            ExportImportTests.edit(&document, "sessions", 0) { $0["timeZone"] = "Mars/Olympus" }
        }
        let target = TestApp()
        target.input = Data(text.utf8)
        let result = target.run("import", "-")
        #expect(result.code == 0, "\(result.stderr)")
        let zones = try target.store.loadHistory().sessions.map(\.timeZone.identifier)
        #expect(zones.contains("Mars/Olympus"))
        #expect(ExportImportTests.export(target).contains(#""timeZone": "Mars/Olympus""#), "exported again under its name")
    }

    /// `TZ` given as a path into the database is that zone, under its name.
    @Test(arguments: ["/usr/share/zoneinfo/Asia/Tokyo", ":/usr/share/zoneinfo/Asia/Tokyo"])
    func aZonePathIsStoredAsTheZonesName(_ value: String) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Asia/Tokyo"))
        let choice = ZoneDatabase().choice(environment: ["TZ": value])
        #expect(choice.zone.identifier == "Asia/Tokyo")
        #expect(choice.zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_800_000_000)) == 9 * 3600)
    }

    /// An offset past ±18 hours has no written form an import takes: such a rule is refused
    /// where it is read, and a fast kept under it exports and imports like any other.
    @Test(arguments: ["<ABC>-19", "<ABC>+24", "ABC-5XYZ-19", "<ABC>-18"])
    func offsetsPastEighteenHoursNeverReachAnExport(_ rule: String) throws {
        let zone = ZoneDatabase().choice(environment: ["TZ": rule]).zone
        #expect(abs(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_800_000_000))) <= 18 * 3600)
        let source = TestApp(now: "2026-11-21T12:00:00Z")
        source.timeZone = zone
        #expect(source.run("add", "--start", "-20h", "--end", "-2h").code == 0)
        let export = source.run("export")
        #expect(!export.stdout.contains("+19:00") && !export.stdout.contains("+24:00") && !export.stdout.contains("-19:00"))
        let target = TestApp()
        target.input = Data(export.stdout.utf8)
        let imported = target.run("import", "-")
        #expect(imported.code == 0, "\(rule): \(imported.stderr)")
        #expect(try target.store.loadHistory().sessions.count == 1)
    }

    /// Keys atrest does not know are still passed over, and the person is told which.
    @Test func unknownKeysAreNamedInOneLine() throws {
        let text = try Self.document { document in
            document["Sessions"] = document["sessions"]
            document["sessions"] = nil
            var settings = document["settings"] as? [String: Any] ?? [:]
            settings["targethours"] = 20
            document["settings"] = settings
            ExportImportTests.edit(&document, "water", 0) { $0["timezone"] = "UTC" }
            ExportImportTests.edit(&document, "water", 1) { $0["timezone"] = "UTC" }
        }
        let target = TestApp()
        target.input = Data(text.utf8)
        let result = target.run("import", "-")
        #expect(result.code == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(#""Sessions""#) && result.stderr.contains(#""settings.targethours""#))
        #expect(result.stderr.contains(#""water[].timezone""#), "one place, however many entries hold it")
        // An export atrest wrote has no key it does not know: nothing is said.
        let plain = TestApp()
        plain.input = Data(ExportImportTests.export(ExportImportTests.populated()).utf8)
        #expect(plain.run("import", "-").stderr.isEmpty)
    }

    /// atrest's own export of some 430,000 glasses (fifteen years of one an hour) is within
    /// what import takes, measured by what a real export writes per glass.
    @Test func anExportOfFourHundredThirtyThousandGlassesIsWithinTheLimit() throws {
        let app = TestApp()
        let zone = ZoneDatabase().zoneOrUTC(named: "America/Argentina/ComodRivadavia")
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<2_000).map { WaterEntry(at: start.addingTimeInterval(Double($0) * 3_600), milliliters: 1_250, timeZone: zone) }
        for month in Set(entries.map { WaterMonth(containing: $0.at) }) {
            try app.store.saveWater(entries.filter { WaterMonth(containing: $0.at) == month }, month: month)
        }
        let perGlass = Double(app.run("export").stdout.utf8.count) / Double(entries.count)
        // Blank input of that size: refused as empty once read, not unread as too large.
        let target = TestApp()
        target.input = Data(repeating: 0x20, count: Int(perGlass * 430_000))
        let result = target.run("import", "-")
        #expect(!result.stderr.contains("larger than"), "\(perGlass) bytes a glass: \(result.stderr)")
        #expect(result.stderr.contains("is empty"))
    }
}
