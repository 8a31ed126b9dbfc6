import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The recorded fasts: one file per UTC year of a fast's end, and `sessions.json` of earlier
/// versions while it is still there (see `StoredHistory`).
extension AtrestStore {
    // MARK: Reading

    /// Every history file as it is: read this under the lock to change the history, and save
    /// the change with `saveHistory(_:over:)`.
    package func loadStoredHistory() throws(StoreError) -> StoredHistory {
        var files: [StoredHistory.File] = []
        if let legacy = try legacyFile() { files.append(legacy) }
        for year in try historyYears() {
            if let file = try yearFile(year) { files.append(file) }
        }
        return StoredHistory(files: files)
    }

    /// Every fast that ended within `window`, and perhaps others from the same years: only the
    /// year files that share time with `window` are read. When that is one file as atrest
    /// writes it, only its fasts within `window` are decoded (`YearWindow`).
    package func loadHistory(endingWithin window: Range<Date>) throws(StoreError) -> History {
        let (first, last) = (HistoryYear.of(window.lowerBound), HistoryYear.of(window.upperBound))
        // One file alone: no other copy of a fast, in a file not read whole, can take precedence.
        // (While sessions.json is there, until the first change moves it, it is read twice.)
        if first == last, try legacyFile() == nil {
            let path = paths.sessions(year: first)
            guard let data = try contents(at: path) else { return History() }
            if let sessions = YearWindow.read(data, year: first, window: window, zones: zones) { return History(sessions) }
        }
        return try loadHistory(years: Array(first...last))
    }

    /// The fasts of the year files of `years` (and of `sessions.json` while it is there), each
    /// once: what those files hold, for a change that touches them alone.
    func loadHistory(years: [Int]) throws(StoreError) -> History {
        var files: [StoredHistory.File] = []
        if let legacy = try legacyFile() { files.append(legacy) }
        for year in years {
            if let file = try yearFile(year) { files.append(file) }
        }
        return StoredHistory.merge(StoredHistory.inPriority(files))
    }

    /// The newest fasts: year files from the latest back, until `enough` says that the fasts
    /// read so far, every one that ended at or after `since`, are all that is needed.
    package func loadRecentHistory(until enough: (_ history: History, _ since: Date) -> Bool) throws(StoreError) -> RecentHistory {
        let years = try historyYears().reversed()
        var files: [StoredHistory.File] = []
        // sessions.json holds every year at once: while it is there, all is read.
        if let legacy = try legacyFile() {
            for year in years {
                if let file = try yearFile(year) { files.append(file) }
            }
            return RecentHistory(history: StoredHistory.merge(files + [legacy]), since: nil)
        }
        for (index, year) in years.enumerated() {
            if let file = try yearFile(year) { files.append(file) }
            guard index < years.count - 1 else { break }
            let history = StoredHistory.merge(files)
            let since = HistoryYear.start(of: year)
            if enough(history, since) { return RecentHistory(history: history, since: since) }
        }
        return RecentHistory(history: StoredHistory.merge(files), since: nil)
    }

    /// The years that have a history file, or a previous generation of one, oldest first.
    package func historyYears() throws(StoreError) -> [Int] {
        let names: [String]
        do {
            names = try fileSystem.list(paths.sessionsDirectory)
        } catch {
            throw .fileSystem(error)
        }
        return Set(names.compactMap(HistoryYear.year(fileName:))).sorted()
    }

    private func legacyFile() throws(StoreError) -> StoredHistory.File? {
        let path = paths.legacySessions
        return try readSessions(at: path, year: nil).map { StoredHistory.File(path: path, year: nil, sessions: $0) }
    }

    func yearFile(_ year: Int) throws(StoreError) -> StoredHistory.File? {
        let path = paths.sessions(year: year)
        return try readSessions(at: path, year: year).map { StoredHistory.File(path: path, year: year, sessions: $0) }
    }

    /// The fasts in one history file, in its order; nil when there is no such file. `year` is
    /// the year a year file holds; nil for `sessions.json`.
    func readSessions(at path: String, year: Int?) throws(StoreError) -> [FastingSession]? {
        guard let data = try contents(at: path) else { return nil }
        return try sessions(from: data, path: path, year: year)
    }

    // MARK: Saving

    /// Writes the year files that take the history from `stored` to `history`.
    ///
    /// While `sessions.json` of earlier versions is there, a change first moves its fasts,
    /// as they are, into year files and removes it; then the change is saved like any other,
    /// so each changed year keeps the fasts before the change as its previous generation.
    /// Returns what it wrote of each year, for the index of years (`HistoryYearsIndex`).
    @discardableResult
    func saveYears(_ history: History, over stored: StoredHistory) throws(StoreError) -> [Int: HistoryYearsIndex.Year] {
        var years = stored.files.reduce(into: [Int: [FastingSession]]()) { years, file in
            if let year = file.year { years[year] = file.sessions }
        }
        guard stored.hasLegacyFile else {
            return try writeYears(HistoryWritePlan(history, over: years))
        }
        // Nothing changes, nothing moves: sessions.json stays until there is something to save.
        guard history != stored.history else { return [:] }
        var wrote = try writeYears(HistoryWritePlan(stored.history, over: years))
        try removeLegacyFile()
        years = HistoryWritePlan.byYear(stored.history)
        wrote.merge(try writeYears(HistoryWritePlan(history, over: years))) { _, last in last }
        return wrote
    }

    /// Saves `history` over the history files as they are now; a running fast runs on.
    package func saveHistory(_ history: History) throws(StoreError) {
        try saveHistory(history, over: loadStoredHistory(), runningFast: .continues)
    }

    /// Each step's files are saved together (`savedTogether`), the step before on disk, renames
    /// and all, before the next begins.
    private func writeYears(_ plan: HistoryWritePlan) throws(StoreError) -> [Int: HistoryYearsIndex.Year] {
        var written: [Int] = []
        var wrote: [Int: HistoryYearsIndex.Year] = [:]
        for step in plan.steps {
            try savedTogether { (saves: inout StagedSaves) throws(StoreError) in
                for write in step {
                    // A year written twice in one change (it gains a fast while another moves
                    // away) keeps the file from before the change as its previous generation,
                    // not the step between the two writes.
                    let first = !written.contains(write.year)
                    written.append(write.year)
                    try saves.write(to: paths.sessions(year: write.year), keepingPrevious: first) {
                        let data = try RecordFile.write(write.sessions, under: "sessions")
                        // Known by its bytes until its identity settles (a file just written).
                        wrote[write.year] = HistoryYearsIndex.year(
                            of: write.sessions, identity: HistoryYearsIndex.unsettled, digest: ContentDigest.hex(of: data)
                        )
                        return data
                    }
                }
            }
        }
        return wrote
    }

    /// Removes `sessions.json` once all its fasts are saved in year files (its previous
    /// generation first, see `removeWithPrevious`).
    private func removeLegacyFile() throws(StoreError) {
        let path = paths.legacySessions
        do {
            // The sessions folder may be new: its entry in the data folder must be on disk
            // before the file whose fasts it now holds is removed from there.
            try fileSystem.syncDirectory(paths.data)
            try removeWithPrevious(path)
            try fileSystem.syncDirectory(paths.data)
        } catch {
            throw .fileSystem(error)
        }
    }
}
