import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file of records read and checked as every command reads it, with the bytes it was read
/// from: for a reader that looks at the bytes too (`doctor`'s zone names and byte-order
/// marks), which then need not read each file a second time (fifty years: 22 MB).
extension AtrestStore {
    /// A month's water as `loadWater(month:)` reads it, and its bytes; nil when there is no file.
    package func waterFile(month: WaterMonth) throws(StoreError) -> (entries: [WaterEntry], bytes: Data)? {
        let path = paths.water(month: month)
        guard let data = try contents(at: path) else { return nil }
        let entries = try RecordFile.readList(WaterEntry.self, under: "entries", from: data, path: path, zones: zones)
        try check(entries, month: month, path: path)
        return (entries, data)
    }

    /// One history file as `historyFile(year:)` reads it, and its bytes; nil when there is no file.
    package func historyFileBytes(year: Int?) throws(StoreError) -> (file: StoredHistory.File, bytes: Data)? {
        let path = year.map { paths.sessions(year: $0) } ?? paths.legacySessions
        guard let data = try contents(at: path) else { return nil }
        return (StoredHistory.File(path: path, year: year, sessions: try sessions(from: data, path: path, year: year)), data)
    }

    /// The fasts of a history file's bytes, checked; `year` as `readSessions` takes it.
    func sessions(from data: Data, path: String, year: Int?) throws(StoreError) -> [FastingSession] {
        let sessions = try RecordFile.readList(FastingSession.self, under: "sessions", from: data, path: path, zones: zones)
        try check(sessions, path: path, year: year)
        return sessions
    }
}
