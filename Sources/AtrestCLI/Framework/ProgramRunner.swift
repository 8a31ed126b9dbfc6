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
    /// WNOHANG, the same number on Linux and on Apple platforms.
    private static let noHang: Int32 = 1

    static func run(_ arguments: [String], input: Data, timeout: Double, searchPath: String?) -> ProgramOutcome {
        guard let name = arguments.first else { return .notStarted(ENOENT) }
        guard let program = resolve(name, searchPath: searchPath) else { return .notStarted(ENOENT) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .notStarted(errno) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        // The write end must not stay open in the program, or its stdin would never end.
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Darwin)
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        #else
        // In a process group of its own, so that what it starts is stopped with it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        #endif
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return .notStarted(spawned)
        }
        let deadline = Date().addingTimeInterval(timeout)
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
            let done = waitpid(pid, &status, noHang)
            if done == pid { break }
            // No child to wait for (SIGCHLD set to be ignored by whoever started atrest): it
            // ran, and how it ended cannot be known.
            if done < 0, errno != EINTR { return .exited(0) }
            if Date() >= deadline {
                #if canImport(Darwin)
                kill(pid, SIGKILL)
                #else
                kill(-pid, SIGKILL)
                #endif
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .timedOut
            }
            usleep(10_000)
        }
        if status & 0x7f == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(status & 0x7f)
    }

    /// A name without a slash looked for on `searchPath` as a shell would; a path as it is.
    static func resolve(_ name: String, searchPath: String?) -> String? {
        if name.contains("/") { return name }
        for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & 0o170000 == 0o100000, info.st_mode & 0o111 != 0 { return candidate }
        }
        return nil
    }

    /// The path of the running binary, links resolved; nil when it cannot be told.
    static func executablePath(searchPath: String?) -> String? {
        #if canImport(Darwin)
        // As it was started: a path, or a name found on PATH.
        guard let first = CommandLine.arguments.first,
              let found = resolve(first, searchPath: searchPath) else { return nil }
        #else
        let found = "/proc/self/exe"
        #endif
        guard let resolved = realpath(found, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
