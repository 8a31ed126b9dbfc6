import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Store
import Testing

/// Where the terminal is (issue 27): inside a multiplexer, every part that draws for it agrees
/// (cells, quadrants, no 24-bit colour taken from the outer terminal's variables); over ssh the
/// question's answer is waited for longer than on this computer, and only there.
@Suite struct TerminalLinkTests {
    static let multiplexers: [[String: String]] = [
        ["TMUX": "/tmp/tmux-1000/default,1,0", "TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
        ["STY": "1.pts-0.host", "TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"],
        ["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"],
        ["TERM": "screen.xterm-256color", "KITTY_WINDOW_ID": "1"],
    ]

    @Test(arguments: multiplexers)
    func insideAMultiplexerEveryPartAgrees(variables: [String: String]) {
        var environment = Environment()
        for (name, value) in variables { environment.append(name, value) }
        #expect(TerminalLink.multiplexed { variables[$0] })
        // The kitty outside would draw pixels, sextants and 24-bit colour; the multiplexer in between does not.
        #expect(GraphicsDetection.fromEnvironment(environment) == .cells)
        #expect(BlockSymbols.forTerminal { variables[$0] } == .quadrants)
        #expect(TrueColourDetection.depth(environment: environment) { _ in nil } != .trueColour)
    }

    @Test func theSameTerminalOutsideOne() {
        let variables = ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]
        var environment = Environment()
        for (name, value) in variables { environment.append(name, value) }
        #expect(!TerminalLink.multiplexed { variables[$0] })
        #expect(GraphicsDetection.fromEnvironment(environment) == .kitty)
        #expect(BlockSymbols.forTerminal { variables[$0] } == .sextants)
        #expect(TrueColourDetection.depth(environment: environment) { _ in nil } == .trueColour)
    }

    @Test func sshMakesTheLinkRemoteAndTheWaitLonger() {
        for name in ["SSH_CONNECTION", "SSH_CLIENT", "SSH_TTY"] {
            let variables = [name: "192.0.2.1 50000 22", "TERM": "xterm-256color"]
            #expect(TerminalLink.remote { variables[$0] }, "\(name)")
            #expect(TerminalQuery.wait { variables[$0] } == TerminalQuery.remoteWait)
        }
        let local = ["TERM": "xterm-256color", "SSH_CONNECTION": ""]
        #expect(!TerminalLink.remote { local[$0] }, "an empty variable says nothing")
        #expect(TerminalQuery.wait { local[$0] } == 0.09, "90 ms, so the whole question stays within 100 ms")
        #expect(TerminalQuery.remoteWait > TerminalQuery.localWait)
    }

    /// `status` on a terminal the environment cannot place asks once, waiting the local 90 ms,
    /// or the longer wait where ssh says the link is slow.
    @Test(arguments: [false, true])
    func statusWaitsAsLongAsTheLinkNeeds(overSSH: Bool) {
        let app = TestApp()
        #expect(app.run("start", "--at", "-9h").code == 0)
        app.isTerminal = true
        app.columns = 80
        app.rows = 24
        app.environment["TERM"] = "xterm-256color"
        app.environment["COLORTERM"] = "truecolor"
        if overSSH { app.environment["SSH_CONNECTION"] = "192.0.2.1 50000 192.0.2.2 22" }
        app.terminalAnswer = { _ in "" }
        #expect(app.run("status").code == 0)
        #expect(app.terminalWaits == [overSSH ? TerminalQuery.remoteWait : TerminalQuery.localWait])
    }

    /// The question ends with the device attributes, whose answer ends the wait; the cell's size
    /// is asked only where the window does not report it.
    @Test func theQuestionEndsWithTheAttributes() {
        #expect(GraphicsDetection.question(askingCell: true).hasSuffix("\u{1B}[16t\u{1B}[c"))
        #expect(!GraphicsDetection.question(askingCell: false).contains("\u{1B}[16t"))
        #expect(GraphicsDetection.question(askingCell: false).hasPrefix(KittyGraphics.query))
        #expect(GraphicsDetection.mode(fromAnswer: "\u{1B}[6;16;8t" + GraphicsDetection.answerEnd + "63;4c") == .sixel)
    }
}
