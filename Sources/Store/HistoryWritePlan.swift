#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// The year files a change to the history writes, and in what order, so that a save cut
/// short anywhere loses no fast.
///
/// Only years whose fasts change are written. Each file is saved atomically, but a change
/// can span files (an edit that moves a fast's end into another year, an import): files that
/// gain a fast are written first, still holding any fast about to move away, and only then
/// the files that lose fasts. Cut short in between, a moved fast is in two files, as it was
/// in one and as it is in the other; reading counts it once (see `StoredHistory.merge`).
struct HistoryWritePlan {
    /// One save: a year and every fast its file is to hold, in history order.
    struct Write: Equatable {
        var year: Int
        var sessions: [FastingSession]
    }

    /// In the order they are to be made.
    var writes: [Write] = []
    /// How many of `writes`, from the first, gain fasts: those may land in any combination,
    /// and all of them must be on disk before any of the rest (which lose fasts) is made.
    var gaining = 0

    /// The writes in two steps, each of whose files may land in any combination.
    var steps: [ArraySlice<Write>] {
        [writes[..<gaining], writes[gaining...]].filter { !$0.isEmpty }
    }

    /// The writes that take the year files from `old` (each year's fasts as its file holds
    /// them; a year without a file is absent) to `history`.
    init(_ history: History, over old: [Int: [FastingSession]]) {
        let new = Self.byYear(history)
        let changed = Set(new.keys).union(old.keys).filter { (new[$0] ?? []) != (old[$0] ?? []) }.sorted()
        guard !changed.isEmpty else { return }
        // Fasts that some changed file will hold: one of these leaving a file is moving, not deleted.
        var held = Set<UUID>()
        for year in changed { for session in new[year] ?? [] { held.insert(session.id) } }
        var later: [Write] = []
        for year in changed {
            let before = old[year] ?? [], after = new[year] ?? []
            let beforeIDs = Set(before.map(\.id)), afterIDs = Set(after.map(\.id))
            let gains = after.contains { !beforeIDs.contains($0.id) }
            let leaving = before.filter { !afterIDs.contains($0.id) && held.contains($0.id) }
            if gains {
                writes.append(Write(year: year, sessions: leaving.isEmpty ? after : History(after + leaving).sessions))
            }
            if !gains || !leaving.isEmpty {
                later.append(Write(year: year, sessions: after))
            }
        }
        gaining = writes.count
        writes += later
    }

    /// The fasts of `history` by the UTC year of their end, each year in history order.
    static func byYear(_ history: History) -> [Int: [FastingSession]] {
        var years: [Int: [FastingSession]] = [:]
        // History runs in order of start, so fasts of one year come in runs: a run's bounds
        // are worked out once, not the calendar year of every fast.
        var run: (year: Int, span: Range<Date>)?
        var sessions: [FastingSession] = []
        for session in history.sessions {
            if let run, run.span.contains(session.end) {
                sessions.append(session)
                continue
            }
            if let run { years[run.year, default: []] += sessions }
            let year = HistoryYear.of(session.end)
            run = (year, HistoryYear.start(of: year)..<HistoryYear.start(of: year + 1))
            sessions = [session]
        }
        if let run { years[run.year, default: []] += sessions }
        return years
    }
}
