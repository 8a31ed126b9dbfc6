import AtrestCLI
import Foundation
import Testing

/// `end`, `add`, `edit` and `delete` say which fast they touched in one shape: a verb, then the
/// fast's span and length as `log` writes them.
@Suite struct ConfirmationTests {
    static let fast = "Sun 22 Nov 20:00 → Mon 23 Nov 12:00 (16h 0m)"

    @Test func endAndAddRecordAlike() {
        let ended = TestApp(now: "2026-11-23T11:00:00Z")
        ended.run("start", "--at", "2026-11-22T20:00")
        #expect(ended.run("end").stdout == "Recorded \(Self.fast).\n")

        let added = TestApp(now: "2026-11-23T11:00:00Z")
        let lines = added.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00").stdout.split(separator: "\n")
        #expect(lines.first == "Recorded \(Self.fast).")
        #expect(lines.count == 2 && lines[1].hasPrefix("id "), "then the id, dimly")
    }

    @Test func deleteAndEditSayTheFastTheSameWay() throws {
        let app = TestApp(now: "2026-11-23T11:00:00Z")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00")
        let id = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]]).first?["id"] as? String ?? ""
        let short = String(id.prefix(8))

        let noted = app.run("edit", short, "--note", "rain").stdout.split(separator: "\n")
        #expect(noted.first == "Changed \(Self.fast).")

        // A new reference changes no time: one span, and what changed.
        let referenced = app.run("edit", short, "--target", "17").stdout
        #expect(referenced == "Changed \(Self.fast).\nReference: 17h, not 16h.\n", "\(referenced)")

        let moved = app.run("edit", short, "--end", "2026-11-23T11:00").stdout
        #expect(moved == "Changed \(Self.fast)\n     to Sun 22 Nov 20:00 → Mon 23 Nov 11:00 (15h 0m).\n")

        #expect(app.run("delete", short).stdout == "Removed Sun 22 Nov 20:00 → Mon 23 Nov 11:00 (15h 0m).\n")
    }

    @Test func aFastTooShortToKeepIsSaidInTheSameShape() {
        let app = TestApp(now: "2026-11-22T22:00:00Z")
        app.run("start", "--at", "2026-11-22T20:00")
        #expect(app.run("end").stdout == "Sun 22 Nov 20:00 → 23:00 (3h 0m): fasts under 4 hours are not kept, so nothing was recorded.\n")
    }
}
