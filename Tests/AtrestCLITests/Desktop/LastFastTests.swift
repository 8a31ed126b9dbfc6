import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// `status --json` at idle names the newest recorded fast, from a copy kept beside the history.
@Suite struct LastFastTests {
    private func lastFast(_ app: TestApp) throws -> Any? {
        let object = try JSONSerialization.jsonObject(with: Data(app.run("status", "--json").stdout.utf8)) as? [String: Any]
        let found = try #require(object)
        #expect(found["state"] as? String == "idle")
        #expect(found.keys.contains("lastFast"))
        return found["lastFast"]
    }

    @Test func nullBeforeAnyFast() throws {
        #expect(try lastFast(TestApp()) is NSNull)
    }

    @Test func theFastJustEndedWithItsTree() throws {
        let app = TestApp()
        app.run("start", "--at", "-17h")
        app.run("end")
        let fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["start"] as? String == "2026-11-20T20:00:00+01:00")
        #expect(fast["end"] as? String == "2026-11-21T13:00:00+01:00")
        #expect(fast["tree"] as? String == "established")
        #expect(FileManager.default.fileExists(atPath: app.paths.lastFast))
    }

    @Test func followsEveryChangeToTheHistory() throws {
        let app = TestApp()
        app.run("add", "--start", "-30h", "--end", "-20h")
        app.run("add", "--start", "-60h", "--end", "-50h")
        // Added later but older: the newest by end stays.
        var fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["end"] as? String == "2026-11-20T17:00:00+01:00")
        let newest = app.run("log", "--json").stdout
        let id = try #require((try JSONSerialization.jsonObject(with: Data(newest.utf8)) as? [String: Any])?["fasts"] as? [[String: Any]])[0]["id"] as? String
        app.run("delete", try #require(id))
        fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["end"] as? String == "2026-11-19T11:00:00+01:00")
        app.run("undo")
        fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["end"] as? String == "2026-11-20T17:00:00+01:00")
    }

    @Test func aHistoryWithoutTheCopyIsReadInstead() throws {
        let app = TestApp()
        app.run("add", "--start", "-30h", "--end", "-20h")
        // As an earlier atrest left it: year files, no copy; and a copy that does not read.
        try FileManager.default.removeItem(atPath: app.paths.lastFast)
        var fast = try #require(try lastFast(app) as? [String: Any])
        // The tree as the log names it (a fast of ten hours against sixteen grows none).
        #expect(fast.keys.contains("tree") && app.run("log", "--json").stdout.contains("\"tree\": null"))
        #expect(fast["tree"] is NSNull)
        app.write("{not json", to: app.paths.lastFast)
        fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["end"] as? String == "2026-11-20T17:00:00+01:00")
    }

    @Test func statusReadsOnlyTheCopyNotTheYears() throws {
        let app = TestApp()
        app.run("add", "--start", "-30h", "--end", "-20h")
        // A year file that does not read would stop any reader of the history: status never opens it.
        app.write("{not json", to: app.paths.sessions(year: 2019))
        let fast = try #require(try lastFast(app) as? [String: Any])
        #expect(fast["end"] as? String == "2026-11-20T17:00:00+01:00")
    }
}
