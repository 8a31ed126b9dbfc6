import Foundation
import Testing

/// `add` refused for its times says how it read them: a time alone is the latest one past,
/// so `--end 12:00` typed before noon is yesterday's noon, before a start of yesterday evening.
@Suite struct AddTimesReadTests {
    @Test func anEndReadAsYesterdaysSaysTheInstantsItUnderstood() throws {
        // Friday 27 November, 10:00 in Berlin.
        let app = TestApp(now: "2026-11-27T09:00:00Z")
        let result = app.run("add", "--start", "yesterday 20:00", "--end", "12:00")
        #expect(result.code == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first == "atrest: --end 12:00 reads as Thu 26 Nov 12:00, before --start 'yesterday 20:00' (Thu 26 Nov 20:00)", "\(result.stderr)")
        #expect(lines.last == "  a time alone is the latest one already past; name the day for another: --end 'today 12:00'", "\(result.stderr)")
        #expect(try app.store.loadHistory().sessions.isEmpty)
        // After noon the same line is the fast meant.
        app.setClock("2026-11-27T13:00")
        #expect(app.run("add", "--start", "yesterday 20:00", "--end", "12:00").code == 0)
    }

    @Test func anEndAtTheStartIsSaidAsTheSameMoment() {
        let app = TestApp(now: "2026-11-27T09:00:00Z")
        let result = app.run("add", "--start", "2026-11-26T12:00", "--end", "12:00")
        #expect(result.code == 2)
        #expect(result.stderr.hasPrefix("atrest: --end 12:00 reads as Thu 26 Nov 12:00, the same moment as --start 2026-11-26T12:00 (Thu 26 Nov 12:00)"), "\(result.stderr)")
        // Dates given in full need no word on times alone.
        let dated = app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-20T18:00")
        #expect(dated.stderr == "atrest: --end 2026-11-20T18:00 reads as Fri 20 Nov 18:00, before --start 2026-11-20T20:00 (Fri 20 Nov 20:00)\n  a fast ends after it begins\n", "\(dated.stderr)")
    }

    @Test func aFastTooShortSaysTheSpanItWasReadAs() {
        let app = TestApp(now: "2026-11-27T09:00:00Z")
        let result = app.run("add", "--start", "yesterday 20:00", "--end", "22:00")
        #expect(result.code == 2)
        #expect(result.stderr.contains("atrest keeps fasts of 4 hours or more"), "\(result.stderr)")
        #expect(result.stderr.contains("--start 'yesterday 20:00' and --end 22:00 read as Thu 26 Nov 20:00 → 22:00"), "\(result.stderr)")
    }
}
