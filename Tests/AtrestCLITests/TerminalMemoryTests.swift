import AtrestCLI
import Foundation
import Testing

/// What `--graphics auto` remembers of a terminal: what it answered, silence included, and
/// nothing when it could not be asked.
@Suite struct TerminalMemoryTests {
    private final class Count: @unchecked Sendable {
        let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var questions: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    private func app(_ count: Count, answer: String?) -> TestApp {
        let app = TestApp()
        #expect(app.run("start", "--at", "-9h").code == 0)
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-256color"
        app.environment["COLORTERM"] = "truecolor"
        app.terminalAnswer = { _ in count.add(); return answer }
        return app
    }

    @Test func silenceIsRememberedSoOnlyTheFirstStatusWaits() {
        let count = Count()
        let app = app(count, answer: "")
        #expect(app.run("status").code == 0)
        #expect(count.questions == 1)
        #expect(FileManager.default.fileExists(atPath: app.home + "/.local/state/atrest/terminals"))
        #expect(!app.run("status").stdout.contains("\u{1B}_G"))
        #expect(count.questions == 1, "a terminal that said nothing is not asked again")
    }

    @Test func aTerminalThatCouldNotBeAskedIsNotTakenForOneThatSaidNothing() {
        // stdin elsewhere (`atrest status < file`): no question went out, nothing is known.
        let count = Count()
        let app = app(count, answer: nil)
        #expect(app.run("status").code == 0)
        #expect(!FileManager.default.fileExists(atPath: app.home + "/.local/state/atrest/terminals"))
        // The next run that can ask does, and the terminal's answer counts.
        let answering = Count()
        app.terminalAnswer = { _ in answering.add(); return "\u{1B}[?63;1;2;4c" }
        #expect(app.run("status").stdout.contains("\u{1B}P0;1;0q"), "sixel, as the terminal said")
        #expect(answering.questions == 1)
    }
}
