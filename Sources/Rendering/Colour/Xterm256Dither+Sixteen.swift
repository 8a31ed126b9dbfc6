/// The 16 ANSI colours the pictures mix, chosen by eye against xterm's defaults.
///
/// Sixteen colours are far apart: any mix of two is a visible pattern, so the pattern's cost
/// (``Xterm256Dither/calm``) counts for less than among 256, or every colour would fall to
/// its nearest and the dusk to black. The vivid cyans, the bright green, blue and magenta are
/// left out: a dot of them reads as a glitch, never as dusk or bark.
extension Xterm256Dither {
    /// How much of `calm` a pattern of the 16 colours costs.
    static let sixteenCalm = 0.25

    /// The colours the dim sky is drawn with: black, the two greys, blue and magenta (night
    /// and the dusk's violet) and yellow (the glow's amber; brown on the console). Red is
    /// left to the trees: a line of red dots across the glow reads as fire.
    static let skyIndices16: [Int] = [0, 8, 7, 4, 5, 3]


    /// A tree of little colour (the grey a tree begins in, cool stone) in the greys alone:
    /// the 16 have no muted hue, and a grey tree of blue dots is a blue tree.
    static let greyIndices16: [Int] = [0, 8, 7, 15]

    static let skyPalette16: [Entry] = skyIndices16.map(entry)
    static let greyPalette16: [Entry] = greyIndices16.map(entry)

    static func pool16(chroma: Double, shape: Bool, hue: Double) -> [Entry] {
        if shape { return chroma < greyTree16 ? greyPalette16 : treeInks16(hue: hue, chroma: chroma) }
        // The sky and the land, dim or glowing, never take red or green.
        return skyPalette16
    }

    /// The chroma (OKLab) below which a tree among the 16 is drawn in greys, and calm: a far
    /// tree, hazed, is a grey silhouette (it was black with grey dots).
    static let greyTree16 = 0.045

    /// A tree's inks among the 16, by its hue, by eye: a brown and a gold are yellow (brown on
    /// the console) over black and grey, an amber yellow with red (orange), moss green, stone
    /// blue. Matched by distance, a brown was red dots and an amber red and grey.
    static func treeInks16(hue: Double, chroma: Double) -> [Entry] {
        let degrees = hue * 180 / Double.pi
        if degrees > 15, degrees < 100 { return chroma >= 0.1 && degrees < 80 ? amberInks16 : warmInks16 }
        return degrees >= 100 ? greenInks16 : coolInks16
    }
    /// The most two inks of a tree's pattern may differ in lightness (OKLab) among the 16:
    /// yellow over the dark grey was a checker as loud as red over yellow; a tree is one ink,
    /// or a grain of two of about one lightness.
    static let treeApart16 = 0.1
    static let warmInks16: [Entry] = [0, 8, 7, 3, 11].map(entry)
    /// An amber's: yellow and bright yellow over the greys. Red beside yellow was a checker
    /// of two colours, a red tree at arm's length; the terminal's red is anyone's guess.
    static let amberInks16: [Entry] = [0, 8, 7, 3, 11].map(entry)
    static let greenInks16: [Entry] = [0, 8, 7, 2, 3].map(entry)
    static let coolInks16: [Entry] = [0, 8, 7, 4, 15].map(entry)

    /// The dim sky in fine shades, by eye: black and grey and one ink, by the sky's hue.
    /// Night and the dusk are blue over black, the glow yellow (amber on the console), where
    /// matching by distance alone drew magenta at the top and grey for all the rest. The dusk
    /// was magenta once: a magenta band across the sky, loud above the grey.
    static func inkPalette16(hue: Double) -> [Entry] {
        let degrees = hue * 180 / Double.pi
        return degrees < -50 ? nightInks16 : degrees < 30 ? duskInks16 : glowInks16
    }

    /// How much of the land's light the 16 keep: their only dim grey is a grain of grey over
    /// black, and land as light as the glow above it reads as more sky; darker, the ridges
    /// stand under the dusk and the trees stand out of them.
    static let land16 = 0.6

    /// The land's `colour` as the 16 draw it: darker (``land16``).
    static func darkened16(_ colour: RGB) -> RGB {
        colour.mixed(with: RGB(0, 0, 0), 1 - land16)
    }
    static let nightInks16: [Entry] = [0, 8, 4].map(entry)
    static let duskInks16: [Entry] = [0, 8, 4].map(entry)

    /// The most of a sky's cells an ink shows among the 16 (of 64): a quarter, `░`. The inks
    /// are vivid (xterm's blue is 0,0,238); half of them over black was a bright band across
    /// the dusk. A grain of ink over black reads as a dim blue, which is what the dusk is.
    static let inkShare16 = 16

    /// `pair` with its ink held to ``inkShare16`` of the cells.
    static func restrained16(_ pair: Pair) -> Pair {
        let (low, high) = (labs[pair.low], labs[pair.high])
        func inked(_ lab: Lab) -> Bool { (lab.a * lab.a + lab.b * lab.b).squareRoot() > 0.03 }
        if inked(high), !inked(low), pair.level > inkShare16 { return Pair(low: pair.low, high: pair.high, level: inkShare16) }
        if inked(low), !inked(high), pair.level < 64 - inkShare16 { return Pair(low: pair.low, high: pair.high, level: 64 - inkShare16) }
        if inked(low), inked(high) { return Pair(low: 0, high: pair.low, level: inkShare16) }
        return pair
    }
    static let glowInks16: [Entry] = [0, 8, 3].map(entry)
}
