import Foundation
import Store

/// The real file system, noting every version a path takes while a command runs, and every
/// path it reads or creates.
///
/// A name only ever gets new contents by a rename or a link onto it (that is how every
/// save works), so recording those gives each state a file passes through: the states a
/// run that is cut short may legitimately leave behind.
final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    private let base: any FileSystem = LiveFileSystem()
    private let lock = NSLock()
    private var recorded: [String: [Data]] = [:]
    private var readPaths: Set<String> = []
    private var createdPaths: Set<String> = []

    /// The contents each path was given, in order, by full path.
    var versions: [String: [Data]] { lock.withLock { recorded } }
    /// Every path whose contents were asked for.
    var reads: Set<String> { lock.withLock { readPaths } }
    /// Every file created (a save's temporary file, an output file) or removed.
    var createdOrRemoved: Set<String> { lock.withLock { createdPaths } }

    private func noteRead(_ path: String) { _ = lock.withLock { readPaths.insert(path) } }
    private func noteCreated(_ path: String) { _ = lock.withLock { createdPaths.insert(path) } }

    private func note(_ path: String, from source: String) {
        let data = (try? base.contents(of: source)) ?? nil
        lock.withLock { recorded[path, default: []].append(data ?? Data()) }
    }

    func contents(of path: String) throws(FileSystemError) -> Data? {
        noteRead(path)
        return try base.contents(of: path)
    }

    func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        noteRead(path)
        return try base.contents(of: path, upTo: limit)
    }

    func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        noteRead(path)
        return try base.contents(ofOwnFile: path)
    }

    func exists(_ path: String) -> Bool { base.exists(path) }
    func identity(of path: String) -> FileIdentity? { base.identity(of: path) }
    func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) { try base.makeDirectory(path, mode: mode) }
    func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 {
        noteCreated(path)
        return try base.createFile(path, mode: mode)
    }

    func createFile(_ path: String, umasked mode: UInt16) throws(FileSystemError) -> Int32 {
        noteCreated(path)
        return try base.createFile(path, umasked: mode)
    }

    func isStream(_ path: String) -> Bool { base.isStream(path) }
    func openStream(_ path: String) throws(FileSystemError) -> Int32 { try base.openStream(path) }
    func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) { try base.write(data, to: descriptor, path: path) }
    func sync(_ descriptor: Int32, path: String) throws(FileSystemError) { try base.sync(descriptor, path: path) }
    func close(_ descriptor: Int32, path: String) throws(FileSystemError) { try base.close(descriptor, path: path) }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        note(destination, from: source)
        try base.rename(source, to: destination)
    }

    func link(_ source: String, to destination: String) throws(FileSystemError) {
        note(destination, from: source)
        try base.link(source, to: destination)
    }

    func syncDirectory(_ path: String) throws(FileSystemError) { try base.syncDirectory(path) }
    func list(_ directory: String) throws(FileSystemError) -> [String] { try base.list(directory) }
    func temporaryNames(in directory: String) throws(FileSystemError) -> [String] { try base.temporaryNames(in: directory) }
    func mode(of path: String) -> UInt16? { base.mode(of: path) }
    func setMode(_ path: String, mode: UInt16) throws(FileSystemError) { try base.setMode(path, mode: mode) }
    func remove(_ path: String) throws(FileSystemError) {
        noteCreated(path)
        try base.remove(path)
    }

    func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock { try base.lock(path, timeout: timeout) }
}
