#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Inside a warm tree (bark brown, amber, ancient gold), in 256 colours: a grain of the cube's
/// earth colours that keeps the tree's hue, not a grey with amber in it.
///
/// The cube has no muted brown. The pair nearest a bark brown in plain OKLab was the cube's
/// one brown (94, an ochre) over a grey: right in light and chroma, but 15–20° toward yellow,
/// and seen in xterm it was an olive-gold tree, the ancient gold's kind, not a brown one. The
/// eye reads a muted earth tone's hue before its exact light: brown turned 15° is olive, brown
/// a little lighter is still brown. So within a fine shade (a grain a pixel fine, which the
/// eye mixes) a warm tree is drawn as the pair whose mix is of its hue (within ``earthTurn``)
/// and nearest it where hue counts most: the ochre with the dusty rose beside it (94 and 95,
/// one lightness), a tan with an amber (137 and 172), a grey with a quarter of rust (130) for
/// a bark hazed far off. Where no pair is near enough (a bark darker than any of the cube's
/// earth colours) the tree is drawn as before (``choose(_:shape:sky:sixteen:fine:hueKept:)``).
extension Xterm256Dither {
    /// The hues (OKLab, radians) of the warm earth tones: bark brown (about 57°) to ancient gold (88°).
    static let earthHues = 0.6...1.75
    /// The least chroma of a tree drawn so: below it (hazed far off) it is grey in 24 bits too.
    static let earthChroma = 0.03
    /// How far (radians) the grain's mix may turn from the tree's hue toward yellow (about 6°:
    /// further, a brown is olive, the ancient gold's kind) and toward red (about 14°: a rust
    /// brown is still brown).
    static let earthTowardYellow = 0.1
    static let earthTowardRed = 0.25
    /// How far (radians, about 9°) toward yellow the calm pair may turn a warm tree before the
    /// grain replaces it: further than a grain may, so that a tree near the line does not
    /// change from row to row (an amber crown, its calm pair 5–6° off, was striped tan and
    /// orange); a bark's calm pair is 11–25° off.
    static let earthTrigger = 0.16
    /// How much a turn of hue counts against a pair, lightness counting 1.5 and chroma 1.
    static let earthHueWeight = 6.0
    /// How far (as that cost's root) the grain may be from the tree before it is passed over.
    static let earthMiss = 0.07
    /// How far apart in lightness (OKLab) the grain's two colours may be: further, it is a texture.
    static let earthApart = 0.12
    /// How far (radians) the grain's colours may be from the tree's hue, and from each other.
    static let earthNear = 0.8
    static let earthSpread = 1.1

    /// `pair`, the calm pair chosen for a fine shade of a tree of `colour`, where it keeps the
    /// tree's hue; else, for a warm tree, the earth grain nearest it (``earthGrain(_:)``).
    static func earthGrain(_ colour: RGB, instead pair: Pair) -> Pair {
        guard let hue = earthTone(colour)?.hue else { return pair }
        // The pair as the eye mixes it: an amber tree drawn as tan and gold keeps its hue, and stays.
        let (p, q) = (entry(pair.low), entry(pair.high))
        let m = seen(p, q, level: pair.level)
        let mostly = pair.level > 32 ? q : p
        guard !keepsEarthHue(m, hue, towardYellow: earthTrigger) || mostly.chroma <= 0.01 else { return pair }
        return earthGrain(colour) ?? pair
    }

    /// The fine grain for a warm tree of `colour`, in whole quarters; nil where `colour` is not
    /// such a tree or no grain of the cube is near it.
    static func earthGrain(_ colour: RGB) -> Pair? {
        guard let (target, chroma, hue) = earthTone(colour) else { return nil }
        // The cube's colours of about its hue and light, and the greys of about its light.
        var warm: [Entry] = [], greys: [Entry] = []
        for entry in palette where abs(entry.lab.l - target.l) < 0.15 {
            if entry.chroma <= 0.01 {
                greys.append(entry)
            } else if entry.chroma > 0.03, turn(entry.hue, hue) < earthNear {
                warm.append(entry)
            }
        }
        func cost(_ m: Lab) -> Double {
            let c = (m.a * m.a + m.b * m.b).squareRoot()
            let h = 2 * (chroma * c).squareRoot() * sin(turn(atan2(m.b, m.a), hue) / 2)
            return 1.5 * (m.l - target.l) * (m.l - target.l) + (c - chroma) * (c - chroma) + earthHueWeight * h * h
        }
        var best: (pair: Pair, cost: Double)?
        func consider(_ pair: Pair, _ m: Lab, grit: Double) {
            guard keepsEarthHue(m, hue) else { return }
            let c = cost(m) + grit
            if c < best?.cost ?? .infinity { best = (pair, c) }
        }
        for p in warm { consider(Pair(low: p.index, high: p.index, level: 0), p.lab, grit: 0) }
        // Two warm colours, or a grey and a warm colour: a grey with a grain of rust is a hazed
        // bark's grey brown, where the grey with the cube's ochre was olive.
        let pairs = warm.indices.flatMap { i in warm[(i + 1)...].map { (warm[i], $0) } } + greys.flatMap { g in warm.map { (g, $0) } }
        for (p, q) in pairs {
            let apart = abs(p.lab.l - q.lab.l)
            guard apart <= earthApart, p.chroma <= 0.01 || turn(p.hue, q.hue) <= earthSpread else { continue }
            for level in [16, 32, 48] {
                let t = Double(level) / 64
                let m = seen(p, q, level: level)
                // A grain of two lightnesses is a little texture, as ``Xterm256Dither/calm`` weighs it.
                let texture = max(0, apart - 0.03)
                consider(Pair(low: p.index, high: q.index, level: level), m, grit: texture * texture * t * (1 - t))
            }
        }
        guard let best, best.cost.squareRoot() <= earthMiss else { return nil }
        return best.pair
    }

    /// Whether `m` is of a warm tree's `hue`: turned from it no further than `towardYellow`
    /// one way and ``earthTowardRed`` the other.
    static func keepsEarthHue(_ m: Lab, _ hue: Double, towardYellow: Double = earthTowardYellow) -> Bool {
        var d = atan2(m.b, m.a) - hue
        if d > Double.pi { d -= 2 * Double.pi } else if d < -Double.pi { d += 2 * Double.pi }
        return d <= towardYellow && d >= -earthTowardRed
    }

    /// Whether `colour` is a warm tree's, which ``earthGrain(_:)`` draws.
    static func isEarthTone(_ colour: RGB) -> Bool { earthTone(colour) != nil }

    /// A warm tree's colour in OKLab, with its chroma and hue; nil for any other colour.
    private static func earthTone(_ colour: RGB) -> (lab: Lab, chroma: Double, hue: Double)? {
        let lab = OKLab.lab(colour)
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot(), hue = atan2(lab.b, lab.a)
        guard chroma >= earthChroma, earthHues.contains(hue) else { return nil }
        return (lab, chroma, hue)
    }
}
