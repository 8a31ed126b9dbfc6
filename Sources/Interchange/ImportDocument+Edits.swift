import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the versions of fasts in a file meet the versions here, by where the file comes from.
package enum ImportEdits: Sendable, Equatable {
    /// atrest's own export: its stamps decide, as in `sync`.
    case stamped
    /// Another app's file, which carries no stamps. A fast never changed here takes the
    /// file's version, since the other app is where it changes; one changed here since keeps
    /// this computer's. `derived` names a source whose ids come from the start
    /// (`DerivedID`): a fast whose start was moved there is found by its overlap.
    case foreign(derived: ImportFormat?)
    /// atrest's own CSV: a row that differs from the fast here was edited in the spreadsheet.
    case spreadsheet
    /// atrest's own calendar export: an event that differs was edited in the calendar, unless
    /// the fast here changed after the event's `LAST-MODIFIED`. `bare`: events a calendar
    /// left without atrest's target or zone; the fast here keeps its own.
    case calendar(lastModified: [UUID: Date], bare: Set<UUID>)

    /// The computer named in the stamp of a version another app's file brought in: not this
    /// computer's id, so that the next file from that app may change it again, while a change
    /// made here (stamped with this computer's) stays until changed here.
    static let otherApp = UUID(uuid: (0x6F, 0x74, 0x68, 0x65, 0x72, 0x20, 0x80, 0x61, 0x80, 0x70, 0x70, 0x00, 0x00, 0x00, 0x00, 0x00))
}

extension ImportDocument {
    /// The document's history to merge with `local` (see `replica`), with what the file
    /// changed stamped as changed now on `device` where `edits` says it is the newer version.
    ///
    /// `moved` pairs each fast here with the file's version of it under a new id: a
    /// Timewarrior interval whose start was moved there is the same fast changed, not a second
    /// one. The one here is deleted (so every computer drops it) and the file's version added,
    /// keeping ids derived from the start. It is the same fast when the one here came from the
    /// same source at its own start (its id is that start's), the two share time, and no
    /// interval in the file has the id of the one here.
    package func replica(over local: Replica, now: Date, device: UUID) throws(ImportProblem) -> (replica: Replica, moved: [(before: FastingSession, after: FastingSession)]) {
        var result = replica
        var moved: [(before: FastingSession, after: FastingSession)] = []
        if case .stamped = edits { return (result, moved) }
        // Another app's change is that app's, not this computer's (see `ImportEdits.otherApp`).
        let by = if case .foreign = edits { ImportEdits.otherApp } else { device }
        // The hybrid clock as of what is kept here: a version the file brings in is stamped
        // after every change this computer has seen, as a change made here would be.
        let seen = local.fasts.values.map(\.stamp) + local.running.values.map(\.stamp)
            + local.deletions.values.flatMap(\.stamps) + local.settings.values.map(\.stamp)
        let clock = Stamp.highest(seen, now: now)
        for var session in sessions {
            guard let here = local.fasts[session.id] else { continue }
            if case .calendar(_, let bare) = edits, bare.contains(session.id) {
                session.targetHours = here.value.targetHours
                session.timeZone = here.value.timeZone
                result.fasts[session.id]?.value = session
            }
            guard !FastingSession.same(here.value, session) else { continue }
            let newer: Bool = switch edits {
            case .stamped: false
            case .foreign: here.stamp.isUnstamped || here.stamp.device == ImportEdits.otherApp
            case .spreadsheet: true
            case .calendar(let lastModified, _): lastModified[session.id].map { $0 >= here.stamp.at } ?? true
            }
            if newer { result.fasts[session.id]?.stamp = Stamp.change(at: now, on: by, replacing: here.stamp, clock: clock) }
        }
        guard case .foreign(let source?) = edits else { return (result, moved) }
        let incoming = Set(sessions.map(\.id))
        let ordered = local.fasts.values.map(\.value).sorted { $0.start < $1.start }
        var taken: Set<UUID> = []
        for session in sessions where local.fasts[session.id] == nil && local.deletions[session.id] == nil {
            // The fasts here that begin before this one ends, nearest first; fasts are hours to
            // days long, so a few dozen back reach every one that may share its time.
            var index = Self.firstStarting(atOrAfter: session.end, in: ordered)
            var looked = 0
            while index > 0, looked < 64 {
                index -= 1
                looked += 1
                let here = ordered[index]
                guard here.end > session.start, !incoming.contains(here.id), !taken.contains(here.id) else { continue }
                guard try DerivedID.make(source: source, start: here.start) == here.id else { continue }
                taken.insert(here.id)
                let stamp = Stamp.change(at: now, on: by, replacing: local.fasts[here.id]?.stamp, clock: clock)
                Deletion.add(Deletion(id: here.id, kind: .fast, stamp: stamp), to: &result.deletions)
                result.fasts[session.id]?.stamp = stamp
                moved.append((here, session))
                break
            }
        }
        return (result, moved)
    }

    /// The index of the first fast in `ordered` (by start) that begins at or after `date`.
    private static func firstStarting(atOrAfter date: Date, in ordered: [FastingSession]) -> Int {
        var (low, high) = (0, ordered.count)
        while low < high {
            let middle = (low + high) / 2
            if ordered[middle].start < date { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
