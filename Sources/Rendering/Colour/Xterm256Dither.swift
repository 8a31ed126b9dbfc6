#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How pictures show a colour in the xterm 256 colours: an ordered dither between two of them.
///
/// Nearest match flattens the dusk into grey steps and splits the earth tones at cell rows:
/// the 6 × 6 × 6 cube is coarse exactly where they live. So each colour is shown as a pair of
/// palette colours and how much of the second to mix in, chosen in OKLab (as the eye sees):
/// a pair whose mix (made in linear light, as the eye averages a fine pattern) is nearest,
/// where hue counts more than lightness, and where a pair far apart costs more than a close
/// one, since it reads as speckle. A colour with a hue only mixes colours of about that hue
/// and, seen from a little way off, keeps it: a tree never turns grey.
/// Which of the two each half-cell shows is fixed to its place on the screen (an 8 × 8 Bayer
/// matrix), so a picture drawn again shows the same pattern and the live view never shimmers.
package struct Xterm256Dither: Sendable {
    /// Two palette indices and how many of 64 places show the second.
    package struct Pair: Sendable, Hashable {
        package let low: Int
        package let high: Int
        package let level: Int

        /// The colour seen from a little way off: the two mixed in the pattern's proportion.
        package var average: RGB {
            XtermPalette.colour(at: low).mixed(with: XtermPalette.colour(at: high), Double(level) / 64)
        }
    }

    private var known: [RGB: Pair] = [:]
    private var knownShapes: [RGB: Pair] = [:]
    private var knownSky: [RGB: Pair] = [:]

    package init() {}

    /// The palette colour to show for `colour` at half-cell (`x`, `y`) of the screen; a
    /// `shape` (a tree, not the sky or the land) keeps its hue even where it is pale; the
    /// `sky` keeps the dusk's hue among the cube's muted colours (the land rests on greys).
    package mutating func colour(_ colour: RGB, x: Int, y: Int, shape: Bool = false, sky: Bool = false) -> RGB {
        let pair = self.pair(for: colour, shape: shape, sky: sky)
        return XtermPalette.colour(at: Self.threshold(x: x, y: y) < pair.level ? pair.high : pair.low)
    }

    /// The one palette colour that most of `colour`'s pattern shows: ground behind words and
    /// stars, which are never dithered, so that they stay calm and readable.
    package mutating func flat(_ colour: RGB, sky: Bool = false) -> RGB {
        let pair = self.pair(for: colour, sky: sky)
        return XtermPalette.colour(at: pair.level > 32 ? pair.high : pair.low)
    }

    package mutating func pair(for colour: RGB, shape: Bool = false, sky: Bool = false) -> Pair {
        if shape {
            if let pair = knownShapes[colour] { return pair }
            let pair = Self.choose(colour, shape: true)
            knownShapes[colour] = pair
            return pair
        }
        if let pair = sky ? knownSky[colour] : known[colour] { return pair }
        let pair = Self.choose(colour, sky: sky)
        if sky { knownSky[colour] = pair } else { known[colour] = pair }
        return pair
    }

    /// The place's threshold, 0..<64: the second colour shows where it is below the level.
    package static func threshold(x: Int, y: Int) -> Int {
        bayer[(y & 7) << 3 | (x & 7)]
    }

    private static let bayer: [Int] = (0..<64).map { i in
        // Bits of x ^ y and y interleaved, most significant last: the classic recursive matrix.
        let x = i & 7, y = i >> 3, xy = x ^ y
        var value = 0
        for bit in 0..<3 {
            value |= ((xy >> bit) & 1) << (5 - 2 * bit)
            value |= ((y >> bit) & 1) << (4 - 2 * bit)
        }
        return value
    }

    /// How much a pair's own difference (OKLab, squared) counts against it at an even mix:
    /// enough that the sky dithers between neighbouring greys instead of stepping, and that a
    /// colour one palette entry matches well is not patterned. Tuned by looking at 60×20 to
    /// 120×40 and held by the tests' distances.
    static let speckle = 0.6
    /// The same for the sky and the land, whose pattern is counted by lightness mostly.
    /// Sparse dots far from the colour around them read as stars or grit however few they
    /// are, while a fine mix of two near greys reads as one grey between: this counts the
    /// square of a pair's difference even at a small share (for the land).
    static let dots = 30.0
    /// The sky's pattern cost, counted by lightness mostly (see `choose`).
    static let skySpeckle = 0.6
    /// How much more colour the sky is matched to than it has (see `choose`).
    static let skyBoost = 1.8
    /// The chroma the sky is boosted toward at most; a sky colour with more is matched among
    /// all the cube's colours.
    static let skyChroma = 0.05

    static func choose(_ colour: RGB, shape: Bool = false, sky: Bool = false) -> Pair {
        let seenSource = OKLab.lab(colour)
        let chroma = (seenSource.a * seenSource.a + seenSource.b * seenSource.b).squareRoot()
        // A glow colourful enough for the cube's own colours is matched as a tree is.
        let sky = sky && !shape && chroma < skyChroma
        let boost = sky ? max(1, min(skyBoost, skyChroma / max(chroma, 1e-9))) : 1
        // The sky is dark and nearly grey, where the cube has only greys and vivid colours:
        // chosen for as it is, it turns grey and the dusk is lost. So it is matched to a little
        // more colour than it has, among the greys and the cube's muted colours (dusk blue,
        // mauve, rose, tan), so that the purple night and the warm glow read as themselves.
        let target: Lab = (l: seenSource.l, a: seenSource.a * boost, b: seenSource.b * boost)
        let hue = atan2(target.b, target.a)
        // Only colours of about the source's hue (or nearly neutral) are mixed: red and teal
        // may average to brown, but they read as red and teal.
        func alike(_ entry: Entry) -> Bool {
            guard chroma > 0.015, entry.chroma > 0.03 else { return true }
            var turn = abs(entry.hue - hue)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            return turn < 1.2
        }
        // The nearest few, and the nearest few more colourful than the source, which a mix
        // needs to keep its hue where the cube has nothing near (dark browns): ten at most,
        // so that `status` in 256 colours costs little more than before.
        let pool = sky ? skyPalette : palette
        var candidates = nearest(to: target, count: 6, in: pool, where: alike)
        for entry in nearest(to: target, count: 4, in: pool, where: { alike($0) && $0.chroma > max(chroma, 0.03) })
        where !candidates.contains(where: { $0.index == entry.index }) {
            candidates.append(entry)
        }
        // Below this chroma a colour may be seen as a grey: the land rests on the grey ramp,
        // calmer there than any colour the cube has, so its ridges do not speckle; a pale stone
        // tree must not read as the grey of an incomplete one; the sky keeps its hue down to
        // nearly grey.
        let colourful = shape ? (target.l > 0.5 ? 0.02 : 0.03) : sky ? 1 : 0.045
        // What must keep its hue (a tree, the glow) may need dots for it, which the cube has
        // only that way in the dark tones; the dim land would rather be grey.
        let dots = shape || chroma > colourful ? 0 : dots
        // The sky's pattern costs by lightness mostly, since the eye sees a fine pattern of
        // about equal lightness as one colour.
        let hueContrast = sky ? 0.3 : 1.0
        let speckle = sky ? Self.skySpeckle : Self.speckle
        let source = (OKLab.linear(colour.r), OKLab.linear(colour.g), OKLab.linear(colour.b))
        guard let first = candidates.first else {
            let index = XtermPalette.nearestIndex(to: colour)
            return Pair(low: index, high: index, level: 0)
        }
        var best = (pair: Pair(low: first.index, high: first.index, level: 0), cost: Double.infinity)
        for (i, p) in candidates.enumerated() {
            for q in candidates[i...] {
                let v = (q.lab.l - p.lab.l, q.lab.a - p.lab.a, q.lab.b - p.lab.b)
                let contrast = v.0 * v.0 + hueContrast * (v.1 * v.1 + v.2 * v.2)
                // The eye averages a pattern in linear light: the mix is made there, and
                // seen in OKLab.
                func seen(_ level: Int) -> Lab {
                    let t = Double(level) / 64
                    return OKLab.lab(linear: (p.linear.0 + t * (q.linear.0 - p.linear.0), p.linear.1 + t * (q.linear.1 - p.linear.1), p.linear.2 + t * (q.linear.2 - p.linear.2)))
                }
                func miss(_ level: Int) -> Double {
                    let m = seen(level)
                    let d = (target.l - m.l, target.a - m.a, target.b - m.b)
                    let share = Double(level * (64 - level)) / 4096
                    return weighted(d, d) + speckle * share * contrast + dots * share.squareRoot() * contrast * contrast
                }
                var level = 0
                if p.index != q.index {
                    // Start from the projection in linear light, then walk downhill.
                    let d = (q.linear.0 - p.linear.0, q.linear.1 - p.linear.1, q.linear.2 - p.linear.2)
                    let span = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
                    let t = ((source.0 - p.linear.0) * d.0 + (source.1 - p.linear.1) * d.1 + (source.2 - p.linear.2) * d.2) / span
                    // A source well beyond either end is met better by that end alone, which
                    // is a pair of its own: most pairs end here, before any OKLab is computed.
                    // (Only well beyond: linear light and OKLab disagree a little on where
                    // between two greys a tinted colour sits.)
                    guard t > -0.3, t < 1.3 else { continue }
                    level = Int((min(max(t, 0), 1) * 63).rounded())
                    var cost = miss(level)
                    for step in [4, 2, 1] {
                        while true {
                            let down = level - step >= 0 ? miss(level - step) : .infinity
                            let up = level + step <= 63 ? miss(level + step) : .infinity
                            if down < cost, down <= up { level -= step; cost = down } else if up < cost { level += step; cost = up } else { break }
                        }
                    }
                }
                if chroma > colourful {
                    // Seen from a little way off, a colour with a hue keeps it.
                    let m = seen(level)
                    if (m.a * m.a + m.b * m.b).squareRoot() < 0.6 * chroma { continue }
                }
                let cost = miss(level)
                if cost < best.cost {
                    best = (level == 0 ? Pair(low: p.index, high: p.index, level: 0) : Pair(low: p.index, high: q.index, level: level), cost)
                }
            }
        }
        return best.pair
    }

    typealias Lab = OKLab.Lab
    typealias Entry = (index: Int, lab: Lab, chroma: Double, hue: Double, linear: (Double, Double, Double))

    private static let palette: [Entry] = (16...255).map(entry)

    /// The colours the sky is drawn with, chosen by eye: black, white, the grey ramp and the
    /// cube's muted colours (dusk blue, slate, mauve, rose, tan, sage), none of them vivid.
    static let skyIndices: [Int] = [16, 231] + Array(232...255) + [
        59, 60, 65, 66, 67, 95, 96, 101, 102, 103, 108, 109, 110, 131, 132, 137, 138, 139, 144, 145, 146, 173, 174, 180, 181, 182, 183,
    ]
    private static let skyPalette: [Entry] = skyIndices.map(entry)

    private static func entry(_ index: Int) -> Entry {
        let colour = XtermPalette.colour(at: index)
        let lab = OKLab.lab(colour)
        let linear = (OKLab.linear(colour.r), OKLab.linear(colour.g), OKLab.linear(colour.b))
        return (index, lab, (lab.a * lab.a + lab.b * lab.b).squareRoot(), atan2(lab.b, lab.a), linear)
    }

    /// The `count` entries nearest `target` that are `allowed`, nearest first: one pass that
    /// keeps the few best (sorting the whole palette per colour cost `status` most of its time).
    private static func nearest(to target: Lab, count: Int, in pool: [Entry], where allowed: (Entry) -> Bool) -> [Entry] {
        var best: [(entry: Entry, distance: Double)] = []
        best.reserveCapacity(count + 1)
        for entry in pool {
            let d = (target.l - entry.lab.l, target.a - entry.lab.a, target.b - entry.lab.b)
            let distance = weighted(d, d)
            if best.count == count, let last = best.last, distance >= last.distance { continue }
            guard allowed(entry) else { continue }
            var at = best.count
            while at > 0, best[at - 1].distance > distance { at -= 1 }
            best.insert((entry, distance), at: at)
            if best.count > count { best.removeLast() }
        }
        return best.map(\.entry)
    }

    /// The dot product in OKLab with hue (a, b) counting more than lightness: a colour a
    /// shade off keeps its hue.
    private static func weighted(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        p.0 * q.0 + 2.2 * (p.1 * q.1 + p.2 * q.2)
    }
}
