#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file's bytes are pushed to the disk itself, on each platform.
///
/// On macOS `fsync` only hands the data to the drive, whose cache may still lose it at a power
/// cut; `fcntl(F_FULLFSYNC)` asks the drive to write its cache out (Apple's fsync(2)). Some
/// file systems (network shares, FAT on a stick) refuse it: there plain `fsync` is as far as
/// anyone can get. Elsewhere `fsync` reaches the disk.
package enum DiskFlush {
    /// Flushes `descriptor`; 0 when done, else the errno of the call that failed.
    package static func flush(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        return flush(descriptor, full: { fcntl($0, F_FULLFSYNC) }, plain: { fsync($0) })
        #else
        return fsync(descriptor) == 0 ? 0 : errno
        #endif
    }

    /// The order on a platform with a full flush: the full one first; the plain one only when
    /// the file system refuses the full one (an input/output error is never retried, since a
    /// second call could report success for data already lost). The calls return 0 or -1 with
    /// `errno` set, as the C library's do.
    package static func flush(_ descriptor: Int32, full: (Int32) -> Int32, plain: (Int32) -> Int32) -> Int32 {
        if full(descriptor) == 0 { return 0 }
        let refusal = errno
        guard refusedCodes.contains(refusal) else { return refusal }
        return plain(descriptor) == 0 ? 0 : errno
    }

    /// What a file system answers when it does not do a full flush at all.
    package static let refusedCodes: Set<Int32> = [EINVAL, ENOTSUP, EOPNOTSUPP, ENOTTY]
}
