#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the 256 colours keep the dusk's hue, which their nearest colours lose: it is muted,
/// and the cube's muted colours are few and far between. (The trees: `+Trees`.)
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
}
