#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FileSystem {
    /// Writes `data` to the open `descriptor` and closes it; closed as well when the write
    /// fails, so no way out leaves it open.
    package func write(_ data: Data, closing descriptor: Int32, path: String) throws(FileSystemError) {
        do {
            try write(data, to: descriptor, path: path)
        } catch {
            try? close(descriptor, path: path)
            throw error
        }
        try close(descriptor, path: path)
    }
}
