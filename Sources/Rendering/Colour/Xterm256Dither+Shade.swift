/// The sky and the bare land in fine shades: one cell, one colour, drawn as a pattern the
/// terminal's font makes (`░ ▒`), a pixel fine, of two palette colours.
///
/// A half-cell dot is eight pixels square: any pair that keeps the dusk's hue (a grey and
/// the cube's dark violet, or among the 16 black and blue) shows as a grid of dots across
/// the sky. Within a shade the same two colours are a grain the eye mixes at once, so the
/// pair may be as far apart as the hue needs (``fineCalm``), and the pattern from cell to
/// cell only steps between neighbouring shades: a quarter of the pair's difference. The sky
/// changes slowly from row to row, so a cell's two halves are one colour there and nothing
/// of the picture is lost; where they differ (a ridge's edge, a tree) the half-cells stay.
extension Xterm256Dither {
    /// A cell drawn as one shade: the glyph, in `foreground` over `background`.
    package struct Shade: Sendable, Hashable {
        package let glyph: Unicode.Scalar
        package let foreground: RGB
        package let background: RGB
    }

    /// How much of a pair's pattern cost a fine shade pays: its grain is seen as one colour.
    static let fineCalm = 0.3
    /// The same among the 16, which are so far apart that any pair is a strong grain: the
    /// grain is what mixes them at all (grey over black is the only dim grey they have).
    static let fineCalm16 = 0.1
    /// How much stronger the dim sky's hue is sought among the 16 (its chroma times this).
    static let hue16 = 6.0
    /// The OKLab distance of a pair above which its shade keeps to whole quarters: a quarter
    /// of it, stepping from cell to cell, would be seen.
    static let fineStep = 0.08
    /// The most a cell's two halves may differ in any channel (of 255) to be one colour: on
    /// the dim sky about 0.03 in OKLab, a step the eye hardly sees.
    static let oneColour = 8
    /// The same among the 256 for the sky and the land (about 0.05 in OKLab): a cell whose
    /// halves differ more is two half-cells of one colour each, which lose the dusk's hue
    /// (``dotsAreCalm(_:)``), and the land, a gradient a little steeper than the sky's, was
    /// mostly such cells: grey.
    static let oneColour256 = 16

    /// The shade for a cell whose halves are `top` and `bottom`, at column `x` and row `y`;
    /// nil where the halves are not one colour (the half-cells show them better).
    package mutating func shade(top: RGB, bottom: RGB, x: Int, y: Int, sky: Bool) -> Shade? {
        // Bytes, not OKLab: `status` asks this of every cell of its sky, and has a budget.
        func apart(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
        guard max(apart(top.r, bottom.r), apart(top.g, bottom.g), apart(top.b, bottom.b)) <= (sixteen ? Self.oneColour : Self.oneColour256) else { return nil }
        let colour = top.mixed(with: bottom, 0.5)
        // Bare sky among the 256: a tint's grain over greys dithered from cell to cell (`+Sky`).
        if sky, !sixteen, let shade = skyShade(colour, x: x, y: y) { return shade }
        return Self.shade(finePair(for: sixteen && !sky ? Self.darkened16(colour) : colour, sky: sky), x: x, y: y)
    }

    /// The pair a fine shade of `colour` mixes, chosen once for colours within 3/255.
    mutating func finePair(for colour: RGB, sky: Bool) -> Pair {
        let key = RGB(colour.r | 3, colour.g | 3, colour.b | 3)
        if let known = sky ? knownFine[key] : knownFineLand[key] { return known }
        var pair = Self.choose(colour, sky: sky, sixteen: sixteen, fine: true)
        if sixteen, sky { pair = Self.restrained16(pair) }
        if sky { knownFine[key] = pair } else { knownFineLand[key] = pair }
        return pair
    }

    /// `pair` as a shade at cell (`x`, `y`): its level in quarters (none, `░`, `▒`, `░` the
    /// other way round, all), the fraction between two quarters ordered by the place, so a
    /// picture drawn again is the same.
    static func shade(_ pair: Pair, x: Int, y: Int) -> Shade {
        let quarters = pair.level * 4
        var step = quarters / 64
        if quarters % 64 > threshold(x: x, y: y) { step += 1 }
        let (low, high) = (shown(pair.low), shown(pair.high))
        switch step {
        case 0: return Shade(glyph: " ", foreground: low, background: low)
        case 1: return Shade(glyph: "░", foreground: high, background: low)
        case 2: return Shade(glyph: "▒", foreground: high, background: low)
        case 3: return Shade(glyph: "░", foreground: low, background: high)
        default: return Shade(glyph: " ", foreground: high, background: high)
        }
    }
}

extension Xterm256Dither {
    /// The shade for cell (`column`, `row`) of `canvas`: only where both halves are bare sky,
    /// or both bare land (no tree, no ridge's edge between them), and one colour.
    mutating func shade(_ canvas: PixelCanvas, column: Int, row: Int) -> Shade? {
        let (top, bottom) = (2 * row, 2 * row + 1)
        if !sixteen, canvas.ink(x: column, y: top) != .none, canvas.ink(x: column, y: bottom) != .none {
            return treeShade(top: canvas.colour(x: column, y: top), bottom: canvas.colour(x: column, y: bottom), x: column, y: row)
        }
        guard canvas.ink(x: column, y: top) == .none, canvas.ink(x: column, y: bottom) == .none else { return nil }
        let land = canvas.isLand(x: column, y: bottom)
        guard canvas.isLand(x: column, y: top) == land else { return nil }
        return shade(top: canvas.colour(x: column, y: top), bottom: canvas.colour(x: column, y: bottom), x: column, y: row, sky: !land)
    }
}
