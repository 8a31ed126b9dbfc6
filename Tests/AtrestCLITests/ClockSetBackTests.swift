import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// A running fast whose start is at or ahead of the clock: ended at once, or after the
/// computer's clock was set back.
@Suite struct ClockSetBackTests {
    @Test func endRightAfterStartRecordsNothingAndBlamesNoOption() {
        let app = TestApp()
        app.run("start")
        let end = app.run("end")
        #expect(end.code == 0)
        #expect(end.stderr.isEmpty)
        #expect(end.stdout.contains(": fasts under 4 hours are not kept, so nothing was recorded."))
        #expect(app.run("status", "--quiet").code == 1)
    }

    /// Within the minute a clock may drift, a start a little ahead is still "now".
    @Test func aStartSecondsAheadOfTheClockEndsAsNoTimeAtAll() {
        let app = TestApp()
        app.run("start")
        app.advance(minutes: -0.5)
        let end = app.run("end")
        #expect(end.code == 0)
        #expect(end.stdout.hasPrefix("Sat 21 Nov 13:00 → 13:00 (0h 0m): fasts under 4 hours"), "\(end.stdout)")
    }

    @Test func aClockSetBackIsSaidPlainlyAndTheStartCanBeCorrected() throws {
        let app = TestApp(now: "2026-11-21T20:28:00Z")
        app.run("start")
        app.advance(hours: -3)
        let end = app.run("end")
        #expect(end.code == 1)
        #expect(end.stderr.contains("the running fast began at 21:28, later than this computer's clock says it is now (18:28)"))
        #expect(end.stderr.contains("atrest edit --start WHEN sets when it began"))
        #expect(!end.stderr.contains("--at"))
        // An --at is refused for the same reason, not for being before the start.
        #expect(app.run("end", "--at", "18:00").stderr.contains("the clock has likely been set back"))
        #expect(app.run("status", "--quiet").code == 0, "the fast is still running")
        let status = app.run("status").stdout
        #expect(status.contains("begins 21:28, later than this computer's clock"), "\(status)")

        let edit = app.run("edit", "--start", "14:00")
        #expect(edit.code == 0)
        #expect(edit.stdout.contains("Fasting since 14:00 (4h 28m ago), not 21:28."))
        app.advance(hours: 2)
        let ended = app.run("end")
        #expect(ended.code == 0)
        #expect(ended.stdout.contains("Recorded Sat 21 Nov 14:00 → 20:28 (6h 28m)."))
    }

    @Test func anAtBeforeTheStartIsStillNamed() {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        let end = app.run("end", "--at", "-3h")
        #expect(end.code == 2)
        #expect(end.stderr.contains("--at 10:00 is before the fast began (11:00)"))
    }

    @Test func endAtNowJustAfterStartBlamesNothing() {
        let app = TestApp()
        app.run("start")
        let end = app.run("end", "--at", "now")
        #expect(end.code == 0, "\(end.stderr)")
        #expect(end.stdout.contains("nothing was recorded"), "\(end.stdout)")
        #expect(!end.stderr.contains("--at"))
    }

    @Test func editingTheRunningFast() throws {
        let app = TestApp()
        #expect(app.run("edit", "--start", "-1h").code == 1, "no fast running")
        app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-21T08:00")
        app.run("start", "--at", "-1h")
        #expect(app.run("edit", "--end", "now").code == 2, "a running fast has no end")
        #expect(app.run("edit", "--start", "2026-11-21T07:00").code == 1, "overlaps the recorded fast")
        let target = app.run("edit", "--target", "18")
        #expect(target.code == 0)
        #expect(target.stdout.contains("18h is the running fast's reference now."))
        let fast = try #require(try app.store.loadActiveFast()?.fast)
        #expect(fast.targetHours == 18)
        #expect(fast.start == Timestamp.parse("2026-11-21T11:00:00Z"))
    }
}
