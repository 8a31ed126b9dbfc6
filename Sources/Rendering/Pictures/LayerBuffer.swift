import Geometry

/// One depth layer of shapes, painted on its own before it is laid over the canvas.
///
/// Trees in a layer share that layer's opacity as a group, as SVG's `<g opacity>` does: where
/// a thousand distant trees overlap they stay as faint as one, instead of adding up to a
/// bright wall. Colour is kept premultiplied by coverage so that overlapping edges blend right.
struct LayerBuffer {
    let width: Int
    let height: Int
    private var red: [Float]
    private var green: [Float]
    private var blue: [Float]
    private var alpha: [Float]
    private var inks: [Ink]
    private var land: [Bool]
    /// Rows `touched.lowerBound..<touched.upperBound` hold paint; compositing skips the rest.
    private var touched: Range<Int> = 0..<0

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height
        red = Array(repeating: 0, count: count)
        green = red
        blue = red
        alpha = red
        inks = Array(repeating: .none, count: count)
        land = Array(repeating: false, count: count)
    }

    /// Fills everything below `ridge(x)` (a y in pixels, per column) with `colour` at `presence`.
    ///
    /// Land carries no ink: without colour the hills are left to the eye, and only trees show.
    mutating func paintLand(ridge: (Int) -> Double, colour: RGB, presence: Double) {
        let a = Float(min(max(presence, 0), 1))
        let (r, g, b) = (Float(colour.r) * a, Float(colour.g) * a, Float(colour.b) * a)
        var highest = height
        for x in 0..<width {
            let top = ridge(x)
            guard top.isFinite else { continue }
            let first = min(max(Int(top.rounded(.up)), 0), height)
            // The ridge pixel itself is covered in part, so its edge stays soft.
            if first > 0, first - 1 < height {
                let partial = Float(Double(first) - top) * a
                let i = (first - 1) * width + x
                red[i] = Float(colour.r) * partial + red[i] * (1 - partial)
                green[i] = Float(colour.g) * partial + green[i] * (1 - partial)
                blue[i] = Float(colour.b) * partial + blue[i] * (1 - partial)
                alpha[i] = partial + alpha[i] * (1 - partial)
            }
            for y in first..<height {
                let i = y * width + x
                red[i] = r + red[i] * (1 - a)
                green[i] = g + green[i] * (1 - a)
                blue[i] = b + blue[i] * (1 - a)
                alpha[i] = a + alpha[i] * (1 - a)
                land[i] = true
            }
            highest = min(highest, max(first - 1, 0))
        }
        if highest < height {
            touched = touched.isEmpty ? highest..<height : min(touched.lowerBound, highest)..<height
        }
    }

    /// Paints `mask` (top-left at `left`, `top`) at `presence`, coloured by mask row, with `ink`.
    mutating func paint(_ mask: CoverageMask, left: Int, top: Int, presence: Double, ink: Ink, colour: (Int) -> RGB) {
        let strength = Float(min(max(presence.isNaN ? 0 : presence, 0), 1))
        let y0 = max(0, -top), y1 = min(mask.height, height - top)
        let x0 = max(0, -left), x1 = min(mask.width, width - left)
        guard y0 < y1, x0 < x1, strength > 0 else { return }
        touched = touched.isEmpty ? (top + y0)..<(top + y1) : min(touched.lowerBound, top + y0)..<max(touched.upperBound, top + y1)
        for my in y0..<y1 {
            let c = colour(my)
            let (r, g, b) = (Float(c.r), Float(c.g), Float(c.b))
            let base = (top + my) * width + left
            for mx in x0..<x1 {
                let coverage = mask.values[my * mask.width + mx]
                guard coverage > 0 else { continue }
                let a = coverage * strength, keep = 1 - a
                let i = base + mx
                red[i] = r * a + red[i] * keep
                green[i] = g * a + green[i] * keep
                blue[i] = b * a + blue[i] * keep
                alpha[i] = a + alpha[i] * keep
                if coverage >= 0.5 { inks[i] = ink }
            }
        }
    }

    /// Lays the layer over `canvas` at `opacity`.
    func composite(onto canvas: inout PixelCanvas, opacity: Double) {
        let k = Float(min(max(opacity, 0), 1))
        for y in touched where y < canvas.height {
            for x in 0..<min(width, canvas.width) {
                let i = y * width + x
                let a = alpha[i] * k
                guard a > 0 else { continue }
                canvas.blend(x: x, y: y, premultiplied: (red[i] * k, green[i] * k, blue[i] * k), alpha: a, ink: inks[i])
                if land[i] { canvas.markLand(x: x, y: y) }
            }
        }
    }
}

/// Laying a premultiplied layer pixel over the canvas.
extension PixelCanvas {
    /// Source-over of a premultiplied colour; a set ink replaces the pixel's ink.
    mutating func blend(x: Int, y: Int, premultiplied c: (Float, Float, Float), alpha: Float, ink: Ink) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let old = colour(x: x, y: y)
        let keep = 1 - alpha
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
        let new = RGB(byte(c.0 + Float(old.r) * keep), byte(c.1 + Float(old.g) * keep), byte(c.2 + Float(old.b) * keep))
        set(x: x, y: y, colour: new, ink: ink == .none ? nil : ink)
    }
}
