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
        let child: PipedSpawn
        switch PipedSpawn.start(program, arguments, outputOntoErrors: true, ownGroup: true) {
        case .success(let started): child = started
        case .failure(let error): return .notStarted(error.code)
        }
        let pid = child.pid
        let deadline = Date().addingTimeInterval(timeout)
        // Input is small (one JSON object, one reminder): written without blocking, so a
        // program that never reads cannot hold atrest; what does not fit is not sent.
        _ = fcntl(child.input, F_SETFL, fcntl(child.input, F_GETFL) | O_NONBLOCK)
        child.send(Array(input))
        close(child.input)
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
