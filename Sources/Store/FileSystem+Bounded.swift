#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FileSystem {
    /// Reads the whole file and keeps its first `limit` bytes: right, if not thrifty.
    package func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        try contents(of: path).map { $0.prefix(max(0, limit)) }
    }

    /// Reads the whole file: a file system of tests holds no links, FIFOs or devices.
    package func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        try contents(of: path)
    }
}
