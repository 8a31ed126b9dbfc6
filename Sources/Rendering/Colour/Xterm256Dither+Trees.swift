/// How a tree keeps its kind in the 256 colours.
///
/// The cube has no muted brown: a bark brown's nearest pair was a rose and an olive, whose mix
/// is brown from across the room and a rose-and-olive checker at arm's length, and a hazed far
/// tree, between the cube's rose and its amber, was grey with rose dots: pink. So a tree is
/// drawn without the cube's roses and reds, its two colours are of one hue (or one is a
/// grey), most of its pattern is of its own hue (a brown tree is brown with grey in its shade,
/// not grey with amber dots), and a tree hazed as muted as the land is as calm as the land.
extension Xterm256Dither {
    /// The most two coloured dots of one tree may differ in hue (radians): further apart,
    /// a rose and an olive averaging to brown, they read as a checker of two colours.
    static let treeSpread = 0.8
    /// The chroma (OKLab) below which a cool tree's pattern may be mostly grey (cool stone is
    /// a grey with a few dots of the cube's blue-grey); an earth-hued one's, 0.03.
    static let mostlyGrey = 0.04
    /// How far (OKLab lightness) a tree's pattern, seen from a little way off, may be from the
    /// tree's own lightness to keep its hue.
    static let hueLight = 0.06
    /// How far (radians) from a tree's hue the colour most of its pattern shows may be.
    static let mostlyTurn = 0.6

    /// The colours a tree is drawn with: the cube without its roses and reds (hues about
    /// −20° to 34°). No earth tone is of them, and a dot of them in a brown reads as pink.
    static let treePalette: [Entry] = palette.filter { entry in
        entry.chroma <= 0.03 || entry.hue < -0.35 || entry.hue > 0.6
    }

    /// The cube's and the ramp's greys, for a tree whose hue the cube cannot keep.
    static let treeGreys: [Entry] = palette.filter { $0.chroma <= 0.01 }

    /// The most two colours of a tree's half-cell pattern may differ in lightness (OKLab): a
    /// tan over a dark brown, an amber over a dark grey, showed a checker that read as
    /// texture, not as a tree. Of one lightness (an amber and the grey as light as it) the
    /// pattern is a grain of hue the eye mixes; else the tree is the one colour nearest.
    static let treeApart = 0.05

    /// How far apart in lightness (OKLab) `p` and `q` are.
    static func apart(_ p: Entry, _ q: Entry) -> Double {
        abs(q.lab.l - p.lab.l)
    }

    /// The chroma (OKLab) from which a tree no calm pattern keeps is drawn in one colour of its
    /// hue: below it (a soft edge into the sky, a tree hazed far off) a grey is nearer.
    static let oneColourChroma = 0.04
    /// How far (OKLab lightness) the one colour a tree is drawn with may be from it.
    static let oneColourLight = 0.12

    /// The tree palette's colour nearest `target` (hue counting more than lightness) that is
    /// of its `hue` and at least as colourful as half its `chroma`, within ``oneColourLight``:
    /// a bark darker than any calm pattern of the cube is drawn as the cube's one brown
    /// (94), a little lighter, rather than grey or a checker of amber and grey.
    static func nearestOfHue(_ target: Lab, hue: Double, chroma: Double) -> Entry? {
        nearest(to: target, count: 1, in: treePalette) { entry in
            ofHue(entry, hue: hue, chroma: chroma) && abs(entry.lab.l - target.l) < oneColourLight
        }.first
    }

    /// Whether `p` and `q` are both coloured and of hues further apart than ``treeSpread``.
    static func twoHues(_ p: Entry, _ q: Entry) -> Bool {
        guard p.chroma > 0.03, q.chroma > 0.03 else { return false }
        return turn(p.hue, q.hue) > treeSpread
    }

    /// Whether `entry`, the colour most of a tree's pattern shows, is of the tree's `hue`
    /// (radians) and has at least half its `chroma`.
    static func ofHue(_ entry: Entry, hue: Double, chroma: Double, sixteen: Bool = false) -> Bool {
        entry.chroma >= 0.5 * chroma && turn(entry.hue, hue) < (sixteen ? 1.0 : mostlyTurn)
    }

    /// The angle between two hues, 0...π.
    static func turn(_ a: Double, _ b: Double) -> Double {
        let t = abs(a - b)
        return t > Double.pi ? 2 * Double.pi - t : t
    }
}
