#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the 256 colours keep the dusk's hue and the bark's brown, which their nearest
/// colours lose: both are muted, and the cube's muted colours are few and far between.
extension Xterm256Dither {
    /// How much hue counts in the dim sky (lightness counts 1): its violet, rose and amber are
    /// only a little colour, and the nearest greys have none; seen from a little way off, a few
    /// dots of the cube's dark violet, blue or rose among the greys keep it dusk.
    static let duskHue = 9.0
    /// `calm` for the dim sky: low enough that those dots are worth their pattern.
    static let duskCalm = 2.5

    /// The dim sky's colours: black, white, the greys and the cube's colours of a dusk, dark
    /// to middling (its dark blues and violets, slates, roses and tans), not only the muted
    /// ones, which have no dark violet. Not the whole cube: `status` chooses hundreds of
    /// colours of its sky, and each looks through these.
    static let duskIndices: [Int] = [16, 231] + Array(232...255) + [
        17, 18, 23, 24, 52, 53, 54, 55, 59, 60, 61, 65, 66, 67, 88, 89, 90, 94, 95, 96, 97, 101, 102, 103, 104,
        108, 109, 110, 131, 132, 137, 138, 139, 140, 144, 145, 146, 173, 174, 180, 181, 182, 183,
    ]
    static let duskPalette: [Entry] = duskIndices.map(entry)

    /// Whether a tree's colour is bark: brown, muted and not light. The nearest pairs for it
    /// are a grey and an amber, which read as amber dots on a small trunk.
    static func isBark(_ lab: Lab) -> Bool {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        guard chroma > 0.015, chroma < 0.08, lab.l < 0.6 else { return false }
        let degrees = atan2(lab.b, lab.a) * 180 / Double.pi
        return degrees > 30 && degrees < 95
    }

    /// Bark is drawn with the cube's browns (maroon, olive, the two tans, rose grey) and the
    /// dark greys: maroon and olive dots mix to a dark brown, amber and rose grey to a light
    /// one; a grey is never set against an amber (``greyAndAmber(_:_:)``).
    static let barkIndices: [Int] = [16, 52, 58, 94, 95, 101, 130, 137, 233, 234, 235, 236, 237, 238, 239]
    static let barkPalette: [Entry] = barkIndices.map(entry)

    /// Whether one of `p` and `q` is a grey and the other an amber: mixed, they may average to
    /// bark's brown, but on a trunk a few cells wide they read as amber dots.
    static func greyAndAmber(_ p: Entry, _ q: Entry) -> Bool {
        func amber(_ e: Entry) -> Bool { e.chroma > 0.09 && e.hue > 0.8 && e.hue < 1.7 }
        return (p.chroma < 0.02 && amber(q)) || (q.chroma < 0.02 && amber(p))
    }
}
