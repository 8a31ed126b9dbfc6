import AtrestCLI
import Domain
import Foundation
import Testing

/// `status --follow` prints only when what it shows changes, and ends quietly with its reader.
@Suite struct StatusFollowTests {
    /// Runs `arguments` with a wait that does `steps` in turn (each may change the clock or
    /// the data), then reports the reader gone; returns the lines printed and the waits asked.
    private func follow(_ app: TestApp, _ arguments: [String], steps: [@Sendable (TestApp) -> Void]) -> (lines: [String], waits: [Double], code: Int32) {
        let counter = Counter()
        app.waitForChange = { [app] _, seconds in
            let index = counter.next(seconds)
            guard index < steps.count else { return true }
            steps[index](app)
            return false
        }
        let result = app.run(arguments)
        return (result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), counter.waits, result.code)
    }

    @Test func waybarPrintsOnStartAndEndElsewhereAndNotWhileNothingChanges() throws {
        let app = TestApp()
        let other = app
        let result = follow(app, ["status", "--follow", "--format", "waybar"], steps: [
            { _ in },  // woken for nothing: nothing printed
            { _ in _ = other.run("start") },
            { app in app.advance(minutes: 0.5) },  // the same minute: nothing new
            { app in app.advance(minutes: 0.6) },
            { _ in _ = other.run("end") },
        ])
        #expect(result.code == 0)
        #expect(result.lines.count == 4)
        let objects = try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String]) }
        #expect(objects.map { $0["class"] } == ["idle", "fasting", "fasting", "idle"])
        #expect(objects[1]["text"]?.hasPrefix("0h 0m · ") == true)
        #expect(objects[2]["text"]?.hasPrefix("0h 1m · ") == true)
        #expect(objects[1]["tooltip"]?.contains(FastingPhase.digestionCompleting.companionText) == true)
        for line in result.lines { #expect(!line.contains("%")) }
    }

    @Test func reachedIsItsOwnClass() throws {
        let app = TestApp()
        app.run("start", "--at", "-17h")
        let line = app.run("status", "--format", "waybar").stdout
        #expect(line.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(object["class"] == "reached")
        #expect(Set(object.keys) == ["text", "tooltip", "class"])
    }

    @Test func sleepsUntilTheFastsNextMinute() {
        let app = TestApp()
        app.run("start", "--at", "-90s")
        let result = follow(app, ["status", "--follow", "--line"], steps: [])
        #expect(result.lines == ["0h 1m · " + FastingPhase.digestionCompleting.displayName])
        #expect(abs(result.waits[0] - 30.05) < 0.01)
    }

    @Test func jsonFollowsWaterAndPrintsOneObjectALine() throws {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        let other = app
        let result = follow(app, ["status", "--follow", "--json"], steps: [{ _ in _ = other.run("water", "add", "250") }])
        #expect(result.lines.count == 2)
        let last = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any])
        #expect(last["waterTodayMilliliters"] as? Int == 250)
    }

    @Test func aReaderGoneEndsItWithZero() {
        let app = TestApp()
        app.stdoutFailure = EPIPE
        app.stdoutCapacity = 0
        app.waitForChange = { _, _ in Issue.record("waited after the reader went"); return true }
        let result = app.run("status", "--follow", "--line")
        #expect(result.code == 0 && result.stderr.isEmpty)
    }

    @Test func followNeedsAFormForBars() {
        let app = TestApp()
        #expect(app.run("status", "--follow").code == 2)
        #expect(app.run("status", "--follow", "--quiet").code == 2)
        #expect(app.run("status", "--format", "polybar").code == 2)
        #expect(app.run("status", "--format", "waybar", "--json").code == 2)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [Double] = []
    func next(_ seconds: Double) -> Int { lock.withLock { asked.append(seconds); return asked.count - 1 } }
    var waits: [Double] { lock.withLock { asked } }
}
