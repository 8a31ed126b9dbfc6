import Domain
import Foundation
import Testing
import TestRandom

/// Fasts may not share time: touching is not overlapping, a fast never meets itself, and a
/// running fast holds everything from its start on.
@Suite struct FastOverlapTests {
    /// The fasts of `HistoryTests`: `fast(id, startHour:hours:)` from 2026-11-01 20:00 UTC.
    static func fast(_ id: String, startHour: Double, hours: Double = 16) -> FastingSession {
        HistoryTests.fast(id, startHour: startHour, hours: hours)
    }

    static func at(_ hour: Double) -> Date { HistoryTests.base.addingTimeInterval(hour * 3600) }

    let a = fast("AAAAAAAA-0000-0000-0000-000000000001", startHour: 0)
    let b = fast("BBBBBBBB-0000-0000-0000-000000000002", startHour: 24)
    let c = fast("CCCCCCCC-0000-0000-0000-000000000003", startHour: 48)

    /// `a` runs 20:00 → 12:00 the next day.
    @Test(arguments: [
        (-4.0, 0.0, false),   // ends exactly when a starts: touching is not overlapping
        (16.0, 20.0, false),  // starts exactly when a ends
        (-4.0, 0.001, true),
        (15.999, 20.0, true),
        (2.0, 4.0, true),     // inside
        (-1.0, 17.0, true),   // around
        (-8.0, -4.0, false),
        (17.0, 30.0, false),
    ])
    func recordedFastsShareTime(startHour: Double, endHour: Double, overlaps: Bool) {
        let history = History([a])
        let found = FastOverlap.find(start: Self.at(startHour), end: Self.at(endHour), in: history)
        #expect(found == (overlaps ? .recorded(a) : nil))
        #expect(FastOverlap.find(start: Self.at(startHour), end: Self.at(endHour), excluding: a.id, in: history) == nil, "a fast never overlaps itself")
    }

    @Test func namesTheFirstRecordedConflictBeforeTheRunningFast() {
        let history = History([a, b, c])
        let running = ActiveFast(start: Self.at(80), targetHours: 16, timeZone: Fixtures.utc)
        #expect(FastOverlap.find(start: Self.at(1), end: Self.at(49), in: history, running: running) == .recorded(a))
        #expect(FastOverlap.find(start: a.start, end: c.end, excluding: a.id, in: history) == .recorded(b))
        #expect(FastOverlap.find(start: Self.at(70), end: Self.at(90), in: history, running: running) == .running(running))
    }

    /// The running fast reaches on from its start: a past fast must end by then.
    @Test(arguments: [(60.0, 80.0, false), (60.0, 80.001, true), (90.0, 100.0, true), (79.0, 79.5, false)])
    func theRunningFastHoldsEverythingFromItsStart(startHour: Double, endHour: Double, overlaps: Bool) {
        let running = ActiveFast(start: Self.at(80), targetHours: 16, timeZone: Fixtures.utc)
        #expect(FastOverlap.find(start: Self.at(startHour), end: Self.at(endHour), in: History(), running: running) == (overlaps ? .running(running) : nil))
        // The same fast recorded by an end cut short still meets itself running.
        let found = FastOverlap.find(start: Self.at(startHour), end: Self.at(endHour), excluding: running.id, in: History(), running: running)
        #expect(found == (overlaps ? .running(running) : nil))
    }

    /// A fast begun this instant holds its first second; one moved back holds up to now.
    @Test func aRunningFastHoldsAtLeastItsFirstSecond() {
        let history = History([a])
        #expect(FastOverlap.findRecorded(runningFrom: a.end - 0.5, now: a.end - 0.5, in: history) == a)
        #expect(FastOverlap.findRecorded(runningFrom: a.end, now: a.end, in: history) == nil)
        #expect(FastOverlap.findRecorded(runningFrom: Self.at(-10), now: Self.at(30), in: history) == a)
        #expect(FastOverlap.findRecorded(runningFrom: Self.at(-10), now: Self.at(-1), in: history) == nil)
    }

    /// The one sweep: each fast that begins before the furthest-reaching one before it ends.
    @Test func theSweepMeetsEachLaterFastWithTheFurthestReaching() {
        let long = Self.fast("DDDDDDDD-0000-0000-0000-000000000004", startHour: -10, hours: 40)
        #expect(FastOverlap.shared(inOrderOfStart: [a, b, c]).isEmpty)
        #expect(FastOverlap.shared(inOrderOfStart: []).isEmpty)
        // `long` reaches past a's start and b's, and b is met against the one reaching furthest.
        let pairs = FastOverlap.shared(inOrderOfStart: [long, a, b, c])
        #expect(pairs.map(\.reaching) == [0, 0] && pairs.map(\.later) == [1, 2])
        let reaching = Self.fast("EEEEEEEE-0000-0000-0000-000000000005", startHour: -40, hours: 66)
        let met = FastOverlap.shared(inOrderOfStart: [reaching, a, b])
        #expect(met.first?.reaching == 0 && met.first?.later == 1)
    }

    /// Over random histories dense enough to share time often, the sweep's pairs share time,
    /// and a fast is in one exactly when `find` meets another fast for it.
    @Test(arguments: 0..<20)
    func theSweepMeetsEveryFastThatSharesTime(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let history = History(Self.dense(using: &random))
        let sessions = history.sessions
        let pairs = FastOverlap.shared(inOrderOfStart: sessions)
        var met = Set<UUID>()
        for (one, other) in pairs {
            #expect(one < other && sessions[one].start < sessions[other].end && sessions[other].start < sessions[one].end, "seed \(seed)")
            met.formUnion([sessions[one].id, sessions[other].id])
        }
        for session in sessions {
            let found = FastOverlap.find(start: session.start, end: session.end, excluding: session.id, in: history)
            #expect(met.contains(session.id) == (found != nil), "seed \(seed): \(session.id)")
        }
    }

    /// `History.sharingTime` (one pass, which import counts with) marks exactly the fasts that
    /// `find` meets another fast for, over random histories dense enough to share time often.
    @Test(arguments: 0..<20)
    func sharingTimeMarksWhatFindMeets(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let sessions = Self.dense(using: &random)
        let history = History(sessions)
        let sharing = history.sharingTime
        for session in sessions {
            let found = FastOverlap.find(start: session.start, end: session.end, excluding: session.id, in: history)
            #expect((sharing[session.id] != nil) == (found != nil), "seed \(seed): \(session.id)")
            if let other = sharing[session.id] {
                let partner = history.session(id: other)
                #expect(other != session.id && partner.map { $0.start < session.end && session.start < $0.end } == true, "seed \(seed): a partner that shares no time")
            }
        }
    }

    /// Up to 40 fasts of whole hours over ten days, so that equal starts and touching ends come up too.
    static func dense(using random: inout SeededRandom) -> [FastingSession] {
        (0..<Int.random(in: 0...40, using: &random)).map { _ in
            let start = at(Double(Int.random(in: 0...240, using: &random)))
            let hours = Double(Int.random(in: 4...30, using: &random))
            return FastingSession(id: random.uuid(), start: start, end: start + hours * 3600, targetHours: 16, timeZone: Fixtures.utc)
        }
    }
}
