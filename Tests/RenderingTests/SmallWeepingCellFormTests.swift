import Geometry
import Testing
@testable import Rendering

/// The tamarisk at 9 to 20 columns (forests, `status`'s tree), from its first drawing for cells:
/// decoded back into pixels (2 × 8 a cell), it reads as a weeping tree, not an umbrella. Its
/// drawing there was a smooth dome whose lobes curled in under it, on a straight trunk in the
/// middle: an umbrella, where the SVG's tamarisk is a leaning, drooping mass.
@Suite struct SmallWeepingCellFormTests {
    static let drooping = CellFormTests.drooping
    static let sizes = [9, 11, 13, 15, 18, 20]

    /// The crown hangs like a skirt: three quarters of the way down the tree, its curtains
    /// are as broad across as the crown is at its shoulders (a third of the way down), where an
    /// umbrella's dome curls in and ends above its stick.
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theDroopingKindHangsAsBroadAsItsShoulders(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            func extent(_ row: [Bool]) -> Int {
                guard let first = row.firstIndex(of: true), let last = row.lastIndex(of: true) else { return 0 }
                return last - first + 1
            }
            guard !shape.isEmpty else { Issue.record("size \(size): nothing drawn"); continue }
            let shoulders = extent(shape[shape.count / 3]), hem = extent(shape[shape.count * 3 / 4])
            #expect(hem >= shoulders, "size \(size) in \(symbols): \(hem) across low, \(shoulders) at the shoulders")
        }
    }

    /// The trunk fans out into the crown, as the form's strands do: where it stands clear under
    /// the crown it is half as wide again as it is above its foot (an umbrella's stick is as wide
    /// at the top as at the bottom).
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theDroopingKindsTrunkFansIntoItsCrown(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            // The rows where the trunk stands alone, under the curtains' hem and above its foot
            // (the last decoded rows, which flare).
            let alone = shape.indices.dropLast(2).filter { CellFormTests.runs(shape[$0]).count == 1 }
            // The highest row that crosses side, trunk, side: the trunk's the middle run.
            let between = shape.indices.first { CellFormTests.runs(shape[$0]).count == 3 }
            guard let between, !alone.isEmpty else {
                Issue.record("size \(size) in \(symbols): no trunk found (\(alone.count) rows alone)")
                continue
            }
            func width(_ run: (first: Int, last: Int)) -> Int { run.last - run.first + 1 }
            let low = alone.map { width(CellFormTests.runs(shape[$0])[0]) }.min() ?? 0
            let high = width(CellFormTests.runs(shape[between])[1])
            #expect(high * 2 >= low * 3, "size \(size) in \(symbols): the trunk \(high) wide under the crown, \(low) low")
        }
    }
}
