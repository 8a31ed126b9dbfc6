@testable import AtrestCLI
import Foundation
import Testing
import TestRandom

/// `doctor`'s quick look for ids held twice: it may say "none" only when there is none; a
/// file it is unsure of is looked through with a set, which names what is there twice.
@Suite struct DoctorRepeatsTests {
    private func mayHold(_ ids: [UUID]) -> Bool {
        DoctorExamination.mayHoldRepeats(count: ids.count) { ids[$0] }
    }

    @Test func idsHeldTwiceAreAlwaysSeen() {
        var random = SeededRandom()
        #expect(!mayHold([]))
        let one = random.uuid()
        #expect(!mayHold([one]))
        #expect(mayHold([one, one]))
        for count in [2, 3, 17, 240, 1000] {
            let ids = (0..<count).map { _ in random.uuid() }
            #expect(!mayHold(ids), "\(random.reproduce)")
            // The same id again anywhere, first and last included.
            for (from, to) in [(0, count - 1), (count - 1, 0), (count / 2, count / 3)] where from != to {
                var twice = ids
                twice[to] = ids[from]
                #expect(mayHold(twice), "\(count) \(from) \(to); \(random.reproduce)")
            }
        }
    }
}
