import Domain

/// Everything here as one `Replica`, and a merged one saved back: what `sync` and `import`
/// go through.
extension AtrestStore {
    /// What is stored here, read under the lock, with what `saveReplica` saves over.
    package struct LocalReplica: Sendable {
        package var replica: Replica
        package var settings: Settings
        var history: StoredHistory
        var water: [WaterMonth: [WaterEntry]]
        var ledger: ChangeLedger
    }

    package func loadReplica() throws(StoreError) -> LocalReplica {
        try loadReplica(history: loadStoredHistory()) { month throws(StoreError) in try loadWater(month: month) }
    }

    /// The same, with the history and each month's water as the caller already read them
    /// (`doctor` reads every file once for all its findings).
    package func loadReplica(
        history: StoredHistory, water loadMonth: (WaterMonth) throws(StoreError) -> [WaterEntry]
    ) throws(StoreError) -> LocalReplica {
        let active = try loadActiveFast()
        let ledger = try loadChanges()
        let settings = try loadSettings()
        let account = try loadAccount()
        var water: [WaterMonth: [WaterEntry]] = [:]
        for month in try waterMonths() { water[month] = try loadMonth(month) }

        // A setting never stamped and still at its default was never chosen: it takes no part,
        // so any choice made elsewhere, stamped or not, comes in.
        let defaults = Settings().texts
        let replica = Replica.assembled(
            fasts: history.history.sessions, running: active?.fast, water: water.values.flatMap { $0 }, ledger: ledger,
            settings: settings.texts.filter { ledger.settings[$0.key] != nil || $0.value != defaults[$0.key] },
            completedFasts: account.completedFasts(recorded: history.history.completedCount),
            transitionMomentShown: account.transitionMomentShown
        )
        return LocalReplica(replica: replica, settings: settings, history: history, water: water, ledger: ledger)
    }

    /// Whether saving `merged` over `local` rewrites `changes.json` (the stamps and deletion
    /// records, which a person does not see).
    package static func changesStamps(_ merged: Replica, over local: LocalReplica) -> Bool {
        ledger(of: merged, over: local) != local.ledger
    }

    /// `changes.json` as `saveReplica` saves it.
    private static func ledger(of merged: Replica, over local: LocalReplica) -> ChangeLedger {
        var ledger = ChangeLedger()
        ledger.order = local.ledger.order
        for (id, fast) in merged.fasts where !fast.stamp.isUnstamped { ledger.stamps[id] = fast.stamp }
        for (id, fast) in merged.running where !fast.stamp.isUnstamped { ledger.stamps[id] = fast.stamp }
        for (key, setting) in merged.settings where !setting.stamp.isUnstamped { ledger.settings[key] = setting.stamp }
        ledger.deletions = merged.deletions
        for fast in merged.otherRunning { ledger.running[fast.id] = merged.running[fast.id] }
        return ledger
    }

    /// Saves `merged` over `local` (read by `loadReplica` under the same lock): the stamps
    /// first, then only the files whose records change. Its saves carry the merged stamps,
    /// not new ones.
    package func saveReplica(_ merged: Replica, over local: LocalReplica) throws(StoreError) {
        let store = recordedAs(recording.unstamped)
        // Its undo puts the files back here only (`undoLastChange`).
        journal?.merges = true
        let ledger = Self.ledger(of: merged, over: local)
        let active = merged.activeFast
        if ledger != local.ledger { try store.saveChanges(ledger) }

        let history = merged.history
        let runningChanges = active != local.replica.activeFast
        let historyChanges = history != local.history.history
        if historyChanges {
            let running: RunningFastChange = !runningChanges ? .continues : active.map { .replaced(by: $0) } ?? .ended
            // Fasts that arrive from a file or another computer count for the trial only
            // through the count that came with them (`merged.completedFasts`).
            let here = Set(local.history.history.sessions.map(\.id))
            let arrived = history.sessions.filter { !here.contains($0.id) }.count
            try store.saveHistory(
                history, over: local.history, completedAtLeast: merged.completedFasts, bringingIn: arrived, runningFast: running
            )
        } else if merged.completedFasts > local.replica.completedFasts {
            try store.raiseCompletedFasts(to: merged.completedFasts, recorded: history.completedCount)
        }

        var months: [WaterMonth: [WaterEntry]] = [:]
        for entry in merged.water.values { months[WaterMonth(containing: entry.at), default: []].append(entry) }
        // Saved together: a glass never moves between months, so the months may land in any
        // combination (the stamps of any glass taken away are saved above, first).
        try store.savedTogether { (saves: inout StagedSaves) throws(StoreError) in
            for month in Set(months.keys).union(local.water.keys).sorted() {
                let before = local.water[month] ?? []
                var after = months[month] ?? []
                // In the order logged, then by id: the same month reads the same on every computer.
                after = WaterEntry.inOrder(after)
                // Compared whole, not by ids alone: an entry a file or another computer holds
                // otherwise under the same id (hand-edited) is the one the merge kept, and is
                // saved so, as the import report says. (As sets: two glasses in one second
                // may be kept in the order logged here and by id in the merge.)
                if before.count != after.count || Set(before) != Set(after) {
                    try saves.writeWater(after, month: month)
                }
            }
        }

        let settings = local.settings.applying(merged.settings.mapValues(\.value))
        if settings != local.settings { try store.saveSettings(settings) }

        if runningChanges, !historyChanges {
            try store.saveActiveFast(active, recordedCount: history.completedCount)
        }

        // Shown on another computer: not shown again here.
        if merged.transitionMomentShown, !local.replica.transitionMomentShown {
            var account = try store.loadAccount()
            account.transitionMomentShown = true
            try store.saveAccount(account)
        }
    }
}
