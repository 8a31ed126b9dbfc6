import Domain
import Foundation
import Interchange
import JSON
import Store
import Testing

/// atrest's own export read without a tree (`DirectExportReader`): the same document as the
/// general reader's for what atrest writes, and nil — the general reader then reads it and
/// says what it says — for anything that reader refuses or remarks on.
@Suite struct DirectImportTests {
    static let zone = ZoneDatabase().zoneOrUTC(named: "Europe/Berlin")

    /// An export as atrest writes one, with what the direct reader must carry: zones by name
    /// and left out, offsets, a target with a fraction, a note with escapes and beyond ASCII,
    /// the running fast, settings and the ledger of changes.
    static let written = #"""
    {
      "format": "atrest-export",
      "version": 1,
      "exportedAt": "2026-11-20T08:00:00+01:00",
      "sessions": [
        {"id": "aad71e75-cde2-488e-9280-938ad5a104f2", "start": "2026-11-01T19:37:00Z", "end": "2026-11-02T12:25:00Z", "targetHours": 16, "timeZone": "UTC"},
        {"id": "E921B899-9BC0-4F86-B44A-A38ABC456C1E", "start": "2026-11-02T20:38:00+01:00", "end": "2026-11-03T14:56:00+01:00", "targetHours": 16.5, "timeZone": "Europe/Berlin", "note": "caf\u00e9 \"slow\" — done"},
        {"id": "932dccd9-dd1e-47d1-98a5-a7c470004edb", "start": "2026-11-03T20:39:00-05:00", "end": "2026-11-04T15:47:00-05:00", "note": null}
      ],
      "activeFast": {"id": "11111111-2222-4333-8444-555555555555", "start": "2026-11-19T19:00:00Z", "targetHours": 18, "timeZone": "America/New_York"},
      "water": [
        {"id": "30989068-7bd2-4c7a-8e7c-27b0fb57ff1d", "at": "2026-11-02T10:42:00Z", "milliliters": 318, "timeZone": "UTC"},
        {"id": "d3fa08c6-cfea-4e7d-a42a-b8005997c8ef", "at": "2026-11-02T12:17:00+01:00", "milliliters": 236.6, "timeZone": "Europe/Berlin"},
        {"id": "705d8790-e32c-43a8-8ed2-181cfc4d8dc6", "at": "2026-11-02T13:48:00+01:00", "milliliters": 250}
      ],
      "settings": {"targetHours": 18, "waterUnit": "oz", "waterAmount": 300, "vigil": true},
      "completedFasts": 12,
      "transitionMomentShown": true,
      "changes": {"deletions": [{"changed": "2026-11-10T06:45:28Z", "changedBy": "07633069-B45C-4595-85CC-631EAACE36D5", "id": "B921B899-9BC0-4F86-B44A-A38ABC456C1E", "kind": "fast"}], "running": [], "settings": [], "stamps": [], "version": 1}
    }
    """#

    static func general(_ text: String) throws -> ImportDocument {
        try ImportDocument.read(try JSONValue.parse(Data(text.utf8)), now: Date(timeIntervalSince1970: 1_795_000_000), localZone: zone, zones: ZoneDatabase())
    }

    static func direct(_ text: String) -> ImportDocument? {
        DirectExportReader.read(Data(text.utf8), localZone: zone, zones: ZoneDatabase())
    }

    @Test func whatAtrestWritesIsReadAsTheGeneralReaderReadsIt() throws {
        let general = try Self.general(Self.written)
        let direct = try #require(Self.direct(Self.written))
        #expect(direct.sessions == general.sessions)
        #expect(direct.sessionPaths == general.sessionPaths)
        #expect(direct.activeFast == general.activeFast)
        #expect(direct.water == general.water)
        #expect(direct.settings == general.settings)
        #expect(direct.completedFasts == 12 && general.completedFasts == 12)
        #expect(direct.transitionMomentShown && general.transitionMomentShown)
        #expect(direct.changes == general.changes && direct.changes != nil)
        #expect(direct.sessions.count == 3 && direct.water.count == 3)
        #expect(direct.sessions[1].note == "café \"slow\" — done" && direct.sessions[1].targetHours == 16.5)
        // Left out: the zone the offset implies (New York's in November is -5 hours, not Berlin's).
        #expect(direct.sessions[2].timeZone.secondsFromGMT(for: direct.sessions[2].end) == -5 * 3600)
        #expect(direct.water[1].milliliters == 237)
    }

    @Test func anExportOfAStoreIsReadDirectlyAndTheSame() throws {
        let app = TestApp()
        #expect(app.run("import", "--from", "atrest", Self.path(of: Self.written)).code == 0)
        let export = app.run("export")
        #expect(export.code == 0)
        let direct = try #require(Self.direct(export.stdout))
        let general = try Self.general(export.stdout)
        #expect(direct.sessions == general.sessions && direct.water == general.water && direct.activeFast == general.activeFast)
        #expect(direct.settings == general.settings && direct.changes == general.changes && direct.completedFasts == general.completedFasts)
    }

    /// Each is taken by the general reader with a remark, or refused with a message: either
    /// way it is the general reader's to read.
    @Test(arguments: [
        (#""sessions": ["#, #""extra": 1, "sessions": ["#),
        (#""targetHours": 16, "timeZone": "UTC"}"#, #""targetHours": 16, "timeZone": "UTC", "mood": "calm"}"#),
        (#""note": null"#, #""note": "one\nline""#),
        (#""note": null"#, #""note": 5"#),
        (#""targetHours": 16, "timeZone": "UTC"}"#, #""targetHours": 1e16, "timeZone": "UTC"}"#),
        (#""milliliters": 318"#, #""milliliters": 9000"#),
        (#""2026-11-02T12:25:00Z""#, #""2026-11-01T20:25:00Z""#),
        (#""2026-11-01T19:37:00Z""#, #""2026-11-01T19:37:00""#),
        (#""2026-11-01T19:37:00Z""#, #""1800-11-01T19:37:00Z""#),
        (#""timeZone": "UTC"}"#, #""timeZone": "Not A Zone"}"#),
        (#""aad71e75-cde2-488e-9280-938ad5a104f2""#, #""nope""#),
        (#""aad71e75-cde2-488e-9280-938ad5a104f2""#, #""932dccd9-dd1e-47d1-98a5-a7c470004edb""#),
        (#""version": 1"#, #""version": 2"#),
        (#""format": "atrest-export""#, #""format": "other""#),
        (#""completedFasts": 12"#, #""completedFasts": -1"#),
        (#""vigil": true"#, #""vigil": true, "colour": "red""#),
        (#""waterUnit": "oz""#, #""waterUnit": "cups""#),
        (#""version": 1}"#, #""version": 2}"#),
    ])
    func whatTheGeneralReaderRemarksOnOrRefusesIsLeftToIt(change: (String, String)) throws {
        let text = Self.written.replacingOccurrences(of: change.0, with: change.1)
        #expect(text != Self.written, "the change must apply")
        #expect(Self.direct(text) == nil)
    }

    private static func path(of text: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("direct-import-\(UUID().uuidString).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
