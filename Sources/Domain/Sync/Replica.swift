#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything one computer holds of a person's history, with the stamps that let two such
/// histories merge: what `atrest sync` exchanges and `atrest import` merges.
///
/// `merged(with:)` is deterministic, commutative, associative and idempotent, so every
/// computer that has seen the same changes, in whatever order, holds the same history:
/// - of two versions of a record, the one changed last stays (ties: the computer id, then the
///   record's own text, the same way everywhere);
/// - a deleted fast stays deleted unless it was changed after the deletion (an edit made on a
///   computer that had not heard of the deletion yet brings it back: nothing typed is lost);
/// - a removed water entry stays removed (an entry is never changed after it is made);
/// - a running fast that is recorded, deleted or set aside anywhere is no longer running;
/// - two different running fasts are both kept (see `activeFast` for which one runs);
/// - the trial's count is the larger one.
package struct Replica: Equatable, Sendable {
    package var fasts: [UUID: Stamped<FastingSession>] = [:]
    /// Every running fast not yet recorded, deleted or set aside: one, unless two computers
    /// began different fasts before hearing of each other.
    package var running: [UUID: Stamped<ActiveFast>] = [:]
    package var water: [UUID: WaterEntry] = [:]
    package var deletions: [UUID: Deletion] = [:]
    package var settings: [SettingKey: Stamped<String>] = [:]
    package var completedFasts = 0
    /// Whether the moment after the tenth fast has been shown on any computer: it is shown
    /// once, ever, so once true it stays true.
    package var transitionMomentShown = false

    package init() {}

    // MARK: Merging

    /// The history that holds every change of both, each record in its winning version.
    package func merged(with other: Replica) -> Replica {
        var result = self
        result.merge(other)
        return result
    }

    /// `merged(with:)` in place: folding many computers' histories into one, each step works
    /// in the same tables, where `merged` copied the whole history gathered so far each time
    /// (a fifth of a first sync with 20 computers).
    package mutating func merge(_ other: Replica) {
        // The merge is the same either way round (`later` and the water's rule choose by
        // stamp and text alone): the smaller side goes into the larger, so a first sync's whole
        // history is not rehashed into an empty one, record by record.
        if fasts.count + water.count < other.fasts.count + other.water.count {
            let smaller = self
            self = other
            merge(smaller)
            return
        }
        if !other.fasts.isEmpty { fasts.reserveCapacity(fasts.count + other.fasts.count) }
        if !other.water.isEmpty { water.reserveCapacity(water.count + other.water.count) }
        // A record met on both sides (most, when computers share a history) is looked up once.
        for (id, fast) in other.fasts {
            if let index = fasts.index(forKey: id) {
                Self.keep(&fasts.values[index], fast, Self.text)
            } else {
                fasts[id] = fast
            }
        }
        for (id, fast) in other.running {
            running[id] = running[id].map { Self.later($0, fast, Self.text) } ?? fast
        }
        for (id, entry) in other.water {
            if let index = water.index(forKey: id) {
                Self.keep(&water.values[index], entry)
            } else {
                water[id] = entry
            }
        }
        for deletion in other.deletions.values { Deletion.add(deletion, to: &deletions) }
        for (key, setting) in other.settings {
            settings[key] = settings[key].map { Self.later($0, setting, { $0 }) } ?? setting
        }
        completedFasts = max(completedFasts, other.completedFasts)
        transitionMomentShown = transitionMomentShown || other.transitionMomentShown
        settle()
    }

    /// Drops what a deletion or an end has overtaken. Applying it twice changes nothing, and
    /// it depends only on the latest version and the merged deletion of each id, so merging
    /// in any grouping settles the same way.
    package mutating func settle() {
        for (id, deletion) in deletions {
            // Each kind with its own stamp: a set-aside never lends its stamp to a fast's
            // deletion. A water deletion naming a fast's id deletes it too (it is wider).
            let water = deletion.stamp(of: .water)
            if let fast = fasts[id], [deletion.stamp(of: .fast), water].contains(where: { $0.map { fast.stamp <= $0 } ?? false }) {
                fasts[id] = nil
            }
            if water != nil { self.water[id] = nil }
            running[id] = nil
        }
        // Ended elsewhere: the recorded fast is the truth, whatever the running copy says.
        for id in running.keys where fasts[id] != nil { running[id] = nil }
    }

    /// `mine` becomes the version of the two that stays (`later`).
    private static func keep<Value>(_ mine: inout Stamped<Value>, _ theirs: Stamped<Value>, _ text: (Value) -> String) {
        if mine.stamp == theirs.stamp, mine.value == theirs.value { return }
        mine = later(mine, theirs, text)
    }

    /// `mine` becomes the water entry of the two that stays: the same one, or the larger text.
    private static func keep(_ mine: inout WaterEntry, _ theirs: WaterEntry) {
        if mine == theirs || text(mine) >= text(theirs) { return }
        mine = theirs
    }

    /// The version that stays: the later stamp, then the larger text. The same version on
    /// both sides, as most are when a history meets itself again, needs no text made.
    static func later<Value>(_ a: Stamped<Value>, _ b: Stamped<Value>, _ text: (Value) -> String) -> Stamped<Value> {
        if a.stamp != b.stamp { return a.stamp > b.stamp ? a : b }
        return a.value == b.value || text(a.value) >= text(b.value) ? a : b
    }

    // MARK: Views

    /// The fast running here: of several, the one begun first (the earlier start is when the
    /// person began, if both are the same fast begun twice), then the smaller id. The others
    /// stay in `running` until the person ends or sets it aside, which settles them too.
    package var activeFast: ActiveFast? {
        running.values.map(\.value).min(by: ActiveFast.precedes)
    }

    /// Running fasts other than `activeFast`.
    package var otherRunning: [ActiveFast] {
        let active = activeFast?.id
        return running.values.map(\.value).filter { $0.id != active }.sorted(by: ActiveFast.precedes)
    }

    /// `otherRunning`, each with whether a computer other than `device` began it (or changed
    /// it last: a stamp names the last change's computer). A fast begun here can come back
    /// from another computer, after an `undo` here took it back: it is not another computer's.
    package func otherRunning(seenFrom device: UUID) -> [(fast: ActiveFast, elsewhere: Bool)] {
        otherRunning.map { ($0, running[$0.id].map { $0.stamp.device != device } ?? true) }
    }

    package var history: History { History(fasts.values.map(\.value)) }

    /// How many of this history's versions lost to a later change in `merged`: a fast or a
    /// setting changed since, or a fast deleted since (what an import skips as older).
    package func olderThan(_ merged: Replica) -> Int {
        var count = 0
        for (id, fast) in fasts {
            if let winner = merged.fasts[id] {
                if winner.stamp > fast.stamp, winner.value != fast.value { count += 1 }
            } else if let deletion = merged.deletions[id], deletion.stamp(of: .fast) != nil || deletion.stamp(of: .water) != nil {
                count += 1
            }
        }
        for (key, setting) in settings {
            if let winner = merged.settings[key], winner.stamp > setting.stamp, winner.value != setting.value { count += 1 }
        }
        return count
    }

    // MARK: Canonical text (the last tie-breaker)

    /// Every declared member but the id (`DeclaredRecord.mergeText`), so a member added to a
    /// record breaks a tie between two versions stamped alike.
    static func text(_ fast: FastingSession) -> String { FastingSession.mergeText(fast) }

    static func text(_ fast: ActiveFast) -> String { ActiveFast.mergeText(fast) }

    static func text(_ entry: WaterEntry) -> String { WaterEntry.mergeText(entry) }
}

/// The settings that travel between computers, each stamped on its own.
package enum SettingKey: String, Sendable, CaseIterable, Comparable {
    case targetHours, waterUnit, waterAmount, vigil, motion

    package static func < (a: SettingKey, b: SettingKey) -> Bool { a.rawValue < b.rawValue }
}

extension Settings {
    /// Each setting as text, the form in which settings merge and travel.
    package var texts: [SettingKey: String] {
        var texts: [SettingKey: String] = [:]
        for field in SettingField.all { texts[field.key] = field.text(self) }
        return texts
    }

    /// These settings with `texts` over them; a text that does not read (from a newer atrest,
    /// or a value out of range) leaves the setting as it is.
    package func applying(_ texts: [SettingKey: String]) -> Settings {
        texts.reduce(self) { settings, pair in settings.setting(pair.key, to: pair.value) ?? settings }
    }
}
