/// PNG files written without a compression library: the image's rows, each with filter 0,
/// wrapped in zlib's stored (uncompressed) deflate blocks, with CRC-32 and Adler-32 as the
/// format asks. Larger than a compressed PNG, but every reader opens it and it costs nothing.
package enum PNGEncoder {
    /// The raster as an 8-bit RGB PNG.
    package static func encode(_ raster: Raster) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        appendBigEndian(UInt32(raster.width), to: &header)
        appendBigEndian(UInt32(raster.height), to: &header)
        header += [8, 2, 0, 0, 0]  // 8 bits, RGB, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, to: &out)
        var rows: [UInt8] = []
        rows.reserveCapacity(raster.height * (raster.width * 3 + 1))
        raster.pixels.withUnsafeBufferPointer { p in
            for y in 0..<raster.height {
                rows.append(0)
                var i = y * raster.width * 4
                for _ in 0..<raster.width {
                    rows.append(p[i])
                    rows.append(p[i + 1])
                    rows.append(p[i + 2])
                    i += 4
                }
            }
        }
        chunk("IDAT", zlibStored(rows), to: &out)
        chunk("IEND", [], to: &out)
        return out
    }

    /// `data` as a zlib stream of stored deflate blocks (at most 65,535 bytes each).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(data.count + data.count / 65535 * 5 + 16)
        var start = 0
        repeat {
            let length = min(65535, data.count - start)
            let last = start + length == data.count
            out.append(last ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[start..<(start + length)]
            start += length
        } while start < data.count
        appendBigEndian(adler32(data), to: &out)
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
