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
    /// How much a pattern's own contrast counts against a pair (as `calm` does elsewhere).
    static let duskGrit = 1.0

    /// The colours a dusk pair mixes: the dim sky's (``duskPalette``) without the cube's dark
    /// roses, magentas and purples (52–55, 88–90): a quarter of them over grey, the least a
    /// fine shade has, was a purple band across the violet, seen beside the 24-bit dusk.
    static let duskPairPalette: [Entry] = duskPalette.filter { ![52, 53, 54, 55, 88, 89, 90].contains($0.index) }

    /// The pair for a sky or land `colour`: the mix nearest it that keeps its hue. In a fine
    /// shade (`fine`) the mix is of whole quarters, so that a row of the sky is one even grain
    /// (`░` or `▒` in every cell): between two quarters it stepped from cell to cell, rows of
    /// dots across the sky. Else (a half-cell beside a ridge or a tree) it is the one colour
    /// nearest, never dotted: an edge of dots speckles.
    static func duskPair(_ colour: RGB, fine: Bool) -> Pair {
        let target = OKLab.lab(colour)
        let chroma = (target.a * target.a + target.b * target.b).squareRoot()
        let hue = atan2(target.b, target.a)
        let coloured = chroma > duskGrey
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
        func consider(_ pair: Pair, _ m: Lab, _ c: Double) {
            if any == nil || c < any!.cost { any = (pair, c) }
            if keeps(m), best == nil || c < best!.cost { best = (pair, c) }
        }
        for p in candidates { consider(Pair(low: p.index, high: p.index, level: 0), p.lab, cost(p.lab, grit: 0)) }
        for (i, p) in candidates.enumerated() where fine {
            for q in candidates[(i + 1)...] {
                // Two greys keep no hue: where the dusk has one, they are passed over.
                if coloured, p.chroma < 0.01, q.chroma < 0.01 { continue }
                let v = (q.lab.l - p.lab.l, q.lab.a - p.lab.a, q.lab.b - p.lab.b)
                let contrast = max(0, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() - Self.fine)
                let grit = duskGrit * contrast * contrast
                func seen(_ level: Int) -> Lab {
                    let t = Double(level) / 64
                    return OKLab.lab(linear: (p.linear.0 + t * (q.linear.0 - p.linear.0), p.linear.1 + t * (q.linear.1 - p.linear.1), p.linear.2 + t * (q.linear.2 - p.linear.2)))
                }
                func share(_ level: Int) -> Double { (Double(level * (64 - level)) / 4096).squareRoot() / 2 }
                for level in [16, 32, 48] {
                    let m = seen(level)
                    consider(Pair(low: p.index, high: q.index, level: level), m, cost(m, grit: grit * share(level)))
                }
            }
        }
        // A half-cell is the nearest colour: the rule is for patterns, which one colour is not.
        if !fine { return any?.pair ?? Pair(low: candidates[0].index, high: candidates[0].index, level: 0) }
        return (best ?? any)?.pair ?? Pair(low: candidates[0].index, high: candidates[0].index, level: 0)
    }
}
