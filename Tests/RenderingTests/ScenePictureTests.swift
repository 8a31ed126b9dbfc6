import Domain
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Rendering

/// The one-tree scene and the forest's scene, drawn in pixels.
@Suite struct ScenePictureTests {
    static let id = ForestFixtures.id("6F9619FF-8B86-D011-B42D-00C04FC964FF")

    @Test func theStarFadesInOnlyAroundItself() throws {
        func scene(_ light: Double) -> DuskScene {
            let tree = DuskScene.Tree.finished(id: Self.id, established: true, size: 24, left: 20, groundRow: 13, starLight: light)
            return DuskScene(columns: 64, rows: 14, dusk: Dusk(), tree: tree)
        }
        let cell = CellPixels(width: 8, height: 16)
        let dark = scene(0).raster(cell: cell), half = scene(0.5).raster(cell: cell), lit = scene(1).raster(cell: cell)
        let star = try #require(scene(1).starCells)
        var changed = 0
        for y in 0..<dark.height {
            for x in 0..<dark.width where dark[x, y] != lit[x, y] {
                changed += 1
                let (column, row) = (x / cell.width, y / cell.height)
                #expect((star.column..<(star.column + star.columns)).contains(column) && (star.row..<(star.row + star.rows)).contains(row))
                // Half the light lies between none and all of it.
                #expect(Int(half[x, y].r) >= Int(dark[x, y].r) && Int(half[x, y].r) <= Int(lit[x, y].r))
            }
        }
        #expect(changed > 20, "the star shows")
    }

    @Test func theBecomingTreeIsTheTreeThatArrives() {
        let becoming = DuskScene.Tree.becoming(BecomingTree(id: Self.id, progress: 1), size: 24, left: 20, groundRow: 13)
        let arrived = DuskScene.Tree.finished(id: Self.id, established: true, size: 24, left: 20, groundRow: 13, starLight: 0)
        let cell = CellPixels(width: 8, height: 16)
        let a = DuskScene(columns: 64, rows: 14, dusk: Dusk(), tree: becoming).raster(cell: cell)
        let b = DuskScene(columns: 64, rows: 14, dusk: Dusk(), tree: arrived).raster(cell: cell)
        // At its reference the becoming tree is whole and in its tone: the same picture.
        #expect(a == b)
    }

    @Test func forestSVGOfTheWindowIsWellFormedWithATreeForEachShown() throws {
        let forest = Forest(entries: ForestFixtures.generated(40), inscription: "Consider how they grow.")
        let picture = forest.picture(columns: 96, rows: 27)
        let svg = picture.svg(pixelWidth: 1920, pixelHeight: 1080)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
        #expect(svg.contains("width=\"1920\" height=\"1080\" viewBox=\"0 0 96 54\""))
        #expect(svg.components(separatedBy: "<use href=\"#tree").count - 1 > 0)
        #expect(svg.contains("Consider how they grow."))
        // The raster of the same scene is as tall as asked, sky at the top, land at the foot.
        let raster = picture.raster(pixelWidth: 192, pixelHeight: 108)
        #expect(raster.width == 192 && raster.height == 108)
        #expect(raster[96, 107].luminance < raster[96, 40].luminance, "the land is darker than the glow above it")
    }
}
