import Domain
import Foundation
import Testing

/// What a fast leaves: established at its target, incomplete from 70 % of it, nothing under
/// four hours or under 70 %. Counted in the whole minutes its length is written in.
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
        // 13.3 h is 47 880 s; 70 % is 33 516 s, or 9h 18m 36s: a fast reads 9h 18m until
        // 9h 19m, and its tree follows what it reads.
        (33_540, 13.3, .incomplete),
        (33_539, 13.3, nil),
        (33_516, 13.3, nil),
        // 12h 10m is 43 800 s; 70 % is 30 660 s.
        (30_660, 12.0 + 10.0 / 60, .incomplete),
        (30_659, 12.0 + 10.0 / 60, nil),
    ] as [(TimeInterval, Double, TreeKind?)])
    func treeForDurationAndTarget(duration: TimeInterval, targetHours: Double, tree: TreeKind?) {
        #expect(TreeMapper.tree(duration: duration, targetHours: targetHours) == tree)
    }

    /// A fast that read "17h 59m" beside the tree of a fast that reached 18 hours (or the
    /// reverse): the tree and the words now go by one count.
    @Test(arguments: [4.0, 12, 13.3, 16, 16.25, 16.29, 18, 23.99, 72])
    func theTreeAgreesWithTheLengthAsWritten(_ targetHours: Double) throws {
        let target = Double(TreeMapper.seconds(hours: targetHours))
        for threshold: Double in [target, (target * 0.7).rounded(.up), 4 * 3600] {
            for offset in stride(from: -150.0, through: 150, by: 2.5) {
                let duration = threshold + offset
                let written = try #require(DurationText.parse(DurationText.format(duration)))
                #expect(
                    TreeMapper.tree(duration: duration, targetHours: targetHours) == TreeMapper.tree(duration: Double(written), targetHours: targetHours),
                    "\(duration) s reads \(DurationText.format(duration)) (reference \(targetHours) h)")
                #expect(TreeMapper.isKept(duration: duration) == TreeMapper.isKept(duration: Double(written)))
                #expect(TreeMapper.reachesTarget(duration: duration, targetHours: targetHours) == (TreeMapper.tree(duration: duration, targetHours: targetHours) == .established))
            }
        }
    }

    @Test func seventeenFiftyNineAndFortySecondsDidNotReachEighteenHours() {
        #expect(DurationText.format(Fixtures.hours(17, 59, 40)) == "17h 59m")
        #expect(TreeMapper.tree(duration: Fixtures.hours(17, 59, 40), targetHours: 18) == .incomplete)
        #expect(DurationText.format(Fixtures.hours(18)) == "18h 0m")
        #expect(TreeMapper.tree(duration: Fixtures.hours(18), targetHours: 18) == .established)
        let start = Fixtures.instant("2026-11-20T20:00:00+01:00")
        let fast = ActiveFast(start: start, targetHours: 16.29, timeZone: Fixtures.berlin)
        // 16.29 h is 16h 17m 24s: reached when the time reads 16h 18m.
        #expect(!fast.hasReachedTarget(at: start.addingTimeInterval(Fixtures.hours(16, 17, 59))))
        #expect(fast.hasReachedTarget(at: start.addingTimeInterval(Fixtures.hours(16, 18))))
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
