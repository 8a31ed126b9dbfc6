#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bare sky among the 256: a tint of the dusk's hue in a fine grain (`░` or `▒`) over a
/// grey whose lightness is dithered from cell to cell between two adjacent greys.
///
/// One pair to a row (a grey and the lavender slate, in whole quarters) kept the hue, but
/// every row was one flat step of the grey ramp: the sky was bands a row tall, where the
/// 24-bit dusk is smooth. The cube has no dark lavender to mix along the way; its greys are
/// a ramp ten levels apart. So the hue comes from a tint (a muted violet, blue or tan of the
/// cube, in one grain across many rows) and the light from the greys under it, ordered by the
/// cell's place (the Bayer matrix): two greys one step apart are hardly seen as two, and
/// their share changes with every row, as smoothly as the 24-bit sky does.
extension Xterm256Dither {
    /// How a sky colour is shown: `tint` in `quarters` of each cell over a grey between ramp
    /// entries `grey` and `grey + 1` (of ``skyGreys``), `level` of 64 cells the lighter; or,
    /// with no tint (`tint` < 0), the two greys in a fine shade, `level` of 64 the lighter's share.
    struct SkyMix: Sendable, Hashable {
        let tint: Int
        let quarters: Int
        let grey: Int
        let level: Int
        /// Whether the colour is the dim sky's (else the glow's, drawn by ``duskPair(_:)``).
        var dim = true
    }

    /// The greys, darkest first: black, the grey ramp and the cube's greys among it.
    static let skyGreys: [Int] = [16, 232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 59, 242, 243, 244, 245, 102,
        246, 247, 248, 249, 145, 250, 251, 252, 253, 188, 254, 255, 231]
    /// Each of ``skyGreys`` as linear light.
    static let skyGreyLight: [Double] = skyGreys.map { OKLab.linear(shown($0).r) }

    /// The tints a sky is drawn with, chosen by eye beside the 24-bit dusk: the cube's night
    /// blue for the top of the sky, muted violets and lavenders for the cool dusk, muted tans
    /// and golds for the glow of a warm day. No magenta or rose: a grain of them across the sky
    /// read as a purple band; and no deep violet (54), whose dots speckled.
    static let skyTints: [Entry] = [17, 60, 61, 96, 97, 103, 104, 139, 140, 146, 58, 94, 95, 101, 137, 138, 143, 144, 180, 181]
        .map(entry)

    /// The most a tint may differ in lightness (OKLab) from the grey under it: the cube's
    /// night blue and lavender slate lie this far on either side of the dusk's greys (a
    /// little further than the land's ``duskApart``, or the sky between them is grey).
    static let skyTintApart = 0.21
    /// How much a cell's grain (its tint against the grey under it) costs, as `calm` does for
    /// a pair.
    static let skyGrit = 0.1
    /// How much the two greys' difference costs where cells of both are dithered: a row of one
    /// flat grey is a band, a row of two is a grain. Little: where only the rows half-way
    /// between two greys were dithered (at 0.5), each stood out among flat ones as a stripe.
    static let skyApart = 0.05
    /// The most two neighbouring cells of the sky may differ (OKLab): the darkest greys of
    /// the ramp are further apart than that under a tint, and a grain of them is seen as dots.
    static let skyNeighbours = 0.03

    /// The shade for bare sky of `colour` at cell (`x`, `y`); nil for a glow as colourful
    /// as a warm day's (``skyChroma``), which the cube's vivid ambers show (``duskPair(_:)``).
    mutating func skyShade(_ colour: RGB, x: Int, y: Int) -> Shade? {
        let key = RGB(colour.r | 3, colour.g | 3, colour.b | 3)
        let mix: SkyMix
        if let known = knownSkyMixes[key] {
            mix = known
        } else {
            mix = Self.skyMix(colour)
            knownSkyMixes[key] = mix
        }
        guard mix.dim else { return nil }
        let (low, high) = (Self.skyGreys[mix.grey], Self.skyGreys[min(mix.grey + 1, Self.skyGreys.count - 1)])
        // No tint: the two greys in a fine shade, a quarter apart from cell to cell at most.
        guard mix.tint >= 0 else { return Self.shade(Pair(low: low, high: high, level: min(mix.level, 63)), x: x, y: y) }
        let grey = Self.shown(Self.threshold(x: x, y: y) < mix.level ? high : low)
        let tint = Self.shown(mix.tint)
        return mix.quarters == 1 ? Shade(glyph: "░", foreground: tint, background: grey) : Shade(glyph: "▒", foreground: tint, background: grey)
    }

    /// The tint, its share and the greys nearest `colour` as the eye sees it (OKLab, hue
    /// counting twice), keeping its hue as the land's pairs do (``duskTurn``), each cell's
    /// grain held small (``skyGrit``) and two greys dithered only where a flat one is further.
    static func skyMix(_ colour: RGB) -> SkyMix {
        let target = OKLab.lab(colour)
        let chroma = (target.a * target.a + target.b * target.b).squareRoot()
        let hue = atan2(target.b, target.a)
        guard chroma < skyChroma else { return SkyMix(tint: -1, quarters: 0, grey: 0, level: 0, dim: false) }
        let y = 0.2126 * OKLab.linear(colour.r) + 0.7152 * OKLab.linear(colour.g) + 0.0722 * OKLab.linear(colour.b)
        // Without a tint: the light kept in a fine shade of two greys, the hue lost.
        let (greyBelow, greyLevel) = bracket(y)
        var best = (mix: SkyMix(tint: -1, quarters: 0, grey: greyBelow, level: greyLevel), cost: 2 * chroma * chroma, keeps: chroma <= duskGrey)
        guard chroma > duskGrey else { return best.mix }
        func miss(_ m: Lab) -> Double {
            let d = (target.l - m.l, target.a - m.a, target.b - m.b)
            return d.0 * d.0 + 2 * (d.1 * d.1 + d.2 * d.2)
        }
        func keeps(_ m: Lab) -> Bool {
            turn(atan2(m.b, m.a), hue) < duskTurn && (m.a * m.a + m.b * m.b).squareRoot() >= duskChromaKept * chroma
        }
        func consider(_ mix: SkyMix, _ m: Lab, _ cost: Double) {
            let kept = keeps(m) && miss(m) < duskFar * duskFar
            // A mix that keeps the hue is preferred to one that does not, as for the land.
            if (kept && !best.keeps) || (kept == best.keeps && cost < best.cost) { best = (mix, cost, kept) }
        }
        for tint in skyTints {
            let tintY = 0.2126 * tint.linear.0 + 0.7152 * tint.linear.1 + 0.0722 * tint.linear.2
            for quarters in 1...2 {
                let f = Double(quarters) / 4
                // The grey that, under this much of the tint, keeps the colour's light.
                let g = (y - f * tintY) / (1 - f)
                guard g >= 0, g <= 1 else { continue }
                // A tint far lighter or darker than the grey under it is grit, whatever its
                // share: a warm day's pale tan over a dark grey was lines across the glow.
                let apart = tint.lab.l - OKLab.cubeRoot(g)
                guard abs(apart) <= skyTintApart else { continue }
                let (n, level) = bracket(g)
                func seen(_ grey: Double) -> Lab {
                    OKLab.lab(linear: (f * tint.linear.0 + (1 - f) * grey, f * tint.linear.1 + (1 - f) * grey, f * tint.linear.2 + (1 - f) * grey))
                }
                let (low, high) = (seen(skyGreyLight[n]), seen(skyGreyLight[n + 1]))
                let contrast = max(0, (apart * apart + tint.chroma * tint.chroma).squareRoot() - fine)
                let grit = skyGrit * contrast * contrast * f * (1 - f)
                consider(SkyMix(tint: tint.index, quarters: quarters, grey: n, level: 0), low, miss(low) + grit)
                consider(SkyMix(tint: tint.index, quarters: quarters, grey: n, level: 64), high, miss(high) + grit)
                // Both greys, dithered: the mix seen is between the two, and pays for its grain;
                // never two cells further apart than ``skyNeighbours``.
                let d = (high.l - low.l, high.a - low.a, high.b - low.b)
                guard d.0 * d.0 + d.1 * d.1 + d.2 * d.2 < skyNeighbours * skyNeighbours else { continue }
                let t = Double(level) / 64
                let m = (low.l + t * (high.l - low.l), low.a + t * (high.a - low.a), low.b + t * (high.b - low.b))
                let grain = skyApart * (d.0 * d.0 + d.1 * d.1 + d.2 * d.2) * t * (1 - t)
                consider(SkyMix(tint: tint.index, quarters: quarters, grey: n, level: level), m, miss(m) + grit + grain)
            }
        }
        return best.mix
    }

    /// The two of ``skyGreys`` around linear light `light` (the index of the darker) and how
    /// many of 64 places show the lighter.
    static func bracket(_ light: Double) -> (grey: Int, level: Int) {
        var grey = 0
        while grey + 2 < skyGreys.count, skyGreyLight[grey + 1] <= light { grey += 1 }
        let (low, high) = (skyGreyLight[grey], skyGreyLight[grey + 1])
        let t = min(max((light - low) / (high - low), 0), 1)
        return (grey, Int((t * 64).rounded()))
    }
}
