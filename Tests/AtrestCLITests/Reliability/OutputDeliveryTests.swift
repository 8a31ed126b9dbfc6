import AtrestCLI
import Domain
import Foundation
import Testing

/// A result cut short is never reported as done: a failed or short write to stdout is exit 1
/// with one plain line, for every command, while a reader that went away stays quiet.
@Suite struct OutputDeliveryTests {
    private func appWithHistory() -> TestApp {
        let app = TestApp()
        app.run("add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00")
        app.run("water", "add", "300")
        return app
    }

    @Test(arguments: [["export"], ["log"], ["log", "--json"], ["calendar"], ["water"], ["help"], ["--version"], ["status", "--json"]])
    func aFullStdoutIsExitOneWithOnePlainLine(_ arguments: [String]) {
        let app = appWithHistory()
        let whole = app.run(arguments)
        #expect(whole.code == 0 && !whole.stdout.isEmpty)
        app.stdoutCapacity = whole.stdout.utf8.count / 2
        let cut = app.run(arguments)
        #expect(cut.code == 1, "\(arguments)")
        #expect(cut.stderr.hasPrefix("atrest: could not write to standard output: the disk is full"))
        #expect(cut.stderr.split(separator: "\n").count <= 2)
    }

    @Test func aStdoutThatTakesNothingAtAllIsAlsoReported() {
        let app = appWithHistory()
        app.stdoutCapacity = 0
        let result = app.run("export")
        #expect(result.code == 1 && result.stderr.contains("could not write to standard output"))
    }

    @Test func aChangeSavedBeforeItsOutputFailedSaysSo() {
        let app = TestApp()
        app.stdoutCapacity = 0
        let result = app.run("start")
        #expect(result.code == 1)
        #expect(result.stderr.contains("and active.json were saved before this"), "\(result.stderr)")
        app.stdoutCapacity = nil
        #expect(app.run("status", "--quiet").code == 0)
    }

    @Test func aReaderThatWentAwayIsNotAnError() {
        let app = appWithHistory()
        app.stdoutCapacity = 10
        app.stdoutFailure = EPIPE
        let result = app.run("log")
        #expect(result.code == 0 && result.stderr.isEmpty)
    }

    @Test func remindMarksAPhaseOnlyOnceItsWordsArrived() {
        let app = TestApp()
        app.run("start", "--at", "-5h")
        app.stdoutCapacity = 0
        let lost = app.run("remind")
        #expect(lost.code == 1 && lost.stderr.contains("could not write to standard output"))
        app.stdoutCapacity = nil
        #expect(app.run("remind").stdout.contains(FastingPhase.beginningToShift.companionText))
        #expect(app.run("remind").stdout.isEmpty)
    }

    @Test func remindToAReaderThatWentAwayIsSaidAgainNextTime() {
        let app = TestApp()
        app.run("start", "--at", "-5h")
        app.stdoutCapacity = 0
        app.stdoutFailure = EPIPE
        #expect(app.run("remind").code == 0)
        app.stdoutCapacity = nil
        #expect(app.run("remind").stdout.contains(FastingPhase.beginningToShift.companionText))
    }

    // The real binary, with real descriptors: the device that is always full, and a closed stdout.

    private func shell(_ script: String, in home: ProcessHome) throws -> (code: String, stderr: String) {
        let process = try AtrestProcess.shell("cd \"$HOME\" && " + script + " 2> err; echo $? > code", home: home.path)
        _ = process.wait()
        let code = (try? String(contentsOfFile: home.path + "/code", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: home.path + "/err", encoding: .utf8)) ?? ""
        return (code.trimmingCharacters(in: .whitespacesAndNewlines), stderr)
    }

    #if os(Linux)
    @Test func theBinaryReportsDevFullAndAClosedStdout() throws {
        let home = ProcessHome()
        _ = try AtrestProcess.run(["add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00"], home: home.path)
        for script in ["\"$ATREST\" export > /dev/full", "\"$ATREST\" log > /dev/full", "\"$ATREST\" export >&-"] {
            let result = try shell(script, in: home)
            #expect(result.code == "1", "\(script)")
            #expect(result.stderr.hasPrefix("atrest: could not write to standard output"), "\(script): \(result.stderr)")
        }
        // A closed stdout never lends its number to a file atrest opens.
        #expect(FileManager.default.contents(atPath: home.paths.lock)?.isEmpty == true)
        let piped = try shell("\"$ATREST\" export | head -c 1 > /dev/null", in: home)
        #expect(piped.stderr.isEmpty)
    }

    @Test func theBinaryLeavesAPhaseUnannouncedWhenRemindWritesToDevFull() throws {
        let home = ProcessHome()
        _ = try AtrestProcess.run(["start", "--at", "-5h"], home: home.path)
        let full = try shell("\"$ATREST\" remind > /dev/full", in: home)
        #expect(full.code == "1")
        let again = try shell("\"$ATREST\" remind > said", in: home)
        #expect(again.code == "0")
        #expect(((try? String(contentsOfFile: home.path + "/said", encoding: .utf8)) ?? "").contains(FastingPhase.beginningToShift.companionText))
    }
    #endif
}
