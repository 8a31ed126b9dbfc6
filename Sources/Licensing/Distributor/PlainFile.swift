#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The few file operations the distributor's tool needs, on plain POSIX calls.
///
/// POSIX because it says precisely what is needed here and Foundation does not: a new
/// file created only if none exists (`O_EXCL`, so a key is never overwritten, not even by
/// a race) with its permissions set before any key byte is written, and a read that stops
/// after a limit. Failures carry `errno` in plain words.
enum PlainFile {
    /// A file operation that could not be done, in lower-case words.
    struct Problem: Error, Equatable {
        var words: String

        static let tooLarge = Problem(words: "it is larger than expected")

        init(words: String) {
            self.words = words
        }

        /// Words for a POSIX error code.
        init(code: Int32) {
            switch code {
            case ENOENT: words = "there is no such file or folder"
            case EACCES, EPERM: words = "permission was refused"
            case EEXIST: words = "it already exists"
            case EISDIR: words = "it is a folder"
            case ENOTDIR: words = "part of the path is not a folder"
            case ENOSPC: words = "the disk is full"
            default: words = String(cString: strerror(code)).lowercased()
            }
        }
    }

    /// The contents of the file at `path`, refusing it once it passes `limit` bytes.
    static func contents(of path: String, limit: Int) throws(Problem) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(code: errno) }
        defer { close(descriptor) }
        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(code: errno)
            }
            if count == 0 { return contents }
            contents.append(contentsOf: buffer[0..<count])
            if contents.count > limit { throw .tooLarge }
        }
    }

    /// Writes `contents` to a new file at `path` with permissions `mode`, durably.
    ///
    /// Refuses (`it already exists`) if anything is at `path`. A file left half-written by
    /// a failed write is removed, so a failure leaves nothing behind.
    static func create(_ path: String, contents: Data, mode: mode_t) throws(Problem) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Problem(code: errno) }
        var problem: Problem?
        // The umask may only have narrowed `mode`; set it exactly before writing any byte.
        if fchmod(descriptor, mode) != 0 {
            problem = Problem(code: errno)
        } else {
            problem = writeAll(contents, to: descriptor)
        }
        if problem == nil, fsync(descriptor) != 0 { problem = Problem(code: errno) }
        if close(descriptor) != 0, problem == nil { problem = Problem(code: errno) }
        if let problem {
            unlink(path)
            throw problem
        }
    }

    private static func writeAll(_ contents: Data, to descriptor: Int32) -> Problem? {
        contents.withUnsafeBytes { bytes -> Problem? in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return Problem(code: errno)
                }
                offset += count
            }
            return nil
        }
    }
}
