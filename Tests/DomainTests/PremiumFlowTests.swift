import Domain
import Foundation
import Testing

/// The activation and restore flow never sticks and never changes the tier on a refusal.
@Suite struct PremiumFlowTests {
    let terms = LicenseTerms(kind: .lifetime, holder: "Ada", issued: Date(timeIntervalSince1970: 0))

    @Test func loadingSettlesOnPremiumOrTheTier() {
        #expect(PremiumFlow.next(.loading, .loaded(license: terms, tier: .free)) == .active(terms))
        #expect(PremiumFlow.next(.loading, .loaded(license: nil, tier: .trial)) == .ready(.trial))
    }

    @Test func activationEndsActiveOrFailedWhereItBegan() {
        let activating = PremiumFlow.next(.ready(.free), .activate)
        #expect(activating == .activating(from: .ready(.free)))
        #expect(PremiumFlow.next(activating, .verified(terms)) == .active(terms))
        let failed = PremiumFlow.next(activating, .refused(.refused("expired")))
        #expect(failed == .failed(.refused("expired"), from: .ready(.free)))
        #expect(PremiumFlow.next(failed, .acknowledge) == .ready(.free))
    }

    @Test func aRefusedRestoreLeavesPremiumInPlace() {
        let restoring = PremiumFlow.next(.active(terms), .restore)
        let failed = PremiumFlow.next(restoring, .refused(.nothingStored))
        #expect(PremiumFlow.next(failed, .acknowledge) == .active(terms))
    }

    @Test(arguments: [PremiumFlow.Event.activate, .restore, .verified(LicenseTerms(kind: .lifetime, holder: "x", issued: Date(timeIntervalSince1970: 0))), .refused(.nothingStored), .acknowledge])
    func eventsThatDoNotFitLeaveTheStateAsItIs(event: PremiumFlow.Event) {
        #expect(PremiumFlow.next(.loading, event) == .loading)
    }

    @Test func everyPathFromASettledStateSettlesAgain() {
        let events: [PremiumFlow.Event] = [.activate, .restore]
        let outcomes: [PremiumFlow.Event] = [.verified(terms), .refused(.nothingStored), .refused(.refused("no"))]
        for start in [PremiumFlow.State.ready(.trial), .ready(.free), .active(terms)] {
            for event in events {
                for outcome in outcomes {
                    let end = PremiumFlow.next(PremiumFlow.next(start, event), outcome)
                    #expect(PremiumFlow.isSettled(end), "\(start) → \(event) → \(outcome) left \(end)")
                }
            }
        }
    }
}
