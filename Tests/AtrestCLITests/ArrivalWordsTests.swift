@testable import AtrestCLI
import Domain
import Foundation
import Testing

/// The arrival in the live view says what was recorded ("Recorded … (17h 0m).") beside its tree
/// from 40 × 12 up, once the star has come. (At 24 × 8 a legible tree and the three rows the
/// words fold to do not both fit; the tree, with its star, is kept, by the composition's priority.)
@Suite struct ArrivalWordsTests {
    @Test(arguments: [(40, 12), (60, 15), (80, 24), (120, 40)])
    func theArrivalsWordsAreShown(columns: Int, rows: Int) {
        var state = WatchViewTests.state(hoursIn: nil)
        let began = WatchViewTests.start.addingTimeInterval(17 * 3600)
        let words = "Recorded Fri 20 Nov 21:01 → Sat 21 Nov 14:01 (17h 0m)."
        state.overlay = .arrival(Arrival(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, tree: .established, showsTree: true,
                                         began: began, lines: [words]))
        let now = began.addingTimeInterval(5)
        let screen = WatchPixelsTests.screen(.cells, columns: columns, rows: rows)
        let text = WatchView.frame(state, now: now, zone: WatchViewTests.zone, screen: screen).text.joined(separator: " ")
        #expect(text.contains("Recorded"), "\(columns)×\(rows): \(text)")
        let plan = WatchView.composition(state, now: now, zone: WatchViewTests.zone, screen: screen)
        #expect(plan.tree != nil, "\(columns)×\(rows): the tree stands too")
    }
}
