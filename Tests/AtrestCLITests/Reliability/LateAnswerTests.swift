// Linux only: a pseudo-terminal of the test's own (`PseudoTerminal`), with a thread playing a
// terminal that answers after a delay.
#if os(Linux)
import AtrestCLI
import Foundation
import Screen
import Testing

/// The question `--graphics auto` puts, asked in process on a pty (issue 27: "never a hang,
/// never stray bytes"): an answer within the link's wait is read up to the device attributes'
/// answer, so nothing is left for the shell's prompt or the live view's keys; silence ends the
/// wait, empty; a partial answer is no answer.
@Suite(.serialized) struct LateAnswerTests {
    /// xterm's answers to kitty's query (none), the cell size and the attributes, as a VT340.
    static let answer = "\u{1B}[6;16;8t\u{1B}[?63;1;2;4;6;9;15;16;22c"
    /// The question as `CommandRun.graphics` puts it where the window reports no pixel size.
    static let question = GraphicsDetection.question(askingCell: true)

    static func ask(_ pty: PseudoTerminal, within seconds: Double) -> String? {
        TerminalQuery.ask(Self.question, until: GraphicsDetection.answerEnd, within: seconds, on: pty.slave)
    }

    /// Over ssh an answer 150 ms away is waited for (the local 100 ms would leave it for the
    /// shell): read, and nothing is readable after.
    @Test func aSlowLinksAnswerIsReadAndNothingIsLeftBehind() throws {
        let pty = try PseudoTerminal()
        let answered = pty.answering(Self.answer, after: 0.15)
        defer {
            answered.wait()
            pty.close()
        }
        let wait = TerminalQuery.wait { $0 == "SSH_CONNECTION" ? "192.0.2.1 50000 192.0.2.2 22" : nil }
        #expect(wait > 0.15, "over ssh the wait outlasts a round trip of 150 ms")
        let answer = Self.ask(pty, within: wait)
        // Read, not left: what the terminal said is the answer, and nothing is readable after.
        #expect(answer == Self.answer)
        let left = pty.leftInInput(within: 0.3)
        #expect(left.isEmpty, "left for the shell: \(String(decoding: left, as: UTF8.self).debugDescription)")
        // The terminal's modes are given back: echo and lines.
        #expect(pty.localModes & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
    }

    /// An answer ends the wait at once (on this computer the wait is only 100 ms), and it is
    /// used although the kitty query went unanswered. The wait here is long, so that a busy
    /// machine cannot make the test miss an answer: what is tested is that reading stops at it.
    @Test func anAnswerEndsTheWaitAndIsReadWhole() throws {
        let pty = try PseudoTerminal()
        let answered = pty.answering(Self.answer, after: 0.005)
        defer {
            answered.wait()
            pty.close()
        }
        #expect(TerminalQuery.wait { $0 == "TERM" ? "xterm-256color" : nil } == 0.09, "the issue's budget on this computer, 100 ms, less what asking costs besides the wait")
        let started = Date()
        #expect(Self.ask(pty, within: 4) == Self.answer)
        #expect(Date().timeIntervalSince(started) < 4, "it ended at the answer, not at the wait's end")
        #expect(pty.leftInInput(within: 0.1).isEmpty)
    }

    /// A terminal that says nothing: the wait ends, empty (remembered by the caller), never a
    /// hang, and never before the wait is over (a slower answer would have been cut off).
    @Test func aTerminalThatSaysNothingCostsTheWaitAndIsEmpty() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        let started = Date()
        let answer = Self.ask(pty, within: TerminalQuery.localWait)
        let seconds = Date().timeIntervalSince(started)
        #expect(answer == "")
        #expect(seconds >= TerminalQuery.localWait - 0.01, "it waited \(Int(seconds * 1000)) ms")
        // The question itself was written whole to the terminal, the attributes last.
        let asked = String(decoding: PseudoTerminal.readable(on: pty.master, within: 0.1), as: UTF8.self)
        #expect(asked == Self.question)
        #expect(asked.hasSuffix("\u{1B}[c"))
    }

    /// An answer cut off at the wait's end (its attributes not yet there) is not used: the
    /// terminal counts as one that did not answer.
    @Test func aPartialAnswerIsNotAnAnswer() throws {
        let pty = try PseudoTerminal()
        let answered = pty.answering("\u{1B}[6;16;8t", after: 0)
        defer {
            answered.wait()
            pty.close()
        }
        #expect(Self.ask(pty, within: TerminalQuery.localWait) == "")
    }
}
#endif
