/// The three depth layers of the forest, from the nearest to the farthest.
///
/// The seeds' foreground, middle and background: trees of 80, 62 and 48 points. A layer is a
/// band of the land (near, middle, far), so trees recede with their ridge; the seeds' bands
/// overlap, so a tree near a band's edge may take either size. Depth reads as haze, never as
/// transparency: every tree is solid, and farther ones are mixed toward the haze of the dusk.
struct DepthLayer: Sendable {
    /// Size of a tree's box relative to a foreground tree.
    let scale: Double
    /// How much of the haze a tree of this layer takes, before the haze of its distance.
    let haze: Double
    /// The glyph strength of its trees in pictures without colour.
    let ink: Ink

    static let all: [DepthLayer] = [
        DepthLayer(scale: 1.0, haze: 0.0, ink: .solid),
        DepthLayer(scale: 62.0 / 80.0, haze: 0.14, ink: .dense),
        DepthLayer(scale: 48.0 / 80.0, haze: 0.3, ink: .medium),
    ]

    static func at(_ index: Int) -> DepthLayer { all[min(max(index, 0), all.count - 1)] }

    /// The layer of a tree standing at `nearness` (0 the farthest ridge, 1 the nearest), with
    /// `jitter` in 0..<1 from its seed moving it across the overlap of two bands.
    static func layer(nearness: Double, jitter: Double) -> Int {
        let u = nearness + (jitter - 0.5) * 0.2
        return u > 0.6 ? 0 : u > 0.3 ? 1 : 2
    }

    /// The whole haze of a tree: its layer's, and more the farther its ridge.
    static func haze(layer: Int, nearness: Double) -> Double {
        min(0.8, at(layer).haze + 0.4 * (1 - min(max(nearness, 0), 1)))
    }
}
