// Linux only: /dev/ptmx and its ioctls.
#if os(Linux)
import Foundation

/// A pseudo-terminal of the test's own, for the tests of asking the terminal
/// (`TerminalQuestionBudgetTests` runs the binary on it, `LateAnswerTests` asks on it in
/// process): the side atrest uses as its terminal (`slave`), and the side the terminal
/// emulator writes its answers to (`master`).
struct PseudoTerminal {
    let master: Int32
    let slave: Int32
    /// `/dev/pts/N`, for a child to open as its controlling terminal.
    let path: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A new pty of `columns` × `rows` cells, reporting no pixel size.
    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        // posix_openpt and ptsname are not in Swift's Glibc module: /dev/ptmx and its ioctls
        // (TIOCSPTLCK to unlock, TIOCGPTN for the number), as they do underneath.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure("no pty") }
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            Glibc.close(master)
            throw Failure("the pty does not unlock")
        }
        path = "/dev/pts/\(number)"
        slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            Glibc.close(master)
            throw Failure("the pty's terminal does not open")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    }

    func close() {
        Glibc.close(slave)
        Glibc.close(master)
    }

    /// The terminal's local modes (echo, lines).
    var localModes: tcflag_t {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes.c_lflag
    }

    /// Writes `text` as the terminal would: into the input of whatever reads `slave`.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// What a reader of the terminal (the shell, after atrest) finds within `seconds`: read raw
    /// and without echo, so that a partial line shows too; the modes are put back after.
    func leftInInput(within seconds: Double) -> [UInt8] {
        var modes = termios()
        tcgetattr(slave, &modes)
        var raw = modes
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(slave, TCSANOW, &raw)
        defer { tcsetattr(slave, TCSANOW, &modes) }
        return Self.readable(on: slave, within: seconds)
    }

    /// Whatever `fd` gives within `seconds`.
    static func readable(on fd: Int32, within seconds: Double) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, Int32(max(1, end.timeIntervalSinceNow * 1000))) > 0, pfd.revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { bytes += buffer[0..<count] } else { break }
        }
        return bytes
    }

    /// Plays a terminal on a link `delay` seconds slow: on another thread, reads the question
    /// (whatever is first written to it) and answers `answer` that long after. The test waits
    /// for what this returns before it closes the pty, so the answer never goes to a
    /// descriptor the number was given to since.
    func answering(_ answer: String, after delay: Double) -> DispatchSemaphore {
        let master = master
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            var buffer = [UInt8](repeating: 0, count: 256)
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 5000) > 0 else { return }
            _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            usleep(UInt32(delay * 1_000_000))
            let bytes = Array(answer.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
        thread.start()
        return done
    }
}
#endif
