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
/// where hue counts more than lightness, and where a pair far apart costs steeply more than a
/// close one, since it reads as grit: the dusk is a fine mix of adjacent greys and muted
/// colours, never a checkerboard of far ones. A tree keeps its kind (`+Trees`).
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
            Xterm256Dither.shown(low).mixed(with: Xterm256Dither.shown(high), Double(level) / 64)
        }
    }

    private var known: [RGB: Pair] = [:]
    private var knownShapes: [RGB: Pair] = [:]
    private var knownSky: [RGB: Pair] = [:]
    /// Pairs chosen for a fine shade (``shade(top:bottom:x:y:sky:)``), sky and land.
    var knownFine: [RGB: Pair] = [:]
    var knownFineLand: [RGB: Pair] = [:]
    /// Pairs chosen for a fine shade inside a tree (``treeShade(top:bottom:x:y:)``).
    var knownFineTrees: [RGB: Pair] = [:]
    /// How bare sky is shown (``skyShade(_:x:y:)``), by colour.
    var knownSkyMixes: [RGB: SkyMix] = [:]
    /// Whether the terminal has only its 16 ANSI colours (``Ansi16Palette``) to mix.
    let sixteen: Bool

    /// Mixes the xterm 256 colours, or at `.ansi16` the terminal's 16.
    package init(depth: ColourDepth = .ansi256) {
        sixteen = depth == .ansi16
    }

    /// The colour palette index `index` shows: 0–15 the 16 ANSI colours (as xterm has them),
    /// 16–255 the cube and the grey ramp.
    static func shown(_ index: Int) -> RGB {
        index < 16 ? Ansi16Palette.colour(at: index) : XtermPalette.colour(at: index)
    }

    /// The palette colour to show for `colour` at half-cell (`x`, `y`) of the screen; a
    /// `shape` (a tree, not the sky or the land) keeps its hue even where it is pale; the
    /// `sky` keeps the dusk's hue among the cube's muted colours (the land rests on greys).
    package mutating func colour(_ colour: RGB, x: Int, y: Int, shape: Bool = false, sky: Bool = false) -> RGB {
        // Bare sky is drawn in fine shades (``shade(top:bottom:x:y:sky:)``); a half-cell of
        // it is left only beside a ridge or a tree, where dots of the dusk's hue would be a
        // dotted line: there it rests on the calm pairs the land takes.
        let shape = shape && (sixteen || !Self.isSoftEdge(colour))
        let pair = self.pair(for: sixteen && !sky && !shape ? Self.darkened16(colour) : colour, shape: shape)
        // Among the 256 such a half-cell is the edge of a ridge or the sky beside a tree: the
        // dots of a pair far apart, eight pixels square, would speckle the edge; it shows the
        // one of the two nearer it (``dotsAreCalm(_:)``), as calm as a line, and of a piece
        // with the shade beside it.
        if !sixteen, !shape, !Self.dotsAreCalm(pair) { return Self.shown(Self.nearer(colour, pair)) }
        return Self.shown(Self.threshold(x: x, y: y) < pair.level ? pair.high : pair.low)
    }

    /// The one palette colour that most of `colour`'s pattern shows: ground behind words and
    /// stars, which are never dithered, so that they stay calm and readable.
    package mutating func flat(_ colour: RGB, sky: Bool = false) -> RGB {
        // In the sky, the majority of the shade around it.
        let pair = sky ? finePair(for: colour, sky: true) : self.pair(for: colour)
        // Among the 256, the one of the two nearer it: a hue-keeping shade is mostly a grey
        // lighter or darker than what it shows, and words stood in a box of it.
        if !sixteen { return Self.shown(Self.nearer(colour, pair)) }
        return Self.shown(pair.level > 32 ? pair.high : pair.low)
    }

    package mutating func pair(for colour: RGB, shape: Bool = false, sky: Bool = false) -> Pair {
        // Colours within 3/255 of each other share the pair chosen for the first of them: no
        // eye tells them apart in a pattern of palette colours, and a smooth sky or a soft
        // edge then chooses far less often (`status` in 256 colours has a start-up budget).
        let key = RGB(colour.r | 3, colour.g | 3, colour.b | 3)
        if shape {
            if let pair = knownShapes[key] { return pair }
            let pair = Self.choose(colour, shape: true, sixteen: sixteen)
            knownShapes[key] = pair
            return pair
        }
        if let pair = sky ? knownSky[key] : known[key] { return pair }
        let pair = Self.choose(colour, sky: sky, sixteen: sixteen)
        if sky { knownSky[key] = pair } else { known[key] = pair }
        return pair
    }

    /// How much a pair's own difference (OKLab, squared) counts against it at an even mix:
    /// a pattern of two colours far apart reads as grit however right its average is, so the
    /// pair chosen is the one whose mix is near and whose two colours are near each other
    /// (adjacent greys, a grey and the muted colour beside it). Tuned by looking at 80×24 and
    /// 120×40 beside the 24-bit picture; held by `Xterm256CalmTests`.
    static let calm = 10.0
    /// Below this distance (OKLab) from one palette colour a colour is shown as that colour
    /// alone: the eye does not see the difference, and a flat colour is calmest.
    static let unseen = 0.008
    /// Two colours this near (OKLab) mixed in a fine pattern read as one colour between.
    static let fine = 0.032
    /// The chroma below which a sky colour is drawn among the sky's muted colours only.
    static let skyChroma = 0.05
    /// How much hue counts in the sky and the land (lightness counts 1).
    static let skyHue = 2.0
    /// `calm` for a tree, which must keep its kind's hue where the cube has none near.
    static let treeCalm = 1.3
    /// `calm` for a glow as colourful as a tree: the cube has its hue only in vivid steps.
    static let glowCalm = 4.0

    static func choose(_ colour: RGB, shape: Bool = false, sky: Bool = false, sixteen: Bool = false, fine: Bool = false, hueKept: Bool = true) -> Pair {
        // The sky and the land among the 256 keep the dusk's hue as a rule (`+Hue`).
        if !sixteen, !shape { return duskPair(colour) }
        var target = OKLab.lab(colour)
        // The 16 have no muted colour: a sky matched as it is falls to grey over black.
        // Its hue is sought stronger (``hue16``): night a grain of blue on black, the dusk
        // of magenta, the glow of yellow, as the eye reads a dusk drawn in a few inks.
        let boosted = sixteen && fine && sky && !shape
        if boosted { target = (target.l, target.a * Self.hue16, target.b * Self.hue16) }
        let chroma = (target.a * target.a + target.b * target.b).squareRoot()
        let hue = atan2(target.b, target.a)
        // Only colours of about the source's hue (or nearly neutral) are mixed: red and teal
        // may average to brown, but they read as red and teal.
        func alike(_ entry: Entry) -> Bool {
            // A tree among the 16 mixes the inks of its hue (``treeInks16(hue:chroma:)``).
            guard !(sixteen && shape), chroma > 0.015, entry.chroma > 0.03 else { return true }
            var turn = abs(entry.hue - hue)
            if turn > Double.pi { turn = 2 * Double.pi - turn }
            // Among 16 colours a neighbouring hue is a different colour (amber is not red).
            return turn < (boosted ? 0.9 : sixteen ? 0.7 : 1.0)
        }
        // The dim sky is drawn among greys and the cube's muted colours only: no vivid dot.
        let dimSky = sky && !shape && (boosted || chroma < skyChroma)
        // A tree whose hue the cube cannot keep (muted as the land, or dark where the cube has
        // no colour of its hue) is drawn in greys, never in dots of another kind.
        let hueless = shape && !sixteen && !(hueKept && chroma > (target.l > 0.5 ? 0.02 : 0.03))
        // Unless it is hazed from an earth tone: then a calm grain keeps its warmth (`+Haze`).
        if hueless, let haze = hazePair(target, chroma: chroma, hue: hue, fine: fine) { return haze }
        let pool = boosted ? Self.inkPalette16(hue: hue) : sixteen ? Self.pool16(chroma: chroma, shape: shape, hue: hue)
            : dimSky ? duskPalette : hueless ? treeGreys : shape ? treePalette : palette
        // The nearest few, and the nearest few more colourful than the source, which a mix
        // needs to keep its hue where the cube has nothing near (dark browns).
        // The dim sky, hundreds of colours in `status`, looks at fewer: its pairs are a grey
        // and a grey, or a grey and one of its hue.
        var candidates = nearest(to: target, count: dimSky ? 4 : 6, in: pool, where: alike)
        for entry in nearest(to: target, count: dimSky ? 3 : 4, in: pool, where: { alike($0) && $0.chroma > max(chroma, 0.03) })
        where !candidates.contains(where: { $0.index == entry.index }) {
            candidates.append(entry)
        }
        guard let first = candidates.first else {
            let index = sixteen ? Ansi16Palette.nearestIndex(to: colour) : XtermPalette.nearestIndex(to: colour)
            return Pair(low: index, high: index, level: 0)
        }
        // A tree's hue counts more than its lightness, and so does a glow as colourful as a
        // tree; the dim sky and the land are held calm by `calm` instead: a near grey is
        // calmer than a hue bought with dots.
        let vivid = shape || chroma >= skyChroma
        let hueWeight = vivid ? 2.2 : dimSky ? Self.duskHue : Self.skyHue
        // A calm pair is often a lighter one (the cube is sparse in the dark): a tree must
        // not pay for its calm by turning pale.
        let lightWeight = vivid ? 1.5 : 1
        // A tree keeps its hue where the cube can (else it is grey, `hueless`).
        let keepHue = hueKept && vivid && !boosted && chroma > (target.l > 0.5 ? 0.02 : 0.03)
        // A tree may buy its hue with a little pattern; the sky and the land stay calm, and so
        // does a tree hazed as muted as the land, whose hue is not worth a dot (far trees were
        // grey with rose dots).
        let treeCalm = (sixteen ? chroma >= Self.greyTree16 : keepHue) ? Self.treeCalm : Self.calm
        let calm = (shape ? treeCalm : vivid ? Self.glowCalm : dimSky ? Self.duskCalm : Self.calm)
            * (sixteen ? Self.sixteenCalm : 1) * (fine ? (sixteen ? Self.fineCalm16 : Self.fineCalm) : 1)
        func distance(_ lab: Lab) -> Double {
            let d = (target.l - lab.l, target.a - lab.a, target.b - lab.b)
            return lightWeight * d.0 * d.0 + hueWeight * (d.1 * d.1 + d.2 * d.2)
        }
        if distance(first.lab).squareRoot() < unseen { return Pair(low: first.index, high: first.index, level: 0) }
        let source = (OKLab.linear(colour.r), OKLab.linear(colour.g), OKLab.linear(colour.b))
        // A blue-grey (cool stone) may be mostly grey; a tree of an earth hue is not.
        let mostlyGrey = sixteen ? Self.greyTree16 : hue < 0 ? Self.mostlyGrey : 0.03
        var best = (pair: Pair(low: first.index, high: first.index, level: 0), cost: Double.infinity)
        // The best pair of all, where none keeps the hue.
        var any = best
        func consider(_ pair: Pair, seen m: Lab, cost: Double, mostly: Entry) {
            if cost < any.cost { any = (pair, cost) }
            if keepHue {
                // A tree's pattern is mostly of its hue: grey with amber dots reads as a grey
                // tree. (A blue-grey one, as muted as stone, is mostly grey.)
                if shape, chroma > mostlyGrey, !Self.ofHue(mostly, hue: hue, chroma: chroma, sixteen: sixteen) { return }
                // Nor at the cost of its light: a dark brown drawn in the cube's one brown,
                // amber dots on black, is a lighter tree; it is drawn calm instead.
                if shape, !sixteen, abs(m.l - target.l) > Self.hueLight { return }
                // Seen from a little way off, a tree keeps its hue: brown is not rose.
                if (m.a * m.a + m.b * m.b).squareRoot() < 0.6 * chroma { return }
                var turn = abs(atan2(m.b, m.a) - hue)
                if turn > Double.pi { turn = 2 * Double.pi - turn }
                // Among the 16 the nearest ink of a hue is further off (brown is yellow over black).
                if turn > (sixteen && shape ? 1.0 : 0.6) { return }
            }
            if cost < best.cost { best = (pair, cost) }
        }
        // Each colour alone first: a pair whose pattern alone costs more than the best so far
        // is then passed over before any OKLab is computed (`status` in 256 colours chooses
        // hundreds of colours).
        for p in candidates { consider(Pair(low: p.index, high: p.index, level: 0), seen: p.lab, cost: distance(p.lab), mostly: p) }
        for (i, p) in candidates.enumerated() {
            for q in candidates[(i + 1)...] {
                if shape, !sixteen, Self.twoHues(p, q) { continue }
                // Nor two colours a checker shows: a tree is one colour or a grain of two near ones.
                if shape, !fine, Self.apart(p, q) > (sixteen ? Self.treeApart16 : Self.treeApart) { continue }
                // Among the 16 a sky's ink is a grain over black: over grey it is pale and loud.
                if boosted, max(p.chroma, q.chroma) > 0.03, min(p.lab.l, q.lab.l) > 0.01 { continue }
                let v = (q.lab.l - p.lab.l, q.lab.a - p.lab.a, q.lab.b - p.lab.b)
                // A pattern's cost grows steeply with its contrast beyond what reads as one
                // colour (a mix of adjacent greys is free, a rose dot on grey is grit), and sparse
                // dots are seen nearly as much as an even checkerboard.
                let contrast = max(0, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() - Self.fine)
                let grit = calm * contrast * contrast
                func share(_ level: Int) -> Double { (Double(level * (64 - level)) / 4096).squareRoot() / 2 }
                if grit * share(1) >= max(best.cost, any.cost) { continue }
                // The eye averages a pattern in linear light: the mix is made there, and
                // seen in OKLab.
                func seen(_ level: Int) -> Lab { Self.seen(p, q, level: level) }
                func miss(_ level: Int) -> Double { distance(seen(level)) + grit * share(level) }
                // Start from the projection in linear light, then walk downhill.
                let d = (q.linear.0 - p.linear.0, q.linear.1 - p.linear.1, q.linear.2 - p.linear.2)
                let span = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
                let t = ((source.0 - p.linear.0) * d.0 + (source.1 - p.linear.1) * d.1 + (source.2 - p.linear.2) * d.2) / span
                // A source beyond either end is met better by that end alone, a pair of
                // its own: most pairs end here, before any OKLab is computed.
                guard t > -0.3, t < 1.3 else { continue }
                var level = Int((min(max(t, 0), 1) * 63).rounded())
                var cost = miss(level)
                for step in [2, 1] {
                    while true {
                        let down = level - step >= 0 ? miss(level - step) : .infinity
                        let up = level + step <= 63 ? miss(level + step) : .infinity
                        if down < cost, down <= up { level -= step; cost = down } else if up < cost { level += step; cost = up } else { break }
                    }
                }
                // A fine shade shows quarters; between two it steps from cell to cell, a
                // quarter of the pair's difference, which a pair far apart shows as a checker:
                // such a pair is held to whole quarters.
                if fine, (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot() > Self.fineStep {
                    let below = level / 16 * 16, above = min(below + 16, 48)
                    (level, cost) = miss(below) <= miss(above) ? (below, miss(below)) : (above, miss(above))
                }
                // Where the mix nearest is mostly grey, the nearest that is mostly of the hue.
                if keepHue, shape, chroma > mostlyGrey {
                    let (lowHue, highHue) = (Self.ofHue(p, hue: hue, chroma: chroma, sixteen: sixteen), Self.ofHue(q, hue: hue, chroma: chroma, sixteen: sixteen))
                    if highHue, !lowHue, level <= 32 {
                        consider(Pair(low: p.index, high: q.index, level: 33), seen: seen(33), cost: miss(33), mostly: q)
                    } else if lowHue, !highHue, level > 32 {
                        consider(Pair(low: p.index, high: q.index, level: 32), seen: seen(32), cost: miss(32), mostly: p)
                    }
                }
                // Level 0 is `p` alone, already considered.
                if level > 0 { consider(Pair(low: p.index, high: q.index, level: level), seen: seen(level), cost: cost, mostly: level > 32 ? q : p) }
            }
        }
        if best.cost.isFinite { return best.pair }
        // No pattern of the cube keeps this tree's hue (a dark brown, a soft edge into the
        // land): it is drawn as calm as the land, never in a colour of another kind.
        if keepHue, shape, !sixteen {
            if chroma >= Self.oneColourChroma, let warm = nearestOfHue(target, hue: hue, chroma: chroma) { return Pair(low: warm.index, high: warm.index, level: 0) }
            return choose(colour, shape: true, sky: sky, fine: fine, hueKept: false)
        }
        return any.pair
    }

    typealias Lab = OKLab.Lab
    typealias Entry = (index: Int, lab: Lab, chroma: Double, hue: Double, linear: (Double, Double, Double))

    static let palette: [Entry] = (16...255).map(entry)

    /// What the eye sees of a pattern of `p` with `level` of its 64 parts `q`: the two mixed in
    /// linear light, seen in OKLab.
    static func seen(_ p: Entry, _ q: Entry, level: Int) -> Lab {
        let t = Double(level) / 64
        return OKLab.lab(linear: (p.linear.0 + t * (q.linear.0 - p.linear.0), p.linear.1 + t * (q.linear.1 - p.linear.1), p.linear.2 + t * (q.linear.2 - p.linear.2)))
    }

    static func entry(_ index: Int) -> Entry {
        let colour = shown(index)
        let lab = OKLab.lab(colour)
        let linear = (OKLab.linear(colour.r), OKLab.linear(colour.g), OKLab.linear(colour.b))
        return (index, lab, (lab.a * lab.a + lab.b * lab.b).squareRoot(), atan2(lab.b, lab.a), linear)
    }
}
