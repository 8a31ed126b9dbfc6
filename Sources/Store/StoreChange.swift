import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One change a person makes to what atrest keeps, as a value: `AtrestStore.apply` reads what
/// it replaces, stamps it for sync, writes its files in the order that keeps a save cut short
/// safe, and notes it for `atrest undo`, in that one place (`AtrestStore+Apply.swift`).
///
/// A new kind of change is a new case: the compiler then names whether undo takes it back
/// (`isTakenBack`), what it means for sync (`AtrestStore.plan`) and what it writes
/// (`AtrestStore.write(_:planned:)`).
package enum StoreChange: Sendable {
    /// A glass logged, put into its month's file; the change applied gives back that month's
    /// entries at or after `keeping` (today's, for the total `water add` says).
    case addWater(WaterEntry, keeping: Date)
    /// A month's entries saved as given; `removed` are those this change takes away,
    /// remembered so that no other computer brings them back.
    case water([WaterEntry], month: WaterMonth, removed: [UUID])
    /// The running fast started, changed (`edit`) or set aside (nil); `recordedCount` is the
    /// count of recorded fasts its file keeps a copy of (see `AtrestStore.loadActiveFast`).
    case runningFast(ActiveFast?, recordedCount: Int)
    /// The settings saved as given.
    case settings(Settings)
    /// The history saved over what was read under the same lock (`HistoryChange`).
    case history(HistoryChange)
    /// What came from elsewhere (`sync`, `import`) merged over `local`, read by `loadReplica`
    /// under the same lock: saved with the merged stamps, not new ones (`saveReplica`).
    case merge(Replica, over: AtrestStore.LocalReplica)
    /// The folder `atrest sync` uses when it is given none (nil: none kept); it does not travel.
    case syncFolder(String?)
    /// How pictures reach this computer's terminals (`config graphics`), one word: taken back
    /// by undo, never stamped, and it does not travel.
    case graphics(String)
    /// The account saved as given (the trial's count, the license, the moment after the tenth
    /// fast shown): never stamped, never taken back (see `ChangeJournal`).
    case account(Account)
    /// What `atrest remind` has said, kept in the state folder: never stamped nor taken back.
    case reminders(ReminderLog)
    /// A damaged or missing data file put back from its previous generation (`doctor
    /// --repair`), the damaged one first set aside under a name ending `asideSuffix`: never
    /// stamped nor taken back (`isTakenBack`).
    case repair(DataFile, previous: Data, asideSuffix: String)
    /// A file's or folder's permissions set to `mode` (`doctor --repair`): no record changes.
    case permissions(path: String, mode: UInt16)
    /// What an undo makes of the files it put back (`UndoneChange`): stamped now, and not
    /// itself taken back.
    case undone(UndoneChange)
}

extension StoreChange {
    /// Whether the change's saves are noted for `atrest undo`, when the command that applies
    /// it keeps a journal at all (its `CommandEffect`).
    ///
    /// Not the account and `remind`'s log (the trial's count only goes up; what was said was
    /// said). Not a repair: it puts back a generation atrest itself wrote, and taking it back
    /// would put a damaged file where every command refuses it (the damaged bytes are kept,
    /// set aside); the journal's older entries stay good, since the file now holds what they
    /// expect or what they put back. Not an undo's own change: undo is not taken back, and the
    /// files it rewrites are folded into the older entries instead (`rebaseEntries`).
    package var isTakenBack: Bool {
        switch self {
        case .account, .reminders, .repair, .permissions, .undone: false
        case .addWater, .water, .runningFast, .settings, .history, .merge, .syncFolder, .graphics: true
        }
    }
}

/// A change to the recorded fasts: `history` saved over `stored`, read by `loadStoredHistory`
/// under the same lock, with what it does to the trial's count and to the running fast.
package struct HistoryChange: Sendable {
    package var history: History
    package var stored: StoredHistory
    /// Fasts completed with atrest in this change (`end`, `add`): the trial's count goes up.
    package var completing = 0
    /// A count brought from an export: the trial's count is raised to it.
    package var completedAtLeast = 0
    /// Fasts an import adds, counted apart (see `AtrestStore.saveHistory`).
    package var bringingIn = 0
    /// The moment after the tenth fast is being shown, noted in the account's same save.
    package var transitionMomentShown = false
    package var runningFast: AtrestStore.RunningFastChange

    package init(
        _ history: History, over stored: StoredHistory, completing: Int = 0, completedAtLeast: Int = 0, bringingIn: Int = 0,
        transitionMomentShown: Bool = false, runningFast: AtrestStore.RunningFastChange
    ) {
        self.history = history
        self.stored = stored
        self.completing = completing
        self.completedAtLeast = completedAtLeast
        self.bringingIn = bringingIn
        self.transitionMomentShown = transitionMomentShown
        self.runningFast = runningFast
    }
}

/// What a change means for sync, worked out before anything is written and saved first, in
/// one save of `changes.json` (see `AtrestStore.noteChanges`).
struct ChangeStamps: Sendable {
    /// Stamped now.
    var changed: [UUID] = []
    /// Recorded as deletions of `kind`.
    var deleted: [UUID] = []
    var kind: Deletion.Kind = .fast
    /// Recorded as running fasts set aside (`Deletion.Kind.running`), after `deleted`.
    var setAside: [UUID] = []
    /// Recorded as glasses removed (`Deletion.Kind.water`), after `setAside`: for an undo,
    /// whose one save stamps fasts and glasses together.
    var waterRemoved: [UUID] = []
    var settings: [SettingKey] = []
    /// The running fast, recorded or set aside (with any others beside it).
    var ended: UUID?

    var isEmpty: Bool {
        changed.isEmpty && deleted.isEmpty && setAside.isEmpty && waterRemoved.isEmpty && settings.isEmpty && ended == nil
    }
}

/// What a change applied gives back.
package struct AppliedChange: Sendable {
    /// For `addWater`: the month the glass went into, and its entries kept (as saved).
    package var month: WaterMonth?
    package var entries: [WaterEntry] = []
    /// For `repair`: the new name of the file set aside, nil when it was missing.
    package var setAside: String?
    /// For `undone`: the files rewritten, with the bytes the undo had put back and those they
    /// hold now (see `AtrestStore.rebaseEntries`).
    var rewritten: [RewrittenFile] = []
}

/// A file an undo rewrote: the bytes it had put back, and those the file holds now. A type of
/// its own, not a tuple, whose type would be made at run time in every change applied
/// (`water add` is on the start-up path: Sources/START-UP.md).
struct RewrittenFile {
    var path: String
    var from: Data?
    var to: Data
}
