import AtrestCLI
import Domain
import Foundation
import Rendering
import Store
import Testing

/// Pictures in pixels: which terminals get them, what is written, and that a pipe gets none.
@Suite struct GraphicsCommandTests {
    private func forestApp() -> TestApp {
        let app = TestApp()
        for day in 2...6 {
            let result = app.run("add", "--start", "2026-11-0\(day)T20:00", "--end", "2026-11-0\(day + 1)T13:00", "--target", "16")
            #expect(result.code == 0, "\(result.stderr)")
        }
        return app
    }

    /// A counter the fake terminal's answers are tallied in.
    private final class Questions: @unchecked Sendable {
        let lock = NSLock()
        var asked: [String] = []
        func ask(_ q: String) { lock.lock(); asked.append(q); lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return asked.count }
    }

    @Test func theEnvironmentNamesTheTerminalsItCan() {
        func mode(_ pairs: [String: String]) -> GraphicsMode? {
            var environment = Environment()
            for (k, v) in pairs { environment[k] = v }
            return GraphicsDetection.fromEnvironment(environment)
        }
        #expect(mode(["TERM": "xterm-kitty"]) == .kitty)
        #expect(mode(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(mode(["TERM": "xterm-ghostty"]) == .kitty)
        #expect(mode(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]) == .iterm)
        #expect(mode(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .iterm)
        #expect(mode(["TERM": "foot"]) == .sixel)
        #expect(mode(["TERM": "xterm-256color", "WT_SESSION": "x"]) == .sixel)
        // Inside tmux or screen the multiplexer stands between: cells, even in kitty.
        #expect(mode(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == .cells)
        #expect(mode(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]) == .cells)
        #expect(mode(["TERM": "screen"]) == .cells)
        #expect(mode(["TERM": "dumb"]) == .cells)
        // Plain xterm could be -ti vt340 or not: only asking tells.
        #expect(mode(["TERM": "xterm-256color"]) == nil)
    }

    @Test func answersAreRead() {
        #expect(GraphicsDetection.mode(fromAnswer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c") == .kitty)
        #expect(GraphicsDetection.mode(fromAnswer: "\u{1B}[?63;1;2;4;6;9;15;22c") == .sixel)
        #expect(GraphicsDetection.mode(fromAnswer: "\u{1B}[?1;2c") == .cells)
        #expect(GraphicsDetection.mode(fromAnswer: "\u{1B}[?64;14c") == .cells)
        #expect(GraphicsDetection.mode(fromAnswer: nil) == .cells)
        #expect(GraphicsDetection.cell(fromAnswer: "\u{1B}[6;17;8t\u{1B}[?1;2c") == CellPixels(width: 8, height: 17))
        #expect(GraphicsDetection.cell(fromAnswer: "\u{1B}[?1;2c") == nil)
    }

    @Test func aTerminalIsAskedOnceAndRemembered() {
        let app = forestApp()
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-256color"
        app.environment["COLORTERM"] = "truecolor"
        let questions = Questions()
        app.terminalAnswer = { question in
            questions.ask(question)
            return "\u{1B}[6;20;10t\u{1B}[?63;1;2;4;6c"
        }
        let first = app.run("forest")
        #expect(first.code == 0)
        #expect(first.stdout.contains("\u{1B}P0;1;0q"), "sixel, as the terminal said it draws")
        #expect(questions.count == 1)
        #expect(questions.asked.first?.contains("\u{1B}[c") == true)
        let second = app.run("forest")
        #expect(second.stdout.contains("\u{1B}P0;1;0q"))
        #expect(questions.count == 1, "remembered for this terminal")
    }

    @Test func aTerminalThatAnswersNothingGetsCells() {
        let app = forestApp()
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-256color"
        let output = app.run("forest").stdout
        #expect(!output.contains("\u{1B}P") && !output.contains("\u{1B}_G"))
        #expect(output.contains("▀"))
    }

    @Test func kittyPlacesTheForestAndStatusItsTreeOnATerminalOnly() {
        let app = forestApp()
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-kitty"
        app.environment["COLORTERM"] = "truecolor"
        app.terminalPixels = (800, 480)
        let forest = app.run("forest").stdout
        #expect(forest.contains("\u{1B}_Ga=T,f=24,s=800,v=460,"), "80 × 23 cells of 10 × 20 pixels")
        app.run("start", "--at", "-8h")
        let status = app.run("status").stdout
        #expect(status.contains("\u{1B}_Ga=T,f=24,"))
        #expect(status.contains("\u{1B}7") && status.contains("\u{1B}8"), "the cursor is given back where it was")
        // --graphics cells, --color never, NO_COLOR and a pipe draw no pixels at all.
        #expect(!app.run("status", "--graphics", "cells").stdout.contains("\u{1B}_G"))
        #expect(!app.run("status", "--color", "never").stdout.contains("\u{1B}"))
        app.environment["NO_COLOR"] = "1"
        #expect(!app.run("status").stdout.contains("\u{1B}"))
        app.environment["NO_COLOR"] = nil
        app.isTerminal = false
        #expect(!app.run("status").stdout.contains("\u{1B}"))
        #expect(!app.run("forest", "--color", "always").stdout.contains("\u{1B}_G"), "piped: cells only")
    }

    @Test func configGraphicsIsThisComputersOwn() {
        let app = forestApp()
        #expect(app.run("config", "graphics").stdout == "auto\n")
        #expect(app.run("config", "graphics", "sixel").code == 0)
        #expect(app.run("config", "graphics").stdout == "sixel\n")
        #expect(app.run("config").stdout.contains("graphics"))
        #expect(app.run("config", "graphics", "pixels").code == 2)
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-kitty"
        #expect(app.run("forest").stdout.contains("\u{1B}P0;1;0q"), "the setting over the environment")
        #expect(app.run("forest", "--graphics", "kitty").stdout.contains("\u{1B}_G"), "--graphics over the setting")
    }

    @Test func forestPNGIsTheWindowAsAPicture() throws {
        let app = forestApp()
        let png = Array(app.run("forest", "--png", "-", "--size", "320x180").stdout.utf8)
        #expect(png.count > 0)
        let written = app.run("forest", "--png", "forest.png", "--size", "320x180")
        #expect(written.code == 0)
        let bytes = try #require(app.bytes(app.home + "/forest.png"))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: the size asked for.
        #expect(Array(bytes[16..<24]) == [0, 0, 1, 64, 0, 0, 0, 180])
        let svg = app.run("forest", "--svg", "-").stdout
        #expect(svg.contains("width=\"1920\" height=\"1080\""), "a 16:9 landscape by default")
        #expect(app.run("forest", "--svg", "-", "--png", "-").code == 2)
        for bad in ["1920", "0x10", "20000x10", "axb"] {
            let refused = app.run("forest", "--png", "-", "--size", bad)
            #expect(refused.code == 2 && refused.stderr.contains("--size"), "\(bad)")
        }
    }
}
