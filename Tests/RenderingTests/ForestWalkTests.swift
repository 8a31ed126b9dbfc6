import Foundation
import Testing
@testable import Rendering

/// The walk: any window of the canvas, the sky moving at 30 % of the trees' speed.
@Suite struct ForestWalkTests {
    static let style = PictureStyle(width: 60, depth: .none)

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The line with its stars blanked, and no trailing spaces (plain lines have none).
    static func withoutStars(_ line: String) -> String {
        var plain = String(line.map { $0 == "✦" || $0 == "·" ? " " : $0 })
        while plain.hasSuffix(" ") { plain.removeLast() }
        return plain
    }

    @Test func treesMoveWithTheWindowAndStarsAtThirtyPercent() throws {
        let walk = ForestWalk(Forest(entries: ForestFixtures.generated(80)), style: Self.style, height: 16)
        #expect(walk.rows.upperBound > 40)
        let layout = walk.layout
        let scale = (16 + ForestWalk.parallax * Double(layout.geometry.rows - 16)) / Double(layout.geometry.rows)
        var shownAnywhere = 0
        var treeRowsCompared = 0
        // Windows at the top of the sky, each against one 8 rows higher.
        for (high, low) in [(0, 8)] {
            let upper = Self.lines(walk.frame(top: high, left: 0))
            let lower = Self.lines(walk.frame(top: low, left: 0))
            #expect(upper.count == 16 && lower.count == 16)
            // The trees' rows: row r of the lower window is row r + 8 of the upper one.
            for row in 0..<8 where !lower[row].isEmpty {
                #expect(Self.withoutStars(lower[row]) == Self.withoutStars(upper[row + 8]))
                treeRowsCompared += 1
            }
            // Stars, seen through the sky's layer, move 30 % as far: every star glyph sits
            // where that rule puts one (a star may be hidden behind land, never misplaced).
            for (top, lines) in [(high, upper), (low, lower)] {
                let predicted = Set(layout.stars.map { star in
                    [Int((Double(star.row) * scale).rounded()) - Int((Double(top) * 0.3).rounded()), star.column]
                })
                var shown = Set<[Int]>()
                for (r, line) in lines.enumerated() {
                    for (c, ch) in line.enumerated() where ch == "✦" || ch == "·" { shown.insert([r, c]) }
                }
                #expect(shown.isSubset(of: predicted), "window at \(top)")
                shownAnywhere += shown.count
            }
        }
        #expect(shownAnywhere > 0)
        #expect(treeRowsCompared > 0)
    }

    /// Below the canvas's sky each window is a landscape with a horizon of its own; under that
    /// horizon the land and trees still move with the window, row for row.
    @Test func landscapesMoveWithTheWindowBelowTheirHorizon() {
        let walk = ForestWalk(Forest(entries: ForestFixtures.generated(300)), style: Self.style, height: 16)
        let layout = walk.layout
        let low = walk.rows.upperBound, high = low - 4
        let lower = walk.scene(top: low, left: 0, height: 16)
        let upper = walk.scene(top: high, left: 0, height: 16)
        #expect(lower.farthest > 0 && upper.farthest > 0 && upper.farthest <= lower.farthest)
        let lowerLines = Self.lines(walk.frame(top: low, left: 0))
        let upperLines = Self.lines(walk.frame(top: high, left: 0))
        // Rows wholly below the crests of the lower window's farthest ridge show the same ridges.
        let landFrom = Int(((layout.land.baselines[lower.farthest] + layout.land.amplitude) / 2).rounded(.up)) - low
        var compared = 0
        for row in max(0, landFrom)..<12 {
            #expect(Self.withoutStars(lowerLines[row]) == Self.withoutStars(upperLines[row + 4]))
            compared += 1
        }
        #expect(compared > 0)
        // Stars keep to each window's sky, above its horizon.
        for (scene, lines) in [(lower, lowerLines), (upper, upperLines)] {
            for (r, line) in lines.enumerated() where line.contains("✦") || line.contains("·") {
                #expect(Double(r * 2) < scene.horizon + layout.land.amplitude * 2)
            }
        }
    }

    @Test func everyStarPassesThroughTheWindowOnAWalk() {
        let walk = ForestWalk(Forest(entries: ForestFixtures.generated(400)), style: PictureStyle(width: 40, depth: .none), height: 12)
        let layout = walk.layout
        let scale = (12 + 0.3 * Double(layout.geometry.rows - 12)) / Double(layout.geometry.rows)
        for star in layout.stars {
            let row = Double(star.row) * scale
            let passes = walk.rows.contains { top in
                let r = Int(row.rounded()) - Int((Double(top) * 0.3).rounded())
                return (0..<12).contains(r)
            }
            #expect(passes)
        }
    }

    @Test func theWindowStaysOnTheCanvas() {
        let walk = ForestWalk(Forest(entries: ForestFixtures.generated(30)), style: Self.style, height: 10, width: 30)
        #expect(walk.columns == 0...30)
        for (top, left) in [(-50, -50), (100_000, 100_000), (3, 7)] {
            let lines = Self.lines(walk.frame(top: top, left: left))
            #expect(lines.count == 10)
            #expect(lines.allSatisfy { $0.count <= 30 })
        }
        #expect(walk.frame(top: -1, left: 0) == walk.frame(top: 0, left: 0))
    }

    @Test func theFootIsWhatForestShows() {
        let forest = Forest(entries: ForestFixtures.generated(50))
        let walk = ForestWalk(forest, style: Self.style, height: 20)
        #expect(walk.frame(top: walk.rows.upperBound, left: 0) == forest.render(Self.style, height: 20))
    }
}
