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

/// How a program atrest ran (a notifier, a hook) came out.
package enum ProgramOutcome: Equatable, Sendable {
    case exited(Int32)
    /// Stopped by a signal (its number).
    case signalled(Int32)
    /// Still running when its time was up: it was stopped, with everything it started.
    case timedOut
    /// It could not be started at all (`errno`: ENOENT when there is no such program).
    case notStarted(Int32)
}

/// Runs programs for notifications and hooks: stdin from bytes given, stdout and stderr
/// onto atrest's stderr (never into a result a script reads), in a process group of its own
/// so that what it starts is stopped with it when its time is up.
enum ProgramRunner {
    static func run(_ arguments: [String], input: Data, timeout: Double) -> ProgramOutcome {
        guard let program = arguments.first else { return .notStarted(ENOENT) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .notStarted(errno) }
        // The write end must not reach the program, or its stdin would never see an end.
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // A name without a slash is looked for on PATH; a path is run as it is.
        let spawned = program.contains("/")
            ? posix_spawn(&pid, program, &actions, &attributes, argv, environ)
            : posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return .notStarted(spawned)
        }
        let deadline = monotonicSeconds() + timeout
        // Input is small (one JSON object, one reminder): written without blocking, so a
        // program that never reads cannot hold atrest; what does not fit is not sent.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        var bytes = Array(input)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            bytes = bytes.dropFirst(written)
        }
        close(ends[1])
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            // No child to wait for (SIGCHLD set to be ignored by whoever started atrest): it
            // ran, and how it ended cannot be known.
            if done < 0, errno != EINTR { return .exited(0) }
            if monotonicSeconds() >= deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .timedOut
            }
            usleep(10_000)
        }
        if status & 0x7f == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(status & 0x7f)
    }

    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The path of the running binary, links resolved; nil when it cannot be told.
    static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        guard let resolved = realpath(buffer, nil) else { return String(cString: buffer) }
        defer { free(resolved) }
        return String(cString: resolved)
        #else
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }
}
