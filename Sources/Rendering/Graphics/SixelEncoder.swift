/// DEC sixel: the picture reduced to at most 256 colours (median cut over a histogram of
/// 15-bit colours) and written six pixel rows at a time, each colour's run-length-coded row.
package enum SixelEncoder {
    package static func encode(_ raster: Raster, colours: Int = 255) -> [UInt8] {
        let (palette, indexOf) = SixelPalette.make(raster, size: max(2, min(colours, 256)))
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
                        let c = indexOf[SixelPalette.key(p[i], p[i + 1], p[i + 2])]
                        let ci = Int(c)
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

/// A palette for a picture: median cut over its colours at 5 bits a channel.
enum SixelPalette {
    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int { Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3) }

    /// The palette and, for every 15-bit colour, its entry in it.
    static func make(_ raster: Raster, size: Int) -> (palette: [RGB], indexOf: [UInt8]) {
        var counts = [Int](repeating: 0, count: 1 << 15)
        for i in stride(from: 0, to: raster.pixels.count, by: 4) {
            counts[key(raster.pixels[i], raster.pixels[i + 1], raster.pixels[i + 2])] += 1
        }
        let present = counts.indices.filter { counts[$0] > 0 }
        var boxes: [[Int]] = [present]
        while boxes.count < size {
            // Split the box whose colours spread widest, weighted by how many pixels it holds.
            var best = -1, bestScore = 0.0
            for (n, box) in boxes.enumerated() where box.count > 1 {
                let (channel, range) = widest(box)
                _ = channel
                let weight = box.reduce(0) { $0 + counts[$1] }
                let score = Double(range) * Double(weight).squareRoot()
                if score > bestScore { (best, bestScore) = (n, score) }
            }
            guard best >= 0 else { break }
            let box = boxes[best]
            let channel = widest(box).channel
            let sorted = box.sorted { component($0, channel) < component($1, channel) }
            let total = sorted.reduce(0) { $0 + counts[$1] }
            var half = 0, cut = 1
            for (n, k) in sorted.enumerated() {
                half += counts[k]
                if half * 2 >= total { cut = min(max(n + 1, 1), sorted.count - 1); break }
            }
            boxes[best] = Array(sorted[..<cut])
            boxes.append(Array(sorted[cut...]))
        }
        var palette: [RGB] = []
        var indexOf = [UInt8](repeating: 0, count: 1 << 15)
        for box in boxes where !box.isEmpty {
            var (r, g, b, n) = (0, 0, 0, 0)
            for k in box {
                let c = counts[k]
                r += (component(k, 0) * 8 + 4) * c
                g += (component(k, 1) * 8 + 4) * c
                b += (component(k, 2) * 8 + 4) * c
                n += c
            }
            let index = UInt8(palette.count)
            palette.append(RGB(UInt8(min(255, r / n)), UInt8(min(255, g / n)), UInt8(min(255, b / n))))
            for k in box { indexOf[k] = index }
        }
        if palette.isEmpty { palette = [RGB(0, 0, 0)] }
        return (palette, indexOf)
    }

    private static func component(_ key: Int, _ channel: Int) -> Int { key >> (10 - 5 * channel) & 31 }

    private static func widest(_ box: [Int]) -> (channel: Int, range: Int) {
        var best = (channel: 0, range: -1)
        for channel in 0..<3 {
            var lo = 31, hi = 0
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
