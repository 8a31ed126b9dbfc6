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

extension LiveFileSystem {
    /// The first `head` and last `tail` bytes, each read where it lies (`pread`), through one
    /// open file: the month's water is read from its end, and reading 27 kB of it whole into
    /// fresh memory was seven page faults of `status` (start-up path: Sources/START-UP.md).
    package func ends(ofOwnFile path: String, head: Int, tail: Int) throws(FileSystemError) -> FileEnds? {
        guard let (descriptor, size) = try openForReading(path, ownFile: true, regularOnly: false) else { return nil }
        defer { _ = Glibc_close(descriptor) }
        let (head, tail) = (max(0, head), max(0, tail))
        // The tail is asked for with one byte more, which meets the end: a file that grew
        // or shrank since fstat sized it is read whole, from the start. (Its `size` is the
        // bytes expected, which a short read ends at.)
        if tail < size, head < size - tail {
            let first = try readAll(descriptor, size: head, upTo: head, at: 0, path: path)
            let last = try readAll(descriptor, size: tail, upTo: tail + 1, at: size - tail, path: path)
            if first.count == head, last.count == tail { return FileEnds(head: first, tail: last, tailStart: size - tail) }
        }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw FileSystemError(.read, path: path, code: errno) }
        let data = try readAll(descriptor, size: size, upTo: Int.max, path: path)
        return FileEnds(of: data, head: head, tail: tail)
    }
}
