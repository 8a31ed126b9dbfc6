import Testing
import Geometry

@Suite struct RasterizerTests {
    private func fill(_ d: String, size: Int, rule: FillRule) throws -> CoverageMask {
        let path = try PathParser.parse(d)
        return Rasterizer.fill(path.polygons(), width: size, height: size, rule: rule)
    }

    @Test func squareCoversExactlyItsPixels() throws {
        let mask = try fill("M2 2 H6 V6 H2 Z", size: 8, rule: .nonzero)
        #expect(mask.sketch() == """
            ........
            ........
            ..####..
            ..####..
            ..####..
            ..####..
            ........
            ........
            """)
        #expect(abs(mask.area - 16) < 1e-4)
    }

    @Test func halfCoveredPixelsAreHalfCovered() throws {
        let mask = try fill("M0.5 0 H2 V2 H0.5 Z", size: 2, rule: .nonzero)
        #expect(abs(Double(mask[0, 0]) - 0.5) < 1e-4)
        #expect(abs(Double(mask[1, 1]) - 1) < 1e-4)
    }

    // Two squares wound the same way: nonzero fills the hole, even-odd leaves it open.
    static let donut = "M1 1 H9 V9 H1 Z M3 3 H7 V7 H3 Z"

    @Test func donutIsFullUnderNonzero() throws {
        let mask = try fill(Self.donut, size: 10, rule: .nonzero)
        #expect(mask.sketch() == """
            ..........
            .########.
            .########.
            .########.
            .########.
            .########.
            .########.
            .########.
            .########.
            ..........
            """)
    }

    @Test func donutHasAHoleUnderEvenOdd() throws {
        let mask = try fill(Self.donut, size: 10, rule: .evenodd)
        #expect(mask.sketch() == """
            ..........
            .########.
            .########.
            .##....##.
            .##....##.
            .##....##.
            .##....##.
            .########.
            .########.
            ..........
            """)
    }

    @Test func reversedInnerSquareCutsAHoleEvenUnderNonzero() throws {
        let mask = try fill("M1 1 H9 V9 H1 Z M3 3 V7 H7 V3 Z", size: 10, rule: .nonzero)
        #expect(mask[5, 5] == 0)
        #expect(mask[1, 1] == 1)
    }

    // A five-pointed star drawn in one stroke: its centre winds twice.
    static let star = "M8 0 L12.7 14.5 L0.4 5.5 L15.6 5.5 L3.3 14.5 Z"

    @Test func starFilledByNonzero() throws {
        let mask = try fill(Self.star, size: 16, rule: .nonzero)
        #expect(mask.sketch() == """
            ................
            ................
            .......##.......
            .......##.......
            .......##.......
            .##############.
            ..############..
            ...##########...
            ....########....
            .....######.....
            .....######.....
            ....###..###....
            ....##....##....
            ....#......#....
            ................
            ................
            """)
    }

    @Test func starCentreIsEmptyUnderEvenOdd() throws {
        let mask = try fill(Self.star, size: 16, rule: .evenodd)
        #expect(mask.sketch() == """
            ................
            ................
            .......##.......
            .......##.......
            .......##.......
            .#####.##.#####.
            ..####....####..
            ...###....###...
            ....#......#....
            .....#....#.....
            .....##..##.....
            ....###..###....
            ....##....##....
            ....#......#....
            ................
            ................
            """)
    }

    @Test func curvesAreFlattenedWithinTolerance() throws {
        // A circle of radius 40 from four cubics: its filled area is close to π r².
        let k = 0.5523 * 40
        let d = "M90 50 C90 \(50 + k) \(50 + k) 90 50 90 C\(50 - k) 90 10 \(50 + k) 10 50 "
            + "C10 \(50 - k) \(50 - k) 10 50 10 C\(50 + k) 10 90 \(50 - k) 90 50 Z"
        let mask = try fill(d, size: 100, rule: .nonzero)
        #expect(abs(mask.area - Double.pi * 1600) / (Double.pi * 1600) < 0.005)
    }

    @Test func shapesOutsideTheMaskAreClipped() throws {
        let mask = try fill("M-10 -10 H4 V4 H-10 Z", size: 8, rule: .nonzero)
        #expect(abs(mask.area - 16) < 1e-4)
        #expect(Rasterizer.fill([], width: 0, height: 5, rule: .nonzero).values.isEmpty)
    }
}
