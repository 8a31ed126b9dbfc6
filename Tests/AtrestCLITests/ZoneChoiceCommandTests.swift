import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// Which zone atrest reads times in, and why: said by `doctor`, given by `status --json`,
/// and used by every command that reads or writes a local time.
@Suite struct ZoneChoiceCommandTests {
    /// The app with the zone the live context would choose for `environment`.
    private func app(environment: Environment, now: String = "2026-11-21T12:00:00Z") -> TestApp {
        let app = TestApp(now: now)
        let choice = ZoneDatabase().choice(environment: environment)
        app.timeZone = choice.zone
        app.zoneOrigin = choice.origin
        return app
    }

    /// Output with its wrapped lines joined again, to look for whole sentences.
    private func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func gmtPlusFiveHoursIsFiveHoursWestAsDateReadsIt() throws {
        let app = app(environment: ["TZ": "GMT+05:00"])
        #expect(app.run("add", "--start", "2026-11-20T08:00", "--end", "2026-11-20T20:00").code == 0)
        let fasts = try #require(try json(app.run("log", "--json").stdout)["fasts"] as? [[String: Any]])
        #expect(fasts.first?["start"] as? String == "2026-11-20T08:00:00-05:00")
        #expect(fasts.first?["end"] as? String == "2026-11-20T20:00:00-05:00")
        let zone = try #require(try json(app.run("status", "--json").stdout)["timeZone"] as? [String: Any])
        #expect(zone["utcOffsetSeconds"] as? Int == -18_000)
        #expect(zone["source"] as? String == "TZ")
        #expect(zone["fellBackToUTC"] as? Bool == false)
        #expect(unwrapped(app.run("doctor").stdout).contains("UTC-05:00 now, by the POSIX rule in TZ (\"GMT+05:00\")"))
    }

    @Test func aTZThatCannotBeReadIsUTCAndSaidSo() throws {
        let app = app(environment: ["TZ": "Europe/Atlantis"])
        let doctor = app.run("doctor")
        #expect(doctor.code == 0)
        #expect(unwrapped(doctor.stdout).contains("TZ is \"Europe/Atlantis\", which is neither a zone this system knows nor a POSIX"))
        #expect(unwrapped(doctor.stdout).contains("Set TZ to a zone named by a file under /usr/share/zoneinfo"))
        for state in ["idle", "active"] {
            if state == "active" { app.run("start", "--at", "-1h") }
            let status = try json(app.run("status", "--json").stdout)
            #expect(status["state"] as? String == state)
            let zone = try #require(status["timeZone"] as? [String: Any])
            // UTC under its own name: the text of a TZ atrest cannot read is never written.
            #expect(zone["identifier"] as? String == "UTC")
            #expect(zone["utcOffsetSeconds"] as? Int == 0)
            #expect(zone["fellBackToUTC"] as? Bool == true)
        }
    }

    @Test func doctorSaysWhichZoneAndWhy() {
        let paris = app(environment: ["TZ": "Europe/Paris"])
        #expect(unwrapped(paris.run("doctor").stdout).contains("Times are read and shown in Europe/Paris, as TZ says."))
        #expect(unwrapped(app(environment: ["TZ": ""]).run("doctor").stdout).contains("Times are read and shown in UTC, as an empty TZ means."))
        // A value that would move the cursor or clear the screen is shown harmless.
        let hostile = unwrapped(app(environment: ["TZ": "x\u{1B}[2J"]).run("doctor").stdout)
        #expect(!hostile.contains("\u{1B}"))
        #expect(hostile.contains("TZ is \"x [2J\""))
    }
}
