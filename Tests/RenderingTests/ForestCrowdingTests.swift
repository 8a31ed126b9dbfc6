import Domain
import Foundation
import Testing
@testable import Rendering

/// A thousand fasts in a small window: a tree on the ridge just behind another does not stand
/// with its crown level with the other's and half behind it, where the two read as one shape
/// (a pair did at 60 × 20; fourteen such pairs stood in an 80 × 24 forest of the fixtures).
@Suite struct ForestCrowdingTests {
    /// Pairs on neighbouring ridges whose crowns' tops lie within 0.4 of the smaller tree of each
    /// other and whose crowns (0.84 of their box wide) cover half of the smaller one.
    static func blobs(_ layout: ForestLayout) -> [String] {
        var found: [String] = []
        for (i, a) in layout.trees.enumerated() {
            for b in layout.trees[(i + 1)...] where abs(a.ridge - b.ridge) == 1 {
                let small = min(a.size, b.size)
                let overlap = max(0, min(a.centre + 0.42 * a.size, b.centre + 0.42 * b.size) - max(a.centre - 0.42 * a.size, b.centre - 0.42 * b.size))
                if abs(a.top - b.top) <= 0.4 * small && overlap >= 0.5 * 0.84 * small {
                    found.append("ridges \(a.ridge)/\(b.ridge) at \(a.left)/\(b.left), tops \(a.top)/\(b.top)")
                }
            }
        }
        return found
    }

    @Test(arguments: [(60, 19), (60, 20), (80, 23), (80, 24)])
    func aTreeBehindIsNotHiddenLevelWithTheOneInFront(columns: Int, rows: Int) {
        let layout = Forest(entries: ForestFixtures.generated(1000)).layout(columns: columns, viewRows: rows)
        #expect(layout.trees.count == 1000)
        let blobs = Self.blobs(layout)
        // The window is too small for every pair to stand clear; a few of hundreds of ridges.
        #expect(blobs.count <= 3, "\(blobs.count) at \(columns)×\(rows): \(blobs.prefix(5))")
    }
}
