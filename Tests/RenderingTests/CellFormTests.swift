import Geometry
import Testing
@testable import Rendering

/// The kinds that read as mushrooms in cells until they had drawings of their own for cells
/// (`Resources/trees/cells/`): each, drawn in colour cells at the sizes forests and `status`
/// give it and decoded back into pixels (2 × 8 a cell), keeps the features that make it itself.
@Suite struct CellFormTests {
    /// The tamarisk, the drooping kind: form 6. The olive, with flat layered crowns: form 0.
    static let drooping = 6
    static let layered = 0
    /// Box sides from the smallest tree of an 80 × 24 forest to the largest the tamarisk's
    /// drawing for cells is made for (above it, cells draw its form: `CellFormSizeTests`).
    static let sizes = [11, 13, 15, 18, 20]

    /// The tree's decoded pixels as rows of booleans, cropped to its bounding box.
    static func shape(variant: Int, size: Int, symbols: BlockSymbols) -> [[Bool]] {
        let scene = CellShapeTests.scene(variant: variant, size: size)
        let shown = CellShapeTests.treePixels(scene, symbols: symbols)
        let width = scene.columns * 2
        let xs = shown.map { $0 % width }, ys = shown.map { $0 / width }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return [] }
        return (top...bottom).map { y in (left...right).map { x in shown.contains(y * width + x) } }
    }

    /// The runs of tree in `row`, as (first, last) columns.
    static func runs(_ row: [Bool]) -> [(first: Int, last: Int)] {
        var runs: [(first: Int, last: Int)] = []
        for (x, inked) in row.enumerated() where inked {
            if let last = runs.last, last.last == x - 1 { runs[runs.count - 1].last = x } else { runs.append((x, x)) }
        }
        return runs
    }

    /// The drooping kind hangs: under its canopy, rows cross it as side, sky, trunk, sky, side,
    /// the sides at the tree's outer edges and reaching well below where the canopy's middle
    /// ends; a mushroom's cap is one solid run over its stem.
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theDroopingKindHasOpenSkyUnderItsCanopyBesideTheTrunk(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = Self.shape(variant: Self.drooping, size: size, symbols: symbols)
            guard let width = shape.first?.count else { Issue.record("size \(size): nothing drawn"); continue }
            let hanging = shape.enumerated().filter { _, row in
                let runs = Self.runs(row)
                guard runs.count >= 3, let first = runs.first, let last = runs.last else { return false }
                // The outer runs are the hanging sides: they start at the tree's edges.
                return first.first <= width / 6 && last.last >= width - 1 - width / 6
            }
            // Rows 8 to a cell: a whole cell's height of them (a notch at the canopy's rim is half
            // a cell at most), and the sides hang below the middle of the tree's height.
            #expect(hanging.count >= 8, "size \(size) in \(symbols): \(hanging.count) rows hang open")
            let lowest = hanging.map(\.offset).max() ?? 0
            #expect(lowest >= shape.count / 2, "size \(size) in \(symbols): the sides end at row \(lowest) of \(shape.count)")
        }
    }

    /// The layered kind's crown is flat: the rows at least 60 % as full as its fullest are a band
    /// wider than it is tall (on the screen, a column half as wide as a row is tall), over a
    /// trunk that forks: below the crown, rows that cross two or more limbs with sky between,
    /// over rows where the trunk is one.
    @Test(arguments: [BlockSymbols.quadrants, .sextants])
    func theLayeredKindHasAFlatCrownOnAForkedTrunk(_ symbols: BlockSymbols) {
        for size in Self.sizes {
            let shape = Self.shape(variant: Self.layered, size: size, symbols: symbols)
            // How much of each row is tree: a row across the crown is mostly tree, one across
            // limbs apart is not, however far apart they stand.
            let inked = shape.map { $0.filter { $0 }.count }
            guard let widest = inked.max(), widest > 0 else { Issue.record("size \(size): nothing drawn"); continue }
            let crown = inked.enumerated().filter { $0.element * 5 >= widest * 3 }.map(\.offset)
            guard let crownTop = crown.min(), let crownBottom = crown.max() else { continue }
            // A decoded pixel is half a column wide (4 screen pixels of 8) and an eighth of a row
            // tall (2 of 16).
            let crownWidth = widest * 4, crownHeight = (crownBottom - crownTop + 1) * 2
            #expect(crownWidth >= crownHeight * 2, "size \(size) in \(symbols): crown \(crownWidth) wide, \(crownHeight) tall")
            let below = shape[(crownBottom + 1)...]
            let forked = below.filter { Self.runs($0).count >= 2 }.count
            let single = below.suffix(below.count / 3).filter { Self.runs($0).count == 1 }.count
            #expect(forked >= 3, "size \(size) in \(symbols): \(forked) rows under the crown cross its limbs apart")
            #expect(single >= 2, "size \(size) in \(symbols): the trunk's foot is one")
        }
    }

    /// A drawing for cells is the same tree: it covers much the same ground as its own form, and
    /// clearly more of it than of any other form's (shared over either, filled at 64 pixels).
    @Test(arguments: [Self.drooping, Self.layered])
    func aDrawingForCellsIsTheSameTree(_ variant: Int) {
        #expect(TreeSilhouette.hasCellForm(variant))
        func overlap(_ a: CoverageMask, _ b: CoverageMask) -> Double {
            let pairs = zip(a.values, b.values)
            let shared = pairs.filter { $0 >= 0.5 && $1 >= 0.5 }.count, either = pairs.filter { $0 >= 0.5 || $1 >= 0.5 }.count
            return Double(shared) / Double(max(either, 1))
        }
        // Every drawing a form has for cells (the tamarisk has one for large sizes too).
        for size in [11, 60] {
            guard TreeSilhouette.drawsCellForm(variant, size: size) else { continue }
            let drawing = TreeSilhouette.cells(variant, size: size).mask(size: 64)
            let overlaps = (0..<TreeSilhouette.variantCount).map { overlap(drawing, TreeSilhouette.variant($0).mask(size: 64)) }
            let nearest = overlaps.enumerated().filter { $0.offset != variant }.map(\.element).max() ?? 0
            #expect(overlaps[variant] >= 0.6, "form \(variant) at \(size): \(overlaps)")
            #expect(overlaps[variant] >= nearest + 0.08, "form \(variant) at \(size): \(overlaps)")
        }
    }

    /// Pixels (kitty, sixel, iTerm2, PNG) keep the form itself; only the raster cells are chosen
    /// from draws the drawing for cells, and forms without one draw themselves in both.
    @Test func pixelsKeepTheFormItself() {
        let cell = CellPixels(width: 8, height: 16)
        for variant in 0..<TreeSilhouette.variantCount {
            let scene = CellShapeTests.scene(variant: variant, size: 15)
            var shapes = RasterShapes()
            let form = TreeSilhouette.variant(variant).path.polygons(tolerance: 0.3 / (120.0 / 1024)).map { $0.map { Point($0.x * 120 / 1024, $0.y * 120 / 1024) } }
            let filled = Rasterizer.fill(form, width: 120, height: 120, rule: TreeSilhouette.variant(variant).fillRule, samplesPerRow: 4)
            #expect(shapes.tree(variant: variant, width: 120, height: 120) == filled, "form \(variant)")
            let differs = scene.raster(cell: cell) != scene.raster(cell: cell, forCells: true)
            #expect(differs == TreeSilhouette.hasCellForm(variant), "form \(variant)")
        }
        #expect((0..<TreeSilhouette.variantCount).filter(TreeSilhouette.hasCellForm) == [Self.layered, Self.drooping])
    }
}
