/// The scene's raster under a block of cells, 4 × 8 samples to a cell: what a cell's finer
/// glyph is chosen from.
struct CellSamples: Sendable {
    static let across = 4
    static let down = 8
    let raster: Raster
    /// The cell the raster's top-left sample lies in.
    let column: Int
    let row: Int

    func covers(column c: Int, row r: Int) -> Bool {
        c >= column && r >= row && (c - column + 1) * Self.across <= raster.width && (r - row + 1) * Self.down <= raster.height
    }

    /// Cell (`c`, `r`)'s 2 × 8 sub-samples into `g` (`g[row * 2 + column]`), each the mean of
    /// two samples side by side: half a column wide, an eighth of a row tall.
    func read(column c: Int, row r: Int, into g: UnsafeMutableBufferPointer<SIMD3<Float>>) {
        let x0 = (c - column) * Self.across, y0 = (r - row) * Self.down
        raster.pixels.withUnsafeBufferPointer { p in
            for y in 0..<Self.down {
                var i = ((y0 + y) * raster.width + x0) * 4
                for x in 0..<2 {
                    let a = SIMD3<Float>(Float(p[i]), Float(p[i + 1]), Float(p[i + 2]))
                    let b = SIMD3<Float>(Float(p[i + 4]), Float(p[i + 5]), Float(p[i + 6]))
                    g[y * 2 + x] = (a + b) * 0.5
                    i += 8
                }
            }
        }
    }
}

/// One cell drawn as a block glyph in two colours: the glyph's ink in `foreground`, the rest
/// in `background`.
struct CellFit: Equatable {
    let glyph: Unicode.Scalar
    let foreground: RGB
    let background: RGB

    /// The glyph and two colours that draw the cell closest to the picture under it (least
    /// squares over its 2 × 8 sub-samples), as chafa chooses: for each symbol the mean colour
    /// of the part it inks and of the rest, and the symbol whose two means leave the least error.
    ///
    /// Each sub-sample is the raster's, moved by `legible` of the way its half cell's mean is
    /// from `top` or `bottom` (the half cells' colours, with the legible silhouette mixed in).
    /// A symbol finer than `▀` is taken only when it is clearly closer (``margin``), so a smooth
    /// sky stays half blocks.
    static func fit(_ samples: CellSamples, column: Int, row: Int, top: RGB, bottom: RGB, symbols: BlockSymbols, legible: Float = Self.legibleShare) -> CellFit {
        guard symbols != .halves, samples.covers(column: column, row: row) else {
            return CellFit(glyph: "▀", foreground: top, background: bottom)
        }
        // Stack buffers, not arrays: a forest of 200 × 60 cells fits twelve thousand of them.
        return withUnsafeTemporaryAllocation(of: SIMD3<Float>.self, capacity: 26) { buffer in
            let g = UnsafeMutableBufferPointer(rebasing: buffer[0..<16]), sextants = UnsafeMutableBufferPointer(rebasing: buffer[16..<22])
            let quadrants = UnsafeMutableBufferPointer(rebasing: buffer[22..<26])  // upper left, upper right, lower left, lower right
            samples.read(column: column, row: row, into: g)
            for half in 0..<2 {
                var mean = SIMD3<Float>.zero
                for k in 0..<8 { mean += g[half * 8 + k] }
                let shift = legible * (SIMD3<Float>(half == 0 ? top : bottom) - mean / 8)
                for k in 0..<8 { g[half * 8 + k] += shift }
            }
            for k in 0..<4 { quadrants[k] = .zero }
            for r in 0..<8 { for c in 0..<2 { quadrants[(r / 4) * 2 + c] += g[r * 2 + c] } }
            let total = quadrants[0] + quadrants[1] + quadrants[2] + quadrants[3]
            func score(_ a: SIMD3<Float>, _ n: Float) -> Float {
                let b = total - a
                return (a * a).sum() / n + (b * b).sum() / (16 - n)
            }
            // `▀` first: the others must beat it clearly.
            var best = (glyph: Unicode.Scalar("▀"), ink: quadrants[0] + quadrants[1], n: Float(8))
            var bestScore = score(best.ink, 8)
            func consider(_ glyph: Unicode.Scalar, _ ink: SIMD3<Float>, _ n: Float) {
                let s = score(ink, n)
                if s > bestScore + margin { bestScore = s; best = (glyph, ink, n) }
            }
            consider("▌", quadrants[0] + quadrants[2], 8)
            consider("▘", quadrants[0], 4)
            consider("▝", quadrants[1], 4)
            consider("▖", quadrants[2], 4)
            consider("▗", quadrants[3], 4)
            consider("▚", quadrants[0] + quadrants[3], 8)
            if symbols == .sextants {
                // Thirds of the cell's eight rows, 2 2/3 rows each: rows 2 and 5 are shared.
                let third: Float = 1.0 / 3
                for c in 0..<2 {
                    let split2 = g[4 + c] * third, split5 = g[10 + c] * third
                    var upper = g[c] + g[2 + c]
                    upper += split2 + split2
                    var middle = g[6 + c] + g[8 + c]
                    middle += split2 + split5
                    var lower = g[12 + c] + g[14 + c]
                    lower += split5 + split5
                    sextants[c] = upper
                    sextants[2 + c] = middle
                    sextants[4 + c] = lower
                }
                // Each partition once: those without the lower right sextant (its complement has it).
                for n in 1..<32 where n != 21 {
                    var ink = SIMD3<Float>.zero
                    var count = 0
                    for k in 0..<5 where n & (1 << k) != 0 { ink += sextants[k]; count += 1 }
                    consider(Self.sextant(n), ink, Float(count) * 16 / 6)
                }
            }
            let ink = best.ink / best.n, rest = (total - best.ink) / (16 - best.n)
            return CellFit(glyph: best.glyph, foreground: RGB(ink), background: RGB(rest))
        }
    }

    /// How much of the legible silhouette's half-cell colour a cell keeps under the raster's
    /// own detail: a little, so a trunk thinner than half a column still stands, while the
    /// shape's edges are the raster's, as sharp as the glyphs allow.
    static let legibleShare: Float = 0.25

    /// How much closer (a sum of squared channel differences over the cell's 16 sub-samples:
    /// three levels a channel) a finer symbol must draw a cell than `▀` to be taken.
    static let margin: Float = 3 * 3 * 16

    /// The sextant character whose inked sextants are the bits of `n` (bit 0 the upper left,
    /// bit 1 the upper right, then by rows), for 1...62 except 21 and 42 (the half blocks).
    static func sextant(_ n: Int) -> Unicode.Scalar {
        let offset = n - 1 - (n > 21 ? 1 : 0) - (n > 42 ? 1 : 0)
        return Unicode.Scalar(0x1FB00 + UInt32(offset)) ?? "▀"
    }
}

extension CellFit {
    /// The glyph cell (`column`, `row`) of `canvas` is drawn with, when not two half-cells:
    /// below 24 bits, bare sky and land as one fine shade (`Xterm256Dither.shade`); in 24 bits,
    /// the finer glyph the symbols allow where it beats `▀` (a finer glyph's two colours would
    /// not survive the 256's dither). Nil otherwise, with `top` and `bottom` moved to the fit's
    /// half-cell colours. The one place the forest's and the dusk's cells choose their glyphs.
    static func finer(
        on canvas: PixelCanvas, column: Int, row: Int, top: inout RGB, bottom: inout RGB, depth: ColourDepth, symbols: BlockSymbols,
        dither: inout Xterm256Dither
    ) -> CellFit? {
        if depth.dithers, let shade = dither.shade(canvas, column: column, row: row) {
            return CellFit(glyph: shade.glyph, foreground: shade.foreground, background: shade.background)
        }
        guard depth == .trueColour, symbols != .halves, let samples = canvas.samples else { return nil }
        let fit = fit(samples, column: column, row: row, top: top, bottom: bottom, symbols: symbols)
        if fit.glyph != "▀" { return fit }
        (top, bottom) = (fit.foreground, fit.background)
        return nil
    }
}

extension SIMD3 where Scalar == Float {
    init(_ colour: RGB) { self.init(Float(colour.r), Float(colour.g), Float(colour.b)) }
}

extension RGB {
    init(_ v: SIMD3<Float>) {
        func channel(_ x: Float) -> UInt8 { UInt8(min(max(x, 0), 255).rounded()) }
        self.init(channel(v.x), channel(v.y), channel(v.z))
    }
}
