/// What changes from one history to another, counted for the person: what a sync brought in
/// or sent out, what an import added.
package struct ReplicaChanges: Equatable, Sendable {
    package var fastsAdded: [FastingSession] = []
    package var fastsChanged: [(before: FastingSession, after: FastingSession)] = []
    package var fastsRemoved: [FastingSession] = []
    package var waterAdded = 0
    package var waterRemoved = 0
    package var settingsChanged: [SettingKey] = []
    /// The running fast before and after, when it differs.
    package var running: (before: ActiveFast?, after: ActiveFast?)?
    /// Running fasts besides the one that runs (two computers each began one) that came,
    /// changed or went.
    package var otherRunningChanged = 0

    package init(from before: Replica, to after: Replica) {
        for (id, fast) in after.fasts {
            if let old = before.fasts[id] {
                if old.value != fast.value { fastsChanged.append((old.value, fast.value)) }
            } else {
                fastsAdded.append(fast.value)
            }
        }
        for (id, fast) in before.fasts where after.fasts[id] == nil { fastsRemoved.append(fast.value) }
        fastsAdded = History.inOrder(fastsAdded)
        fastsChanged.sort { History.precedes($0.after, $1.after) }
        fastsRemoved = History.inOrder(fastsRemoved)
        waterAdded = after.water.keys.filter { before.water[$0] == nil }.count
        waterRemoved = before.water.keys.filter { after.water[$0] == nil }.count
        settingsChanged = SettingKey.allCases.filter { before.settings[$0]?.value != after.settings[$0]?.value }
        if before.activeFast != after.activeFast { running = (before.activeFast, after.activeFast) }
        let counted = running == nil ? [] : Set([before.activeFast?.id, after.activeFast?.id].compactMap { $0 })
        otherRunningChanged = Set(before.running.keys).union(after.running.keys).filter { id in
            !counted.contains(id) && before.running[id]?.value != after.running[id]?.value
        }.count
    }

    /// Nothing a person would see changed (stamps and deletion records may still differ).
    package var isEmpty: Bool {
        fastsAdded.isEmpty && fastsChanged.isEmpty && fastsRemoved.isEmpty && waterAdded == 0 && waterRemoved == 0
            && settingsChanged.isEmpty && running == nil && otherRunningChanged == 0
    }

    /// Records added, changed or removed, each counted once.
    package var count: Int {
        fastsAdded.count + fastsChanged.count + fastsRemoved.count + waterAdded + waterRemoved + settingsChanged.count
            + (running == nil ? 0 : 1) + otherRunningChanged
    }

    package static func == (a: ReplicaChanges, b: ReplicaChanges) -> Bool {
        a.fastsAdded == b.fastsAdded && a.fastsChanged.map(\.after) == b.fastsChanged.map(\.after)
            && a.fastsRemoved == b.fastsRemoved && a.waterAdded == b.waterAdded && a.waterRemoved == b.waterRemoved
            && a.settingsChanged == b.settingsChanged && a.running?.after == b.running?.after
            && a.running?.before == b.running?.before && a.otherRunningChanged == b.otherRunningChanged
    }
}
