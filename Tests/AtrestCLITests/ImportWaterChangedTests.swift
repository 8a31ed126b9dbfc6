import Foundation
import Testing

/// A water entry the file holds otherwise than here, under the same id (a hand-edited file,
/// another tool's): the import changes it and says so, never "already here; nothing was changed".
@Suite struct ImportWaterChangedTests {
    private func file(_ app: TestApp, _ name: String, milliliters: Int, at: String) throws -> String {
        let text = """
        {"format": "atrest-export", "version": 1, "exportedAt": "2026-11-21T10:00:00Z", "sessions": [], "activeFast": null,
         "water": [{"id": "21111111-2222-4333-8444-555555555555", "at": "\(at)", "milliliters": \(milliliters), "timeZone": "UTC"}]}
        """
        let path = app.home + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aChangedWaterEntryIsSaidAsChanged() throws {
        let app = TestApp()
        #expect(app.run("import", try file(app, "first.json", milliliters: 300, at: "2026-11-20T10:00:00Z")).stdout == "Added 1 water entry.\n")
        let other = try file(app, "other.json", milliliters: 250, at: "2026-11-20T11:00:00Z")
        let dry = app.run("import", other, "--dry-run")
        #expect(dry.code == 0 && dry.stdout.hasPrefix("Would change 1 water entry.\n"), "\(dry)")
        let result = app.run("import", other)
        #expect(result.code == 0 && result.stdout == "Changed 1 water entry.\n", "\(result)")
        #expect(app.run("water", "--json", "--date", "2026-11-20").stdout.contains("\"milliliters\": 250"))
        let again = app.run("import", other)
        #expect(again.stdout.hasSuffix("other.json is already here; nothing was changed.\n"), "\(again)")
    }
}
