import AtrestCLI
import Domain
import Foundation
import Testing

/// Hooks are told of each change once it is saved; what they do never reaches the save.
@Suite struct HookTests {
    private func app(withHooks names: [String]) -> (TestApp, ProgramLog) {
        let app = TestApp()
        for name in names { app.write("#!/bin/sh\ncat\n", to: app.paths.config + "/hooks/" + name) }
        let log = ProgramLog()
        app.runProgram = log.runner
        return (app, log)
    }

    private func events(_ log: ProgramLog) throws -> [[String: Any]] {
        try log.inputs.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func startEndAndAbandonEachTellTheirHookAndOnChange() throws {
        let (app, log) = app(withHooks: Hooks.names)
        app.run("start", "--at", "-17h", "--note", "after the feast")
        app.run("end")
        app.run("start")
        app.run("abandon")
        let told = try events(log)
        let hooks: [String] = log.arguments.map { arguments -> String in String(arguments[0].split(separator: "/").last ?? "") }
        #expect(hooks == ["on-start", "on-change", "on-end", "on-change", "on-start", "on-change", "on-abandon", "on-change"])
        #expect(told.map { $0["event"] as? String } == ["start", "change", "end", "change", "start", "change", "abandon", "change"])
        let started = try #require(told[0]["fast"] as? [String: Any])
        #expect(started["start"] as? String == "2026-11-20T20:00:00+01:00" && started["note"] as? String == "after the feast")
        // The end as `log --json` has it.
        let ended = try #require(told[2]["fast"] as? [String: Any])
        #expect(ended["tree"] as? String == "established" && ended["durationSeconds"] as? Int == 17 * 3600)
        #expect(told[1]["command"] as? String == "start" && (told[1]["files"] as? [String])?.contains("active.json") == true)
        // Every input is one object on one line.
        for input in log.inputs { #expect(input.split(separator: "\n").count == 1) }
    }

    @Test func onPhaseRunsFromRemindAsAPhaseBegins() throws {
        let (app, log) = app(withHooks: ["on-phase"])
        app.run("start", "--at", "-5h")
        app.run("remind")
        app.run("remind")
        let told = try events(log)
        #expect(told.count == 1)
        let announcement = try #require(told[0]["announcement"] as? [String: Any])
        #expect(announcement["phase"] as? String == "beginningToShift")
    }

    @Test func waterAndOtherChangesTellOnChangeOnly() throws {
        let (app, log) = app(withHooks: ["on-change", "on-start"])
        app.run("water", "add", "250")
        app.run("status")
        app.run("log")
        let told = try events(log)
        #expect(told.count == 1)
        #expect(told.first?["command"] as? String == "water add")
    }

    @Test func aFailingHookIsOneLineAndChangesNothing() throws {
        let (app, log) = app(withHooks: ["on-start"])
        for outcome: ProgramOutcome in [.exited(3), .timedOut, .notStarted(EACCES), .signalled(9)] {
            log.outcome = outcome
            let result = app.run("start")
            #expect(result.code == 0)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("the hook on-start"))
            #expect(app.run("status", "--quiet").code == 0)
            app.run("abandon")
        }
    }

    @Test func noHooksNothingRun() {
        let app = TestApp()
        let log = ProgramLog()
        app.runProgram = log.runner
        app.run("start")
        app.run("end")
        #expect(log.arguments.isEmpty)
    }

    @Test func aCommandThatFailsTellsNoHook() {
        let (app, log) = app(withHooks: Hooks.names)
        #expect(app.run("end").code == 1)
        #expect(log.arguments.isEmpty)
    }
}
