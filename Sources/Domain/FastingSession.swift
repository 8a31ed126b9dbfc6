#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A recorded fast: when it began and ended, the target it was begun with, and where.
package struct FastingSession: Equatable, Hashable, Sendable, Identifiable {
    package var id: UUID
    package var start: Date
    package var end: Date
    /// The target captured when the fast began: a reference, not a goal.
    package var targetHours: Double
    /// The time zone the fast was recorded in; its local day is the day it ended there.
    package var timeZone: Zone
    /// A line the person wrote about the fast, if any (see `FastNote`).
    package var note: String?

    package init(id: UUID = UUID(), start: Date, end: Date, targetHours: Double, timeZone: Zone, note: String? = nil) {
        self.id = id
        self.start = start
        self.end = end
        self.targetHours = targetHours
        self.timeZone = timeZone
        self.note = note
    }

    /// Elapsed time, from instants, so a daylight-saving change cannot stretch it.
    package var duration: TimeInterval { end.timeIntervalSince(start) }

    /// What the fast leaves in the forest, if anything.
    package var tree: TreeKind? { TreeMapper.tree(duration: duration, targetHours: targetHours) }

    /// The local day the fast belongs to: the day on which it ended, where it was recorded.
    package var day: LocalDay { LocalTime.day(of: end, in: timeZone) }
}

/// The fast that is running now.
package struct ActiveFast: Equatable, Sendable {
    package var id: UUID
    package var start: Date
    /// Captured at `start`; changing the configured target later does not change it.
    package var targetHours: Double
    package var timeZone: Zone
    package var note: String?

    package init(id: UUID = UUID(), start: Date, targetHours: Double, timeZone: Zone, note: String? = nil) {
        self.id = id
        self.start = start
        self.targetHours = targetHours
        self.timeZone = timeZone
        self.note = note
    }

    /// The one order of running fasts (several meet through sync): the earlier start, then
    /// the smaller id, so every computer lists and writes them alike.
    package static func precedes(_ a: ActiveFast, _ b: ActiveFast) -> Bool {
        a.start != b.start ? a.start < b.start : UUID.precedes(a.id, b.id)
    }

    package func elapsed(at now: Date) -> TimeInterval { max(0, now.timeIntervalSince(start)) }

    package func phase(at now: Date) -> FastingPhase { FastingPhase(elapsed: elapsed(at: now)) }

    /// Elapsed time over target, clamped to 0…1: how present the becoming tree is.
    package func progress(at now: Date) -> Double {
        let target = targetHours * 3600
        guard target > 0 else { return 1 }
        return min(1, max(0, elapsed(at: now) / target))
    }

    package func hasReachedTarget(at now: Date) -> Bool {
        TreeMapper.reachesTarget(duration: elapsed(at: now), targetHours: targetHours)
    }

    /// The session this fast becomes if it ends at `end`: every member the two declare alike
    /// is carried (`DeclaredRecord.carrying`), so a member added to both is not dropped.
    package func session(endingAt end: Date) -> FastingSession {
        FastingSession.carrying(self, into: FastingSession(id: id, start: start, end: end, targetHours: targetHours, timeZone: timeZone)).0
    }
}
