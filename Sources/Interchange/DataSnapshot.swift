import Domain
import Store

/// Everything atrest keeps for a person: recorded fasts, the running fast, water, settings.
///
/// Read while holding the store's lock, so that an `end` running at the same moment cannot
/// leave the fast both recorded and running in one export.
package struct DataSnapshot: Sendable {
    package var history: History
    package var active: ActiveFast?
    /// Every water entry from every monthly file, oldest first.
    package var water: [WaterEntry]
    package var settings: Settings
    /// The trial's count of fasts completed with atrest (see `Account.completedFasts`).
    package var completedFasts: Int
    /// Whether the moment after the tenth fast has been shown (it travels, so it is shown once).
    package var transitionMomentShown = false
    /// The history's files as they were read, for a change to be saved over; empty unless
    /// the snapshot was read from a store.
    package var storedHistory = StoredHistory()
    /// Stamps and deletions (`changes.json`), which travel with atrest's own export.
    package var changes = ChangeLedger()

    package init(
        history: History = History(), active: ActiveFast? = nil, water: [WaterEntry] = [], settings: Settings = Settings(),
        completedFasts: Int? = nil
    ) {
        self.history = history
        self.active = active
        self.water = water
        self.settings = settings
        self.completedFasts = completedFasts ?? history.completedCount
    }

    /// Reads every file; a damaged one stops the read rather than leaving something out.
    package static func read(from store: AtrestStore) throws -> DataSnapshot {
        let stored = try store.loadStoredHistory()
        var water: [WaterEntry] = []
        for month in try store.waterMonths() {
            water += try store.loadWater(month: month)
        }
        var snapshot = DataSnapshot(
            history: stored.history,
            active: try store.loadActiveFast()?.fast,
            water: WaterEntry.inOrder(water),
            settings: try store.loadSettings(),
            completedFasts: try store.loadAccount().completedFasts(recorded: stored.history.completedCount)
        )
        snapshot.storedHistory = stored
        snapshot.transitionMomentShown = try store.loadAccount().transitionMomentShown
        snapshot.changes = try store.loadChanges()
        return snapshot
    }
}
