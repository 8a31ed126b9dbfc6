/// DEC sixel: the picture reduced to at most 256 colours (see ``SixelPalette``) and written
/// six pixel rows at a time, each colour's run-length-coded row.
package enum SixelEncoder {
    package static func encode(_ raster: Raster, colours: Int = 255) -> [UInt8] {
        var quantised = SixelPalette(raster, size: max(2, min(colours, 256)))
        let palette = quantised.colours
        var out = Array("\u{1B}P0;1;0q\"1;1;\(raster.width);\(raster.height)".utf8)
        for (n, c) in palette.enumerated() {
            out += Array("#\(n);2;\(percent(c.r));\(percent(c.g));\(percent(c.b))".utf8)
        }
        let w = raster.width
        var bits = [UInt8](repeating: 0, count: palette.count * max(w, 1))
        var used = [Bool](repeating: false, count: palette.count)
        var order: [Int] = []
        raster.pixels.withUnsafeBufferPointer { p in
            for bandTop in stride(from: 0, to: raster.height, by: 6) {
                order.removeAll(keepingCapacity: true)
                for row in 0..<min(6, raster.height - bandTop) {
                    var i = (bandTop + row) * w * 4
                    for x in 0..<w {
                        let ci = quantised.index(p[i], p[i + 1], p[i + 2], x: x, y: bandTop + row)
                        if !used[ci] {
                            used[ci] = true
                            order.append(ci)
                        }
                        bits[ci * w + x] |= 1 << row
                        i += 4
                    }
                }
                for (k, c) in order.enumerated() {
                    out += Array("#\(c)".utf8)
                    appendRow(bits[(c * w)..<(c * w + w)], to: &out)
                    out.append(k == order.count - 1 ? UInt8(ascii: "-") : UInt8(ascii: "$"))
                    for x in 0..<w { bits[c * w + x] = 0 }
                    used[c] = false
                }
            }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    private static func percent(_ v: UInt8) -> Int { (Int(v) * 100 + 127) / 255 }

    /// One colour's row of sixels, runs of four or more written as `!count`.
    private static func appendRow(_ row: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var i = row.startIndex
        while i < row.endIndex {
            var j = i + 1
            while j < row.endIndex, row[j] == row[i] { j += 1 }
            let run = j - i, char = 63 + row[i]
            if run >= 4 {
                out += Array("!\(run)".utf8)
                out.append(char)
            } else {
                for _ in 0..<run { out.append(char) }
            }
            i = j
        }
    }
}

/// A palette for a picture: median cut over its colours at 6 bits a channel, each box's colour
/// the mean of the pixels in it; pixels then take the nearest entry after a 4 × 4 ordered
/// dither, so the dusk's long dark gradients do not fall into bands.
struct SixelPalette {
    let colours: [RGB]
    private var nearest: [Int16]

    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int { Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2) }

    /// Bayer's 4 × 4 matrix, centred on zero, in steps of a 64th of the range.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { $0 - 8 }

    init(_ raster: Raster, size: Int) {
        var counts = [Int32](repeating: 0, count: 1 << 18)
        var sums = [Int64](repeating: 0, count: 3 << 18)
        raster.pixels.withUnsafeBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let k = Self.key(p[i], p[i + 1], p[i + 2])
                counts[k] += 1
                sums[3 * k] += Int64(p[i])
                sums[3 * k + 1] += Int64(p[i + 1])
                sums[3 * k + 2] += Int64(p[i + 2])
            }
        }
        let present = counts.indices.filter { counts[$0] > 0 }
        var boxes: [[Int]] = present.isEmpty ? [] : [present]
        while boxes.count < size {
            // Split the box whose colours spread widest, weighted by how many pixels it holds.
            var best = -1, bestScore = 0.0
            for (n, box) in boxes.enumerated() where box.count > 1 {
                let range = Self.widest(box).range
                let weight = box.reduce(0) { $0 + Int(counts[$1]) }
                let score = Double(range) * Double(weight).squareRoot()
                if score > bestScore { (best, bestScore) = (n, score) }
            }
            guard best >= 0 else { break }
            let channel = Self.widest(boxes[best]).channel
            let sorted = boxes[best].sorted { Self.component($0, channel) < Self.component($1, channel) }
            let total = sorted.reduce(0) { $0 + Int(counts[$1]) }
            var seen = 0, cut = 1
            for (n, k) in sorted.enumerated() {
                seen += Int(counts[k])
                if seen * 2 >= total { cut = min(max(n + 1, 1), sorted.count - 1); break }
            }
            boxes[best] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        var colours: [RGB] = []
        for box in boxes {
            var (r, g, b, n): (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
            for k in box {
                r += sums[3 * k]
                g += sums[3 * k + 1]
                b += sums[3 * k + 2]
                n += Int64(counts[k])
            }
            if n > 0 { colours.append(RGB(UInt8(r / n), UInt8(g / n), UInt8(b / n))) }
        }
        self.colours = colours.isEmpty ? [RGB(0, 0, 0)] : colours
        nearest = [Int16](repeating: -1, count: 1 << 18)
    }

    /// The entry for the pixel at (`x`, `y`) of colour (r, g, b), dithered by its place.
    mutating func index(_ r: UInt8, _ g: UInt8, _ b: UInt8, x: Int, y: Int) -> Int {
        let d = Self.bayer[(y & 3) * 4 + (x & 3)]
        func moved(_ v: UInt8) -> UInt8 { UInt8(min(max(Int(v) + d / 2, 0), 255)) }
        let k = Self.key(moved(r), moved(g), moved(b))
        if nearest[k] >= 0 { return Int(nearest[k]) }
        let (cr, cg, cb) = (Int(k >> 12) * 4 + 2, Int(k >> 6 & 63) * 4 + 2, Int(k & 63) * 4 + 2)
        var best = 0, bestDistance = Int.max
        for (n, c) in colours.enumerated() {
            let (dr, dg, db) = (Int(c.r) - cr, Int(c.g) - cg, Int(c.b) - cb)
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance { (best, bestDistance) = (n, distance) }
        }
        nearest[k] = Int16(best)
        return best
    }

    private static func component(_ key: Int, _ channel: Int) -> Int { key >> (12 - 6 * channel) & 63 }

    private static func widest(_ box: [Int]) -> (channel: Int, range: Int) {
        var best = (channel: 0, range: -1)
        for channel in 0..<3 {
            var lo = 63, hi = 0
            for k in box {
                let v = component(k, channel)
                lo = min(lo, v)
                hi = max(hi, v)
            }
            if hi - lo > best.range { best = (channel, hi - lo) }
        }
        return best
    }
}
