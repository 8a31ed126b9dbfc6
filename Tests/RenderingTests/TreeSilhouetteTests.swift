import AtrestResources
import Geometry
import Testing
@testable import Rendering

@Suite struct TreeSilhouetteTests {
    @Test(arguments: 0..<8)
    func embeddedFileIsAStandaloneCompoundPath(_ variant: Int) throws {
        let svg = try #require(EmbeddedResources.text("trees/tree_\(variant).svg"))
        #expect(svg.contains("viewBox=\"0 0 1024 1024\""))
        #expect(svg.components(separatedBy: "<path").count == 2)
        #expect(svg.contains("fill-rule=\"nonzero\"") || svg.contains("fill-rule=\"evenodd\""))
        let silhouette = TreeSilhouette.variant(variant)
        #expect(silhouette.path.subpaths.count >= 3)
        // Only the commands the seeds allow: M L H V C Q Z, absolute or relative.
        let letters = Set(silhouette.pathData.filter { $0.isLetter })
        #expect(letters.isSubset(of: Set("MmLlHhVvCcQqZz")))
    }

    @Test(arguments: 0..<8)
    func treeStandsOnTheCommonGroundLine(_ variant: Int) throws {
        let mask = TreeSilhouette.variant(variant).mask(size: 256)
        let bounds = try #require(mask.bounds())
        #expect(bounds.maxY == Int(256 * TreeSilhouette.groundLine) - 1)
        #expect(bounds.minY > 0)
        #expect(bounds.minX > 0 && bounds.maxX < 255)
    }

    @Test func noTreeIsLargerThanAnother() {
        let areas = (0..<8).map { TreeSilhouette.variant($0).mask(size: 256).area }
        let mean = areas.reduce(0, +) / Double(areas.count)
        for area in areas {
            #expect(abs(area - mean) / mean < 0.25)
        }
    }

    @Test func treesAreDistinctFromOneAnother() {
        let masks = (0..<8).map { TreeSilhouette.variant($0).mask(size: 32).sketch() }
        #expect(Set(masks).count == 8)
    }

    @Test func variantIndexWraps() {
        #expect(TreeSilhouette.variant(-1).variant == 7)
        #expect(TreeSilhouette.variant(9).variant == 1)
    }

    /// The baked masks are the filled ones (each form's drawing for cells, where it has one) made
    /// legible, bit for bit: the plugin bakes with the same code, and a picture drawn from either
    /// must not differ by a single shade.
    @Test(arguments: 0..<8)
    func bakedMasksAreTheFilledMasks(_ variant: Int) throws {
        #expect(BakedSilhouettes.sizes.count > 1)
        for size in BakedSilhouettes.sizes {
            let baked = try #require(BakedSilhouettes.mask(variant: variant, size: size))
            let filled = TreeSilhouette.legibleMask(TreeSilhouette.cells(variant, size: size).mask(size: size), variant: variant)
            #expect(baked.width == size && baked.height == size)
            #expect(baked.values.map(\.bitPattern) == filled.values.map(\.bitPattern), "form \(variant) at \(size)")
        }
    }

    @Test func otherSizesAreFilledWhenAsked() throws {
        let size = BakedSilhouettes.sizes.upperBound + 1
        #expect(BakedSilhouettes.mask(variant: 0, size: size) == nil)
        #expect(BakedSilhouettes.mask(variant: 8, size: BakedSilhouettes.sizes.lowerBound) == nil)
        #expect(TreeSilhouette.mask(variant: 0, size: size) == TreeSilhouette.legibleMask(TreeSilhouette.cells(0, size: size).mask(size: size), variant: 0))
        #expect(TreeSilhouette.mask(variant: -1, size: 12) == TreeSilhouette.legibleMask(TreeSilhouette.cells(7, size: 12).mask(size: 12), variant: 7))
        #expect(TreeSilhouette.mask(variant: 9, size: 12) == TreeSilhouette.legibleMask(TreeSilhouette.cells(1, size: 12).mask(size: 12), variant: 1))
    }

    /// At terminal sizes every form is solid: no half-covered speckles, no holes inside the
    /// crown, and a trunk that reaches the ground line unbroken.
    @Test(arguments: 0..<TreeSilhouette.variantCount)
    func smallFormsAreSolidAndStand(_ variant: Int) {
        for size in [8, 10, 12, 15, 18, 24] {
            let mask = TreeSilhouette.mask(variant: variant, size: size)
            #expect(mask.values.allSatisfy { $0 == 0 || $0 == 1 })
            var rows = (first: -1, last: -1)
            for y in 0..<size {
                let filled = (0..<size).contains { mask[$0, y] > 0 }
                if filled { rows = (rows.first < 0 ? y : rows.first, y) }
                // Inside the crown, no empty pixel is shut in on all four sides.
                for x in 1..<max(1, size - 1) where mask[x, y] == 0 && y > 0 && y < size - 1 {
                    #expect(!(mask[x - 1, y] > 0 && mask[x + 1, y] > 0 && mask[x, y - 1] > 0 && mask[x, y + 1] > 0),
                            "variant \(variant) size \(size) hole at \(x),\(y)")
                }
            }
            // Every row from the crown's top to the foot holds some of the tree.
            #expect(rows.first >= 0)
            for y in rows.first...rows.last {
                #expect((0..<size).contains { mask[$0, y] > 0 }, "variant \(variant) size \(size) broken at row \(y)")
            }
            #expect(Double(rows.last + 1) >= Double(size) * TreeSilhouette.groundLine - 1.5, "variant \(variant) size \(size)")
        }
    }
}
