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

    /// The fasts of `sessions` (in order of start) that share time, met in one pass: each
    /// fast that begins before the furthest-reaching one before it has ended, with that one.
    /// Every fast that shares time with another is in at least one pair (the later of two
    /// begins before the furthest-reaching fast so far has ended), and the first pair is the
    /// first met in order of start. The one sweep behind `log`'s marks, `doctor`, and the
    /// refusal of another app's fasts that overlap.
    package static func shared(inOrderOfStart sessions: [FastingSession]) -> [(reaching: Int, later: Int)] {
        var pairs: [(reaching: Int, later: Int)] = []
        var reaching: Int?
        for index in sessions.indices {
            if let other = reaching, sessions[other].end > sessions[index].start { pairs.append((other, index)) }
            if sessions[index].end > reaching.map({ sessions[$0].end }) ?? .distantPast { reaching = index }
        }
        return pairs
    }
}
