/// PNG files written without a compression library: the image's rows, each under the PNG
/// filter that suits it (`PNGFilter`), compressed by atrest's own deflate (`Deflate`), with
/// CRC-32 and Adler-32 as the format asks. A 1920×1080 forest is about 165 KB, not the
/// 6.2 MB of its raw rows, which matters most for iTerm2's inline images sent over ssh.
package enum PNGEncoder {
    /// The raster as an 8-bit RGB PNG.
    package static func encode(_ raster: Raster) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(raster.width), to: &header)
        appendBigEndian(UInt32(raster.height), to: &header)
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, to: &out)
        var rgb: [UInt8] = []
        rgb.reserveCapacity(raster.width * raster.height * 3)
        raster.pixels.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                rgb.append(p[i])
                rgb.append(p[i + 1])
                rgb.append(p[i + 2])
            }
        }
        let rows = PNGFilter.filter(rgb, width: raster.width, height: raster.height)
        chunk("IDAT", Deflate.zlib(rows), to: &out)
        chunk("IEND", [], to: &out)
        return out
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        var i = 0
        while i < data.count {
            // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
            let end = min(i + 5552, data.count)
            while i < end {
                a &+= UInt32(data[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static func chunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &out)
        let start = out.count
        out += Array(type.utf8)
        out += data
        appendBigEndian(crc32(out[start...]), to: &out)
    }

    static func appendBigEndian(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
