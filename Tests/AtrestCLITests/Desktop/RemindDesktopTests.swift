import AtrestCLI
import Domain
import Foundation
import Testing

/// Records the programs a run started.
final class ProgramLog: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [(arguments: [String], input: Data)] = []
    var outcome: ProgramOutcome = .exited(0)

    var arguments: [[String]] { lock.withLock { runs.map(\.arguments) } }
    var inputs: [String] { lock.withLock { runs.map { String(decoding: $0.input, as: UTF8.self) } } }

    var runner: @Sendable ([String], Data, Double) -> ProgramOutcome {
        { [self] arguments, input, _ in
            lock.withLock {
                runs.append((arguments, input))
                return outcome
            }
        }
    }
}

/// `remind --notify` and `remind --schedule`.
@Suite struct RemindDesktopTests {
    @Test func eachReminderGoesToTheDesktopWithTheSameWords() throws {
        let app = TestApp()
        let log = ProgramLog()
        app.runProgram = log.runner
        app.run("start", "--at", "-17h")
        let result = app.run("remind", "--notify")
        #expect(result.code == 0 && result.stderr.isEmpty)
        #if os(macOS)
        #expect(log.arguments.allSatisfy { $0.first == "osascript" })
        #else
        #expect(log.arguments.count == 2)
        for arguments in log.arguments {
            #expect(Array(arguments.prefix(4)) == ["notify-send", "--app-name=atrest", "--urgency=low", "atrest"])
            #expect(result.stdout.contains(try #require(arguments.last)))
        }
        #expect(log.arguments[0].last == FastingPhase.extendedFast.companionText)
        #endif
        // Nothing new: nothing sent.
        app.run("remind", "--notify")
        #expect(log.arguments.count == 2)
    }

    @Test func withoutANotifierStdoutOnlySaidOnceAcrossRuns() {
        let app = TestApp()
        app.run("start", "--at", "-5h")
        let first = app.run("remind", "--notify")
        #expect(first.code == 0)
        #expect(first.stdout.contains(FastingPhase.beginningToShift.companionText))
        #expect(first.stderr.contains("was not found, so reminders go to stdout only"))
        #expect(first.stderr.split(separator: "\n").count == 1)
        app.advance(hours: 4)
        let second = app.run("remind", "--notify")
        #expect(second.stdout.contains(FastingPhase.metabolicTransition.companionText))
        #expect(second.stderr.isEmpty)
    }

    @Test func aFailingNotifierIsOneLineAndTheExitCodeStays() {
        let app = TestApp()
        let log = ProgramLog()
        log.outcome = .exited(1)
        app.runProgram = log.runner
        app.run("start", "--at", "-5h")
        let result = app.run("remind", "--notify")
        #expect(result.code == 0)
        #expect(result.stderr.contains("ended with status 1"))
        // Put right, then wrong again: said again.
        log.outcome = .exited(0)
        app.advance(hours: 4)
        #expect(app.run("remind", "--notify").stderr.isEmpty)
        log.outcome = .timedOut
        app.advance(hours: 5)
        #expect(app.run("remind", "--notify").stderr.contains("did not finish within 5 seconds"))
    }

    @Test func cronLineCarriesTheBusThePathQuotedAndEscaped() {
        let app = TestApp()
        app.executablePath = "/opt/my 100% tools/it's/atrest"
        app.environment["XDG_DATA_HOME"] = "/data/fasts"
        let text = app.run("remind", "--schedule", "cron").stdout
        let line = text.split(separator: "\n").first { !$0.hasPrefix("#") }.map(String.init) ?? ""
        #expect(line.hasPrefix("*/10 * * * * "))
        #if !os(macOS)
        #expect(line.contains("DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus"))
        #endif
        #expect(line.contains("XDG_DATA_HOME='/data/fasts'"))
        #expect(line.contains("'/opt/my 100\\% tools/it'\\''s/atrest' remind --notify"))
        #expect(!line.replacing("\\%", with: "").contains("%"))
    }

    @Test func systemdAndLaunchdNameTheBinary() {
        let app = TestApp()
        app.executablePath = "/opt/at rest/atrest"
        let systemd = app.run("remind", "--schedule", "systemd").stdout
        #expect(systemd.contains("ExecStart=\"/opt/at rest/atrest\" remind --notify"))
        #expect(systemd.contains("OnCalendar=*:0/10"))
        #expect(systemd.contains("WantedBy=timers.target"))
        let launchd = app.run("remind", "--schedule", "launchd").stdout
        #expect(launchd.contains("<string>/opt/at rest/atrest</string>"))
        #expect(launchd.contains("<integer>600</integer>"))
        #expect(app.run("remind", "--schedule", "launchd").code == 0)
    }

    @Test func scheduleRefusesOtherOptionsAndUnknownSchedulers() {
        let app = TestApp()
        #expect(app.run("remind", "--schedule", "at").code == 2)
        #expect(app.run("remind", "--schedule", "cron", "--notify").code == 2)
    }

    @Test func scheduleInstallsNothing() {
        let app = TestApp()
        app.run("remind", "--schedule", "systemd")
        #expect(!FileManager.default.fileExists(atPath: app.home + "/.config"))
        #expect(!FileManager.default.fileExists(atPath: app.home + "/.local"))
    }
}
