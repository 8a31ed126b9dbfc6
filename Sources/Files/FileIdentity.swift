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

/// What tells a file that has not changed from one that has, without reading it: its size,
/// the nanoseconds of its last change of contents (mtime) and of any kind (ctime, which no tool
/// sets back), its inode and device. `sync` keeps it for each file it read, and reads a file
/// again only when any of these differ (`SyncStateDocument.identities`).
///
/// Only a *settled* identity is kept: one whose times lie far enough before the moment it was
/// taken that a write after it cannot carry the same times. Where a file system keeps whole
/// seconds (FAT, some network shares), a file rewritten in the same second at the same size
/// would otherwise look the same (git's "racy clean" entries); such a file is read again next
/// time, until its times are `margin` old.
package struct FileIdentity: Equatable, Sendable {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64
    package var inode: UInt64
    package var device: UInt64
    /// Whether the times were far enough before the moment it was taken (see above).
    package var settled: Bool

    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64, takenAt now: Int64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
        // Whole seconds: the file system cannot tell two writes of one second apart, so two
        // seconds (FAT keeps even seconds). Nanoseconds: the kernel's coarse clock ticks in
        // milliseconds; a tenth of a second is well past it.
        let coarse = modified % 1_000_000_000 == 0 && changed % 1_000_000_000 == 0
        let margin: Int64 = coarse ? 2_000_000_000 : 100_000_000
        settled = max(modified, changed) < now - margin
    }

    /// As `sync-state.json` keeps it: `size.mtime.ctime.inode.device`, in decimal. Written as
    /// bytes: a sync with nothing new makes one for every history file (interpolation cost
    /// about 7,000 instructions each).
    package var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(80)
        Self.decimal(size, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.decimal(modified, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.decimal(changed, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.decimal(inode, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.decimal(device, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func decimal(_ value: Int64, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        decimal(value.magnitude, into: &bytes)
    }

    private static func decimal(_ value: UInt64, into bytes: inout [UInt8]) {
        // Twenty digits at most, made from the last on a stack tuple and appended in order.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var at = buffer.count, rest = value
            repeat {
                at -= 1
                buffer[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[at...]))
        }
    }

    /// What is at `path` itself (a link's own), taken now; nil when nothing is there.
    static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        // The system's clock, not the run's (which tests set): it is what stamps the file.
        let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec) }
        return FileIdentity(
            size: Int64(info.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed),
            inode: UInt64(info.st_ino), device: UInt64(info.st_dev), takenAt: now
        )
    }
}
