import Domain
import Foundation
import Testing
@testable import Rendering

/// A forest in a small terminal (60 × 20, 80 × 24, 100 × 30): its trees large enough in cells
/// to read as their kind, and still standing apart however many there are.
@Suite struct SmallWindowForestTests {
    static let windows = [(columns: 60, rows: 20), (columns: 80, rows: 24), (columns: 100, rows: 28)]

    /// Larger trees take more room: every fast still has its tree, and no two trees standing
    /// on about the same ground cover much of each other (the same bound as ``ForestTests``).
    @Test(arguments: [5, 30, 60, 200])
    func treesStandApartInSmallWindows(_ count: Int) {
        for window in Self.windows {
            let layout = Forest(entries: ForestFixtures.generated(count)).layout(columns: window.columns, viewRows: window.rows)
            #expect(layout.trees.count == count)
            var crowded = 0
            for (i, a) in layout.trees.enumerated() {
                for b in layout.trees[(i + 1)...] where abs(a.ground - b.ground) < min(a.size, b.size) * 0.5 {
                    let overlap = max(0, min(a.left + a.size, b.left + b.size) - max(a.left, b.left))
                    if overlap >= min(a.size, b.size) * 0.75 { crowded += 1 }
                    if a.toneIndex != nil, a.toneIndex == b.toneIndex, abs(a.ground - b.ground) < 2, overlap >= min(a.size, b.size) * 0.5 {
                        crowded += 1
                    }
                }
            }
            #expect(crowded == 0, "\(count) trees at \(window): \(crowded) crowded")
        }
    }

    /// The side of a tree's box at 80 × 24, nearest and farthest: a foreground tree 15 columns
    /// wide (11 was a blob), and no tree under 11.
    @Test func treesOfASmallWindowAreLargeEnoughToRead() {
        let geometry = ForestGeometry(columns: 80, viewRows: 24, treeCount: 30)
        #expect(geometry.treeSide(layer: 0) >= 15)
        #expect(geometry.treeSide(layer: 2) >= 11)
        // Depth still reads as size: a far tree is smaller than a near one.
        #expect(geometry.treeSide(layer: 2) < geometry.treeSide(layer: 0))
        // A tall window keeps its trees at a fifth of its height, as before.
        #expect(ForestGeometry(columns: 120, viewRows: 40, treeCount: 30).treeSize == 18)
        #expect(ForestGeometry(columns: 200, viewRows: 60, treeCount: 30).treeSide(layer: 2) == 13)
    }

    /// Each form, drawn in colour cells at the smallest size an 80 × 24 forest gives a tree and
    /// decoded back into pixels, is closer to its own silhouette than to any other form's: an
    /// olive stays an olive, a cypress a cypress. Both quadrants and sextants.
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func everyFormReadsAsItsKindAtTheSmallestSize(_ symbols: BlockSymbols) {
        let size = Int(ForestGeometry(columns: 80, viewRows: 24, treeCount: 30).treeSide(layer: 2))
        var matches: [[Double]] = []
        for variant in 0..<TreeSilhouette.variantCount {
            let scene = CellShapeTests.scene(variant: variant, size: size)
            let drawn = CellShapeTests.treePixels(scene, symbols: symbols)
            let row = (0..<TreeSilhouette.variantCount).map { Self.overlap(drawn, Self.silhouette($0, in: scene)) }
            matches.append(row)
            let own = row[variant]
            let nearest = row.enumerated().filter { $0.offset != variant }.map(\.element).max() ?? 0
            #expect(own >= 0.6, "form \(variant) at \(size): drawn and silhouette overlap \(own)")
            #expect(own > nearest + 0.05, "form \(variant) at \(size) reads as another: own \(own), nearest \(nearest)")
        }
    }

    /// The decoded pixels (2 × 8 a cell) the silhouette of `variant` covers at least half of,
    /// placed as in `scene`.
    static func silhouette(_ variant: Int, in scene: DuskScene) -> Set<Int> {
        guard let tree = scene.tree else { return [] }
        let mask = TreeSilhouette.variant(variant).mask(size: tree.size)  // the vector shape itself, not the legible one drawn
        let ground = Int((Double(tree.size) * TreeSilhouette.groundLine).rounded())
        let top = 2 * (tree.groundRow + 1) - ground
        let width = scene.columns * 2
        var covered = Set<Int>()
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] >= 0.5 {
                let (px, py) = (tree.left + x, top + y)
                guard px >= 0, px < scene.columns, py >= 0, py < scene.rows * 2 else { continue }
                // A canvas pixel is a column wide and half a row tall: 2 × 4 decoded pixels.
                for dy in 0..<4 { for dx in 0..<2 { covered.insert((py * 4 + dy) * width + px * 2 + dx) } }
            }
        }
        return covered
    }

    /// Intersection over union.
    static func overlap(_ a: Set<Int>, _ b: Set<Int>) -> Double {
        let union = a.union(b).count
        return union == 0 ? 0 : Double(a.intersection(b).count) / Double(union)
    }
}
