import Domain
import Foundation
import Testing
import Rendering

/// Each pixel renderer is a pure function from a raster to bytes; decoding the bytes back
/// must give the raster's picture (exactly, or within what a palette of 255 colours allows).
@Suite struct PixelRendererTests {
    static let forest = Forest(entries: ForestFixtures.generated(30), dusk: Dusk.of(day: 20_000))
    static let raster = forest.picture(columns: 60, rows: 20).raster(pixelWidth: 300, pixelHeight: 200)

    @Test func pngDecodesToTheRasterExactly() throws {
        let png = PNGEncoder.encode(Self.raster)
        let image = try #require(PixelDecoders.png(png))
        #expect(image.width == 300 && image.height == 200)
        #expect(image.difference(from: Self.raster).largest == 0)
    }

    @Test func kittyDecodesToTheRasterExactlyAndIsChunked() throws {
        let bytes = KittyGraphics.transmitAndPlace(Self.raster, id: 7, columns: 60, rows: 20)
        let (image, control) = try #require(PixelDecoders.kitty(bytes))
        #expect(image.difference(from: Self.raster).largest == 0)
        #expect(control["i"] == "7" && control["c"] == "60" && control["r"] == "20" && control["m"] == "0")
        // Every chunk's payload is at most 4096 bytes, as the protocol asks.
        let text = String(decoding: bytes, as: UTF8.self)
        for part in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            let payload = part.split(separator: ";", maxSplits: 1).last?.prefix { $0 != "\u{1B}" } ?? ""
            #expect(payload.count <= 4096)
        }
        #expect(String(decoding: KittyGraphics.delete(id: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test func sixelDecodesCloseToTheRaster() throws {
        let bytes = SixelEncoder.encode(Self.raster)
        let image = try #require(PixelDecoders.sixel(bytes))
        #expect(image.width == 300 && image.height == 200)
        let difference = image.difference(from: Self.raster)
        #expect(difference.mean < 3, "mean difference \(difference.mean)")
        #expect(difference.largest < 48, "largest difference \(difference.largest)")
    }

    @Test func sixelGoldenOfATinyPicture() {
        var raster = Raster(width: 3, height: 7, fill: RGB(255, 0, 0))
        for y in 0..<7 { raster.blend(x: 1, y: y, RGB(0, 0, 255), alpha: 1) }
        let text = String(decoding: SixelEncoder.encode(raster), as: UTF8.self)
        // Two colours; the first band: red in columns 0 and 2, blue in 1; the second band's one row likewise.
        #expect(text == "\u{1B}P0;1;0q\"1;1;3;7#0;2;0;0;100#1;2;100;0;0#1~?~$#0?~?-#1@?@$#0?@?-\u{1B}\\")
    }

    @Test func itermCarriesThePNG() throws {
        let bytes = ITermImage.inline(Self.raster, columns: 60, rows: 20)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size="))
        #expect(text.contains(";width=60;height=20;preserveAspectRatio=0:"))
        let base64 = String(text.drop { $0 != ":" }.dropFirst().dropLast())
        let png = try #require(Data(base64Encoded: base64))
        #expect(PixelDecoders.png(Array(png)).map { $0.difference(from: Self.raster).largest } == 0)
    }
}
