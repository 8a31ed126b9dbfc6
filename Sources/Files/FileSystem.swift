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

/// The file operations the store needs, and nothing more: the seam where tests inject faults.
///
/// Every operation that changes the disk is a separate call, so a test can fail or "crash"
/// the store at any single step of a save and check what is left behind.
package protocol FileSystem: Sendable {
    /// The file's bytes, or nil when nothing exists at `path`.
    func contents(of path: String) throws(FileSystemError) -> Data?
    /// At most `limit` bytes from the start of the file, or nil when nothing exists at `path`.
    /// A default reads the whole file; real file systems stop early, so a huge file costs little.
    func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data?
    /// The bytes of one of atrest's own files, which must be a regular file reached without
    /// a symbolic link: a link throws ELOOP, a FIFO, device or socket `notRegularFile`, at
    /// once, without reading. Nil when nothing exists at `path`.
    func contents(ofOwnFile path: String) throws(FileSystemError) -> Data?
    /// The first `head` and the last `tail` bytes of one of atrest's own files, refused as
    /// `contents(ofOwnFile:)` refuses one, both read through one open file (`FileEnds`); the
    /// whole file when it is no longer than both. Nil when nothing exists at `path`. A default
    /// reads the whole file and keeps its ends; the live file system reads only the ends.
    func ends(ofOwnFile path: String, head: Int, tail: Int) throws(FileSystemError) -> FileEnds?
    func exists(_ path: String) -> Bool
    /// Creates `path` and any missing parents; directories this call creates get `mode`.
    func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError)
    /// Creates a new file for writing; fails if something already exists at `path`.
    func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32
    /// Creates a new file as `createFile` does, its mode `mode` less what the umask takes
    /// away: for files a person asks for, which follow their umask like any other.
    func createFile(_ path: String, umasked mode: UInt16) throws(FileSystemError) -> Int32
    /// Whether what `path` leads to, links followed, is a FIFO, a device or a socket: a
    /// stream to write into, never a file to replace.
    func isStream(_ path: String) -> Bool
    /// Opens the stream at `path` for writing, without creating anything.
    func openStream(_ path: String) throws(FileSystemError) -> Int32
    func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError)
    func sync(_ descriptor: Int32, path: String) throws(FileSystemError)
    func close(_ descriptor: Int32, path: String) throws(FileSystemError)
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// A second name for the same file (a hard link).
    func link(_ source: String, to destination: String) throws(FileSystemError)
    /// Flushes a directory's entries, so a rename inside it survives a power cut.
    func syncDirectory(_ path: String) throws(FileSystemError)
    /// Names in a directory (not paths); empty when the directory does not exist.
    func list(_ directory: String) throws(FileSystemError) -> [String]
    /// The names in `directory` that saves use for temporary files (`TemporaryName`);
    /// empty when the directory does not exist. Every change asks, so it must cost little.
    func temporaryNames(in directory: String) throws(FileSystemError) -> [String]
    /// Permission bits of what is at `path` itself (a symbolic link's own), or nil when nothing is.
    func mode(of path: String) -> UInt16?
    /// Sets the permission bits of what is at `path`, never of what a symbolic link points to.
    func setMode(_ path: String, mode: UInt16) throws(FileSystemError)
    /// Removes a file. The store removes only its own unfinished temporary files, the
    /// `sessions.json` of earlier versions once its fasts are saved in year files, its undo
    /// entries, and a file `undo` takes back to not existing.
    func remove(_ path: String) throws(FileSystemError)
    /// What tells the file at `path` changed without reading it (`FileIdentity`); nil when
    /// nothing is there or the file system cannot say (then the file is read each time).
    func identity(of path: String) -> FileIdentity?
    /// Waits (up to `timeout`) for an exclusive lock on the file at `path`, creating it if needed.
    func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock
}

/// A held lock; released once, explicitly.
package protocol FileLock: Sendable {
    func release()
}

/// A file operation that did not succeed, with the operating system's reason.
package struct FileSystemError: Error, Equatable, Sendable {
    package enum Operation: String, Sendable {
        case read, makeDirectory, create, write, sync, close, rename, link, syncDirectory, list, setMode, remove, lock
    }

    /// The code for a file atrest keeps that turned out to be a FIFO, a device or a socket.
    package static let notRegularFile: Int32 = -1

    package var operation: Operation
    package var path: String
    /// The `errno` value; `ETIMEDOUT` for a lock that stayed busy.
    package var code: Int32

    package init(_ operation: Operation, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// A short, plain reason: "the disk is full", "permission denied" …
    package var reason: String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or directory"
        case ENOTDIR: "a part of the path is not a directory"
        case EISDIR: "it is a directory"
        case ETIMEDOUT: "another atrest is still busy with it"
        case EIO: "an input/output error"
        case ELOOP: "it is a symbolic link"
        case Self.notRegularFile: "it is not a regular file"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
