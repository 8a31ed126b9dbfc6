import Geometry
import Testing
@testable import Rendering

/// A drawing for cells is made for small boxes and serves up to the size it says
/// (`data-largest-size`); each kind keeps its features in cells at every size a picture gives it
/// (forests of 60 × 15 to 200 × 60, the tree of `status`, `watch`'s tree up to 28 columns).
@Suite struct CellFormSizeTests {
    static let drooping = CellFormTests.drooping
    static let layered = CellFormTests.layered

    /// The tamarisk's first drawing serves up to 20 cells across, its second (`tree_6.2.svg`)
    /// every larger size (its form reads as a mushroom cloud in cells still at 64), the olive's
    /// one every size cells are made legible at; no other form has one.
    @Test func aDrawingForCellsServesUpToTheSizeItIsMadeFor() {
        #expect(TreeSilhouette.cells(Self.drooping).largestSize == 20)
        #expect(TreeSilhouette.cells(Self.drooping, drawing: 1).largestSize == nil)
        #expect(TreeSilhouette.cellFormPath(Self.drooping, drawing: 1) == "trees/cells/tree_6.2.svg")
        #expect(TreeSilhouette.cellDrawing(Self.drooping, size: 20) == 0)
        #expect(TreeSilhouette.cellDrawing(Self.drooping, size: 21) == 1)
        #expect(TreeSilhouette.cellDrawing(Self.drooping, size: 200) == 1)
        #expect(TreeSilhouette.cellDrawing(Self.drooping, size: 0) == 0)
        #expect(TreeSilhouette.cellDrawing(Self.layered, size: CoverageMask.legibleSizes + 1) == nil)
        #expect(TreeSilhouette.drawsCellForm(Self.layered, size: CoverageMask.legibleSizes))
        #expect(TreeSilhouette.cellDrawing(Self.layered, size: CoverageMask.legibleSizes) == 0)
        for variant in 0..<TreeSilhouette.variantCount where !TreeSilhouette.hasCellForm(variant) {
            #expect(!(1...64).contains { TreeSilhouette.drawsCellForm(variant, size: $0) }, "form \(variant)")
            #expect(TreeSilhouette.variant(variant).largestSize == nil, "form \(variant)")
        }
        // Everything cells draw the tamarisk with at a size comes from the drawing made for it:
        // the raster the cells' colours come from and the legible mask (baked up to 24, filled
        // above); pixels keep the form.
        let cell = CellPixels(width: 8, height: 16)
        for size in [21, 24, 28, 44] {
            let drawn = TreeSilhouette.cells(Self.drooping, size: size)
            #expect(drawn.pathData == TreeSilhouette.cells(Self.drooping, drawing: 1).pathData, "size \(size)")
            #expect(drawn.pathData != TreeSilhouette.variant(Self.drooping).pathData, "size \(size)")
            let scene = CellShapeTests.scene(variant: Self.drooping, size: size)
            #expect(scene.raster(cell: cell, forCells: true) != scene.raster(cell: cell), "size \(size)")
            let filled = TreeSilhouette.legibleMask(drawn.mask(size: size), variant: Self.drooping)
            #expect(TreeSilhouette.mask(variant: Self.drooping, size: size) == filled, "size \(size)")
        }
        let small = CellShapeTests.scene(variant: Self.drooping, size: 20)
        #expect(small.raster(cell: cell, forCells: true) != small.raster(cell: cell))
    }

    /// The tamarisk hangs from one trunk: under its canopy, where its sides hang apart, a row
    /// crosses side, trunk, side and nothing more. Two fanned strands with sky between them
    /// drew as bars under a cap (a mushroom with bars, in the README's forest).
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theDroopingKindHangsFromOneTrunk(_ symbols: BlockSymbols) {
        for size in [9, 11, 13, 15, 18, 20] {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            let crossings = shape.map { CellFormTests.runs($0).count }
            #expect(crossings.contains(3), "size \(size) in \(symbols): \(crossings)")
            #expect(crossings.allSatisfy { $0 <= 3 }, "size \(size) in \(symbols): \(crossings)")
        }
    }

    /// At larger sizes the tamarisk's second drawing hangs in curtains, not strands: where they
    /// hang apart from the trunk, a side is a quarter of the tree's width at its broadest (the
    /// first drawing's sides, stretched to `watch`'s 28 columns, hung as a jellyfish's thin
    /// curtains; `WeepingCellFormTests` checks the sky between them and the trunk).
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theDroopingKindAtLargeSizesHangsInBroadCurtains(_ symbols: BlockSymbols) {
        for size in [22, 24, 28, 34, 42, 56] {
            let shape = CellFormTests.shape(variant: Self.drooping, size: size, symbols: symbols)
            guard let width = shape.first?.count else { Issue.record("size \(size): nothing drawn"); continue }
            let sides = shape.map(CellFormTests.runs).filter { $0.count >= 3 }.compactMap { runs -> Int? in
                guard let first = runs.first, let last = runs.last else { return nil }
                return min(first.last - first.first + 1, last.last - last.first + 1)
            }
            #expect(!sides.isEmpty, "size \(size) in \(symbols): the sides never hang apart")
            let broadest = sides.max() ?? 0
            #expect(broadest * 4 >= width, "size \(size) in \(symbols): sides \(sides) of a tree \(width) wide")
        }
    }

    /// The olive's crown holds no slits of sky: no row crosses more than two limbs or layers. A
    /// stem up the middle beside the two arms drew as `||` bars inside the crown.
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theLayeredKindsCrownHasNoSlits(_ symbols: BlockSymbols) {
        for size in [9, 11, 13, 15, 18, 22, 24, 28] {
            let shape = CellFormTests.shape(variant: Self.layered, size: size, symbols: symbols)
            let crossings = shape.map { CellFormTests.runs($0).count }
            #expect(crossings.allSatisfy { $0 <= 2 }, "size \(size) in \(symbols): \(crossings)")
        }
    }
}
