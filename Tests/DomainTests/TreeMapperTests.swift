import Domain
import Foundation
import Testing

/// What a fast leaves: established at its target, incomplete from 70 % of it, nothing under
/// four hours or under 70 %. Whole seconds, so exactly 70 % is 70 %.
@Suite struct TreeMapperTests {
    @Test(arguments: [
        // The four-hour floor.
        (Fixtures.hours(3, 59, 59), 4.0, nil),
        (Fixtures.hours(4) - 0.1, 4.0, nil),
        (Fixtures.hours(4), 4.0, TreeKind.established),
        (Fixtures.hours(4) + 0.9, 4.0, .established),
        (Fixtures.hours(3, 59, 59), 1.0, nil),
        (Fixtures.hours(4), 5.0, .incomplete),
        (Fixtures.hours(4), 16.0, nil),
        // 16 h: 70 % is 11h 12m exactly.
        (Fixtures.hours(11, 12), 16.0, .incomplete),
        (Fixtures.hours(11, 12) - 1, 16.0, nil),
        (Fixtures.hours(11, 12) - 0.5, 16.0, nil),
        (Fixtures.hours(16) - 1, 16.0, .incomplete),
        (Fixtures.hours(16), 16.0, .established),
        (Fixtures.hours(30), 16.0, .established),
        // 72 h: 70 % is 50h 24m.
        (Fixtures.hours(50, 24), 72.0, .incomplete),
        (Fixtures.hours(50, 24) - 1, 72.0, nil),
        (Fixtures.hours(72) - 1, 72.0, .incomplete),
        (Fixtures.hours(72), 72.0, .established),
        // 16.5 h: 70 % is 11h 33m.
        (Fixtures.hours(11, 33), 16.5, .incomplete),
        (Fixtures.hours(11, 33) - 1, 16.5, nil),
        (Fixtures.hours(16, 29, 59), 16.5, .incomplete),
        (Fixtures.hours(16, 30), 16.5, .established),
        // 13.3 h is 47 880 s; 70 % is 33 516 s.
        (33_516, 13.3, .incomplete),
        (33_515, 13.3, nil),
        // 12h 10m is 43 800 s; 70 % is 30 660 s.
        (30_660, 12.0 + 10.0 / 60, .incomplete),
        (30_659, 12.0 + 10.0 / 60, nil),
    ] as [(TimeInterval, Double, TreeKind?)])
    func treeForDurationAndTarget(duration: TimeInterval, targetHours: Double, tree: TreeKind?) {
        #expect(TreeMapper.tree(duration: duration, targetHours: targetHours) == tree)
    }

    @Test func keepsOnlyFastsOfFourHoursOrMore() {
        #expect(!TreeMapper.isKept(duration: Fixtures.hours(3, 59, 59)))
        #expect(!TreeMapper.isKept(duration: Fixtures.hours(4) - 0.001))
        #expect(TreeMapper.isKept(duration: Fixtures.hours(4)))
        #expect(!TreeMapper.isKept(duration: -Fixtures.hours(5)))
    }

    @Test func targetsBecomeWholeSeconds() {
        #expect(TreeMapper.seconds(hours: 16) == 57_600)
        #expect(TreeMapper.seconds(hours: 16.5) == 59_400)
        #expect(TreeMapper.seconds(hours: 12.0 + 10.0 / 60) == 43_800)
        #expect(TreeMapper.seconds(hours: 13.3) == 47_880)
    }

    @Test func aSessionLeavesTheTreeOfItsDuration() {
        let start = Fixtures.instant("2026-11-20T20:00:00+01:00")
        let session = FastingSession(start: start, end: start.addingTimeInterval(Fixtures.hours(11, 12)), targetHours: 16, timeZone: Fixtures.berlin)
        #expect(session.tree == .incomplete)
        #expect(session.day.description == "2026-11-21")
    }
}

@Suite struct TargetSpokenTests {
    @Test(arguments: [(16.0, "16h"), (16.5, "16h 30m"), (4.25, "4h 15m"), (24.0, "1d"), (36.5, "1d 12h 30m"), (72.0, "3d")])
    func referencesReadLikeDurations(hours: Double, spoken: String) {
        #expect(TargetHours.spoken(hours) == spoken)
    }
}
