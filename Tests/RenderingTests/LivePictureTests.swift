import Domain
import Foundation
import Testing
import Rendering

/// The live view's picture in pixels as a pure function: what is asked for on the screen, and
/// what was sent before, give the bytes. Decoded back, they give the scene's raster; nothing
/// unchanged is sent or rasterised again; every picture is deleted at the end.
@Suite struct LivePictureTests {
    static let cell = CellPixels(width: 6, height: 12)
    static let rect = CellRect(column: 10, row: 4, columns: 24, rows: 12)

    /// The dusk with a tree at the arrival, its star at `light`: the scene `watch` draws.
    static func scene(light: Double, presence: Double = 1) -> DuskScene {
        var tree = DuskScene.Tree.finished(id: UUID(uuidString: "6F1D2C3B-0000-4000-8000-00000000002A")!, established: true,
                                           size: 24, left: 10, groundRow: 15, starLight: light)
        tree.presence = presence
        return DuskScene(columns: 44, rows: 20, dusk: Dusk.of(day: 20_000), tree: tree)
    }

    static func raster(light: Double, presence: Double = 1) -> Raster {
        scene(light: light, presence: presence).raster(cell: cell, rect: rect, meetingCells: true)
    }

    /// Every escape in `bytes` that starts with `prefix`, up to its string terminator.
    static func sequences(_ bytes: [UInt8], _ prefix: String) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: prefix).dropFirst().map { prefix + $0 }
    }

    @Test func kittySendsThePictureOnceAndItDecodesToTheScenesRaster() throws {
        var live = LivePicture<Double>(mode: .kitty, id: 77, cell: Self.cell)
        let counter = Counter()
        let first = live.update(to: 0, rect: Self.rect) { counter.add(); return Self.raster(light: 0) }
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[5;11H"), "placed at the rectangle's top-left cell")
        let (image, control) = try #require(PixelDecoders.kitty(first))
        #expect(image.difference(from: Self.raster(light: 0)).largest == 0)
        #expect(control["i"] == "77" && control["c"] == "24" && control["r"] == "12")
        // The same picture again: nothing sent, nothing rasterised.
        #expect(live.update(to: 0, rect: Self.rect) { counter.add(); return Self.raster(light: 0) }.isEmpty)
        #expect(counter.count == 1)
        // Cells written under it do not touch kitty's picture.
        #expect(live.update(to: 0, rect: Self.rect, overwritten: true) { Self.raster(light: 0) }.isEmpty)
        let removed = String(decoding: live.remove(), as: UTF8.self)
        #expect(removed.contains("a=d,d=I,i=77,") && removed.contains("a=d,d=I,i=78,"), "both images and their data deleted")
    }

    /// The star fading in changes a few cells: kitty sends those as a patch over the tree
    /// (image id + 1), and the patch decodes to that part of the scene's raster.
    @Test func kittySendsOnlyTheStarsCellsAsItFadesIn() throws {
        var live = LivePicture<Double>(mode: .kitty, id: 5, cell: Self.cell)
        let whole = live.update(to: 0, rect: Self.rect) { Self.raster(light: 0) }
        let lit = Self.raster(light: 0.5)
        let change = try #require(LivePicture<Double>.changedCells(Self.raster(light: 0), lit, cell: Self.cell))
        #expect(change.columns * change.rows < Self.rect.columns * Self.rect.rows / 4, "the star is a small part: \(change)")
        let patch = live.update(to: 0.5, rect: Self.rect) { lit }
        #expect(patch.count < whole.count / 4)
        let (image, control) = try #require(PixelDecoders.kitty(patch))
        #expect(control["i"] == "6" && control["z"] == "1")
        let part = lit.cropped(x: change.column * Self.cell.width, y: change.row * Self.cell.height,
                               width: change.columns * Self.cell.width, height: change.rows * Self.cell.height)
        #expect(image.difference(from: part).largest == 0)
        #expect(String(decoding: patch, as: UTF8.self).contains("\u{1B}[\(Self.rect.row + change.row + 1);\(Self.rect.column + change.column + 1)H"))
    }

    /// Sixel draws into cells: sent again only where the picture changed, or whole where cells
    /// were written over it, each time decoding close to the scene's raster.
    @Test func sixelIsSentOnlyWhereThePictureChanged() throws {
        var live = LivePicture<Double>(mode: .sixel, id: 1, cell: Self.cell)
        let first = live.update(to: 0, rect: Self.rect) { Self.raster(light: 0) }
        let image = try #require(PixelDecoders.sixel(first))
        let difference = image.difference(from: Self.raster(light: 0))
        #expect(difference.mean < 3 && difference.largest < 48, "\(difference)")
        #expect(live.update(to: 0, rect: Self.rect) { Self.raster(light: 0) }.isEmpty, "unchanged: nothing")
        let lit = Self.raster(light: 1)
        let change = try #require(LivePicture<Double>.changedCells(Self.raster(light: 0), lit, cell: Self.cell))
        let patch = live.update(to: 1, rect: Self.rect) { lit }
        let part = try #require(PixelDecoders.sixel(patch))
        #expect(part.width == change.columns * Self.cell.width && part.height == change.rows * Self.cell.height)
        let expected = lit.cropped(x: change.column * Self.cell.width, y: change.row * Self.cell.height, width: part.width, height: part.height)
        #expect(part.difference(from: expected).mean < 4)
        #expect(patch.count < first.count / 3)
        // Cells written over it take its pixels: it is drawn whole again.
        let again = live.update(to: 1, rect: Self.rect, overwritten: true) { lit }
        #expect(PixelDecoders.sixel(again)?.width == Self.rect.columns * Self.cell.width)
        #expect(live.remove().isEmpty, "sixel pixels are cells: the screen's owner clears them")
    }

    /// A panel over the sky takes kitty's picture off the screen and keeps it; the same picture
    /// back is placed again without being sent.
    @Test func kittyHidesAndPlacesAgainWithoutSending() {
        var live = LivePicture<Double>(mode: .kitty, id: 9, cell: Self.cell)
        _ = live.update(to: 0, rect: Self.rect) { Self.raster(light: 0) }
        let hidden = String(decoding: live.update(to: nil, rect: nil) { Raster(width: 0, height: 0) }, as: UTF8.self)
        #expect(hidden == "\u{1B}_Ga=d,d=i,i=9,q=2\u{1B}\\")
        let back = String(decoding: live.update(to: 0, rect: Self.rect) { Issue.record("rasterised again"); return Self.raster(light: 0) }, as: UTF8.self)
        #expect(back.contains("a=p,i=9,p=1,c=24,r=12") && !back.contains("a=T"))
        // A cleared screen (a resize) is sent whole again.
        #expect(String(decoding: live.update(to: 0, rect: Self.rect, cleared: true) { Self.raster(light: 0) }, as: UTF8.self).contains("a=T"))
    }

    @Test func cellsSendNothing() {
        var live = LivePicture<Double>(mode: .cells, id: 1, cell: Self.cell)
        #expect(live.update(to: 0, rect: Self.rect) { Self.raster(light: 0) }.isEmpty && live.remove().isEmpty)
    }
}

private final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}
