#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What changes from one history to another, counted for the person: what a sync brought in
/// or sent out, what an import added.
package struct ReplicaChanges: Equatable, Sendable {
    package var fastsAdded: [FastingSession] = []
    package var fastsChanged: [(before: FastingSession, after: FastingSession)] = []
    package var fastsRemoved: [FastingSession] = []
    package var waterAdded = 0
    package var waterRemoved = 0
    /// Water entries held under the same id otherwise (a hand-edited file): an entry is never
    /// changed by atrest, but one that came changed is said so, never as nothing changed.
    package var waterChanged = 0
    package var settingsChanged: [SettingKey] = []
    /// The running fast before and after, when it differs.
    package var running: (before: ActiveFast?, after: ActiveFast?)?
    /// Running fasts besides the one that runs (two computers each began one) that came,
    /// changed or went.
    package var otherRunningChanged = 0

    package init(from before: Replica, to after: Replica) {
        // A first sync or import counts a whole history against none, and a sync's report
        // counts it against nearly the same one: each id is looked up once at most, and not
        // at all where the other side is empty (a tenth of a first sync of fifty years).
        if before.fasts.isEmpty {
            fastsAdded = after.fasts.values.map(\.value)
        } else {
            for (id, fast) in after.fasts {
                if let old = before.fasts[id] {
                    if old.value != fast.value { fastsChanged.append((old.value, fast.value)) }
                } else {
                    fastsAdded.append(fast.value)
                }
            }
        }
        // Every fast of `before` was met above unless fewer were found than it holds.
        if after.fasts.count - fastsAdded.count < before.fasts.count {
            for (id, fast) in before.fasts where after.fasts[id] == nil { fastsRemoved.append(fast.value) }
        }
        fastsAdded = History.inOrder(fastsAdded)
        fastsChanged.sort { History.precedes($0.after, $1.after) }
        fastsRemoved = History.inOrder(fastsRemoved)
        let (kept, changed) = Self.shared(before.water, after.water)
        waterChanged = changed
        waterAdded = after.water.count - kept
        waterRemoved = before.water.count - kept
        settingsChanged = SettingKey.allCases.filter { before.settings[$0]?.value != after.settings[$0]?.value }
        if before.activeFast != after.activeFast { running = (before.activeFast, after.activeFast) }
        let counted = running == nil ? [] : Set([before.activeFast?.id, after.activeFast?.id].compactMap { $0 })
        otherRunningChanged = Set(before.running.keys).union(after.running.keys).filter { id in
            !counted.contains(id) && before.running[id]?.value != after.running[id]?.value
        }.count
    }

    /// How many ids the two hold both, and of those how many differ: the smaller looked up in the larger.
    private static func shared<Value: Equatable>(_ a: [UUID: Value], _ b: [UUID: Value]) -> (both: Int, differ: Int) {
        guard !a.isEmpty, !b.isEmpty else { return (0, 0) }
        let (small, large) = a.count <= b.count ? (a, b) : (b, a)
        var count = 0
        var differ = 0
        for (id, value) in small {
            guard let other = large[id] else { continue }
            count += 1
            if other != value { differ += 1 }
        }
        return (count, differ)
    }

    /// Nothing a person would see changed (stamps and deletion records may still differ).
    package var isEmpty: Bool {
        fastsAdded.isEmpty && fastsChanged.isEmpty && fastsRemoved.isEmpty && waterAdded == 0 && waterRemoved == 0 && waterChanged == 0
            && settingsChanged.isEmpty && running == nil && otherRunningChanged == 0
    }

    /// Records added, changed or removed, each counted once.
    package var count: Int {
        fastsAdded.count + fastsChanged.count + fastsRemoved.count + waterAdded + waterRemoved + waterChanged + settingsChanged.count
            + (running == nil ? 0 : 1) + otherRunningChanged
    }

    package static func == (a: ReplicaChanges, b: ReplicaChanges) -> Bool {
        a.fastsAdded == b.fastsAdded && a.fastsChanged.map(\.after) == b.fastsChanged.map(\.after)
            && a.fastsRemoved == b.fastsRemoved && a.waterAdded == b.waterAdded && a.waterRemoved == b.waterRemoved && a.waterChanged == b.waterChanged
            && a.settingsChanged == b.settingsChanged && a.running?.after == b.running?.after
            && a.running?.before == b.running?.before && a.otherRunningChanged == b.otherRunningChanged
    }
}
