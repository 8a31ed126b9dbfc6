#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The context's file system, noting each file that got new contents during one command.
///
/// A command that saves several files can be stopped after some of them (a full disk, a
/// damaged file found late); its error must not then say "nothing was changed". Every save
/// ends in a rename onto the file's own name, so those renames are what this watches.
final class SaveWatch: FileSystem, @unchecked Sendable {
    private let base: any FileSystem
    private let lock = Lock()
    private var names: [String] = []

    init(_ base: any FileSystem) {
        self.base = base
    }

    /// Names of the files saved so far, in order, each once.
    var saved: [String] {
        // Copied out of a closure that returns nothing: `withLock` returning the list, generic
        // across modules, had the runtime build `[String]`'s type from its mangled name, 20,000
        // instructions of every command (start-up path: Sources/START-UP.md).
        var copy: [String] = []
        lock.withLock { copy = names }
        return copy
    }

    private func note(_ path: String) {
        var name = PathText.lastComponent(path)
        // Temporary files and kept generations are not the person's data changing.
        guard !DurableWriter.isTemporary(name), !name.hasSuffix(".previous") else { return }
        // A year's or a month's file is named with its folder: `sessions/2026.json`.
        let folder = PathText.lastComponent(PathText.parent(path))
        // The undo journal's entries are not the person's data: never named as saved.
        // Nor is bookkeeping kept best effort (the index of year files).
        if folder == "undo" || AtrestPaths.bestEffort.contains(name) { return }
        if folder == "sessions" || folder == "water" { name = folder + "/" + name }
        lock.withLock { if !names.contains(name) { names.append(name) } }
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try base.rename(source, to: destination)
        note(destination)
    }

    func contents(of path: String) throws(FileSystemError) -> Data? { try base.contents(of: path) }
    func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? { try base.contents(of: path, upTo: limit) }
    func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? { try base.contents(ofOwnFile: path) }
    func ends(ofOwnFile path: String, head: Int, tail: Int) throws(FileSystemError) -> FileEnds? {
        try base.ends(ofOwnFile: path, head: head, tail: tail)
    }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) { try base.makeDirectory(path, mode: mode) }
    func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 { try base.createFile(path, mode: mode) }
    func createFile(_ path: String, umasked mode: UInt16) throws(FileSystemError) -> Int32 { try base.createFile(path, umasked: mode) }
    func isStream(_ path: String) -> Bool { base.isStream(path) }
    func openStream(_ path: String) throws(FileSystemError) -> Int32 { try base.openStream(path) }
    func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) { try base.write(data, to: descriptor, path: path) }
    func sync(_ descriptor: Int32, path: String) throws(FileSystemError) { try base.sync(descriptor, path: path) }
    func close(_ descriptor: Int32, path: String) throws(FileSystemError) { try base.close(descriptor, path: path) }
    func link(_ source: String, to destination: String) throws(FileSystemError) { try base.link(source, to: destination) }
    func syncDirectory(_ path: String) throws(FileSystemError) { try base.syncDirectory(path) }
    func list(_ directory: String) throws(FileSystemError) -> [String] { try base.list(directory) }
    func temporaryNames(in directory: String) throws(FileSystemError) -> [String] { try base.temporaryNames(in: directory) }
    func mode(of path: String) -> UInt16? { base.mode(of: path) }
    func identity(of path: String) -> FileIdentity? { base.identity(of: path) }
    func setMode(_ path: String, mode: UInt16) throws(FileSystemError) { try base.setMode(path, mode: mode) }
    func remove(_ path: String) throws(FileSystemError) { try base.remove(path) }
    func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock { try base.lock(path, timeout: timeout) }
}
