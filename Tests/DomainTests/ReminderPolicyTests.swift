import Domain
import Foundation
import Testing

/// Each thing is said once: a phase as it begins (only the current one after a gap), the
/// reference once as it passes, and a new fast starts afresh.
@Suite struct ReminderPolicyTests {
    static let start = Fixtures.instant("2026-11-01T20:00:00Z")
    static let fast = ActiveFast(start: start, targetHours: 16, timeZone: Fixtures.utc)

    static func at(_ hours: Int, _ minutes: Int = 0) -> Date { start + Fixtures.hours(hours, minutes) }

    @Test func announcesTheFirstPhaseOnceAndRecordsIt() {
        let first = ReminderPolicy.news(for: Self.fast, since: ReminderLog(), at: Self.at(0, 10))
        #expect(first.phase == .digestionCompleting && !first.referencePassed)
        #expect(first.log == ReminderLog(fastID: Self.fast.id, announcedPhase: .digestionCompleting))
        let again = ReminderPolicy.news(for: Self.fast, since: first.log, at: Self.at(3))
        #expect(again.phase == nil && !again.referencePassed && again.log == first.log)
    }

    @Test func afterAGapOnlyTheCurrentPhaseIsTold() {
        let log = ReminderLog(fastID: Self.fast.id, announcedPhase: .digestionCompleting)
        let news = ReminderPolicy.news(for: Self.fast, since: log, at: Self.at(13))
        #expect(news.phase == .deeperRhythm && !news.referencePassed)
    }

    @Test func theReferenceIsToldOnceAsItPasses() {
        let log = ReminderLog(fastID: Self.fast.id, announcedPhase: .extendedFast)
        #expect(!ReminderPolicy.news(for: Self.fast, since: log, at: Self.at(15, 59)).referencePassed)
        let passed = ReminderPolicy.news(for: Self.fast, since: log, at: Self.at(16, 1))
        #expect(passed.phase == nil && passed.referencePassed && passed.log.targetAnnounced)
        #expect(!ReminderPolicy.news(for: Self.fast, since: passed.log, at: Self.at(17)).referencePassed)
    }

    @Test func aNewFastStartsAfresh() {
        let old = ReminderLog(fastID: UUID(), announcedPhase: .prolongedFast, targetAnnounced: true)
        let news = ReminderPolicy.news(for: Self.fast, since: old, at: Self.at(17))
        #expect(news.phase == .extendedFast && news.referencePassed)
        #expect(news.log == ReminderLog(fastID: Self.fast.id, announcedPhase: .extendedFast, targetAnnounced: true))
    }
}
