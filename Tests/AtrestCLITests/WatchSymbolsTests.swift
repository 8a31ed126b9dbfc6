import AtrestCLI
import Foundation
import Rendering
import Screen
import Testing

/// The live view's cells draw shapes with the symbols `status` and `forest` choose for the
/// terminal: sextants where it draws them itself (kitty, WezTerm, Ghostty, foot), quadrants
/// elsewhere and inside tmux or screen; and, with either, a tick that changes nothing sends nothing.
@Suite struct WatchSymbolsTests {
    static func sextants(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) }.count
    }

    static func watch(_ variables: [String: String], columns: Int = 120, rows: Int = 40) -> (FakeTerminal, [String]) {
        let app = TestApp()
        #expect(app.run("start", "--at", "-20h").code == 0)
        // 24-bit colour, where cells choose among block symbols (256 colours dither half blocks).
        app.environment["COLORTERM"] = "truecolor"
        for (name, value) in variables { app.environment[name] = value }
        let terminal = FakeTerminal(columns: columns, rows: rows, events: [.timeout, .timeout, FakeTerminal.typing("q")])
        let seen = Seen()
        terminal.beforeEvent = { [app] _ in
            seen.record(terminal.written)
            app.advance(minutes: 0.01)
        }
        app.terminal = terminal
        #expect(app.run("watch", "--graphics", "cells", "--color", "always").code == 0)
        return (terminal, seen.values)
    }

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func record(_ text: String) { lock.withLock { texts.append(text) } }
        var values: [String] { lock.withLock { texts } }
    }

    @Test(arguments: [
        ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], ["TERM": "xterm-ghostty"], ["TERM": "foot"], ["TERM_PROGRAM": "WezTerm", "WEZTERM_PANE": "0"],
    ])
    func terminalsThatDrawSextantsGetThem(variables: [String: String]) {
        let (terminal, seen) = Self.watch(variables)
        #expect(Self.sextants(terminal.written) > 0, "the tree in cells uses sextants")
        // No flicker: the first frame is drawn, and a wake that changes nothing writes nothing.
        #expect(seen.count == 3)
        #expect(Set(seen).count == 1, "a wake that changes nothing wrote \(seen.map(\.count)) bytes in all")
        #expect(terminal.isGivenBack)
    }

    @Test(arguments: [
        ["TERM": "xterm-256color"], ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-1000/default,1,0"],
        ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"],
    ])
    func otherTerminalsGetQuadrants(variables: [String: String]) {
        let (terminal, _) = Self.watch(variables)
        #expect(Self.sextants(terminal.written) == 0)
        let quadrants = terminal.written.unicodeScalars.filter { (0x2596...0x259F).contains($0.value) }.count
        #expect(quadrants > 0, "the tree in cells still draws with quadrants")
    }

    /// The pure view: the same state on the same screen draws sextants only when told to.
    @Test func theFrameUsesTheScreensSymbols() {
        let state = WatchViewTests.state(hoursIn: 14)
        let now = WatchViewTests.start.addingTimeInterval(14 * 3600)
        var screen = WatchScreen(columns: 120, rows: 40, depth: .trueColour)
        let quadrants = WatchView.frame(state, now: now, zone: WatchViewTests.zone, screen: screen)
        screen.symbols = .sextants
        let sextants = WatchView.frame(state, now: now, zone: WatchViewTests.zone, screen: screen)
        #expect(Self.sextants(quadrants.text.joined()) == 0)
        #expect(Self.sextants(sextants.text.joined()) > 0)
        // Only the picture's cells differ; the words are the same.
        #expect(quadrants.columns == sextants.columns && quadrants.rows == sextants.rows)
    }

    /// `status` prints the live view's composition with the same symbols.
    @Test func statusCompositionUsesSextantsInKitty() {
        let app = TestApp()
        #expect(app.run("start", "--at", "-14h").code == 0)
        app.isTerminal = true
        app.columns = 100
        app.rows = 40
        app.environment["TERM"] = "xterm-kitty"
        let status = app.run("status", "--graphics", "cells", "--color", "always")
        #expect(status.code == 0)
        #expect(Self.sextants(status.stdout) > 0)
    }
}
