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

/// Opening a file for reading and reading it into the memory its Data will own.
extension LiveFileSystem {
    /// Opens a file for reading, with its size; an own file is opened without following a
    /// link and without waiting for a FIFO's writer, and refused unless it is a regular file.
    /// Nil when nothing exists at `path`.
    func openForReading(_ path: String, ownFile: Bool, regularOnly: Bool) throws(FileSystemError) -> (Int32, Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (ownFile ? O_NOFOLLOW | O_NONBLOCK : 0) | (regularOnly ? O_NONBLOCK : 0))
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            let code = errno
            // A socket cannot be opened at all: for a file that must be regular, what is not
            // one is told apart as such, not as a read that failed.
            var info = stat()
            if ownFile || regularOnly, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFLNK {
                throw FileSystemError(.read, path: path, code: FileSystemError.notRegularFile)
            }
            throw FileSystemError(.read, path: path, code: code)
        }
        // The same fstat that sizes the read tells a regular file.
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        if ownFile || regularOnly, !known || info.st_mode & S_IFMT != S_IFREG {
            let code = known ? FileSystemError.notRegularFile : errno
            _ = Glibc_close(descriptor)
            throw FileSystemError(.read, path: path, code: code)
        }
        return (descriptor, known ? max(Int(info.st_size), 0) : 0)
    }

    /// Reads up to `limit` bytes; an own file is opened without following a link and without
    /// waiting for a FIFO's writer, and refused unless it is a regular file.
    func readFile(_ path: String, upTo limit: Int, ownFile: Bool, regularOnly: Bool = false) throws(FileSystemError) -> Data? {
        guard let (descriptor, size) = try openForReading(path, ownFile: ownFile, regularOnly: regularOnly) else { return nil }
        defer { _ = Glibc_close(descriptor) }
        return try readAll(descriptor, size: size, upTo: limit, path: path)
    }

    /// Reads to the end (at most `limit` bytes) straight into the memory the Data will own,
    /// sized by fstat (one byte more, to meet the end in the same read), not through a zeroed
    /// 64 KiB buffer copied piece by piece: `status` reads four files on every run. From
    /// `offset` on where one is given (`pread`), else from where the file stands.
    ///
    /// A read that stops short exactly at `size` has met the end (a file grown since would
    /// have filled the byte more): asking once more to hear "nothing" was a system call a
    /// file on every start (start-up path: Sources/START-UP.md). Short anywhere else, as a
    /// pipe's or some network file systems' reads are, it reads on until told the end.
    func readAll(_ descriptor: Int32, size: Int, upTo limit: Int, at offset: Int? = nil, path: String) throws(FileSystemError) -> Data {
        var capacity = max(1, min(limit, size < Int.max ? size + 1 : size))
        guard limit > 0 else { return Data() }
        guard var buffer = malloc(capacity) else { throw FileSystemError(.read, path: path, code: ENOMEM) }
        var count = 0
        while count < limit {
            if count == capacity {
                capacity = capacity > limit / 2 ? limit : capacity * 2
                guard let larger = realloc(buffer, capacity) else {
                    free(buffer)
                    throw FileSystemError(.read, path: path, code: ENOMEM)
                }
                buffer = larger
            }
            let got = if let offset {
                pread(descriptor, buffer + count, capacity - count, off_t(offset + count))
            } else {
                read(descriptor, buffer + count, capacity - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                let code = errno
                free(buffer)
                throw FileSystemError(.read, path: path, code: code)
            }
            if got == 0 { break }
            count += got
            if count == size, count < capacity { break }
        }
        guard count > 0 else {
            free(buffer)
            return Data()
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .free)
    }
}
