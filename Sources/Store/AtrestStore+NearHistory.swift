import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The history a change near one span of time needs: `end`, `add` and `start` read the year
/// files a fast over `window` could share time with, and take the others' counts from the
/// index (`HistoryYearsIndex`), so they cost the same with fifty years of history as with one.
extension AtrestStore {
    /// The history files a fast over `window` could share time with, read under the lock to
    /// record or begin that fast, and saved over with `saveHistory`; every other year file is
    /// counted (`StoredHistory.unreadCount`) but not read when the index describes it as it is.
    ///
    /// Read: every year from `window`'s start to its end, every later year whose first fast
    /// began before the window ends, and any year the index does not describe as it is now.
    /// An earlier year is never needed for the overlap rule: its fasts ended before the year
    /// of the window's start began. While `sessions.json` of earlier versions is there, all
    /// is read.
    package func loadStoredHistory(near window: Range<Date>) throws(StoreError) -> StoredHistory {
        let legacy = paths.legacySessions
        if fileSystem.exists(legacy) || fileSystem.exists(AtrestPaths.previous(of: legacy)) { return try loadStoredHistory() }
        let index = loadHistoryYearsIndex()
        var kept = HistoryYearsIndex()
        var files: [StoredHistory.File] = []
        var unread = 0, newestUnread: Int?
        let first = HistoryYear.of(window.lowerBound), last = HistoryYear.of(window.upperBound)
        // A later year's first start, in whole seconds rounded down, must be at or after this.
        let end = window.upperBound.timeIntervalSince1970.rounded(.up)
        for year in try historyYears() {
            let path = paths.sessions(year: year)
            // Taken before the read: a write after it changes what the next change finds.
            let identity = fileSystem.identity(of: path).flatMap { $0.settled ? $0.text : nil }
            let entry = index?.years[year].flatMap { entry in
                year < first || (year > last && entry.firstStart.map { Double($0) >= end } ?? true) ? entry : nil
            }
            if let identity, let entry, entry.identity == identity {
                unread += entry.count
                if entry.count > 0, year > last { newestUnread = year }
                kept.years[year] = entry
                continue
            }
            guard let data = try contents(at: path) else { continue }
            let digest = ContentDigest.hex(of: data)
            // The same bytes as the file described (a copy of it, or one not settled when kept).
            if let entry, entry.digest == digest {
                unread += entry.count
                if entry.count > 0, year > last { newestUnread = year }
                kept.years[year] = HistoryYearsIndex.Year(
                    count: entry.count, firstStart: entry.firstStart, identity: identity ?? HistoryYearsIndex.unsettled, digest: digest
                )
                continue
            }
            let file = StoredHistory.File(path: path, year: year, sessions: try sessions(from: data, path: path, year: year))
            files.append(file)
            kept.years[year] = HistoryYearsIndex.year(of: file.sessions, identity: identity ?? HistoryYearsIndex.unsettled, digest: digest)
        }
        // Every fast of a later year ended after every fast of an earlier one.
        let newestRead = files.filter { !$0.sessions.isEmpty }.compactMap(\.year).max()
        let newerUnread = newestUnread.map { unreadYear in newestRead.map { unreadYear > $0 } ?? true } ?? false
        return StoredHistory(files: files, unreadCount: unread, newerUnread: newerUnread, yearsIndex: kept == index ? nil : kept, indexRead: kept)
    }

    /// Keeps the index of year files `stored` found, when it changed, with the years a change
    /// `wrote` as it wrote them: after the change is saved (`saveHistory` does so itself), so
    /// that a change refused leaves it as it was and it is never among what a change cut short
    /// has saved. Each entry answers for itself (its identity or its digest must be the
    /// file's), so one kept from before for a year not written is never taken on trust.
    package func keepYearsIndex(of stored: StoredHistory, wrote: [Int: HistoryYearsIndex.Year] = [:]) {
        guard !wrote.isEmpty else {
            if let index = stored.yearsIndex { saveHistoryYearsIndex(index) }
            return
        }
        var index = stored.indexRead ?? loadHistoryYearsIndex() ?? HistoryYearsIndex()
        index.years.merge(wrote) { _, written in written }
        saveHistoryYearsIndex(index)
    }

    /// The index as its file holds it; nil when there is none or it does not read.
    func loadHistoryYearsIndex() -> HistoryYearsIndex? {
        let path = paths.historyYears
        guard let data = try? fileSystem.contents(ofOwnFile: path) else { return nil }
        return try? RecordFile.readMembers(HistoryYearsIndex.self, from: data, path: path, zones: zones)
    }

    /// Writes the index whole and renames it into place, without waiting for the disk (best
    /// effort, as the undo journal's entries: one cut short does not read, and every year is
    /// read again).
    func saveHistoryYearsIndex(_ index: HistoryYearsIndex) {
        guard let data = try? RecordFile.write(members: index) else { return }
        DurableWriter(fileSystem: fileSystem).saveBestEffort(data, to: paths.historyYears)
    }
}
