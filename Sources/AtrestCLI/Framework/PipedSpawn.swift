#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with a pipe onto its standard input: the set-up the pager (`Pager`) and
/// notifiers and hooks (`ProgramRunner`) share, written once for both platforms.
struct PipedSpawn {
    let pid: pid_t
    /// The pipe's write end, which the program reads as its standard input.
    let input: Int32

    /// Starts `program` (a path) with `arguments` (its own name first) and atrest's environment;
    /// `errno` (or posix_spawn's error) when it could not be started.
    /// - Parameters:
    ///   - outputOntoErrors: its standard output onto atrest's standard error, never into a
    ///     result a script reads.
    ///   - ownGroup: in a process group of its own, so that what it starts can be stopped with
    ///     it (`kill(-pid)`); not on Apple platforms, where the group is left as it is.
    static func start(_ program: String, _ arguments: [String], outputOntoErrors: Bool = false, ownGroup: Bool = false) -> Result<PipedSpawn, SpawnError> {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(SpawnError(code: errno)) }
        // Darwin declares the type as an optional pointer that `init` fills; glibc as a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        if outputOntoErrors { posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO) }
        // The read end is the program's stdin now (unless it already was: atrest began with none).
        if ends[0] != STDIN_FILENO { posix_spawn_file_actions_addclose(&actions, ends[0]) }
        // The write end must not stay open in the program, or its stdin would never end.
        posix_spawn_file_actions_addclose(&actions, ends[1])
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if canImport(Darwin)
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        #else
        let spawned: Int32
        if ownGroup {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
            spawned = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        } else {
            spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        }
        #endif
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return .failure(SpawnError(code: spawned))
        }
        return .success(PipedSpawn(pid: pid, input: ends[1]))
    }

    /// Writes `bytes` to the program's stdin until all are sent or the pipe takes no more (a
    /// pager quit early, a program that does not read a non-blocking pipe): the rest is not
    /// wanted (SIGPIPE is ignored).
    func send(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            rest = rest.dropFirst(written)
        }
    }
}

/// Why a program could not be started: an `errno` value.
struct SpawnError: Error {
    let code: Int32
}
