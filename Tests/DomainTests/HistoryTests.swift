import Domain
import Foundation
import Testing

/// Recorded fasts kept in order of start, replaced by id.
@Suite struct HistoryTests {
    static let base = Fixtures.instant("2026-11-01T20:00:00Z")

    static func fast(_ id: String, startHour: Double, hours: Double = 16) -> FastingSession {
        let start = base.addingTimeInterval(startHour * 3600)
        return FastingSession(
            id: UUID(uuidString: id) ?? UUID(), start: start, end: start.addingTimeInterval(hours * 3600),
            targetHours: 16, timeZone: Fixtures.utc
        )
    }

    let a = fast("AAAAAAAA-0000-0000-0000-000000000001", startHour: 0)
    let b = fast("BBBBBBBB-0000-0000-0000-000000000002", startHour: 24)
    let c = fast("CCCCCCCC-0000-0000-0000-000000000003", startHour: 48)
    let twin = fast("ABCDEF00-0000-0000-0000-000000000004", startHour: 48)

    @Test func keepsSessionsInOrderOfStartThenID() {
        let history = History([c, a, twin, b])
        #expect(history.sessions == [a, b, twin, c])
        #expect(history.completedCount == 4)
    }

    @Test func insertsInOrder() {
        var history = History([a, c])
        history.insert(b)
        #expect(history.sessions == [a, b, c])
        history.insert(twin)
        #expect(history.sessions == [a, b, twin, c])
        var fromEmpty = History()
        for session in [c, b, twin, a] { fromEmpty.insert(session) }
        #expect(fromEmpty == History([a, b, c, twin]))
    }

    @Test func insertReplacesBySameIDAndMovesIt() {
        var history = History([a, b, c])
        var moved = a
        moved.start = c.end.addingTimeInterval(3600)
        moved.end = moved.start.addingTimeInterval(5 * 3600)
        moved.targetHours = 18
        history.insert(moved)
        #expect(history.sessions == [b, c, moved])
        #expect(history.session(id: a.id)?.targetHours == 18)
        #expect(history.completedCount == 3)
    }

    @Test func removesByID() {
        var history = History([a, b])
        #expect(history.remove(id: a.id) == a)
        #expect(history.remove(id: a.id) == nil)
        #expect(history.sessions == [b])
    }
}
