// Linux only: a pseudo-terminal of the test's own (/dev/ptmx and its ioctls, as in
// TerminalQuestionBudgetTests), with a thread playing a terminal on a slow link.
#if os(Linux)
import Foundation
import Rendering
import Screen
import Testing

/// A terminal that answers after the 100 ms the picture's question waits (a slow ssh link)
/// leaves none of its answer behind (issue 27: "never a hang, never stray bytes"): the
/// question is read up to the device attributes' answer, however late within the drain, so
/// nothing is left for the shell's prompt or the live view's keys.
@Suite(.serialized) struct LateAnswerTests {
    /// A pty: the side atrest uses as its terminal, and the side the terminal writes to.
    struct Pty {
        let master: Int32
        let slave: Int32

        init() throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            guard master >= 0 else { throw Failure("no pty") }
            var unlock: Int32 = 0, number: UInt32 = 0
            guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { throw Failure("the pty does not unlock") }
            slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard slave >= 0 else { throw Failure("the pty's terminal does not open") }
        }

        func close() {
            Glibc.close(slave)
            Glibc.close(master)
        }

        /// Whatever the terminal side can read within `seconds`.
        func readable(on fd: Int32, within seconds: Double) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&pfd, 1, Int32(max(1, end.timeIntervalSinceNow * 1000))) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 { bytes += buffer[0..<count] }
            }
            return bytes
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// xterm's answers to kitty's query (none), the cell size and the attributes, as a VT340.
    static let answer = "\u{1B}[6;16;8t\u{1B}[?63;1;2;4;6;9;15;16;22c"
    static let question = KittyGraphics.query + "\u{1B}[16t\u{1B}[c"

    /// The terminal: reads the question, then answers `delay` seconds later.
    static func answering(_ pty: Pty, after delay: Double) -> Thread {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            var pfd = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 2000) > 0 else { return }
            _ = buffer.withUnsafeMutableBytes { read(pty.master, $0.baseAddress, $0.count) }
            usleep(UInt32(delay * 1_000_000))
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
        }
        thread.start()
        return thread
    }

    @Test func anAnswerAfterTheTimeoutIsReadAndNothingIsLeftBehind() throws {
        let pty = try Pty()
        defer { pty.close() }
        // After the 100 ms the picture's choice waits, as GraphicsChoice asks.
        _ = Self.answering(pty, after: 0.15)
        let started = Date()
        let answer = TerminalQuery.ask(Self.question, until: "\u{1B}[?", timeout: 0.1, on: pty.slave)
        let seconds = Date().timeIntervalSince(started)
        // Read, not left: what the terminal said is the answer, and nothing is readable after.
        #expect(answer == Self.answer)
        #expect(seconds < TerminalQuery.drain, "it ends at the answer, \(Int(seconds * 1000)) ms")
        let left = pty.readable(on: pty.slave, within: 0.3)
        #expect(left.isEmpty, "left for the shell: \(String(decoding: left, as: UTF8.self).debugDescription)")
        // The terminal's modes are given back: echo and lines.
        var modes = termios()
        tcgetattr(pty.slave, &modes)
        #expect(modes.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
    }

    /// A terminal that says nothing: the wait ends at the drain, empty (remembered by the caller), never a hang.
    @Test func aTerminalThatSaysNothingCostsTheDrainAndIsEmpty() throws {
        let pty = try Pty()
        defer { pty.close() }
        let started = Date()
        let answer = TerminalQuery.ask(Self.question, until: "\u{1B}[?", timeout: 0.1, on: pty.slave)
        let seconds = Date().timeIntervalSince(started)
        #expect(answer == "")
        #expect(seconds >= TerminalQuery.drain - 0.01 && seconds < TerminalQuery.drain + 0.5)
    }

    /// An answer cut off at the drain's end (its attributes not yet there) is not used: the
    /// terminal counts as one that did not answer.
    @Test func aPartialAnswerIsNotAnAnswer() throws {
        let pty = try Pty()
        defer { pty.close() }
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            var pfd = pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 2000) > 0 else { return }
            _ = buffer.withUnsafeMutableBytes { read(pty.master, $0.baseAddress, $0.count) }
            let bytes = Array("\u{1B}[6;16;8t".utf8)
            _ = bytes.withUnsafeBytes { write(pty.master, $0.baseAddress, $0.count) }
        }
        thread.start()
        let answer = TerminalQuery.ask(Self.question, until: "\u{1B}[?", timeout: 0.1, on: pty.slave)
        #expect(answer == "")
    }
}
#endif
