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

    /// Ids that differ only in their last digits (as a hand-made file may hold), and the id
    /// whose two halves are alike, whose number is the one that marks an empty slot.
    @Test func idsAlikeButForTheirLastDigitsAndTheZeroNumber() throws {
        let sequential = try (1...600).map { try #require(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012X", $0))) }
        #expect(!mayHold(sequential))
        #expect(mayHold(sequential + [sequential[599]]))
        #expect(mayHold([sequential[0]] + sequential))
        let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        let halves = try #require(UUID(uuidString: "01234567-89AB-CDEF-0123-456789ABCDEF"))
        #expect(!mayHold([zero, sequential[3]]))
        #expect(mayHold([zero, sequential[3], zero]))
        #expect(mayHold([halves, zero]), "both fold to 0: the set decides")
        #expect(!mayHold([halves] + sequential))
        #expect(mayHold([halves] + sequential + [halves]))
    }
}
