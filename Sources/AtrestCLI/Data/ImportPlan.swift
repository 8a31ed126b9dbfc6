import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What an import does to what is stored, worked out in full before anything is written.
///
/// Everything merges by id: a fast, water entry or running fast whose id is already here
/// replaces the stored one when it differs and is left alone when it is the same, so
/// importing a file twice changes nothing the second time.
package struct ImportPlan: Sendable {
    /// What happens to the running fast.
    package enum ActiveChange: Sendable {
        case none
        case unchanged
        case added(ActiveFast)
        case changed(before: ActiveFast, after: ActiveFast)
    }

    /// The history as it will be saved.
    package var history: History
    package var sessionsAdded: [FastingSession] = []
    package var sessionsChanged: [(before: FastingSession, after: FastingSession)] = []
    package var sessionsUnchanged = 0
    /// The full new contents of each monthly water file the import touches.
    package var waterMonths: [WaterMonth: [WaterEntry]] = [:]
    package var waterAdded = 0
    package var waterChanged = 0
    package var waterUnchanged = 0
    package var settings: Settings
    /// `target-hours 16 → 18`, one per setting that changes.
    package var settingsChanges: [String] = []
    package var active: ActiveChange = .none
    /// The trial's count to raise to, when the document's is larger than the one here.
    package var raisesCompletedFasts: Int?
    /// Fasts added by the import: the trial counts them only through the count the file
    /// carries (an atrest export's `completedFasts`; none for another app's history).
    package var bringsIn = 0
    /// The fast running here before the import.
    private var storedActive: ActiveFast?
    /// The history's files before the import, which the new history is saved over.
    private var storedHistory = StoredHistory()

    package var changesNothing: Bool {
        sessionsAdded.isEmpty && sessionsChanged.isEmpty && waterAdded == 0 && waterChanged == 0
            && settingsChanges.isEmpty && !activeIsWritten
    }

    var activeIsWritten: Bool {
        switch active {
        case .added, .changed: true
        case .none, .unchanged: false
        }
    }

    /// Merges `document` into what `store` holds; the caller holds the store's lock.
    ///
    /// Throws an `ImportProblem` with exit code 1 when the file is sound but cannot join what
    /// is here: a fast that would share time with one recorded here, or a second running fast.
    package static func make(_ document: ImportDocument, store: AtrestStore, clock: ClockText) throws -> ImportPlan {
        let stored = try DataSnapshot.read(from: store)
        var plan = ImportPlan(history: stored.history, settings: stored.settings)
        plan.storedActive = stored.active
        plan.storedHistory = stored.storedHistory
        plan.mergeSessions(document)
        try plan.mergeActive(document, stored: stored.active, clock: clock)
        try plan.checkSessionsApart(document, clock: clock)
        plan.mergeWater(document.water, stored: stored.water)
        plan.mergeSettings(document.settings, stored: stored.settings)
        if document.completedFasts > stored.completedFasts { plan.raisesCompletedFasts = document.completedFasts }
        plan.bringsIn = plan.sessionsAdded.count
        return plan
    }

    /// Saves what changes, and only that: each touched year of history once, each touched
    /// water month once, then settings, then the running fast (with the history when that
    /// changes, so its count is written once).
    ///
    /// These are several files, each saved atomically, not one transaction. That is still
    /// safe: were a save cut short, every file holds its old or its new contents, and because
    /// everything merges by id, importing the same file again completes the rest without
    /// doubling anything. The history goes first so the running fast's count of recorded
    /// fasts is written after the fasts themselves.
    package func apply(to store: AtrestStore) throws {
        var incoming: ActiveFast?
        switch active {
        case .added(let fast), .changed(_, let fast): incoming = fast
        case .none, .unchanged: break
        }
        let historyChanges = !sessionsAdded.isEmpty || !sessionsChanged.isEmpty
        if historyChanges {
            // Imported fasts raise the trial's count only as far as the document's own count.
            try store.saveHistory(
                history, over: storedHistory, completedAtLeast: raisesCompletedFasts ?? 0, bringingIn: bringsIn,
                runningFast: incoming.map { .replaced(by: $0) } ?? .continues
            )
        } else if let count = raisesCompletedFasts {
            try store.raiseCompletedFasts(to: count, recorded: storedHistory.history.completedCount)
        }
        for month in waterMonths.keys.sorted() {
            try store.saveWater(waterMonths[month] ?? [], month: month)
        }
        if !settingsChanges.isEmpty {
            try store.saveSettings(settings)
        }
        switch active {
        case .added(let fast), .changed(_, let fast):
            if !historyChanges { try store.saveActiveFast(fast, recordedCount: history.completedCount) }
        case .none, .unchanged:
            break
        }
    }

    // MARK: Merging

    /// Merges through a table by id and sorts once, so ten years of fasts merge in moments.
    private mutating func mergeSessions(_ document: ImportDocument) {
        var byID = Dictionary(history.sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for session in document.sessions {
            if let existing = byID[session.id] {
                if Self.same(existing, session) {
                    sessionsUnchanged += 1
                    continue
                }
                sessionsChanged.append((existing, session))
            } else {
                sessionsAdded.append(session)
            }
            byID[session.id] = session
        }
        if !sessionsAdded.isEmpty || !sessionsChanged.isEmpty {
            history = History(Array(byID.values))
        }
    }

    private mutating func mergeActive(_ document: ImportDocument, stored: ActiveFast?, clock: ClockText) throws {
        guard let incoming = document.activeFast else { return }
        guard let stored else {
            active = .added(incoming)
            return
        }
        guard stored.id == incoming.id else {
            throw ImportProblem(
                "activeFast",
                "a fast is already running here, since \(clock.moment(stored.start)), and the file holds another, since \(clock.moment(incoming.start))",
                exitCode: 1,
                hint: "atrest end or atrest abandon the running fast first, or take activeFast out of the file"
            )
        }
        active = Self.same(stored, incoming) ? .unchanged : .changed(before: stored, after: incoming)
    }

    /// Imported fasts may not share time with fasts recorded here, nor with the running fast.
    ///
    /// One pass in order of start: each fast is compared with the furthest-reaching fast of
    /// the other kind (imported, or recorded here) seen so far. Any two that overlap are met
    /// this way, since the later one starts before the earlier one, and so before the
    /// furthest-reaching one of its kind, has ended.
    private func checkSessionsApart(_ document: ImportDocument, clock: ClockText) throws {
        let written = Set(sessionsAdded.map(\.id) + sessionsChanged.map(\.after.id))
        var reachingWritten: FastingSession?
        var reachingStored: FastingSession?
        for session in history.sessions {
            let isWritten = written.contains(session.id)
            if let other = isWritten ? reachingStored : reachingWritten, other.end > session.start {
                let (incoming, here) = isWritten ? (session, other) : (other, session)
                throw ImportProblem(
                    document.sessionPaths[incoming.id] ?? "sessions",
                    "the fast of \(FastText.span(incoming, clock: clock)) shares time with the one recorded here for \(FastText.span(here, clock: clock))",
                    exitCode: 1,
                    hint: "atrest edit \(FastText.shortID(here.id)) or atrest delete \(FastText.shortID(here.id)) changes the one recorded here"
                )
            }
            if isWritten {
                if session.end > reachingWritten?.end ?? .distantPast { reachingWritten = session }
            } else if session.end > reachingStored?.end ?? .distantPast {
                reachingStored = session
            }
        }
        let running: ActiveFast?
        switch active {
        case .added(let fast), .changed(_, let fast):
            // A new running fast must begin after every recorded fast has ended.
            if let other = history.sessions.first(where: { $0.id != fast.id && $0.end > fast.start }) {
                throw ImportProblem(
                    "activeFast",
                    "the running fast in the file began at \(clock.moment(fast.start)), before the fast recorded here for \(FastText.span(other, clock: clock)) ended",
                    exitCode: 1,
                    hint: "atrest edit \(FastText.shortID(other.id)) changes the one recorded here"
                )
            }
            return
        case .none, .unchanged:
            running = storedActive
        }
        guard let running else { return }
        for session in document.sessions where written.contains(session.id) && session.id != running.id && session.end > running.start {
            throw ImportProblem(
                document.sessionPaths[session.id] ?? "sessions",
                "the fast of \(FastText.span(session, clock: clock)) ends after the fast running here began, at \(clock.moment(running.start))",
                exitCode: 1,
                hint: "atrest end or atrest abandon the running fast first"
            )
        }
    }

    private mutating func mergeWater(_ incoming: [WaterEntry], stored: [WaterEntry]) {
        var byMonth: [WaterMonth: [WaterEntry]] = [:]
        var home: [UUID: (month: WaterMonth, entry: WaterEntry)] = [:]
        for entry in stored {
            let month = WaterMonth(containing: entry.at)
            byMonth[month, default: []].append(entry)
            if home[entry.id] == nil { home[entry.id] = (month, entry) }
        }
        var touched = Set<WaterMonth>()
        for entry in incoming {
            if let (month, existing) = home[entry.id] {
                if Self.same(existing, entry) {
                    waterUnchanged += 1
                    continue
                }
                waterChanged += 1
                byMonth[month]?.removeAll { $0.id == entry.id }
                touched.insert(month)
            } else {
                waterAdded += 1
            }
            let month = WaterMonth(containing: entry.at)
            byMonth[month, default: []].append(entry)
            touched.insert(month)
        }
        for month in touched { waterMonths[month] = byMonth[month] ?? [] }
    }

    private mutating func mergeSettings(_ patch: SettingsPatch, stored: Settings) {
        let after = patch.applied(to: stored)
        settings = after
        func note(_ key: String, differs: Bool, _ before: String, _ now: String) {
            if differs { settingsChanges.append("\(key) \(before) → \(now)") }
        }
        note("target-hours", differs: stored.targetHours != after.targetHours,
             TargetHours.describe(stored.targetHours), TargetHours.describe(after.targetHours))
        note("water-unit", differs: stored.waterUnit != after.waterUnit, stored.waterUnit.rawValue, after.waterUnit.rawValue)
        note("water-amount", differs: stored.waterAmount != after.waterAmount, "\(stored.waterAmount) ml", "\(after.waterAmount) ml")
        note("vigil", differs: stored.vigil != after.vigil, stored.vigil ? "on" : "off", after.vigil ? "on" : "off")
        note("motion", differs: stored.motion != after.motion, stored.motion ? "on" : "off", after.motion ? "on" : "off")
    }

    // MARK: Sameness

    /// Same in every stored field; zones compare by name, as they are stored.
    static func same(_ a: FastingSession, _ b: FastingSession) -> Bool {
        a.id == b.id && a.start == b.start && a.end == b.end && a.targetHours == b.targetHours
            && a.timeZone.identifier == b.timeZone.identifier && a.note == b.note
    }

    static func same(_ a: ActiveFast, _ b: ActiveFast) -> Bool {
        a.id == b.id && a.start == b.start && a.targetHours == b.targetHours && a.timeZone.identifier == b.timeZone.identifier
            && a.note == b.note
    }

    static func same(_ a: WaterEntry, _ b: WaterEntry) -> Bool {
        a.id == b.id && a.at == b.at && a.milliliters == b.milliliters && a.timeZone.identifier == b.timeZone.identifier
    }
}
