import Domain
import Testing
import TestRandom
@testable import Rendering

/// atrest's own PNG filters and deflate: every picture and every byte string must come back
/// exactly through an inflater written apart from them (`Inflate`), and pictures must be small.
@Suite struct PNGCompressionTests {
    /// A raster from a function of (x, y).
    static func raster(_ width: Int, _ height: Int, _ colour: (Int, Int) -> RGB) -> Raster {
        var raster = Raster(width: width, height: height)
        for y in 0..<height { for x in 0..<width { raster.blend(x: x, y: y, colour(x, y), alpha: 1) } }
        return raster
    }

    static func roundTrips(_ raster: Raster) -> Set<Int>? {
        guard let (image, types) = PixelDecoders.pngWithBlockTypes(PNGEncoder.encode(raster)),
              image.width == raster.width, image.height == raster.height,
              image.difference(from: raster).largest == 0 else { return nil }
        return types
    }

    @Test func structuredRastersComeBackExactly() {
        let cases: [(String, Raster)] = [
            ("1×1", Self.raster(1, 1) { _, _ in RGB(200, 10, 99) }),
            ("flat", Self.raster(64, 48) { _, _ in RGB(30, 40, 50) }),
            ("horizontal gradient", Self.raster(301, 17) { x, _ in RGB(UInt8(x % 256), UInt8(x / 2), 200) }),
            ("vertical gradient", Self.raster(7, 257) { _, y in RGB(UInt8(y % 256), 0, UInt8(255 - y % 256)) }),
            ("diagonal", Self.raster(97, 61) { x, y in RGB(UInt8((x + y) % 256), UInt8((x * y) % 256), UInt8(abs(x - y))) }),
            ("stripes", Self.raster(33, 31) { x, y in (x / 3 + y / 5) % 2 == 0 ? RGB(255, 255, 255) : RGB(0, 0, 0) }),
            ("one column", Self.raster(1, 300) { _, y in RGB(UInt8(y % 7 * 30), 1, 2) }),
            ("one row", Self.raster(1000, 1) { x, _ in RGB(UInt8(x % 251), UInt8(x % 13), UInt8(x % 3)) }),
        ]
        for (name, raster) in cases { #expect(Self.roundTrips(raster) != nil, "\(name)") }
    }

    @Test func noiseComesBackAndIsStoredNotInflated() throws {
        var random = SeededRandom()
        let raster = Self.raster(211, 97) { _, _ in RGB(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random)) }
        let types = try #require(Self.roundTrips(raster), "\(random.reproduce)")
        #expect(types == [0], "\(random.reproduce)")
        // Stored blocks cost 5 bytes in 65,535: the file is barely larger than the raw rows.
        #expect(PNGEncoder.encode(raster).count < 97 * (211 * 3 + 1) + 200)
    }

    @Test func randomRastersComeBackExactly() {
        var random = SeededRandom()
        for _ in 0..<40 {
            let width = Int.random(in: 1...90, using: &random), height = Int.random(in: 1...60, using: &random)
            // A few colours, some noise, some gradient: matches, literals and filters of every kind.
            let palette = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                RGB(UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random))
            }
            let noise = Int.random(in: 0...100, using: &random)
            let raster = Self.raster(width, height) { x, y in
                if Int.random(in: 0..<100, using: &random) < noise { return palette[Int.random(in: 0..<palette.count, using: &random)] }
                return (x + y) % 3 == 0 ? RGB(UInt8(x % 256), UInt8(y % 256), 128) : palette[(x / 4 + y / 3) % palette.count]
            }
            #expect(Self.roundTrips(raster) != nil, "\(width)×\(height), \(random.reproduce)")
        }
    }

    @Test func aRasterLargerThanTheWindowComesBackExactly() throws {
        // 200 KB of rows, several blocks, the same band repeated further back than 32 KB.
        let raster = Self.raster(333, 211) { x, y in
            let band = y % 70
            return band < 35 ? RGB(UInt8((x * 7 + band) % 256), UInt8(band * 7), UInt8((x ^ band) % 256)) : RGB(20, UInt8(y % 256), 90)
        }
        let types = try #require(Self.roundTrips(raster))
        #expect(types.contains(2))
    }

    @Test func bytesComeBackExactly() throws {
        var random = SeededRandom()
        var cases: [[UInt8]] = [[], [7], [1, 2], [0, 0, 0], [UInt8](repeating: 9, count: 70_000)]
        cases.append((0..<100_000).map { _ in UInt8.random(in: 0...3, using: &random) })
        // A 40 KB stretch of noise followed by itself: matches only at 32,768 or beyond.
        let noise = (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        cases.append(noise + noise + noise.prefix(33_000))
        // Repeats exactly at the window's edge and one past it.
        let period = (0..<32_768).map { _ in UInt8.random(in: 0...255, using: &random) }
        cases.append(period + period + period.prefix(500))
        cases.append(period + [1] + period)
        for bytes in cases {
            let decoded = try #require(Inflate.zlib(Deflate.zlib(bytes)), "\(bytes.count) bytes, \(random.reproduce)")
            #expect(decoded.bytes == bytes, "\(bytes.count) bytes, \(random.reproduce)")
        }
    }

    @Test func codeLengthsStayWithinTheirLimitAndAreComplete() {
        // Fibonacci counts make the deepest Huffman trees there are.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci + [Int](repeating: 0, count: 256), 15), (Array(fibonacci.prefix(19)), 7),
                                ([0, 0, 5, 0], 15), ([0, 0, 0, 0], 7), ([1, 1000, 1, 1, 0, 0], 7)] {
            let lengths = DeflateHuffman.lengths(counts, limit: limit)
            #expect(lengths.max()! <= limit)
            // Kraft's sum is exactly 1 (in units of 2^-15): a complete code, as zlib requires.
            #expect(lengths.filter { $0 > 0 }.map { 1 << (15 - $0) }.reduce(0, +) == 1 << 15, "\(counts)")
            for s in counts.indices where counts[s] > 0 { #expect(lengths[s] > 0) }
        }
    }

    @Test func aFullHDForestIsSmallAndComesBackExactly() throws {
        let forest = Forest(entries: ForestFixtures.generated(30), dusk: Dusk.of(day: 20_000))
        let raster = forest.picture(columns: 96, rows: 27).raster(pixelWidth: 1920, pixelHeight: 1080)
        let png = PNGEncoder.encode(raster)
        // Stored blocks made it 6.2 MB; compressed it was 168 KB when this was written.
        #expect(png.count < 400_000, "\(png.count) bytes")
        let (image, types) = try #require(PixelDecoders.pngWithBlockTypes(png))
        #expect(image.difference(from: raster).largest == 0)
        #expect(types.contains(2))
    }
}
