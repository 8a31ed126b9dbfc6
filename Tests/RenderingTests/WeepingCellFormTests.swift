import Geometry
import Testing
@testable import Rendering

/// The tamarisk at the sizes `status` (its box up to 24 columns), `watch` (about 42 at 100 × 36,
/// the tree 26 wide) and the larger forests give it: in cells, decoded back into pixels (2 × 8 a cell), it hangs as a
/// weeping tree. Its form, averaged into these cells, read as a mushroom cloud: a smooth dome
/// with two stubby lobes over a trunk with slits.
@Suite struct WeepingCellFormTests {
    static let drooping = CellFormTests.drooping
    static let sizes = [21, 24, 26, 28, 34, 42, 56]

    /// Where a row crosses the tree as side, sky, trunk, sky, side: the sky's width on each side
    /// (decoded pixels, 2 a column), nil for any other row. The sides start at the tree's outer
    /// sixths; the trunk is the run nearest the middle.
    static func skyBesideTrunk(_ row: [Bool]) -> (left: Int, right: Int)? {
        let runs = CellFormTests.runs(row), width = row.count
        guard runs.count >= 3, let first = runs.first, let last = runs.last,
              first.first <= width / 6, last.last >= width - 1 - width / 6 else { return nil }
        let middle = Double(width - 1) / 2
        let inner = runs.dropFirst().dropLast()
        guard let trunk = inner.min(by: { abs(Double($0.first + $0.last) / 2 - middle) < abs(Double($1.first + $1.last) / 2 - middle) }),
              let leftSide = runs.last(where: { $0.last < trunk.first }), let rightSide = runs.first(where: { $0.first > trunk.last })
        else { return nil }
        return (trunk.first - leftSide.last - 1, rightSide.first - trunk.last - 1)
    }

    /// Under the crown, a cell or more of sky stands between each hanging side and the trunk for
    /// a fifth of the tree's height, and those sides reach past 60 % of it (the crown's middle is
    /// well above): long curtains, apart from the trunk. The form's lobes met its strands but for
    /// a few rows at their ends.
    @Test(arguments: [BlockSymbols.halves, .quadrants, .sextants])
    func theDroopingKindHangsInLongCurtainsApartFromItsTrunk(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            let open = shape.enumerated().filter { _, row in
                guard let sky = Self.skyBesideTrunk(row) else { return false }
                return sky.left >= 2 && sky.right >= 2
            }.map(\.offset)
            #expect(open.count * 5 >= shape.count, "size \(size) in \(symbols): \(open.count) of \(shape.count) rows have sky each side of the trunk")
            let lowest = open.max() ?? 0
            #expect(lowest * 5 >= shape.count * 3, "size \(size) in \(symbols): the sides end at row \(lowest) of \(shape.count)")
        }
    }

    /// The curtains end in scallops, not a rounded hem: along each side's bottom edge, a notch
    /// half a cell deep (4 decoded rows) or more between two strands that hang lower.
    @Test(arguments: [BlockSymbols.halves, .quadrants, .sextants])
    func theCurtainsEndInScallops(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            guard let width = shape.first?.count else { Issue.record("size \(size): nothing drawn"); continue }
            // The lowest inked row of each column of the outer quarters (the trunk and its foot
            // stand in the middle half).
            func bottom(_ x: Int) -> Int { (0..<shape.count).last { shape[$0][x] } ?? 0 }
            for side in [Array(0..<(width / 4)), Array((width - width / 4)..<width)] {
                let bottoms = side.map(bottom)
                let notched = bottoms.indices.contains { i in
                    let notch = bottoms[i]
                    return bottoms[..<i].contains { $0 >= notch + 4 } && bottoms[(i + 1)...].contains { $0 >= notch + 4 }
                }
                #expect(notched, "size \(size) in \(symbols): bottoms \(bottoms)")
            }
        }
    }
}
