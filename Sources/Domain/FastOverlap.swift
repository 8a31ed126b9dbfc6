#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fasts may not share time: the one rule behind `start`, `add`, `end`, `edit` and `import`.
///
/// A recorded fast holds `start..<end`, so one ending as another begins is no overlap. A
/// running fast holds its start and everything after it: a recorded fast must end by then.
package enum FastOverlap: Equatable, Sendable {
    case recorded(FastingSession)
    case running(ActiveFast)

    /// The first fast `start..<end` would share time with: a recorded fast other than
    /// `excluding`, else `running`. (`running` is met even when it has the id `excluding`: a
    /// fast recorded by an `end` cut short is still running, and a change to it must end
    /// before the start; `import`, which takes such a fast as one, passes no `running` then.)
    package static func find(
        start: Date, end: Date, excluding: UUID? = nil, in history: History, running: ActiveFast? = nil
    ) -> FastOverlap? {
        if let session = history.sessions.first(where: { $0.id != excluding && $0.start < end && start < $0.end }) {
            return .recorded(session)
        }
        if let running, end > running.start { return .running(running) }
        return nil
    }

    /// The recorded fast a fast running from `start` would share time with at `now`: it holds
    /// at least its first second, so one begun this instant still meets a fast ending later.
    package static func findRecorded(runningFrom start: Date, now: Date, in history: History) -> FastingSession? {
        guard case .recorded(let session) = find(start: start, end: max(start + 1, now), in: history) else { return nil }
        return session
    }

    /// Of `sessions` (in any order), the first two that share time, met in order of start:
    /// the one reaching furthest so far, then the one that begins before it has ended.
    package static func firstShared(_ sessions: [FastingSession]) -> (reaching: Int, later: Int)? {
        firstShared(sessions, side: { _ in true }, acrossSides: false)
    }

    /// Of `sessions`, the first two from different sides that share time (import: what the
    /// file brings against what is recorded here), met as `firstShared(_:)` meets them.
    package static func firstShared(_ sessions: [FastingSession], side: (FastingSession) -> Bool) -> (reaching: Int, later: Int)? {
        firstShared(sessions, side: side, acrossSides: true)
    }

    /// One pass in order of start, keeping the furthest-reaching fast of each side seen so far:
    /// any two that share time are met this way, since the later one begins before the
    /// furthest-reaching one of the other side has ended.
    private static func firstShared(
        _ sessions: [FastingSession], side: (FastingSession) -> Bool, acrossSides: Bool
    ) -> (reaching: Int, later: Int)? {
        let ordered = sessions.indices.sorted { (sessions[$0].start, sessions[$0].end) < (sessions[$1].start, sessions[$1].end) }
        var reaching: [Bool: Int] = [:]
        for index in ordered {
            let mine = side(sessions[index])
            if let other = reaching[acrossSides ? !mine : mine], sessions[other].end > sessions[index].start {
                return (other, index)
            }
            if sessions[index].end > reaching[mine].map({ sessions[$0].end }) ?? .distantPast { reaching[mine] = index }
        }
        return nil
    }
}
