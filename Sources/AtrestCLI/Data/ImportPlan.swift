import Domain
import Interchange
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// What an import does to what is stored, worked out in full before anything is written.
///
/// The document merges as another computer's history would in `atrest sync` (`Replica`):
/// of two versions of a fast or a setting the later change stays, so an older export cannot
/// undo a newer change; a fast deleted here stays deleted unless the file changed it later;
/// a running fast the file has, but that is recorded or set aside here, does not start
/// again. Importing a file twice changes nothing the second time. Fasts that share time with
/// fasts here are kept beside them, for `log` and `doctor` to point out.
package struct ImportPlan: Sendable {
    /// What happens to the running fast.
    package enum ActiveChange: Sendable {
        case none
        case unchanged
        case added(ActiveFast)
        case changed(before: ActiveFast, after: ActiveFast)
        /// The file has it recorded or set aside: it runs here no more.
        case ended(ActiveFast)
    }

    package var sessionsAdded: [FastingSession] = []
    package var sessionsChanged: [(before: FastingSession, after: FastingSession)] = []
    package var sessionsRemoved: [FastingSession] = []
    package var sessionsUnchanged = 0
    package var waterAdded = 0
    package var waterRemoved = 0
    package var waterUnchanged = 0
    /// Water entries here that the file holds otherwise under the same id (a hand-edited or
    /// another tool's file): said as changed, never as already here.
    package var waterChanged = 0
    /// `target-hours 16 → 18`, one per setting that changes.
    package var settingsChanges: [String] = []
    package var active: ActiveChange = .none
    /// Versions in the file that lost to a later change here.
    package var skippedAsOlder = 0
    /// Fasts added or changed that share time with another fast.
    package var sharingTime = 0
    /// Fasts in the file that share time with another in the file (an export of a synced home).
    package var sharingInFile = 0
    /// Running fasts kept beside the one that runs here.
    package var alsoRunning: [ActiveFast] = []
    /// The file's running fast, when it is recorded (`recorded`) or set aside here since: it
    /// does not run again, and the summary says so.
    package var runningSettledHere: (fast: ActiveFast, recorded: Bool)?

    private var local: AtrestStore.LocalReplica
    private var merged: Replica

    package var changesNothing: Bool {
        alsoRunning.allSatisfy { local.replica.running[$0.id] != nil } && sessionsAdded.isEmpty && sessionsChanged.isEmpty && sessionsRemoved.isEmpty && waterAdded == 0 && waterRemoved == 0
            && waterChanged == 0 && settingsChanges.isEmpty && !activeIsWritten
    }

    /// Whether anything is saved at all (stamps and deletion records included).
    package var writesSomething: Bool { merged != local.replica }

    var activeIsWritten: Bool {
        switch active {
        case .added, .changed, .ended: true
        case .none, .unchanged: false
        }
    }

    /// Merges `document` into what `store` holds; the caller holds the store's lock.
    ///
    /// `device` stamps what the file changed where it is the newer version
    /// (`ImportDocument.edits`); nil for a plan that is not saved (`--dry-run`).
    package static func make(_ document: ImportDocument, store: AtrestStore, clock: ClockText, device: UUID? = nil) throws -> ImportPlan {
        let local = try store.loadReplica()
        let document = document.recognisingDerived(in: local.replica)
        let (incoming, moved) = try document.replica(over: local.replica, now: clock.now, device: device ?? Stamp.unstamped.device)
        let merged = local.replica.merged(with: incoming)
        var plan = ImportPlan(local: local, merged: merged)
        let changes = ReplicaChanges(from: local.replica, to: merged)
        plan.sessionsAdded = changes.fastsAdded
        plan.sessionsChanged = changes.fastsChanged
        plan.sessionsRemoved = changes.fastsRemoved
        plan.pair(moved)
        plan.sessionsUnchanged = document.sessions.filter { session in local.replica.fasts[session.id].map { same($0.value, session) } ?? false }.count
        plan.waterAdded = changes.waterAdded
        plan.waterRemoved = changes.waterRemoved
        plan.waterChanged = document.water.filter { entry in local.replica.water[entry.id].map { $0 != merged.water[entry.id] } ?? false }.count
        plan.waterUnchanged = document.water.filter { local.replica.water[$0.id] != nil }.count - plan.waterChanged
        plan.noteSettings(before: local.settings, after: local.settings.applying(merged.settings.mapValues(\.value)))
        plan.noteActive(before: local.replica.activeFast, after: merged.activeFast, incoming: document.activeFast)
        plan.skippedAsOlder = incoming.olderThan(merged)
        // One pass over the merged history, not a search of it per fast brought in.
        let sharing = merged.history.sharingTime
        plan.sharingTime = (plan.sessionsAdded + plan.sessionsChanged.map(\.after)).filter { sharing[$0.id] != nil }.count
        plan.sharingInFile = History(document.sessions).sharingTime.count
        plan.alsoRunning = merged.otherRunning
        if let incoming = document.activeFast, merged.running[incoming.id] == nil {
            plan.runningSettledHere = (incoming, merged.fasts[incoming.id] != nil)
        }
        return plan
    }

    /// Whether the stamps and deletion records here change, though nothing a person sees does.
    package var changesStampsOnly: Bool { changesNothing && AtrestStore.changesStamps(merged, over: local) }

    /// Saves what changes, and only that (see `AtrestStore.saveReplica`).
    ///
    /// These are several files, each saved atomically, not one transaction. That is still
    /// safe: were a save cut short, every file holds its old or its new contents, and because
    /// everything merges by id, importing the same file again completes the rest without
    /// doubling anything.
    package func apply(to store: AtrestStore) throws {
        try store.apply(.merge(merged, over: local))
    }

    // MARK: Noting

    private mutating func noteSettings(before stored: Settings, after: Settings) {
        for field in SettingField.all where field.text(stored) != field.text(after) {
            settingsChanges.append("\(field.name) \(field.shown(stored)) → \(field.shown(after))")
        }
    }

    private mutating func noteActive(before: ActiveFast?, after: ActiveFast?, incoming: ActiveFast?) {
        switch (before, after) {
        case (nil, let after?): active = .added(after)
        case (let before?, nil): active = .ended(before)
        case (let before?, let after?):
            if !Self.same(before, after) {
                active = .changed(before: before, after: after)
            } else if incoming != nil {
                active = .unchanged
            }
        case (nil, nil): break
        }
    }

    // MARK: Sameness

    /// Same in every declared member (`DeclaredRecord.same`); zones compare by name, as they
    /// are stored.
    static func same(_ a: FastingSession, _ b: FastingSession) -> Bool { FastingSession.same(a, b) }

    static func same(_ a: ActiveFast, _ b: ActiveFast) -> Bool { ActiveFast.same(a, b) }
}

extension ImportPlan {
    /// A fast moved in another app (`ImportDocument.replica(over:now:device:)`) is said as
    /// one fast changed, not one removed and one added.
    mutating func pair(_ moved: [(before: FastingSession, after: FastingSession)]) {
        for (before, after) in moved {
            guard let removed = sessionsRemoved.firstIndex(where: { $0.id == before.id }),
                  let added = sessionsAdded.firstIndex(where: { $0.id == after.id }) else { continue }
            sessionsRemoved.remove(at: removed)
            sessionsAdded.remove(at: added)
            sessionsChanged.append((before, after))
        }
    }
}
