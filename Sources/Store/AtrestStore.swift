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

    private var writer: DurableWriter { DurableWriter(fileSystem: fileSystem) }

    /// Where the zones named in the files are looked up.
    package let zones: ZoneDatabase

    package init(paths: AtrestPaths, fileSystem: any FileSystem, zones: ZoneDatabase = ZoneDatabase()) {
        self.paths = paths
        self.fileSystem = fileSystem
        self.zones = zones
    }

    /// Runs `body` holding the store's lock.
    package func withLock<T>(_ body: () throws -> T) throws -> T {
        do {
            try fileSystem.makeDirectory(paths.state, mode: DurableWriter.directoryMode)
        } catch {
            throw StoreError.fileSystem(error)
        }
        makePrivate(foldersHolding: paths.lock)
        let lock: any FileLock
        do {
            lock = try fileSystem.lock(paths.lock, timeout: lockTimeout)
        } catch {
            throw StoreError.fileSystem(error)
        }
        defer { lock.release() }
        return try body()
    }

    // MARK: Documents

    /// The document at `path`, or nil when there is none yet.
    func read<Document: VersionedDocument>(_ type: Document.Type, at path: String) throws(StoreError) -> Document? {
        guard let data = try contents(at: path) else { return nil }
        return try DocumentCoding.decode(Document.self, from: data, path: path)
    }

    /// The bytes of the file at `path`, or nil when there is none yet.
    func contents(at path: String) throws(StoreError) -> Data? {
        let data: Data?
        do {
            data = try fileSystem.contents(of: path)
        } catch {
            throw .fileSystem(error)
        }
        guard let data else {
            // Gone while its previous generation remains: removed by something, not empty.
            if fileSystem.exists(AtrestPaths.previous(of: path)) { throw .missing(path: path) }
            return nil
        }
        return data
    }

    func write<Document: VersionedDocument>(_ document: Document, to path: String, keepingPrevious: Bool = true) throws(StoreError) {
        let data: Data
        do {
            data = try DocumentCoding.encode(document)
        } catch {
            // A value JSON cannot hold (NaN, infinity) is refused like a bad argument to write(2),
            // before anything touches the disk: the file stays as it was.
            throw .fileSystem(FileSystemError(.write, path: path, code: EINVAL))
        }
        try save(data, to: path, keepingPrevious: keepingPrevious)
    }

    /// Saves a file's finished bytes durably, keeping its previous generation.
    func save(_ data: Data, to path: String, keepingPrevious: Bool = true) throws(StoreError) {
        makePrivate(foldersHolding: path)
        do {
            try writer.save(data, to: path, keepingPrevious: keepingPrevious)
        } catch {
            throw .fileSystem(error)
        }
    }

    // MARK: The active fast

    /// The running fast, with a copy of how many fasts are recorded.
    ///
    /// The copy lets `status` decide the tier without reading the whole history, so it costs
    /// the same with ten years of fasts as with none; `saveHistory` keeps it in step.
    package func loadActiveFast() throws(StoreError) -> (fast: ActiveFast, recordedCount: Int)? {
        let path = paths.activeFast
        guard let record = try read(ActiveDocument.self, at: path)?.fast else { return nil }
        let start = try instant(record.start, path: path, field: "fast.start")
        let fast = ActiveFast(id: record.id, start: start, targetHours: record.targetHours, timeZone: zone(record.timeZone))
        return (fast, record.recordedCount)
    }

    package func saveActiveFast(_ fast: ActiveFast?, recordedCount: Int = 0) throws(StoreError) {
        let record = fast.map {
            ActiveRecord(
                id: $0.id, start: Timestamp.formatUTC($0.start), targetHours: $0.targetHours,
                timeZone: $0.timeZone.identifier, recordedCount: recordedCount
            )
        }
        try write(ActiveDocument(fast: record), to: paths.activeFast)
    }

    // MARK: History

    /// Every recorded fast (see `AtrestStore+History` for the files and partial reads).
    package func loadHistory() throws(StoreError) -> History {
        try loadStoredHistory().history
    }

    /// Saves `history` over `stored`, read by `loadStoredHistory` under the same lock: only
    /// the year files whose fasts change are written.
    package func saveHistory(_ history: History, over stored: StoredHistory) throws(StoreError) {
        // Read the active fast first: if its file is damaged, stop before the history changes.
        let active = try loadActiveFast()
        try saveYears(history, over: stored)
        if let active, active.recordedCount != history.completedCount {
            try saveActiveFast(active.fast, recordedCount: history.completedCount)
        }
    }

    // MARK: Settings

    package func loadSettings() throws(StoreError) -> Settings {
        let path = paths.settings
        guard let document = try read(SettingsDocument.self, at: path) else { return Settings() }
        var settings = Settings()
        if let hours = document.targetHours {
            guard TargetHours.isAllowed(hours) else {
                throw .damaged(path: path, reason: "targetHours: \(hours) is outside 4–72")
            }
            settings.targetHours = hours
        }
        if let unit = document.waterUnit {
            guard let parsed = VolumeUnit(rawValue: unit) else {
                throw .damaged(path: path, reason: "waterUnit: \"\(unit)\" is neither ml nor oz")
            }
            settings.waterUnit = parsed
        }
        if let amount = document.waterAmount {
            guard WaterAmount.range.contains(amount) else {
                throw .damaged(path: path, reason: "waterAmount: \(amount) ml is outside 1–5000")
            }
            settings.waterAmount = amount
        }
        settings.vigil = document.vigil ?? false
        settings.motion = document.motion ?? true
        return settings
    }

    package func saveSettings(_ settings: Settings) throws(StoreError) {
        let document = SettingsDocument(
            targetHours: settings.targetHours, waterUnit: settings.waterUnit.rawValue,
            waterAmount: settings.waterAmount, vigil: settings.vigil, motion: settings.motion
        )
        try write(document, to: paths.settings)
    }

    // MARK: Account

    package func loadAccount() throws(StoreError) -> Account {
        guard let document = try read(AccountDocument.self, at: paths.account) else { return Account() }
        return Account(
            licenseToken: document.license,
            licenseCheck: document.licenseCheck?.cache,
            transitionMomentShown: document.transitionMomentShown ?? false
        )
    }

    package func saveAccount(_ account: Account) throws(StoreError) {
        try write(
            AccountDocument(
                license: account.licenseToken,
                licenseCheck: account.licenseCheck.map(LicenseRecord.init),
                transitionMomentShown: account.transitionMomentShown
            ),
            to: paths.account
        )
    }

    // MARK: Water

    /// The UTC months that have a water file, oldest first.
    package func waterMonths() throws(StoreError) -> [WaterMonth] {
        let names: [String]
        do {
            names = try fileSystem.list(paths.waterDirectory)
        } catch {
            throw .fileSystem(error)
        }
        return names.compactMap { name in
            name.hasSuffix(".json") ? WaterMonth(String(name.dropLast(5))) : nil
        }.sorted()
    }

    package func loadWater(month: WaterMonth) throws(StoreError) -> [WaterEntry] {
        let path = paths.water(month: month)
        guard let data = try contents(at: path) else { return [] }
        if let entries = WaterDocument.readEntries(data, zones: zones) { return entries }
        let document = try DocumentCoding.decode(WaterDocument.self, from: data, path: path)
        var cache = ZoneCache(database: zones)
        var entries: [WaterEntry] = []
        for (index, record) in document.entries.enumerated() {
            let at = try instant(record.at, path: path, field: "entries[\(index)].at")
            entries.append(WaterEntry(id: record.id, at: at, milliliters: record.milliliters, timeZone: cache.zone(record.timeZone)))
        }
        return entries
    }

    /// Saves one month's entries, oldest first.
    package func saveWater(_ entries: [WaterEntry], month: WaterMonth) throws(StoreError) {
        let inOrder: (WaterEntry, WaterEntry) -> Bool = { $0.at != $1.at ? $0.at < $1.at : UUID.precedes($0.id, $1.id) }
        // Usually already in order (a glass is added last); sorting would still cost a search
        // of every conformance the first time, for the sort's buffer type.
        let sorted = zip(entries, entries.dropFirst()).allSatisfy { !inOrder($1, $0) } ? entries : entries.sorted(by: inOrder)
        try save(WaterDocument.writeJSON(sorted), to: paths.water(month: month))
    }

    // MARK: Reminders

    package func loadReminders() throws(StoreError) -> ReminderLog {
        guard let document = try read(RemindersDocument.self, at: paths.reminders) else { return ReminderLog() }
        return ReminderLog(
            fastID: document.fastID,
            announcedPhase: document.announcedPhase.flatMap(FastingPhase.init(rawValue:)),
            targetAnnounced: document.targetAnnounced ?? false
        )
    }

    package func saveReminders(_ log: ReminderLog) throws(StoreError) {
        try write(
            RemindersDocument(fastID: log.fastID, announcedPhase: log.announcedPhase?.rawValue, targetAnnounced: log.targetAnnounced),
            to: paths.reminders
        )
    }

    // MARK: Helpers

    /// Sets atrest's own folders on the way to `path` back to 0700.
    ///
    /// `mkdir` gives the mode only to folders it creates; one made earlier by hand or by
    /// another tool under a loose umask would stay readable by others. Only the `atrest`
    /// folders and those inside them are touched, never `~/.local/share` and the like.
    /// Best effort: a folder that cannot be changed never stands between a person and a save.
    private func makePrivate(foldersHolding path: String) {
        guard let root = [paths.data, paths.config, paths.state].first(where: { path.hasPrefix($0 + "/") }) else { return }
        var folder = path
        while folder.count > root.count, let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if let mode = fileSystem.mode(of: folder), mode != DurableWriter.directoryMode {
                try? fileSystem.setMode(folder, mode: DurableWriter.directoryMode)
            }
        }
    }

    func instant(_ text: String, path: String, field: String) throws(StoreError) -> Date {
        guard let date = Timestamp.parse(text) else { throw .damaged(path: path, reason: "\(field): not a date") }
        return date
    }

    private func zone(_ identifier: String) -> Zone {
        zones.zoneOrUTC(named: identifier)
    }
}
