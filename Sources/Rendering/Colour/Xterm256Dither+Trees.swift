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

    /// The most two colours of a tree's pattern may differ (OKLab): further apart, a tan and a
    /// brown, an amber and a grey, the half-cells show a checker that reads as texture, not as
    /// a tree; such a tree is the one warm colour nearest instead.
    static let treeApart = 0.07

    /// How far apart (OKLab) `p` and `q` are.
    static func apart(_ p: Entry, _ q: Entry) -> Double {
        let v = (q.lab.l - p.lab.l, q.lab.a - p.lab.a, q.lab.b - p.lab.b)
        return (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
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
