#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One question to the terminal, answered within a deadline or not at all.
///
/// The terminal is opened as `/dev/tty` and put in raw mode without echo only while it is
/// asked, so an answer never shows on the screen. The question ends with a request every
/// terminal answers (the primary device attributes), and reading stops at its answer, so
/// nothing of an answer is left for the shell or the live view's keys.
///
/// How long to wait is the link's (`wait(_:)`): a terminal on this computer answers within
/// milliseconds, so 90 ms there; over ssh an answer crosses the network twice, so longer, or
/// a late answer would arrive after atrest has gone and be printed by the shell. A terminal
/// that answers nothing costs that wait once (the caller remembers it). Input is never
/// flushed with `tcflush`: that would also drop what arrives a moment later, not only what
/// was typed, and leave the late answer's tail to the shell all the same.
package enum TerminalQuery {
    /// The wait for a terminal on this computer. The budget is 100 ms more, once, for
    /// the whole question: opening the terminal, its modes set and given back, and the memory
    /// written take about 2 ms more, so the wait is 90 ms and the whole stays inside.
    package static let localWait = 0.09
    /// The wait over ssh: a round trip across the world and back with room to spare. Only a
    /// terminal that answers nothing costs all of it (every one answers the device attributes).
    package static let remoteWait = 1.0

    /// How long an answer is waited for on the terminal this environment describes.
    package static func wait(_ environment: (String) -> String?) -> Double {
        TerminalLink.remote(environment) ? remoteWait : localWait
    }

    /// Writes `question`, then reads until the answer holds `until` followed by a final byte
    /// (a letter, as a control sequence ends), or `seconds` pass. Nil when the terminal
    /// could not be asked (no terminal on stdin and stdout, no `/dev/tty`); empty when it was
    /// asked and said nothing in time, which is worth remembering.
    package static func ask(_ question: String, until: String, within seconds: Double) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        let fd = open("/dev/tty", O_RDWR)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return ask(question, until: until, within: seconds, on: fd)
    }

    /// The same on the terminal open as `fd`.
    package static func ask(_ question: String, until: String, within seconds: Double, on fd: Int32) -> String? {
        let waiting = min(max(seconds, 0), 5)
        var saved = termios()
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(fd, TCSANOW, &saved) }
        let bytes = Array(question.utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else { return nil }
        var answer: [UInt8] = []
        let wanted = Array(until.utf8)
        let start = now()
        var buffer = [UInt8](repeating: 0, count: 256)
        while now() < start + waiting {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, (start + waiting - now()) * 1000))
            guard poll(&pfd, 1, left) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            answer += buffer[0..<count]
            if ends(answer, after: wanted) {
                // Whatever came with the end (a key typed at that moment) is read too: the answer's end is the question's.
                return String(decoding: answer, as: UTF8.self)
            }
        }
        // No end in time: what came is partial or late, and the terminal counts as one that did not answer.
        return ""
    }

    /// Whether `part` occurs in `bytes` and a final byte (0x40...0x7E) follows it.
    static func ends(_ bytes: [UInt8], after part: [UInt8]) -> Bool {
        guard !part.isEmpty, bytes.count > part.count else { return false }
        for start in 0...(bytes.count - part.count) where bytes[start..<(start + part.count)].elementsEqual(part) {
            if bytes[(start + part.count)...].contains(where: { (0x40...0x7E).contains($0) }) { return true }
        }
        return false
    }

    private static func now() -> Double { Date().timeIntervalSinceReferenceDate }
}
