import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Screen
import Store
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Context {
    /// The real process: its environment, clock, time zone, disk and standard streams.
    package static func live() -> Context {
        // A closed pipe (`atrest log | head -1`) is the reader's choice, not an error to crash on.
        signal(SIGPIPE, SIG_IGN)
        let closed = claimClosedStandardStreams()
        let output = StreamBuffer(descriptor: STDOUT_FILENO, closed: closed.contains(STDOUT_FILENO))
        let errors = StreamBuffer(descriptor: STDERR_FILENO)
        let environment = processEnvironment()
        let window = LiveTerminal.window()
        var zones = ZoneDatabase(environment: environment)
        let zone = zones.choice(environment: environment)
        zones.remember(zone)
        var context = Context(
            environment: environment,
            now: { Date() },
            timeZone: zone.zone,
            fileSystem: LiveFileSystem(),
            writeOut: { output.append($0) },
            writeError: { output.flush(); errors.append($0); errors.flush() },
            readInput: { StreamBuffer.readAll(descriptor: STDIN_FILENO) },
            readInputUpTo: { StreamBuffer.readAll(descriptor: STDIN_FILENO, limit: $0) },
            outputIsTerminal: window.isTerminal,
            terminalColumns: window.size?.columns
        )
        context.weekStart = { WeekStart.firstWeekday(locale: localeName(environment)) }
        context.terminalRows = window.size?.rows
        context.inputTerminal = { isatty(STDIN_FILENO) == 1 }
        context.terminalPixels = window.pixels
        context.writeOutBytes = { output.append(bytes: $0) }
        context.askTerminal = { question, until, seconds in
            output.flush()
            return TerminalQuery.ask(question, until: until, within: seconds)
        }
        context.zones = zones
        context.zoneOrigin = zone.origin
        context.flush = { output.flush(); errors.flush() }
        context.deliverOut = { output.deliver() }
        context.readWorkingDirectory = { LiveFileSystem.workingDirectory() }
        context.makeTerminal = { LiveTerminal() }
        context.page = { text in
            output.flush()
            return Pager.show(text, command: Pager.command(environment))
        }
        context.modificationTimes = { paths in paths.map(modificationTime) }
        context.runProgram = { arguments, input, timeout in
            output.flush()
            errors.flush()
            return ProgramRunner.run(arguments, input: input, timeout: timeout, searchPath: environment["PATH"])
        }
        context.executablePath = { ProgramRunner.executablePath(searchPath: environment["PATH"]) }
        context.readUserID = { getuid() }
        context.waitForChange = { folders, seconds in
            output.flush()
            return FolderWatch.wait(folders, seconds: seconds)
        }
        context.pause = { seconds in
            output.flush()
            usleep(UInt32(max(0, min(seconds, 10)) * 1_000_000))
        }
        return context
    }

    /// Puts /dev/null on each of descriptors 0, 1 and 2 that was closed (`atrest export >&-`),
    /// and returns which were.
    ///
    /// Otherwise the next file atrest opens, a lock or a data file's temporary copy, would be
    /// given that number, and output meant for stdout would land in it.
    private static func claimClosedStandardStreams() -> [Int32] {
        var closed: [Int32] = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.append(descriptor)
            // open(2) returns the lowest free number: this one, as the lower ones are open by now.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
        return closed
    }

    /// The process's environment, read straight from `environ`: `ProcessInfo` builds a
    /// dictionary of it at several times the cost, on a path every command takes.
    private static func processEnvironment() -> Environment {
        var environment = Environment()
        #if canImport(Darwin)
        guard let variables = _NSGetEnviron()?.pointee else { return environment }
        #else
        guard let variables = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return environment }
        #endif
        // Counted first: two lists grown entry by entry were copied a dozen times (start-up path: Sources/START-UP.md).
        var count = 0
        while variables[count] != nil { count += 1 }
        environment.reserveCapacity(count)
        var index = 0
        while let entry = variables[index] {
            index += 1
            guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: equals - entry), as: UTF8.self)
            environment.append(name, String(cString: equals + 1))
        }
        return environment
    }

    /// The locale the environment names for dates (`LC_ALL`, then `LC_TIME`, then `LANG`),
    /// which decides the first day of the week in `calendar`.
    static func localeName(_ environment: Environment) -> String {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            if let value = environment[name], !value.isEmpty { return value }
        }
        return ""
    }

    /// The last change of `path` in nanoseconds since 1970; 0 when it cannot be read.
    private static func modificationTime(_ path: String) -> Int64 {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Collects output and writes it with plain `write(2)`, remembering the first write that failed.
///
/// `FileHandle.write` traps on a closed pipe on Linux; a pipe closed early is not a crash.
/// After a failure nothing more is written, so a document is never continued past a gap.
private final class StreamBuffer: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = Lock()
    private var pending: [UInt8] = []
    /// The `errno` of the first failed write; EBADF from the start for a descriptor that was closed.
    private var failure: Int32?
    private let closed: Bool

    init(descriptor: Int32, closed: Bool = false) {
        self.descriptor = descriptor
        self.closed = closed
    }

    func append(_ text: String) {
        let full = lock.withLock {
            pending.append(contentsOf: text.utf8)
            return pending.count >= 1 << 16
        }
        if full { flush() }
    }

    func append(bytes: [UInt8]) {
        let full = lock.withLock {
            // Nothing waiting: the caller's bytes are kept as they are, not copied (`log --json`'s megabyte).
            if pending.isEmpty { pending = bytes } else { pending.append(contentsOf: bytes) }
            return pending.count >= 1 << 16
        }
        if full { flush() }
    }

    func flush() {
        lock.withLock { writePending() }
    }

    /// Writes what is pending and says whether everything ever appended arrived.
    func deliver() -> OutputDelivery {
        lock.withLock {
            writePending()
            switch failure {
            case nil: return .delivered
            case EPIPE: return .readerGone
            case let code?: return .failed(code: code)
            }
        }
    }

    private func writePending() {
        // A large text given whole is let go rather than kept as room (it may be shared with its writer).
        defer { if pending.count > 1 << 16 { pending = [] } else { pending.removeAll(keepingCapacity: true) } }
        guard failure == nil, !pending.isEmpty else { return }
        guard !closed else {
            failure = EBADF
            return
        }
        var offset = 0
        while offset < pending.count {
            let written = pending[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            // A write that takes nothing and reports no error would loop for ever.
            if written == 0 {
                failure = EIO
                return
            }
            offset += written
        }
    }

    static func readAll(descriptor: Int32, limit: Int = Int.max) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
