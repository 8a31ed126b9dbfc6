#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Store

/// Long output on a terminal through the person's pager, as git pages its log.
package enum Pager {
    /// The pager to run: `$PAGER`, else `less`; nil when paging is turned off (`PAGER=` or `cat`).
    package static func command(_ environment: Environment) -> String? {
        guard let pager = environment["PAGER"] else { return "less" }
        let trimmed = pager.trimmingWhitespace()
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Runs `command` through the shell with `text` on its standard input, and waits for it.
    /// `less` is given `LESS=FRX` when the person set no `LESS`: it keeps colour, stays out of
    /// the way for text that fits one screen, and leaves the text on the screen after.
    package static func show(_ text: String, command: String?) -> Bool {
        guard let command else { return false }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        setenv("LESS", "FRX", 0)
        // Darwin declares the type as an optional pointer that `init` fills; glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", command]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return false
        }
        // A pager quit early closes its end: the rest is simply not wanted (SIGPIPE is ignored).
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                break
            }
            bytes = bytes.dropFirst(written)
        }
        close(ends[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return true
    }
}
