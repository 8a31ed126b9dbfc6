import Domain

/// The history read one file at a time, for a reader that looks at each file on its own
/// first (`doctor`) and should not read them all again to see the whole.
extension AtrestStore {
    /// One history file, read and checked as `loadStoredHistory` reads it: `year`'s file, or
    /// `sessions.json` of earlier versions for nil; nil when there is no such file.
    package func historyFile(year: Int?) throws(StoreError) -> StoredHistory.File? {
        let path = year.map { paths.sessions(year: $0) } ?? paths.legacySessions
        return try readSessions(at: path, year: year).map { StoredHistory.File(path: path, year: year, sessions: $0) }
    }

    /// `loadStoredHistory`, each file taken from `file` (which reads it as `historyFile`
    /// does, or gives what it already read).
    package func loadStoredHistory(
        reading file: (_ year: Int?) throws(StoreError) -> StoredHistory.File?
    ) throws(StoreError) -> StoredHistory {
        var files: [StoredHistory.File] = []
        if let legacy = try file(nil) { files.append(legacy) }
        for year in try historyYears() {
            if let read = try file(year) { files.append(read) }
        }
        return StoredHistory(files: files)
    }
}
