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

/// atrest's files: what is read and written, and how, with one lock around every change.
///
/// Reads need no lock: every save is an atomic rename, so a reader sees the old or the new
/// file. (A change that spans files, such as an import over several years, can be met
/// halfway; readers of the whole history, `log`, `forest`, `calendar` and `export`, hold the
/// lock while they read.)
/// Every read-modify-write runs inside `withLock`, so cron and a person at the shell never
/// lose each other's writes.
package struct AtrestStore: Sendable {
    package let paths: AtrestPaths
    package let fileSystem: any FileSystem
    /// How long a command waits for another atrest to finish before saying it is busy.
    package var lockTimeout: TimeInterval = 10
    /// How saves through this store are noted for undo and stamped for sync; set when the
    /// store is made, or for one operation through a copy (`recordedAs`).
    package internal(set) var recording: ChangeRecording
    /// Notes what each save replaces, for `atrest undo`; nil for changes not taken back.
    package var journal: ChangeJournal? { recording.journal }
    /// When the changes saved through this store are made, so that they are stamped (see
    /// `ChangeLedger`); nil for saves that carry their own stamps, as a merge's do.
    package var changedAt: Date? { recording.changedAt }
    /// Other ids a deleted fast (its id, its start) is known by, deleted with it: those its
    /// import would give it on a computer without libcrypto (`DerivedID.twins`).
    package var deletionTwins: (@Sendable (UUID, Date) -> [UUID])?
    /// Notes the bytes of every file saved, when set (`WrittenFiles`).
    package var written: WrittenFiles?

    private var writer: DurableWriter { DurableWriter(fileSystem: fileSystem) }

    /// Where the zones named in the files are looked up.
    package let zones: ZoneDatabase

    package init(paths: AtrestPaths, fileSystem: any FileSystem, zones: ZoneDatabase = ZoneDatabase(), recording: ChangeRecording = .plain) {
        self.paths = paths
        self.fileSystem = fileSystem
        self.zones = zones
        self.recording = recording
    }

    // MARK: Files

    /// The bytes of the file at `path`, or nil when there is none yet.
    func contents(at path: String) throws(StoreError) -> Data? {
        let data: Data?
        do {
            data = try fileSystem.contents(ofOwnFile: path)
        } catch {
            throw Self.refused(error, path: path)
        }
        guard let data else {
            try missing(path)
            return nil
        }
        return data
    }

    /// A read of one of atrest's own files that did not succeed, as the store says it.
    static func refused(_ error: FileSystemError, path: String) -> StoreError {
        // Never read through a link nor from a FIFO or device (/dev/zero has no end).
        guard error.code == ELOOP || error.code == FileSystemError.notRegularFile else { return .fileSystem(error) }
        return .damaged(path: path, reason: "\(error.reason); atrest keeps its own files as plain files")
    }

    /// A file that is not there: gone while its previous generation remains is removed by
    /// something, not empty.
    func missing(_ path: String) throws(StoreError) {
        if fileSystem.exists(AtrestPaths.previous(of: path)) { throw .missing(path: path) }
    }

    /// Saves the bytes `encode` makes of a record file.
    func write(to path: String, keepingPrevious: Bool = true, _ encode: () throws -> Data) throws(StoreError) {
        try save(encoded(for: path, encode), to: path, keepingPrevious: keepingPrevious)
    }

    /// The bytes `encode` makes of the record file at `path`.
    func encoded(for path: String, _ encode: () throws -> Data) throws(StoreError) -> Data {
        do {
            return try encode()
        } catch {
            // A value JSON cannot hold (NaN, infinity) is refused like a bad argument to write(2),
            // before anything touches the disk: the file stays as it was.
            throw .fileSystem(FileSystemError(.write, path: path, code: EINVAL))
        }
    }

    /// Saves a file's finished bytes durably, keeping its previous generation.
    func save(_ data: Data, to path: String, keepingPrevious: Bool = true) throws(StoreError) {
        noteSave(data, to: path)
        do {
            try writer.save(data, to: path, keepingPrevious: keepingPrevious)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// What every save does before it writes: the journal notes the file as it was (read
    /// only the first time a change saves it; `before` is an autoclosure), and the folders
    /// holding it are made private.
    func noteSave(_ data: Data, to path: String) {
        written?.note(data, at: path)
        if let journal, let key = journalKey(path) {
            journal.record(key, before: (try? contents(at: path)) ?? nil, after: data)
        }
        makePrivate(foldersHolding: path)
    }

    // MARK: The active fast

    /// The running fast, with a copy of how many fasts are recorded.
    ///
    /// The copy lets `status` decide the tier without reading the whole history while the
    /// account keeps no trial count of its own yet (see `Account.completedFasts`), so it
    /// costs the same with ten years of fasts as with none; `saveHistory` keeps it in step.
    package func loadActiveFast() throws(StoreError) -> (fast: ActiveFast, recordedCount: Int)? {
        try loadStoredActiveFast().map { ($0.fast, $0.recordedCount) }
    }

    /// The same in a type of its own: a tuple's type is made at run time where one is copied
    /// or destroyed, 29,000 instructions of `status` (start-up path: Sources/START-UP.md).
    package func loadStoredActiveFast() throws(StoreError) -> StoredActiveFast? {
        let path = paths.activeFast
        guard let data = try contents(at: path),
              let stored = try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: data, path: path, zones: zones)
        else { return nil }
        try check(stored.fast, recordedCount: stored.recordedCount, path: path)
        return stored
    }

    /// Saves the running fast (nil: none), as `StoreChange.runningFast` does.
    package func saveActiveFast(_ fast: ActiveFast?, recordedCount: Int = 0) throws(StoreError) {
        try perform(.runningFast(fast, recordedCount: recordedCount))
    }

    // MARK: History

    /// Every recorded fast (see `AtrestStore+History` for the files and partial reads).
    package func loadHistory() throws(StoreError) -> History {
        try loadStoredHistory().history
    }

    /// What a change to the history does to the running fast's file.
    package enum RunningFastChange: Sendable {
        /// It runs on: its copy of the count of recorded fasts follows the history (see
        /// `loadActiveFast`), rewritten only when the count changes.
        case continues
        /// It ended with this change, recorded or set aside: its file is cleared.
        case ended
        /// Another takes its place (an import brings one): saved with the new count.
        case replaced(by: ActiveFast)
    }

    /// Saves `history` over `stored`, read by `loadStoredHistory` under the same lock, as
    /// `StoreChange.history` does (`writeHistory` says which files, in what order).
    package func saveHistory(
        _ history: History, over stored: StoredHistory, completing: Int = 0, completedAtLeast: Int = 0, bringingIn: Int = 0,
        transitionMomentShown: Bool = false, runningFast: RunningFastChange
    ) throws(StoreError) {
        let change = HistoryChange(
            history, over: stored, completing: completing, completedAtLeast: completedAtLeast, bringingIn: bringingIn,
            transitionMomentShown: transitionMomentShown, runningFast: runningFast
        )
        try perform(.history(change))
    }

    /// Raises the trial's count to `count` when it is lower, for an import that brings no
    /// fast but a larger count; `recorded` stands in for an account without one.
    package func raiseCompletedFasts(to count: Int, recorded: Int) throws(StoreError) {
        var account = try loadAccount()
        guard count > account.completedFasts(recorded: recorded) else { return }
        account.completedFasts = count
        try saveAccount(account)
    }

    // MARK: Settings

    package func loadSettings() throws(StoreError) -> Settings {
        let path = paths.settings
        guard let data = try contents(at: path) else { return Settings() }
        let settings = try RecordFile.readMembers(Settings.self, from: data, path: path, zones: zones)
        for field in SettingField.all {
            if let reason = field.outOfRange(settings) { throw .damaged(path: path, reason: "\(field.member): \(reason)") }
        }
        return settings
    }

    /// Saves the settings, as `StoreChange.settings` does.
    package func saveSettings(_ settings: Settings) throws(StoreError) {
        try perform(.settings(settings))
    }

    // MARK: Account

    package func loadAccount() throws(StoreError) -> Account {
        guard let data = try contents(at: paths.account) else { return Account() }
        let account: Account
        if let written = Account.readWritten(data) {
            account = written
        } else {
            account = try RecordFile.readMembers(Account.self, from: data, path: paths.account, zones: zones)
        }
        if let count = account.completedFasts, !RecordRules.completedFasts.contains(count) {
            throw .damaged(path: paths.account, reason: "completedFasts: \(count) is not a count")
        }
        if !RecordRules.completedFasts.contains(account.broughtInFasts) {
            throw .damaged(path: paths.account, reason: "broughtInFasts: \(account.broughtInFasts) is not a count")
        }
        return account
    }

    package func saveAccount(_ account: Account) throws(StoreError) {
        try write(to: paths.account) { try RecordFile.write(members: account) }
    }

    // MARK: Helpers

    /// Sets atrest's own folders on the way to `path` back to 0700.
    ///
    /// `mkdir` gives the mode only to folders it creates; one made earlier by hand or by
    /// another tool under a loose umask would stay readable by others. Only the `atrest`
    /// folders and those inside them are touched, never `~/.local/share` and the like.
    /// Best effort: a folder that cannot be changed never stands between a person and a save.
    /// Removes the file at `path` and its previous generation, the previous first: a removal
    /// cut short never leaves `.previous` without its file (which reads as a file removed by
    /// something else, and stops every command).
    func removeWithPrevious(_ path: String) throws(FileSystemError) {
        written?.forget(path)
        let previous = AtrestPaths.previous(of: path)
        if fileSystem.exists(previous) { try fileSystem.remove(previous) }
        try fileSystem.remove(path)
    }

    func makePrivate(foldersHolding path: String) {
        guard let root = [paths.data, paths.config, paths.state].first(where: { path.hasPrefix($0 + "/") }) else { return }
        var folder = path
        while folder.count > root.count, let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if let mode = fileSystem.mode(of: folder), mode != DurableWriter.directoryMode {
                try? fileSystem.setMode(folder, mode: DurableWriter.directoryMode)
            }
        }
    }
}
