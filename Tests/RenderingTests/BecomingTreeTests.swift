import Domain
import Foundation
import Testing
import Rendering

/// The tree of a running fast: how present it is and its colour, as the fast goes on.
@Suite struct BecomingTreeTests {
    static let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

    @Test func presenceAndColourFollowProgress() {
        let tone = Palette.earthTone(TreeSeed(id: Self.id).tone).light
        #expect(BecomingTree(id: Self.id, progress: 0).presence == 0.05)
        #expect(BecomingTree(id: Self.id, progress: 0).colour == Palette.treeGrey)
        #expect(BecomingTree(id: Self.id, progress: 1).presence == 1)
        #expect(BecomingTree(id: Self.id, progress: 1).colour == tone)
        #expect(BecomingTree(id: Self.id, progress: 0.5).colour == Palette.treeGrey.mixed(with: tone, 0.5))
        #expect(BecomingTree(id: Self.id, progress: 3).progress == 1)
        #expect(BecomingTree(id: Self.id, progress: -1).progress == 0)
        #expect(BecomingTree(id: Self.id, progress: .nan).progress == 0)
    }
}
