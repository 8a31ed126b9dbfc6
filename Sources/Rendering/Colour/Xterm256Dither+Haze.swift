/// A tree hazed far off, in 256 colours.
///
/// Hazed toward the dusk, a far tree is as muted as the land (about 0.03 chroma), so the cube
/// has no colour of its hue near it and it was drawn in greys. The 256 sky rests on greys of
/// about the far trees' lightness: in 24 bits the tree stands out from the violet dusk by its
/// warmth alone, and in greys it was gone. The cube's roses are near its hue but read pink
/// (`+Trees`); its one dark brown (94) and its tan (137) are not. So a hazed earth-toned tree
/// is a grain of a grey and one of them, of about one lightness, mostly grey: a muted brown,
/// a little warmer than the tree itself so that it reads against the dusk's violet grain.
extension Xterm256Dither {
    /// The warm colours a hazed tree's grain takes: the cube's dark brown and its tan.
    static let hazeWarm: [Entry] = [94, 137].map(entry)
    /// The chroma (OKLab) from which a hueless tree keeps its warmth as a grain: below it the
    /// tree is as grey as the dusk in 24 bits too.
    static let hazeChroma = 0.012
    /// How much warmer than the tree its grain is seen, and at least how warm.
    static let hazeBoost = 1.4
    static let hazeFloor = 0.035
    /// The most the grain's grey and its warm colour differ in lightness (OKLab): a grain
    /// of one lightness is a hue, of two a texture.
    static let hazeApart = 0.12
    /// How far (OKLab lightness) the grain's grey may be from the tree's own.
    static let hazeGrey = 0.03
    /// The least and the most of 64 places the warm colour takes: a grain, mostly grey. Fewer
    /// are a few dots, and a fine shade (quarters) shows none of them: the tree was a grey
    /// chosen to be lifted by dots it did not show.
    static let hazeLeast = 16
    static let hazeMost = 32

    /// The grain for a hueless tree of an earth hue (`hue` radians, from rose-brown to olive)
    /// at `target` (in whole quarters where `fine`), or nil where it has no such hue or no grain keeps its lightness.
    static func hazePair(_ target: Lab, chroma: Double, hue: Double, fine: Bool) -> Pair? {
        guard chroma >= hazeChroma, hue > 0.2, hue < 2.2 else { return nil }
        let want = max(chroma * hazeBoost, hazeFloor)
        var best: (pair: Pair, cost: Double)?
        for warm in hazeWarm {
            // The grey, most of the grain, is of the tree's own light: a small tree may show
            // few of the warm dots, or none.
            for grey in treeGreys where abs(grey.lab.l - warm.lab.l) <= hazeApart && abs(grey.lab.l - target.l) <= hazeGrey {
                for level in fine ? [hazeLeast, hazeMost] : Array(hazeLeast...hazeMost) {
                    let m = seen(grey, warm, level: level)
                    // A tree must not pay for its warmth with its light.
                    guard abs(m.l - target.l) <= hueLight else { continue }
                    let c = (m.a * m.a + m.b * m.b).squareRoot() - want
                    let cost = 1.5 * (m.l - target.l) * (m.l - target.l) + 2.2 * c * c
                    if cost < best?.cost ?? .infinity { best = (Pair(low: grey.index, high: warm.index, level: level), cost) }
                }
            }
        }
        return best?.pair
    }
}
