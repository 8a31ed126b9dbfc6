import Domain
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

/// One of atrest's own data files, as `atrest doctor` checks and repairs it.
package struct DataFile: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// The whole history in one file, as earlier versions kept it.
        case legacySessions
        /// The fasts that ended in one UTC year.
        case sessions(year: Int)
        case activeFast, account, device, settings, reminders
        /// Stamps and deletions (`changes.json`), and the sync folder's setting (`sync.json`).
        case changes, syncFolder
        case water(WaterMonth)
    }

    package var kind: Kind
    /// The full path.
    package var path: String
    /// The path as a person reads it in a report: `sessions/2026.json`, `water/2026-11.json`.
    package var name: String

    package init(kind: Kind, path: String, name: String) {
        self.kind = kind
        self.path = path
        self.name = name
    }

    package var previousPath: String { AtrestPaths.previous(of: path) }
}

extension AtrestStore {
    /// atrest's own directories, those that hold data files first.
    /// Each once: one folder named by all three XDG variables is one folder. (Every change
    /// asks, so a list, not a `Set` (start-up path: Sources/START-UP.md).)
    package var directories: [String] {
        var unique: [String] = []
        for folder in [paths.data, paths.sessionsDirectory, paths.waterDirectory, paths.undoDirectory, paths.config, paths.state] where !unique.contains(folder) {
            unique.append(folder)
        }
        return unique
    }

    /// Every data file there is, or ought to be: each that exists, and each whose previous
    /// generation exists without it (a file removed by something other than atrest).
    package func dataFiles() throws(StoreError) -> [DataFile] {
        let fixed: [DataFile] = [
            DataFile(kind: .legacySessions, path: paths.legacySessions, name: "sessions.json"),
            DataFile(kind: .activeFast, path: paths.activeFast, name: "active.json"),
            DataFile(kind: .account, path: paths.account, name: "account.json"),
            DataFile(kind: .device, path: paths.device, name: "device.json"),
            DataFile(kind: .settings, path: paths.settings, name: "settings.json"),
            DataFile(kind: .reminders, path: paths.reminders, name: "reminders.json"),
            DataFile(kind: .changes, path: paths.changes, name: "changes.json"),
            DataFile(kind: .changes, path: paths.changesTail, name: "changes-recent.json"),
            DataFile(kind: .syncFolder, path: paths.syncFolder, name: "sync.json"),
        ]
        let names: [String]
        do {
            names = try fileSystem.list(paths.waterDirectory)
        } catch {
            throw .fileSystem(error)
        }
        var months = Set<WaterMonth>()
        for name in names {
            let stem = name.hasSuffix(".json.previous") ? String(name.dropLast(".json.previous".count))
                : name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : nil
            if let stem, let month = WaterMonth(stem) { months.insert(month) }
        }
        let water = months.sorted().map {
            DataFile(kind: .water($0), path: paths.water(month: $0), name: "water/\($0).json")
        }
        let history = try historyYears().map {
            DataFile(kind: .sessions(year: $0), path: paths.sessions(year: $0), name: "sessions/\($0).json")
        }
        return (fixed + history + water).filter { fileSystem.exists($0.path) || fileSystem.exists($0.previousPath) }
    }

    /// Reads `file` exactly as the commands do, and throws what they would throw.
    package func check(_ file: DataFile) throws(StoreError) {
        switch file.kind {
        case .legacySessions: _ = try readSessions(at: paths.legacySessions, year: nil)
        case .sessions(let year): _ = try readSessions(at: paths.sessions(year: year), year: year)
        case .activeFast: _ = try loadActiveFast()
        case .account: _ = try loadAccount()
        case .device: _ = try savedDeviceID()
        case .settings: _ = try loadSettings()
        case .reminders: _ = try loadReminders()
        case .changes: _ = try loadChanges()
        case .syncFolder: _ = try loadSyncFolder()
        case .water(let month): _ = try loadWater(month: month)
        }
    }

    /// The bytes of `file`'s kept previous generation when atrest can read them as `file`;
    /// nil when there is none. Throws, naming the previous file, when it is damaged too.
    ///
    /// The check runs the same loaders as `check`, so a copy counts as readable exactly when
    /// every command would read it.
    package func readablePrevious(of file: DataFile) throws(StoreError) -> Data? {
        let bytes: Data?
        do {
            bytes = try fileSystem.contents(ofOwnFile: file.previousPath)
        } catch {
            throw .fileSystem(error)
        }
        guard let bytes else { return nil }
        guard !bytes.isEmpty else { throw .damaged(path: file.previousPath, reason: "it is empty") }
        let view = AtrestStore(paths: paths, fileSystem: SubstitutedFile(base: fileSystem, path: file.path, data: bytes))
        do {
            try view.check(file)
        } catch {
            switch error {
            case .damaged(_, let reason): throw .damaged(path: file.previousPath, reason: reason)
            case .newerVersion(_, let version): throw .newerVersion(path: file.previousPath, version: version)
            default: throw error
            }
        }
        return bytes
    }

    /// Sets the file at `file.path` aside (when there is one) and puts `previous` in its place.
    ///
    /// Nothing is deleted: the damaged file keeps its bytes under a new name beside the
    /// original, and the previous generation stays where it is. Returns the new name of the
    /// file set aside, or nil when the file was missing.
    func restore(_ file: DataFile, from previous: Data, asideSuffix: String) throws(StoreError) -> String? {
        let writer = DurableWriter(fileSystem: fileSystem)
        var aside: String?
        do throws(FileSystemError) {
            if fileSystem.exists(file.path) {
                var candidate = "\(file.path).\(asideSuffix)"
                var counter = 2
                while fileSystem.exists(candidate) {
                    candidate = "\(file.path).\(asideSuffix)-\(counter)"
                    counter += 1
                }
                // A second name rather than a move: the damaged file keeps its own name until
                // the restored copy replaces it in one rename, so a repair cut short leaves the
                // file as it was, never no file at all.
                do throws(FileSystemError) {
                    try fileSystem.link(file.path, to: candidate)
                } catch {
                    // File systems without hard links get a copy instead.
                    guard let damaged = try fileSystem.contents(ofOwnFile: file.path) else { throw error }
                    try writer.save(damaged, to: candidate, keepingPrevious: false)
                }
                aside = candidate
            }
            // `.previous` is what is being restored, so it stays as it is.
            try writer.save(previous, to: file.path, keepingPrevious: false)
        } catch {
            // The damaged file is still in its place; its second name only adds clutter.
            if let aside, fileSystem.exists(file.path) { try? fileSystem.remove(aside) }
            throw .fileSystem(error)
        }
        return aside
    }
}

/// The store's file system with one file's contents replaced, to read a kept generation
/// through the very loaders that read the live file.
private struct SubstitutedFile: FileSystem {
    let base: any FileSystem
    let path: String
    let data: Data

    func contents(of path: String) throws(FileSystemError) -> Data? {
        path == self.path ? data : try base.contents(of: path)
    }

    func contents(of path: String, upTo limit: Int) throws(FileSystemError) -> Data? {
        path == self.path ? data.prefix(limit) : try base.contents(of: path, upTo: limit)
    }

    func contents(ofOwnFile path: String) throws(FileSystemError) -> Data? {
        path == self.path ? data : try base.contents(ofOwnFile: path)
    }

    func exists(_ path: String) -> Bool { path == self.path || base.exists(path) }
    func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) { throw refused(.makeDirectory, path) }
    func createFile(_ path: String, mode: UInt16) throws(FileSystemError) -> Int32 { throw refused(.create, path) }
    func write(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) { throw refused(.write, path) }
    func sync(_ descriptor: Int32, path: String) throws(FileSystemError) { throw refused(.sync, path) }
    func close(_ descriptor: Int32, path: String) throws(FileSystemError) { throw refused(.close, path) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { throw refused(.rename, destination) }
    func link(_ source: String, to destination: String) throws(FileSystemError) { throw refused(.link, destination) }
    func syncDirectory(_ path: String) throws(FileSystemError) { throw refused(.syncDirectory, path) }
    func list(_ directory: String) throws(FileSystemError) -> [String] { try base.list(directory) }
    func mode(of path: String) -> UInt16? { base.mode(of: path) }
    func setMode(_ path: String, mode: UInt16) throws(FileSystemError) { throw refused(.setMode, path) }
    func remove(_ path: String) throws(FileSystemError) { throw refused(.remove, path) }
    func lock(_ path: String, timeout: TimeInterval) throws(FileSystemError) -> any FileLock { throw refused(.lock, path) }

    /// The view only reads; any change through it is a mistake in the caller.
    private func refused(_ operation: FileSystemError.Operation, _ path: String) -> FileSystemError {
        FileSystemError(operation, path: path, code: EROFS)
    }
}
