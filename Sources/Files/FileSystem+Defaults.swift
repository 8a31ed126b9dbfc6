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

/// What a file system of tests does where the live one asks the kernel.
extension FileSystem {
    /// Reads the whole file and keeps its first `limit` bytes: right, if not thrifty.
    package func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        try contents(of: path).map { $0.prefix(max(0, limit)) }
    }

    /// Reads the whole file: a file system of tests holds no links, FIFOs or devices.
    package func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        try contents(of: path)
    }

    /// Reads the whole file and keeps its ends: right, if not thrifty.
    package func ends(ofOwnFile path: String, head: Int, tail: Int) throws(FileSystemError) -> FileEnds? {
        try contents(ofOwnFile: path).map { FileEnds(of: $0, head: head, tail: tail) }
    }

    /// Creates the file with `mode` as given: a file system of tests has no umask.
    package func createFile(_ path: String, umasked mode: UInt16) throws(FileSystemError) -> Int32 {
        try createFile(path, mode: mode)
    }

    /// A file system of tests holds no FIFOs or devices.
    package func isStream(_ path: String) -> Bool { false }

    package func openStream(_ path: String) throws(FileSystemError) -> Int32 {
        throw FileSystemError(.create, path: path, code: ENOTSUP)
    }

    /// A file system of tests cannot say: its files are read each time.
    package func identity(of path: String) -> FileIdentity? { nil }

    package func temporaryNames(in directory: String) throws(FileSystemError) -> [String] {
        try list(directory).filter(TemporaryName.matches)
    }
}
