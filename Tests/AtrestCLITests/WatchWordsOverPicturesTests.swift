import AtrestCLI
import Domain
import Foundation
import Rendering
import Testing

/// In kitty the words of the live view lie over the pictures (under the text, z below 0): the
/// arrival's words, which share rows with the tree's box and the star's, stay whole. Seen in a
/// real kitty: "Recorded Fri 27 Nov 22:58 → Sat 28 Nov 15:58 (17h 0m)." showed as "Recorde
/// … 0m)." because the cells under the picture were emptied to plain sky.
@Suite struct WatchWordsOverPicturesTests {
    @Test func theArrivalsWordsStayWholeOverKittysPicture() throws {
        var state = WatchViewTests.state(hoursIn: nil)
        let began = WatchViewTests.start.addingTimeInterval(17 * 3600)
        let words = "Recorded Fri 27 Nov 22:58 → Sat 28 Nov 15:58 (17h 0m)."
        state.overlay = .arrival(Arrival(id: WatchViewTests.fastID, tree: .established, showsTree: true, began: began, lines: [words]))
        let now = began.addingTimeInterval(10)
        var shared = 0
        for (columns, rows) in [(80, 24), (80, 30), (120, 40), (200, 60)] {
            let screen = WatchPixelsTests.screen(.kitty, columns: columns, rows: rows)
            let picture = try #require(WatchView.picture(state, now: now, zone: WatchViewTests.zone, screen: screen))
            let frame = WatchView.frame(state, now: now, zone: WatchViewTests.zone, screen: screen)
            let row = try #require(frame.text.firstIndex { $0.contains("Recorde") }, "\(columns)x\(rows)")
            #expect(frame.text[row].contains(words), "\(columns)x\(rows): \(frame.text[row])")
            if (picture.rect.row..<(picture.rect.row + picture.rect.rows)).contains(row) { shared += 1 }
        }
        #expect(shared > 0, "the words share a row with the picture at some size (the case that hid them)")
    }
}
