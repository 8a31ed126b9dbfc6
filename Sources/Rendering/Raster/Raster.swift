/// An opaque picture of RGBA pixels, row by row from the top left: what the pixel renderers
/// (PNG, kitty, iTerm2, sixel) and the coverage-weighted cells are made from.
///
/// Every scene atrest draws fills all of its pixels (the sky is behind everything), so alpha is
/// always 255; it is kept because kitty's and PNG's RGBA forms then take the bytes as they are.
package struct Raster: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package internal(set) var pixels: [UInt8]

    package init(width: Int, height: Int, fill: RGB = RGB(0, 0, 0)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var pixels = [UInt8](repeating: 255, count: self.width * self.height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.r
            pixels[i + 1] = fill.g
            pixels[i + 2] = fill.b
        }
        self.pixels = pixels
    }

    package subscript(x: Int, y: Int) -> RGB {
        guard x >= 0, y >= 0, x < width, y < height else { return RGB(0, 0, 0) }
        let i = (y * width + x) * 4
        return RGB(pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// Fills row `y` with one colour (the sky is a gradient by rows).
    mutating func fillRow(_ y: Int, with colour: RGB) {
        guard y >= 0, y < height else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            var i = y * width * 4
            for _ in 0..<width {
                p[i] = colour.r
                p[i + 1] = colour.g
                p[i + 2] = colour.b
                i += 4
            }
        }
    }

    mutating func set(x: Int, y: Int, _ colour: RGB) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        pixels[i] = colour.r
        pixels[i + 1] = colour.g
        pixels[i + 2] = colour.b
    }

    /// `colour` laid over pixel (x, y) at `alpha` (0...1).
    package mutating func blend(x: Int, y: Int, _ colour: RGB, alpha: Float) {
        guard alpha > 0, x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        guard alpha < 1 else {
            pixels[i] = colour.r
            pixels[i + 1] = colour.g
            pixels[i + 2] = colour.b
            return
        }
        pixels[i] = Self.mix(pixels[i], colour.r, alpha)
        pixels[i + 1] = Self.mix(pixels[i + 1], colour.g, alpha)
        pixels[i + 2] = Self.mix(pixels[i + 2], colour.b, alpha)
    }

    @inline(__always)
    static func mix(_ a: UInt8, _ b: UInt8, _ t: Float) -> UInt8 {
        UInt8(Float(a) + (Float(b) - Float(a)) * t + 0.5)
    }

    /// The part of the picture inside the rectangle, clamped to it.
    package func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Raster {
        let x0 = min(max(x, 0), width), y0 = min(max(y, 0), height)
        let x1 = min(max(x + w, x0), width), y1 = min(max(y + h, y0), height)
        var out = Raster(width: x1 - x0, height: y1 - y0)
        for row in 0..<out.height {
            let from = ((y0 + row) * width + x0) * 4
            let to = row * out.width * 4
            out.pixels.replaceSubrange(to..<(to + out.width * 4), with: pixels[from..<(from + out.width * 4)])
        }
        return out
    }

    /// The colour of the rectangle (in pixels, fractional edges weighted by how much of each
    /// pixel they cover): what one half of a terminal cell shows of the picture.
    package func average(x0: Double, y0: Double, x1: Double, y1: Double) -> RGB {
        var (r, g, b, total) = (0.0, 0.0, 0.0, 0.0)
        let xs = max(0, Int(x0)), xe = min(width, Int(x1.rounded(.up)))
        let ys = max(0, Int(y0)), ye = min(height, Int(y1.rounded(.up)))
        guard xs < xe, ys < ye else { return self[min(max(Int(x0), 0), width - 1), min(max(Int(y0), 0), height - 1)] }
        for y in ys..<ye {
            let wy = min(Double(y + 1), y1) - max(Double(y), y0)
            guard wy > 0 else { continue }
            var i = (y * width + xs) * 4
            for x in xs..<xe {
                let w = wy * (min(Double(x + 1), x1) - max(Double(x), x0))
                if w > 0 {
                    r += Double(pixels[i]) * w
                    g += Double(pixels[i + 1]) * w
                    b += Double(pixels[i + 2]) * w
                    total += w
                }
                i += 4
            }
        }
        guard total > 0 else { return self[xs, ys] }
        return RGB(UInt8((r / total).rounded()), UInt8((g / total).rounded()), UInt8((b / total).rounded()))
    }

    /// The mean colour of the `side` × `side` block whose top-left pixel is (x, y).
    func blockMean(x: Int, y: Int, side: Int) -> RGB {
        var (r, g, b, n) = (0, 0, 0, 0)
        for yy in y..<min(y + side, height) {
            var i = (yy * width + x) * 4
            for _ in x..<min(x + side, width) {
                r += Int(pixels[i])
                g += Int(pixels[i + 1])
                b += Int(pixels[i + 2])
                n += 1
                i += 4
            }
        }
        guard n > 0 else { return RGB(0, 0, 0) }
        return RGB(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
    }
}
