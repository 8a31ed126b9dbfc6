import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// One computer's file in a sync folder as it holds it (see `SyncFile`): the one place its
/// members are named. Each record's own members come from the record's table, so a member
/// added to a fast travels between computers with nothing more to write.
struct SyncSnapshot: StoredRecord {
    var device: UUID
    var fasts: [StampedEntry<FastingSession>] = []
    var running: [StampedEntry<ActiveFast>] = []
    var water: [WaterEntry] = []
    var deletions: [StoredDeletion] = []
    var settings: [StampedEntry<SettingText>] = []
    var completedFasts = 0
    /// Written only once the moment after the tenth fast has been shown.
    var transitionMomentShown = false

    static var fields: [StoredField<SyncSnapshot>] {
        [
            .int("completedFasts", { $0.completedFasts }, { $0.completedFasts = $1 }),
            .list("deletions", { $0.deletions }, { $0.deletions = $1 }),
            .uuid("device", { $0.device }, { $0.device = $1 }),
            .list("fasts", { $0.fasts }, { $0.fasts = $1 }),
            // What the file is, and which version of it: any other is not one this atrest reads.
            .fixed("format", text: "atrest-sync"),
            .list("running", { $0.running }, { $0.running = $1 }),
            .list("settings", { $0.settings }, { $0.settings = $1 }),
            .optional("transitionMomentShown", { $0.transitionMomentShown }, { $0.transitionMomentShown = $1 }, kind: "true or false", read: {
                $0.bool()
            }, write: { shown, key, members in if shown { members.member(key, bool: true) } }),
            .fixed("version", int: 1),
            .list("water", { $0.water }, { $0.water = $1 }),
        ]
    }

    static var blank: SyncSnapshot { SyncSnapshot(device: UUID.blank) }
}

/// A setting as sync's files hold it: by name, as text (`SettingKey`, `Settings.texts`).
struct SettingText: StoredRecord {
    var key: String
    var value: String

    static var fields: [StoredField<SettingText>] {
        [.text("key", { $0.key }, { $0.key = $1 }), .text("value", { $0.value }, { $0.value = $1 })]
    }

    static var blank: SettingText { SettingText(key: "", value: "") }
}

// MARK: The history it holds

extension SyncSnapshot {
    /// `replica` as `device` writes it: each list in one order, so the same history always
    /// gives the same bytes.
    init(_ replica: Replica, device: UUID) {
        self.device = device
        fasts = InstantOrder.sorted(Array(replica.fasts.values), at: \.value.start, id: \.value.id).map { StampedEntry($0.value, stamp: $0.stamp) }
        running = replica.running.values.sorted { ActiveFast.precedes($0.value, $1.value) }.map { StampedEntry($0.value, stamp: $0.stamp) }
        water = WaterEntry.inOrder(Array(replica.water.values))
        deletions = replica.deletions.values.sorted { UUID.precedes($0.id, $1.id) }.map(StoredDeletion.init)
        settings = replica.settings.keys.sorted().compactMap { key in
            replica.settings[key].map { StampedEntry(SettingText(key: key.rawValue, value: $0.value), stamp: $0.stamp) }
        }
        completedFasts = replica.completedFasts
        transitionMomentShown = replica.transitionMomentShown
    }

    /// The history, when every record in it is one atrest keeps; otherwise the first field
    /// that is not (half a stamp, a value `RecordRules` refuses, an id twice, a setting `config`
    /// would refuse): taken in, it would be saved here, and every command that then read the
    /// file would find it damaged. A record or stamp ahead of this computer's clock (`now`) is
    /// taken, however far: another computer's clock said so, and refusing it would leave the
    /// two computers apart for good (`doctor` names it; `Stamp.reach` says what a stamp far
    /// ahead does).
    func replica(now: Date) throws(ShapeProblem) -> Replica {
        var replica = Replica()
        // A record's path (`water[3]`) is made only for a problem: made for each of fifty
        // years' records, it cost more than checking them.
        func check(_ path: @autoclosure () -> String, _ found: (field: String, problem: RecordRules.Problem)?) throws(ShapeProblem) {
            if let found { throw ShapeProblem(path: "\(path()).\(found.field)", reason: found.problem.reason) }
        }
        func stamp(_ path: @autoclosure () -> String, _ stamp: Stamp?) throws(ShapeProblem) -> Stamp {
            guard let stamp else { throw ShapeProblem(path: path(), reason: "has half a stamp (changed without changedBy, or the other way)") }
            return stamp
        }
        func once(_ path: @autoclosure () -> String, _ taken: Bool) throws(ShapeProblem) {
            if taken { throw ShapeProblem(path: "\(path()).id", reason: "is the id of another record in the file") }
        }
        // Sized once: ten years of water grown entry by entry rehashed the table a dozen times.
        replica.fasts.reserveCapacity(fasts.count)
        replica.water.reserveCapacity(water.count)
        for (index, entry) in fasts.enumerated() {
            try check("fasts[\(index)]", RecordRules.check(entry.value))
            try once("fasts[\(index)]", replica.fasts[entry.value.id] != nil)
            replica.fasts[entry.value.id] = Stamped(entry.value, try stamp("fasts[\(index)]", entry.stamp))
        }
        for (index, entry) in running.enumerated() {
            let path = "running[\(index)]"
            try check(path, RecordRules.check(entry.value))
            try once(path, replica.running[entry.value.id] != nil)
            replica.running[entry.value.id] = Stamped(entry.value, try stamp(path, entry.stamp))
        }
        for (index, entry) in water.enumerated() {
            try check("water[\(index)]", RecordRules.check(entry))
            try once("water[\(index)]", replica.water.updateValue(entry, forKey: entry.id) != nil)
        }
        for (index, deletion) in deletions.enumerated() {
            let path = "deletions[\(index)]"
            try once(path, replica.deletions[deletion.id] != nil)
            if let problem = Deletion.adding(deletion, to: &replica.deletions, at: index, list: "deletions") { throw problem }
        }
        for (index, entry) in settings.enumerated() {
            // A setting a newer atrest added is passed over, not refused.
            guard let key = SettingKey(rawValue: entry.value.key) else { continue }
            let path = "settings[\(index)]"
            let stamp = try stamp(path, entry.stamp)
            guard Settings().setting(key, to: entry.value.value) != nil else { throw ShapeProblem(path: "\(path).value", reason: "is not a value atrest config takes") }
            guard replica.settings[key] == nil else { throw ShapeProblem(path: "\(path).key", reason: "names a setting the file holds already") }
            replica.settings[key] = Stamped(entry.value.value, stamp)
        }
        guard RecordRules.completedFasts.contains(completedFasts) else { throw ShapeProblem(path: "completedFasts", reason: "is not a count of fasts") }
        replica.completedFasts = completedFasts
        replica.transitionMomentShown = transitionMomentShown
        replica.settle()
        return replica
    }
}
