#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the pipe signal handlers wake the view through: a handler may do little
/// more than `write(2)`, so it writes the signal's number and the view reads it in its loop.
nonisolated(unsafe) private var signalPipe: Int32 = -1

private let signalHandler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
}

/// The process's own terminal: stdin for keys, stdout for the screen.
package final class LiveTerminal: TerminalDevice, @unchecked Sendable {
    private var saved = termios()
    private var taken = false
    private var pipeEnds: [Int32] = [-1, -1]
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]

    /// The terminal, when both stdin and stdout are one; nil otherwise.
    package init?() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    }

    package func size() -> (columns: Int, rows: Int)? {
        guard let size = Self.windowSize().flatMap(Self.cells), let rows = size.rows else { return nil }
        return (size.columns, rows)
    }

    package func pixelSize() -> (width: Int, height: Int)? { Self.windowSize().flatMap(Self.pixels) }

    /// What the terminal on stdout says of its window, from one `TIOCGWINSZ`.
    package struct Window {
        /// Whether stdout is a terminal at all.
        package var isTerminal: Bool
        /// Its size in cells; `rows` is nil when it reports none.
        package var size: (columns: Int, rows: Int?)?
        /// Its size in pixels, when the terminal fills it in.
        package var pixels: (width: Int, height: Int)?
    }

    /// The window of the terminal on stdout, and whether it is one. A descriptor that is no
    /// terminal answers the question with `ENOTTY`, which `isatty` would ask again (start-up
    /// path: Sources/START-UP.md).
    package static func window() -> Window {
        guard let size = windowSize() else {
            return Window(isTerminal: errno != ENOTTY && isatty(STDOUT_FILENO) == 1, size: nil, pixels: nil)
        }
        return Window(isTerminal: isatty(STDOUT_FILENO) == 1, size: cells(size), pixels: pixels(size))
    }

    /// The terminal's answer on stdout; nil, with `errno` set, where it gives none.
    private static func windowSize() -> winsize? {
        var size = winsize()
        return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
    }

    private static func cells(_ size: winsize) -> (columns: Int, rows: Int?)? {
        size.ws_col > 0 ? (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : nil) : nil
    }

    private static func pixels(_ size: winsize) -> (width: Int, height: Int)? {
        size.ws_xpixel > 0 && size.ws_ypixel > 0 ? (Int(size.ws_xpixel), Int(size.ws_ypixel)) : nil
    }

    package func takeOver() throws {
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { throw TerminalUnavailable() }
        if pipeEnds[0] < 0 {
            guard pipe(&pipeEnds) == 0 else { throw TerminalUnavailable() }
            for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            signalPipe = pipeEnds[1]
        }
        var raw = saved
        // Keys one at a time, unechoed; Ctrl-C and Ctrl-Z stay signals, so they work as anywhere.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else { throw TerminalUnavailable() }
        taken = true
        for number in Self.signals { signal(number, signalHandler) }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    package func giveBack() {
        guard taken else { return }
        taken = false
        write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &saved)
        for number in Self.signals { signal(number, SIG_DFL) }
    }

    @discardableResult
    package func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += written
        }
        bytes.removeAll()
        return true
    }

    package func wait(seconds: Double?) -> TerminalEvent {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0),
        ]
        let timeout = seconds.map { Int32(max(0, min($0, 3600)) * 1000) } ?? -1
        let ready = poll(&fds, 2, timeout)
        if ready < 0 { return errno == EINTR ? signalEvent() ?? .timeout : .lost }
        if ready == 0 { return .timeout }
        if fds[1].revents & Int16(POLLIN) != 0, let event = signalEvent() { return event }
        if fds[0].revents & Int16(POLLIN) != 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                var bytes = Array(buffer[0..<count])
                // An Escape alone may be the first byte of an arrow key split across reads
                // (over ssh); a moment's wait tells the two apart.
                if bytes.last == 0x1B {
                    var more = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
                    if poll(&more, 1, 30) > 0 {
                        let extra = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                        if extra > 0 { bytes += buffer[0..<extra] }
                    }
                }
                return .input(bytes)
            }
            if count < 0, errno == EINTR || errno == EAGAIN { return .timeout }
            return .lost
        }
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .lost }
        return .timeout
    }

    /// The most telling of the signals waiting in the pipe: stopping before the rest.
    private func signalEvent() -> TerminalEvent? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let numbers = Set(buffer[0..<count].map(Int32.init))
        if let stop = [SIGTERM, SIGINT, SIGHUP, SIGQUIT].first(where: numbers.contains) { return .stop(signal: stop) }
        if numbers.contains(SIGTSTP) { return .suspend }
        return .resized
    }

    package func suspendProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Here again after `fg`.
        signal(SIGTSTP, signalHandler)
    }
}

/// The terminal could not be taken over (its settings could not be read or changed).
package struct TerminalUnavailable: Error {}

/// `write(2)`, out of the reach of `LiveTerminal.write(_:)`'s name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
