// Linux only: a pseudo-terminal of the test's own, made the child's controlling terminal with
// glibc's posix_spawn (POSIX_SPAWN_SETSID, then the terminal opened as its standard streams).
#if os(Linux)
import Foundation
import Screen
import TestProcesses
import Testing

/// What asking the terminal costs (issue 27): on a terminal that answers nothing, the first
/// `status` waits at most 100 ms more, once, and remembers that terminal; every later `status`
/// asks nothing; a piped `status` never asks. Never a hang, never a byte left behind, and the
/// terminal's mode given back. Run against the built binary, in a pty that answers nothing.
@Suite(.serialized) struct TerminalQuestionBudgetTests {
    /// One run of the binary on a fresh pty of 80 × 24 cells (no pixel size), nothing answered.
    struct Run {
        let seconds: Double
        /// Everything the child wrote to the terminal.
        let written: String
        let status: Int32
        /// The terminal's local modes before and after.
        let modesBefore: tcflag_t
        let modesAfter: tcflag_t
        /// What was left in the terminal's input after the child ended (the shell would read it).
        var leftInInput: [UInt8] = []
    }

    /// Runs `binary arguments` in `home` with its streams on a new pty; with `pipeOutput` its
    /// standard output goes to a file instead (`atrest status | cat`), stdin and stderr stay
    /// on the terminal. At most 20 seconds: a hang fails rather than blocks the suite.
    static func run(_ binary: String, _ arguments: [String], home: String, pipeOutput: Bool = false, answer: (seconds: Double, bytes: String)? = nil) throws -> Run {
        // posix_openpt and ptsname are not in Swift's Glibc module: /dev/ptmx and its ioctls
        // (TIOCSPTLCK to unlock, TIOCGPTN for the number), as they do underneath.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure("no pty") }
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { throw Failure("the pty does not unlock") }
        let slavePath = "/dev/pts/\(number)"
        // Held open by the test so the terminal's modes can be read after the child is gone.
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure("the pty's terminal does not open") }
        defer { close(slave) }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        var modes = termios()
        tcgetattr(slave, &modes)
        let before = modes.c_lflag

        let output = NSTemporaryDirectory() + "atrest-pty-out-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid and without O_NOCTTY: the pty becomes the controlling terminal,
        // so /dev/tty is this pty, as in a terminal window.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        if pipeOutput {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        // POSIX_SPAWN_SETSID (glibc 2.26): a session of its own, which the pty then leads.
        let setsid: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | setsid))
        // TERM names a terminal the environment cannot place (xterm could be a VT340 or not).
        let environment = FreshEnvironment.make(home: home, overriding: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        guard FreshEnvironment.problems(in: environment).isEmpty else { throw Failure("unfenced") }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        let spawned = FreshEnvironment.withCStrings(environment) { envp in
            posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        }
        guard spawned == 0 else { throw Failure("posix_spawn: \(spawned)") }
        // Read everything written to the terminal until the child ends; answer nothing.
        var written: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var status: Int32 = 0
        var ended = false
        var answerAt: Date?
        while !ended {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, 5) > 0, pfd.revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 { written += buffer[0..<count] }
            }
            // A terminal on a slow link: it answers the question, late.
            if let answer, answerAt == nil, String(decoding: written, as: UTF8.self).contains(question) {
                answerAt = Date().addingTimeInterval(answer.seconds)
            }
            if let answer, let at = answerAt, Date() >= at {
                answerAt = .distantFuture
                let bytes = Array(answer.bytes.utf8)
                _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            }
            if waitpid(pid, &status, WNOHANG) == pid { ended = true }
            if !ended, Date().timeIntervalSince(started) > 20 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw Failure("\(arguments.joined(separator: " ")) hung on a terminal that answers nothing")
            }
        }
        let seconds = Date().timeIntervalSince(started)
        // What was written just before the end.
        while true {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 0) > 0, pfd.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            written += buffer[0..<count]
        }
        // An answer still on its way arrives all the same, after the child has gone.
        if let answer, let at = answerAt, at != .distantFuture {
            Thread.sleep(until: at)
            let bytes = Array(answer.bytes.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
        tcgetattr(slave, &modes)
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        var run = Run(seconds: seconds, written: String(decoding: written, as: UTF8.self), status: code, modesBefore: before, modesAfter: modes.c_lflag)
        // What the shell would read next: raw and non-blocking, so that a partial line shows too.
        var raw = modes
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(slave, TCSANOW, &raw)
        while true {
            var pfd = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 300) > 0, pfd.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(slave, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            run.leftInInput += buffer[0..<count]
        }
        tcsetattr(slave, TCSANOW, &modes)
        return run
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A home with a fast nine hours in: `status` has a tree to draw.
    static func home(_ binary: String) throws -> String {
        let home = TestProcess.makeHome()
        let started = try TestProcess.run(binary, ["start", "--at", "-9h"], home: home)
        #expect(started.status == 0, "\(started.errors)")
        return home
    }

    static let question = "\u{1B}[c"

    /// A terminal that answers after the 100 ms (a slow ssh link) leaves nothing for the shell:
    /// its answer is read by atrest, not by the prompt that follows it.
    @Test func aLateAnswerIsNotLeftForTheShell() throws {
        let binary = try #require(AtrestProcess.binary, "the atrest binary is beside the tests")
        let home = try Self.home(binary)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Self.run(binary, ["status"], home: home, answer: (0.15, "\u{1B}[6;16;8t\u{1B}[?62;4;22c"))
        #expect(run.status == 0)
        #expect(run.written.contains(Self.question))
        #expect(run.leftInInput.isEmpty, "left for the shell: \(String(decoding: run.leftInInput, as: UTF8.self).debugDescription)")
        #expect(run.modesAfter == run.modesBefore)
    }

    @Test func aTerminalThatAnswersNothingCostsAtMostATenthOnceAndNothingAfter() throws {
        let binary = try #require(AtrestProcess.binary, "the atrest binary is beside the tests")
        var firsts: [Run] = [], laters: [Run] = [], piped: [Run] = []
        var homes: [String] = []
        defer { homes.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        // Five of each, the quickest compared: one run on a busy machine is noise.
        for _ in 0..<5 {
            let home = try Self.home(binary)
            homes.append(home)
            firsts.append(try Self.run(binary, ["status"], home: home))
            #expect(FileManager.default.fileExists(atPath: home + "/.local/state/atrest/terminals"), "the answer (none) is remembered")
            laters.append(try Self.run(binary, ["status"], home: home))
            piped.append(try Self.run(binary, ["status"], home: home, pipeOutput: true))
        }
        let pipedHome = try Self.home(binary)
        homes.append(pipedHome)
        let pipedFirst = try Self.run(binary, ["status"], home: pipedHome, pipeOutput: true)
        #expect(!FileManager.default.fileExists(atPath: pipedHome + "/.local/state/atrest/terminals"), "a pipe asks nothing, so nothing is remembered")

        for run in firsts {
            #expect(run.status == 0)
            #expect(run.written.contains(Self.question), "the first status asks the terminal once")
            #expect(run.written.components(separatedBy: Self.question).count == 2)
        }
        for run in laters + piped + [pipedFirst] {
            #expect(run.status == 0)
            #expect(!run.written.contains(Self.question), "asked again: \(run.written.debugDescription.prefix(120))")
            #expect(!run.written.contains("\u{1B}_G") && !run.written.contains("\u{1B}P"), "no picture in pixels on a terminal that answered nothing")
        }
        for run in firsts + laters + piped + [pipedFirst] {
            // The terminal is given back in the mode it was found in: echo and lines on.
            #expect(run.modesAfter == run.modesBefore)
            #expect(run.modesAfter & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
        }
        // What the wait added, and what remembering it saves: the quickest of each.
        let first = firsts.map(\.seconds).min() ?? 0, later = laters.map(\.seconds).min() ?? 0
        let pipe = (piped + [pipedFirst]).map(\.seconds).min() ?? 0
        // A late answer is waited for up to the drain (never left for the shell), once.
        #expect(first - later <= TerminalQuery.drain + 0.08, "the first status cost \(Int((first - later) * 1000)) ms more than the next")
        // It did wait (nothing answered): what is measured is the wait, not noise.
        #expect(first - later >= 0.05, "the first status waited for an answer (\(Int((first - later) * 1000)) ms)")
        // A remembered terminal waits for nothing: what it costs beyond a pipe is drawing the
        // picture in colour, never another tenth.
        #expect(later - pipe < 0.1, "a remembered terminal costs \(Int(later * 1000)) ms, a pipe \(Int(pipe * 1000)) ms")
    }
}
#endif
