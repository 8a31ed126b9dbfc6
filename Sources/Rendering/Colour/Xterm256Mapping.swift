#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How pictures choose among the xterm 256 colours, for terminals without 24-bit colour.
///
/// Plain nearest-match sends the dusk's dark violets to the grey ramp, turns most trees grey
/// and gives the brown tree a pink cap: the 6 × 6 × 6 cube is coarse exactly where the dusk
/// and the earth tones live, and its nearest brown is pink. So the palette's own colours
/// (the five earth tones, the grey, the sky and land of a warm and a cool dusk, star light)
/// each have a colour chosen by eye, and every other colour takes the choice of the palette
/// colour nearest to it as the eye sees it (OKLab), unless it is far from all of them. The
/// result is flat bands of colour, calm and in the right hues; dithering was tried and read
/// as speckle at half-block size.
struct Xterm256Mapping {
    private var known: [RGB: RGB] = [:]
    private var knownShapes: [RGB: RGB] = [:]

    /// The colour among the 256 to show for `colour`, of a shape (a tree, a star) or of the sky
    /// and land: each is matched only against its own kind, so that a stone tree's shade and
    /// the dusk at the same lightness do not borrow each other's choice.
    mutating func map(_ colour: RGB, shape: Bool) -> RGB {
        if let mapped = shape ? knownShapes[colour] : known[colour] { return mapped }
        let mapped = XtermPalette.colour(at: Self.index(for: colour, shape: shape))
        if shape { knownShapes[colour] = mapped } else { known[colour] = mapped }
        return mapped
    }

    static func index(for colour: RGB, shape: Bool) -> Int {
        let target = lab(colour)
        var best = (index: -1, distance: Double.infinity)
        for anchor in shape ? shapes : fields {
            let d = distance(target, anchor.lab)
            if d < best.distance { best = (anchor.index, d) }
        }
        // Beyond this a colour is not one of the palette's, and keeps its own nearest.
        if best.distance < 0.02 { return best.index }
        return nearest(to: target)
    }

    /// The palette's colours of shapes and the xterm colour chosen for each by eye.
    private static let shapes: [(lab: Lab, index: Int)] = {
        // Each earth tone: its light shade and the crown's shading toward the foot keep the
        // light choice; the lower half of the shading takes the dark one.
        let tones: [(light: Int, dark: Int)] = [
            (94, 236),  // bark: brown, never the cube's pink
            (215, 172),  // amber: orange
            (65, 58),  // moss: green, not grey
            (103, 60),  // cool stone: blue, never the grey of an incomplete tree
            (178, 136),  // ancient gold: mustard, apart from amber
        ]
        var pairs: [(RGB, Int)] = [(Palette.starLight, 230), (Palette.treeGrey, 245)]
        for (index, choice) in tones.enumerated() {
            let tone = Palette.earthTone(index)
            for step in 0...4 {
                let t = Double(step) / 8
                pairs.append((tone.light.mixed(with: tone.dark, t), step < 3 ? choice.light : choice.dark))
            }
            pairs.append((tone.dark, choice.dark))
        }
        return pairs.map { (lab($0.0), $0.1) }
    }()

    /// The sky and land of a warm and a cool dusk, and the colour chosen for each by eye.
    private static let fields: [(lab: Lab, index: Int)] = {
        var pairs: [(RGB, Int)] = []
        for dusk in [Dusk.of(day: 0), Dusk.of(day: 14)] {
            let warm = dusk.coolness < 0.5
            pairs += [
                (dusk.night, 234), (dusk.dusk, 236), (dusk.sky(at: 0.12), warm ? 95 : 239), (dusk.glow, warm ? 94 : 60),
                (dusk.sky(at: 0.3), warm ? 239 : 238), (dusk.land(at: 0), warm ? 239 : 238), (dusk.land(at: 0.3), 237),
                (dusk.land(at: 0.6), 235), (dusk.land(at: 1), 233),
            ]
        }
        return pairs.map { (lab($0.0), $0.1) }
    }()

    typealias Lab = (l: Double, a: Double, b: Double)

    private static let palette: [(index: Int, lab: Lab)] = (16...255).map { ($0, lab(XtermPalette.colour(at: $0))) }

    /// Hue and chroma count more than lightness, so a colour keeps its hue a shade off.
    private static func distance(_ p: Lab, _ q: Lab) -> Double {
        let (dl, da, db) = (p.l - q.l, p.a - q.a, p.b - q.b)
        return dl * dl + 2.2 * (da * da + db * db)
    }

    private static func nearest(to lab: Lab) -> Int {
        var best = (index: 16, distance: Double.infinity)
        for entry in palette {
            let d = distance(lab, entry.lab)
            if d < best.distance { best = (entry.index, d) }
        }
        return best.index
    }

    /// OKLab (Björn Ottosson's), from sRGB bytes.
    static func lab(_ c: RGB) -> Lab {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }
}
