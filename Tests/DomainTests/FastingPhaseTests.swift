import Domain
import Foundation
import Testing

/// The six phases by elapsed time, each beginning exactly on its hour.
@Suite struct FastingPhaseTests {
    @Test(arguments: [
        (0.0, FastingPhase.digestionCompleting),
        (-1, .digestionCompleting),
        (-100_000, .digestionCompleting),
        (Fixtures.hours(3, 59, 59), .digestionCompleting),
        (Fixtures.hours(4) - 0.001, .digestionCompleting),
        (Fixtures.hours(4), .beginningToShift),
        (Fixtures.hours(7, 59, 59), .beginningToShift),
        (Fixtures.hours(8), .metabolicTransition),
        (Fixtures.hours(11, 59, 59), .metabolicTransition),
        (Fixtures.hours(12), .deeperRhythm),
        (Fixtures.hours(15, 59, 59), .deeperRhythm),
        (Fixtures.hours(16), .extendedFast),
        (Fixtures.hours(23, 59, 59), .extendedFast),
        (Fixtures.hours(24), .prolongedFast),
        (Fixtures.hours(72), .prolongedFast),
        (Fixtures.hours(1000), .prolongedFast),
    ])
    func phaseAtElapsedTime(elapsed: TimeInterval, phase: FastingPhase) {
        #expect(FastingPhase(elapsed: elapsed) == phase)
    }

    @Test func phasesTileTheHoursWithoutGaps() {
        let phases = FastingPhase.allCases
        #expect(phases.map(\.startHour) == [0, 4, 8, 12, 16, 24])
        #expect(phases == phases.sorted())
        for phase in phases {
            #expect(FastingPhase(elapsed: TimeInterval(phase.startHour * 3600)) == phase)
        }
    }

    /// `status --json` promises these names.
    @Test func rawValuesAreTheContractNames() {
        #expect(FastingPhase.allCases.map(\.rawValue) == [
            "digestionCompleting", "beginningToShift", "metabolicTransition", "deeperRhythm", "extendedFast", "prolongedFast",
        ])
    }

    @Test func anActiveFastKnowsItsPhaseProgressAndTarget() {
        let start = Fixtures.instant("2026-11-20T20:00:00+01:00")
        let fast = ActiveFast(start: start, targetHours: 16, timeZone: Fixtures.berlin)
        #expect(fast.phase(at: start.addingTimeInterval(-60)) == .digestionCompleting, "a clock behind the start")
        #expect(fast.elapsed(at: start.addingTimeInterval(-60)) == 0)
        #expect(fast.phase(at: start.addingTimeInterval(Fixtures.hours(13))) == .deeperRhythm)
        #expect(fast.progress(at: start.addingTimeInterval(Fixtures.hours(8))) == 0.5)
        #expect(fast.progress(at: start.addingTimeInterval(Fixtures.hours(40))) == 1)
        #expect(!fast.hasReachedTarget(at: start.addingTimeInterval(Fixtures.hours(15, 59, 59))))
        #expect(fast.hasReachedTarget(at: start.addingTimeInterval(Fixtures.hours(16))))
        let session = fast.session(endingAt: start.addingTimeInterval(Fixtures.hours(17)))
        #expect(session.id == fast.id && session.targetHours == 16 && session.duration == Fixtures.hours(17))
    }
}
