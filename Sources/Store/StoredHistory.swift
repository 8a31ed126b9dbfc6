#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// The recorded fasts as their files hold them: what a change to the history is saved over,
/// so that only the files whose fasts change are written.
///
/// History is kept in one file per UTC year of a fast's end (`sessions/2026.json`). Earlier
/// versions kept it all in `sessions.json`; that file is still read, beside the year files,
/// until the first change moves its fasts into them.
package struct StoredHistory: Sendable {
    /// One history file as it was read.
    package struct File: Sendable, Equatable {
        package var path: String
        /// The UTC year whose fasts it holds; nil for `sessions.json`.
        package var year: Int?
        /// Its fasts in its own order, duplicates included.
        package var sessions: [FastingSession]
    }

    /// Every file there is, the one whose fasts count first: the newest year first,
    /// `sessions.json` last.
    package let files: [File]
    /// Every fast, each once.
    package let history: History
    /// Fasts in year files not read (`AtrestStore.loadStoredHistory(near:)`): 0 when every
    /// file was read.
    package let unreadCount: Int
    /// Whether a year file not read holds a fast that ended after every fast read.
    package let newerUnread: Bool

    /// No files at all.
    package init() {
        self.init(files: [])
    }

    /// The index of year files as this read found them, to keep once the change is saved;
    /// nil when the kept one says the same.
    let yearsIndex: HistoryYearsIndex?
    /// The index as this read found or made it, changed or not; nil for a read of every file.
    let indexRead: HistoryYearsIndex?

    init(
        files: [File], unreadCount: Int = 0, newerUnread: Bool = false, yearsIndex: HistoryYearsIndex? = nil, indexRead: HistoryYearsIndex? = nil
    ) {
        self.files = Self.inPriority(files)
        history = Self.merge(self.files)
        self.unreadCount = unreadCount
        self.newerUnread = newerUnread
        self.yearsIndex = yearsIndex
        self.indexRead = indexRead
    }

    /// How many fasts are recorded, those in files not read included. (A fast held by two
    /// files, one of them not read, is counted twice: that happens only while a move of a
    /// fast between years is cut short.)
    package var recordedCount: Int { recordedCount(of: history) }

    /// The same for `history`, the stored one with a change made: its fasts and the unread ones.
    package func recordedCount(of history: History) -> Int { history.completedCount + unreadCount }

    /// Whether `sessions.json` of earlier versions is still there.
    package var hasLegacyFile: Bool { files.contains { $0.year == nil } }

    /// The file whose copy of the fast with `id` counts, when there is one.
    package func file(holding id: UUID) -> File? {
        files.first { file in file.sessions.contains { $0.id == id } }
    }

    static func inPriority(_ files: [File]) -> [File] {
        files.sorted { ($0.year ?? Int.min) > ($1.year ?? Int.min) }
    }

    /// The fasts of `files` (in priority order) as one history.
    ///
    /// A fast found in two files is counted once, as the first file has it. That happens only
    /// while a change that moves fasts between files is cut short, or between writing the
    /// year files and removing `sessions.json`; either copy is then the fast as it was or as
    /// it is to be. A file that holds a fast twice keeps both, for `doctor` to point out.
    static func merge(_ files: [File]) -> History {
        let filled = files.filter { !$0.sessions.isEmpty }
        guard filled.count > 1 else { return History(filled.first?.sessions ?? []) }
        let total = filled.reduce(0) { $0 + $1.sessions.count }
        var holders = FirstHolders(capacity: total)
        var kept: [[FastingSession]] = []
        for (index, file) in filled.enumerated() {
            let own = file.sessions.map { holders.claim($0.id, for: index) == index }
            kept.append(own.allSatisfy { $0 } ? file.sessions : zip(file.sessions, own).filter(\.1).map(\.0))
        }
        // Oldest year first, so that fasts kept apart by time arrive in order and need no sort.
        var sessions: [FastingSession] = []
        sessions.reserveCapacity(total)
        for part in kept.reversed() { sessions += part }
        return History(sessions)
    }
}

/// Part of the history, read from the newest year back: every fast that ended at or after
/// `since`, and perhaps some earlier ones.
package struct RecentHistory: Sendable {
    package var history: History
    /// Fasts that ended before this may be missing; nil when `history` is the whole of it.
    package var since: Date?
}
