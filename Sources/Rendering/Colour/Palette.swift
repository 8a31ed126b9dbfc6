/// The colours of atrest's pictures, from the visual-system seed.
///
/// The sky is a fixed dusk; the five earth tones give each tree its identity; the grey is
/// where a tree begins and where an incomplete tree stays; star light is the only near-white.
package enum Palette {
    // Sky, top to bottom of the dusk.
    package static let deepNight = RGB(0x0D, 0x0D, 0x1A)
    package static let duskBase = RGB(0x1A, 0x12, 0x25)
    package static let horizonWarm = RGB(0x2D, 0x1F, 0x0E)
    package static let horizonCool = RGB(0x11, 0x18, 0x27)

    // Quiet colours for words around the pictures.
    package static let surface = RGB(red: 0.12, green: 0.10, blue: 0.14)
    package static let accent = RGB(red: 0.58, green: 0.55, blue: 0.65)
    package static let muted = RGB(red: 0.45, green: 0.42, blue: 0.50)
    package static let highlight = RGB(red: 0.88, green: 0.84, blue: 0.78)

    /// A dark and a light shade of one tree's earth tone.
    package struct EarthTone: Sendable, Hashable {
        package let dark: RGB
        package let light: RGB
    }

    /// Bark brown, warm amber, moss-grey green, cool stone, ancient gold (tone index 0–4).
    package static let earthTones: [EarthTone] = [
        EarthTone(dark: RGB(0x3D, 0x2B, 0x1F), light: RGB(0x7A, 0x5C, 0x45)),
        EarthTone(dark: RGB(0xC1, 0x7F, 0x3A), light: RGB(0xE8, 0xA9, 0x4E)),
        EarthTone(dark: RGB(0x3A, 0x4A, 0x35), light: RGB(0x6B, 0x7F, 0x5E)),
        EarthTone(dark: RGB(0x4A, 0x4E, 0x5A), light: RGB(0x8A, 0x90, 0x9E)),
        EarthTone(dark: RGB(0x8B, 0x69, 0x14), light: RGB(0xD4, 0xA8, 0x25)),
    ]

    /// The earth tone at `index`, wrapping, so no index can fall outside the list.
    package static func earthTone(_ index: Int) -> EarthTone {
        let count = earthTones.count
        return earthTones[((index % count) + count) % count]
    }

    /// Cool grey: a tree's colour as it begins, and an incomplete tree's colour for good.
    package static let treeGrey = RGB(red: 0.55, green: 0.55, blue: 0.60)

    package static let starLight = RGB(0xF0, 0xED, 0xE6)

    /// The dusk sky at height `t` on a day whose horizon is the warm one (see `Dusk`).
    package static func sky(at t: Double) -> RGB {
        Dusk().sky(at: t)
    }
}
