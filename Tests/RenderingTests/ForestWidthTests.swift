import Domain
import Foundation
import Testing
@testable import Rendering

/// A wider terminal shows more of the forest, never fewer, larger trees.
@Suite struct ForestWidthTests {
    /// Sixty columns showed about twice the trees a hundred and twenty did, when trees grew with
    /// the width: the ridges grew apart, and fewer of them fit the window's height.
    @Test(arguments: [10, 16, 24, 40, 60, 80], [8, 40, 300])
    func aWiderWindowShowsAtLeastAsManyTrees(_ height: Int, _ count: Int) {
        let forest = Forest(entries: ForestFixtures.generated(count))
        // Only a window too narrow for two foreground trees side by side draws them smaller.
        let roomy = 2 * ForestGeometry(columns: 400, viewRows: height, treeCount: count).treeSize
        var before = (width: 0, shown: 0)
        for width in stride(from: max(20, roomy), through: 400, by: 7) {
            let shown = ForestWalk(forest, style: PictureStyle(width: width, depth: .none), height: height).treesShownAtTheFoot().count
            #expect(shown >= before.shown, "\(height) rows, \(count) trees: \(width) columns show \(shown), \(before.width) showed \(before.shown)")
            before = (width, shown)
        }
        #expect(before.shown > 0)
    }

    @Test func sixtyAndOneHundredTwentyColumns() {
        let forest = Forest(entries: ForestFixtures.generated(40))
        func shown(_ width: Int) -> Int {
            ForestWalk(forest, style: PictureStyle(width: width, depth: .none), height: 24).treesShownAtTheFoot().count
        }
        #expect(shown(120) > shown(60))
    }
}
