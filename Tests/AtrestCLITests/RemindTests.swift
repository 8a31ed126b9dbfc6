import AtrestCLI
import Domain
import Foundation
import Testing

/// `remind` speaks once per phase and once at the reference, and is silent otherwise.
@Suite struct RemindTests {
    @Test func idleRemindPrintsNothing() {
        let result = TestApp().run("remind")
        #expect(result.code == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func aCronLoopOverATwentyHourFastAnnouncesEachPhaseExactlyOnce() {
        let app = TestApp()
        app.run("start")
        var spoken: [String] = []
        for _ in 0...(20 * 6) {  // every ten minutes, like */10 in cron
            let output = app.run("remind").stdout
            if !output.isEmpty { spoken.append(output) }
            app.advance(minutes: 10)
        }
        let phases: [FastingPhase] = [.digestionCompleting, .beginningToShift, .metabolicTransition, .deeperRhythm, .extendedFast]
        // The reference (16 h) is passed in the same run that the extended phase begins.
        #expect(spoken.count == phases.count)
        for phase in phases {
            #expect(spoken.filter { $0.contains(phase.companionText) }.count == 1, "\(phase) once")
        }
        #expect(spoken.filter { $0.contains("reference has passed") }.count == 1)
    }

    @Test func runningTwiceInARowPrintsNothingTheSecondTime() {
        let app = TestApp()
        app.run("start", "--at", "-9h")
        #expect(!app.run("remind").stdout.isEmpty)
        #expect(app.run("remind").stdout.isEmpty)
    }

    @Test func afterALongGapOnlyTheCurrentPhaseIsTold() {
        let app = TestApp()
        app.run("start")
        _ = app.run("remind")
        app.advance(hours: 17)
        let output = app.run("remind").stdout
        #expect(output.contains(FastingPhase.extendedFast.companionText))
        #expect(!output.contains(FastingPhase.beginningToShift.companionText))
        #expect(output.contains("reference has passed"))
    }

    @Test func aNewFastStartsItsAnnouncementsAfresh() {
        let app = TestApp()
        app.run("start", "--at", "-5h")
        _ = app.run("remind")
        app.run("abandon")
        app.run("start", "--at", "-5h")
        #expect(app.run("remind").stdout.contains(FastingPhase.beginningToShift.companionText))
    }

    @Test func remindersCarryVigilLinesOnlyWhenOn() {
        let app = TestApp()
        app.run("vigil", "on")
        app.run("start", "--at", "-13h")
        let output = app.run("remind", "--cite").stdout
        #expect(output.contains(VigilCopy.addition(for: .deeperRhythm)))
        #expect(output.contains("Be still, and know."))
        #expect(output.contains("Psalm 46"))
    }

    @Test func jsonAlwaysPrintsOneObject() throws {
        let app = TestApp()
        app.run("start", "--at", "-17h")
        let first = try JSONSerialization.jsonObject(with: Data(app.run("remind", "--json").stdout.utf8)) as? [String: Any]
        let announcements = try #require(first?["announcements"] as? [[String: Any]])
        #expect(announcements.map { $0["kind"] as? String } == ["phase", "reference"])
        #expect(announcements[0]["phase"] as? String == "extendedFast")
        #expect(app.run("remind", "--json").stdout.contains("\"announcements\": []"))
    }

    @Test func remindersRunTogetherAnnounceOnce() async {
        let app = TestApp()
        app.run("start", "--at", "-9h")
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { app.run("remind").stdout } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.filter { !$0.isEmpty }.count == 1)
    }
}
