#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The sky and the land in 256 colours keep the dusk's hue as a rule, not as a cost.
///
/// The dusk is a violet grey of very little colour (OKLab chroma 0.02–0.04): weighed as a
/// cost against a pattern's grit, the nearest grey always won and the whole dusk was grey
/// steps. Seen as a person sees it, over a whole sky, that little colour is what makes it a
/// dusk. So, as chafa mixes a few palette colours where the palette has none near, the pair
/// is one whose mix keeps the hue (within ``duskTurn``, with at least ``duskChromaKept`` of its
/// colour), and among those the nearest and calmest: a grey with a little of the cube's dark
/// blue (17), violet (53, 54) or lavender slate (60), chosen by eye beside the 24-bit dusk.
extension Xterm256Dither {
    /// The most the mix's hue may turn from the dusk's (radians, 40°): the night may be a little bluer, never rose.
    static let duskTurn = 0.7
    /// The least share of the dusk's chroma the mix keeps.
    static let duskChromaKept = 0.6
    /// Below this chroma a colour is grey enough that any grey mix is it.
    static let duskGrey = 0.012
    /// How far (OKLab, hue counting twice) a mix keeping the hue may be from the colour: the
    /// hue is worth a little lightness, not a row of the sky a step lighter than the next.
    static let duskNear = 0.055
    /// How far a mix keeping the hue may be, where none is within ``duskNear``, before the
    /// nearest grey is drawn instead: the darkest land, a little bluer, stays of a piece with
    /// the land around it.
    static let duskFar = 0.085
    /// The most each of a pair's two colours may differ in lightness (OKLab) from the colour
    /// they show: further, the cube's lavender slate or dusty rose over a dark grey, the
    /// grain is seen as light dots.
    static let duskApart = 0.15
    /// How much a pattern's own contrast counts against a pair (as `calm` does elsewhere).
    static let duskGrit = 1.0

    /// The colours a dusk pair mixes: the dim sky's (``duskPalette``) without the cube's dark
    /// roses, magentas and purples (52–55, 88–90): a quarter of them over grey, the least a
    /// fine shade has, was a purple band across the violet, seen beside the 24-bit dusk.
    /// With them the cube's muted golds and tans (58, 94, 100, 101, 136, 143, 179), which the
    /// glow of a warm day needs.
    static let duskPairPalette: [Entry] = duskPalette.filter { ![52, 53, 54, 55, 88, 89, 90].contains($0.index) }
        + [58, 94, 100, 101, 136, 143, 179].map(entry)

    /// The pair for a sky or land `colour`: the mix nearest it that keeps its hue, of whole
    /// quarters, so that a row of the sky is one even grain (`░` or `▒` in every cell): between
    /// two quarters it stepped from cell to cell, rows of dots across the sky. A half-cell
    /// (beside a ridge or a tree) shows the one colour most of it is, never dots: an edge of
    /// dots speckles (``colour(_:x:y:shape:sky:)``).
    static func duskPair(_ colour: RGB) -> Pair {
        let target = OKLab.lab(colour)
        let chroma = (target.a * target.a + target.b * target.b).squareRoot()
        let hue = atan2(target.b, target.a)
        let coloured = chroma > duskGrey
        // A colour the palette has is shown as itself.
        let exact = XtermPalette.nearestIndex(to: colour)
        if XtermPalette.colour(at: exact) == colour { return Pair(low: exact, high: exact, level: 0) }
        // The greys and colours nearest, and the nearest few of the dusk's own hue that are
        // more colourful than it: what a mix keeping the hue needs.
        var candidates = nearest(to: target, count: 5, in: duskPairPalette) { _ in true }
        if coloured {
            for entry in nearest(to: target, count: 5, in: duskPairPalette, where: { $0.chroma > max(chroma, 0.03) && turn($0.hue, hue) < 1.0 })
            where !candidates.contains(where: { $0.index == entry.index }) {
                candidates.append(entry)
            }
        }
        func cost(_ m: Lab, grit: Double) -> Double {
            let d = (target.l - m.l, target.a - m.a, target.b - m.b)
            return d.0 * d.0 + 2 * (d.1 * d.1 + d.2 * d.2) + grit
        }
        func keeps(_ m: Lab) -> Bool {
            guard coloured else { return true }
            let c = (m.a * m.a + m.b * m.b).squareRoot()
            return c >= duskChromaKept * chroma && turn(atan2(m.b, m.a), hue) < duskTurn
        }
        var best: (pair: Pair, cost: Double)?
        var any: (pair: Pair, cost: Double)?
        var far: (pair: Pair, cost: Double)?
        func consider(_ pair: Pair, _ m: Lab, _ c: Double, near: Bool = true) {
            if any == nil || c < any!.cost { any = (pair, c) }
            guard near, keeps(m) else { return }
            let miss = cost(m, grit: 0)
            if miss < duskNear * duskNear, best == nil || c < best!.cost { best = (pair, c) }
            if miss < duskFar * duskFar, far == nil || c < far!.cost { far = (pair, c) }
        }
        for p in candidates {
            consider(Pair(low: p.index, high: p.index, level: 0), p.lab, cost(p.lab, grit: 0), near: abs(p.lab.l - target.l) <= duskApart)
        }
        for (i, p) in candidates.enumerated() {
            for q in candidates[(i + 1)...] {
                // Two greys keep no hue: where the dusk has one, they are passed over.
                if coloured, p.chroma < 0.01, q.chroma < 0.01 { continue }
                if abs(p.lab.l - target.l) > duskApart || abs(q.lab.l - target.l) > duskApart { continue }
                let v = (q.lab.l - p.lab.l, q.lab.a - p.lab.a, q.lab.b - p.lab.b)
                let contrast = max(0, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() - Self.fine)
                let grit = duskGrit * contrast * contrast
                func share(_ level: Int) -> Double { (Double(level * (64 - level)) / 4096).squareRoot() / 2 }
                for level in [16, 32, 48] {
                    let m = seen(p, q, level: level)
                    consider(Pair(low: p.index, high: q.index, level: level), m, cost(m, grit: grit * share(level)))
                }
            }
        }
        // A colour kept no nearer than ``duskFar`` is kept the nearest grey's way only where
        // no pair of its hue is within ``duskFar``; else the darkest land, its quarter of blue
        // too strong, was black blocks among the blue grain of the land around it.
        return (best ?? far ?? any)?.pair ?? Pair(low: candidates[0].index, high: candidates[0].index, level: 0)
    }

    /// Each of the 256 colours in OKLab.
    static let labs: [Lab] = (0..<256).map { OKLab.lab(shown($0)) }

    /// The most two colours may differ (OKLab) for a half-cell pattern of them in the sky or
    /// the land: a grey and the grey beside it (0.035–0.04); not the lavender slate beside the
    /// grey as light (0.063), whose dots lined the far ridge.
    static let dotsApart = 0.05

    /// Whether a half-cell of the sky or the land may show `pair`'s pattern: only where its two
    /// colours are near (``dotsApart``); else its dots, eight pixels square, speckle a ridge's
    /// edge (the cube's night blue beside a grey of its lightness is still a blue dot), and
    /// the half-cell shows the colour most of it is.
    static func dotsAreCalm(_ pair: Pair) -> Bool {
        let (p, q) = (labs[pair.low], labs[pair.high])
        let d = (p.l - q.l, p.a - q.a, p.b - q.b)
        return d.0 * d.0 + d.1 * d.1 + d.2 * d.2 <= dotsApart * dotsApart
    }

    /// The lightness (OKLab) above every dusk's glow: a cool colour lighter is a tree's own
    /// (cool stone, the grey a tree begins in), which keeps its blue beside the grey.
    static let softEdgeLight = 0.56

    /// Whether a tree's half-cell of `colour` is drawn as the sky and the land are: a soft
    /// edge into the dusk (of its cool hue, with little colour) is as calm as the sky beside
    /// it, never dots of the cube's lavender around a brown tree.
    static func isSoftEdge(_ colour: RGB) -> Bool {
        let lab = OKLab.lab(colour)
        return lab.b < 0 && lab.l < softEdgeLight && (lab.a * lab.a + lab.b * lab.b).squareRoot() < oneColourChroma
    }

    /// Which of `pair`'s two colours is nearer `colour` (OKLab).
    static func nearer(_ colour: RGB, _ pair: Pair) -> Int {
        let target = OKLab.lab(colour)
        func distance(_ index: Int) -> Double {
            let p = labs[index]
            return (p.l - target.l) * (p.l - target.l) + (p.a - target.a) * (p.a - target.a) + (p.b - target.b) * (p.b - target.b)
        }
        return distance(pair.low) <= distance(pair.high) ? pair.low : pair.high
    }
}
