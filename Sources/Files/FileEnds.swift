#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first and the last bytes of a file, read through one open file, so that both are of
/// the same generation (a save renames a new file into place; it never rewrites one). A
/// reader that needs only a file's end (today's water, at the end of its month) reads a few
/// kilobytes instead of the whole file (start-up path: Sources/START-UP.md). A class: an
/// optional struct holding `Data` had the runtime make its type from its mangled name, 9,500
/// instructions.
package final class FileEnds: Sendable {
    /// The file's first bytes; the whole file when `isWhole`.
    package let head: Data
    /// The file's last bytes, from `tailStart` to its end; the whole file when `isWhole`.
    package let tail: Data
    /// Where `tail` starts in the file.
    package let tailStart: Int

    /// Whether the file was read whole (it was no longer than both ends asked for).
    package var isWhole: Bool { tailStart == 0 }

    package init(head: Data, tail: Data, tailStart: Int) {
        self.head = head
        self.tail = tail
        self.tailStart = tailStart
    }

    /// The ends of `data`, a whole file: the file itself when it is no longer than both.
    package convenience init(of data: Data, head: Int, tail: Int) {
        let (head, tail) = (max(0, head), max(0, tail))
        guard tail < data.count, head < data.count - tail else {
            self.init(head: data, tail: data, tailStart: 0)
            return
        }
        self.init(head: Data(data.prefix(head)), tail: Data(data.suffix(tail)), tailStart: data.count - tail)
    }
}
