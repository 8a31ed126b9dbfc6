#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// All recorded fasts, kept in order of start, with the rules that keep them apart.
package struct History: Equatable, Sendable {
    package private(set) var sessions: [FastingSession]

    package init(_ sessions: [FastingSession] = []) {
        // Files hold history in order already; `inOrder` checks before it sorts.
        self.sessions = History.inOrder(sessions)
    }

    /// Recorded fasts; every one is at least four hours long.
    package var completedCount: Int { sessions.count }

    package func session(id: UUID) -> FastingSession? { sessions.first { $0.id == id } }

    package mutating func insert(_ session: FastingSession) {
        sessions.removeAll { $0.id == session.id }
        let index = sessions.firstIndex { History.precedes(session, $0) }
        sessions.insert(session, at: index ?? sessions.endIndex)
    }

    /// History's order: by start, then by id.
    package static func precedes(_ a: FastingSession, _ b: FastingSession) -> Bool {
        a.start != b.start ? a.start < b.start : UUID.precedes(a.id, b.id)
    }

    @discardableResult
    package mutating func remove(id: UUID) -> FastingSession? {
        guard let index = sessions.firstIndex(where: { $0.id == id }) else { return nil }
        return sessions.remove(at: index)
    }
}

extension History {
    /// For each fast that shares time with another, one fast it shares time with: what two
    /// computers leave when both recorded the same fast, which `log` and `doctor` point out.
    package var sharingTime: [UUID: UUID] {
        var result: [UUID: UUID] = [:]
        for (reaching, later) in FastOverlap.shared(inOrderOfStart: sessions) {
            let (one, other) = (sessions[reaching].id, sessions[later].id)
            if result[other] == nil { result[other] = one }
            if result[one] == nil { result[one] = other }
        }
        return result
    }
}
