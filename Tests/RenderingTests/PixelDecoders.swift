import Foundation
import Rendering

/// Small decoders for the pictures atrest writes, so tests compare what a terminal or an image
/// viewer would show with the raster it came from.
enum PixelDecoders {
    /// A decoded picture: RGB triples, row by row.
    struct Image {
        var width: Int
        var height: Int
        var rgb: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 3
            return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
        }

        /// The largest and the mean difference of any channel from `raster`.
        func difference(from raster: Raster) -> (largest: Int, mean: Double) {
            var largest = 0, total = 0
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixel(x, y), q = raster[x, y]
                    let d = max(abs(p.0 - Int(q.r)), abs(p.1 - Int(q.g)), abs(p.2 - Int(q.b)))
                    largest = max(largest, d)
                    total += d
                }
            }
            return (largest, Double(total) / Double(max(width * height, 1)))
        }
    }

    /// A sixel sequence (`ESC P … q … ESC \`) drawn as a terminal draws it.
    static func sixel(_ bytes: [UInt8]) -> Image? {
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")) else { return nil }
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < bytes.count, (48...57).contains(bytes[i]) {
                n = n * 10 + Int(bytes[i] - 48)
                i += 1
            }
            return n
        }
        var image = Image(width: 0, height: 0, rgb: [])
        var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
        var colour = 0, x = 0, band = 0
        func set(_ bits: UInt8, count: Int) {
            for _ in 0..<count {
                for row in 0..<6 where bits & (1 << row) != 0 {
                    let y = band * 6 + row
                    guard x < image.width, y < image.height, let c = palette[colour] else { continue }
                    let k = (y * image.width + x) * 3
                    (image.rgb[k], image.rgb[k + 1], image.rgb[k + 2]) = c
                }
                x += 1
            }
        }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                var values: [Int] = []
                repeat {
                    values.append(number())
                    if i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1 } else { break }
                } while true
                guard values.count == 4 else { return nil }
                image = Image(width: values[2], height: values[3], rgb: Array(repeating: 0, count: values[2] * values[3] * 3))
            case UInt8(ascii: "#"):
                i += 1
                var values = [number()]
                while i < bytes.count, bytes[i] == UInt8(ascii: ";") {
                    i += 1
                    values.append(number())
                }
                colour = values[0]
                if values.count == 5, values[1] == 2 {
                    func channel(_ v: Int) -> UInt8 { UInt8((v * 255 + 50) / 100) }
                    palette[colour] = (channel(values[2]), channel(values[3]), channel(values[4]))
                }
            case UInt8(ascii: "!"):
                i += 1
                let count = number()
                guard i < bytes.count else { return nil }
                set(bytes[i] - 63, count: count)
                i += 1
            case UInt8(ascii: "$"):
                x = 0
                i += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                i += 1
            case 63...126:
                set(b - 63, count: 1)
                i += 1
            case 0x1B:
                return image
            default:
                i += 1
            }
        }
        return nil
    }

    /// Kitty's escape sequences (`ESC _ G control ; base64 ESC \`), joined and decoded: the
    /// image's size and format from the first control, its pixels from every chunk.
    static func kitty(_ bytes: [UInt8]) -> (image: Image, control: [String: String])? {
        let text = String(decoding: bytes, as: UTF8.self)
        var control: [String: String] = [:]
        var payload = ""
        for part in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            guard let end = part.range(of: "\u{1B}\\") else { return nil }
            let body = part[..<end.lowerBound]
            let pieces = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            for pair in pieces[0].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2, control[String(kv[0])] == nil || kv[0] == "m" { control[String(kv[0])] = String(kv[1]) }
            }
            if pieces.count == 2 { payload += pieces[1] }
        }
        guard control["f"] == "24", let w = control["s"].flatMap(Int.init), let h = control["v"].flatMap(Int.init),
              let data = Data(base64Encoded: payload), data.count == w * h * 3 else { return nil }
        return (Image(width: w, height: h, rgb: Array(data)), control)
    }

    /// An 8-bit RGB PNG, checked chunk by chunk (lengths, CRC-32s, IHDR, one IEND at the end),
    /// its IDAT inflated (`Inflate`) and its rows unfiltered.
    static func png(_ bytes: [UInt8]) -> Image? { pngWithBlockTypes(bytes)?.image }

    /// The picture and the deflate block types it was sent in (0 stored, 1 fixed, 2 dynamic).
    static func pngWithBlockTypes(_ bytes: [UInt8]) -> (image: Image, blockTypes: Set<Int>)? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var i = 8, width = 0, height = 0, ended = false
        var zlib: [UInt8] = []
        while i + 12 <= bytes.count, !ended {
            let length = bigEndian(bytes, i)
            guard i + 12 + length <= bytes.count,
                  crc32(bytes[(i + 4)..<(i + 8 + length)]) == UInt32(bigEndian(bytes, i + 8 + length)) else { return nil }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(bytes[(i + 8)..<(i + 8 + length)])
            if type == "IHDR" {
                width = bigEndian(data, 0)
                height = bigEndian(data, 4)
                guard data[8] == 8, data[9] == 2, data[10] == 0, data[11] == 0, data[12] == 0 else { return nil }
            }
            if type == "IDAT" { zlib += data }
            ended = type == "IEND"
            i += 12 + length
        }
        let stride = width * 3
        guard ended, i == bytes.count, let (raw, types) = Inflate.zlib(zlib), raw.count == height * (stride + 1) else { return nil }
        var rgb = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= 3 ? Int(rgb[y * stride + x - 3]) : 0
                let b = y > 0 ? Int(rgb[(y - 1) * stride + x]) : 0
                let c = x >= 3 && y > 0 ? Int(rgb[(y - 1) * stride + x - 3]) : 0
                let p = a + b - c
                let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4: prediction = paeth
                default: return nil
                }
                rgb[y * stride + x] = value &+ UInt8(prediction)
            }
        }
        return (Image(width: width, height: height, rgb: rgb), types)
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ bytes: [UInt8], _ i: Int) -> Int {
        var value = 0
        for k in 0..<4 { value = value << 8 | Int(bytes[i + k]) }
        return value
    }
}
