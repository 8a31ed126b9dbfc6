#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The depth layers of the forest, from the nearest to the farthest.
///
/// The first three are the seeds' foreground, middle and background (sizes 80, 62 and 48 of
/// 80; opacity 1.0, 0.65 and 0.40; bands 55–90 %, 35–65 % and 15–45 % of the canvas height).
/// Two farther layers are this port's addition: as a forest grows into the hundreds and
/// thousands, its oldest trees move out to them, small and faint near the top of the land,
/// so they recede into the dusk without disappearing.
///
/// Each layer's trees stand on a faint ridge of land (``ridge(layer:x:width:height:)``), so
/// that a tree reads as growing somewhere rather than floating in the sky.
struct DepthLayer: Sendable {
    /// Size of a tree's box relative to a foreground tree.
    let scale: Double
    /// Opacity over the sky.
    let opacity: Double
    /// Where trees of this layer stand (their ground line), as fractions of the canvas height.
    let band: ClosedRange<Double>
    /// Brightness of the stars of trees in this layer.
    let starBrightness: Double

    static let all: [DepthLayer] = [
        DepthLayer(scale: 1.0, opacity: 1.0, band: 0.55...0.90, starBrightness: 1.0),
        DepthLayer(scale: 62.0 / 80.0, opacity: 0.65, band: 0.35...0.65, starBrightness: 0.8),
        DepthLayer(scale: 48.0 / 80.0, opacity: 0.40, band: 0.15...0.45, starBrightness: 0.6),
        DepthLayer(scale: 0.45, opacity: 0.27, band: 0.14...0.34, starBrightness: 0.42),
        DepthLayer(scale: 0.34, opacity: 0.18, band: 0.12...0.26, starBrightness: 0.28),
    ]

    /// The colour of the land each layer's trees stand on, and how much of it covers the sky.
    static let landColour = Palette.horizonWarm.mixed(with: Palette.highlight, 0.08)
    static let landPresence = 0.3

    /// The crest of the land of layer `index` at `x`, as a y, for a canvas `width` × `height`.
    ///
    /// Two slow waves with fixed phases per layer: gentle hills, the same on every run. The crest
    /// runs between 50 % and 80 % of the way down the layer's band, and trees stand at most
    /// ``standDepth`` below it, so every tree's foot stays inside its band.
    static func ridge(layer index: Int, x: Double, width: Double, height: Double) -> Double {
        let waves: [(Double, Double, Double, Double)] = [
            (0.8, 0.3, 2.1, 1.7), (1.1, 2.2, 2.6, 0.4), (0.7, 4.0, 3.1, 2.9), (1.3, 1.1, 2.4, 5.2), (0.9, 5.5, 3.3, 3.6),
        ]
        let (f1, p1, f2, p2) = waves[min(max(index, 0), waves.count - 1)]
        let band = at(index).band
        let span = band.upperBound - band.lowerBound
        let u = width > 0 ? x / width : 0
        let wave = 0.65 * sin(2 * .pi * f1 * u + p1) + 0.35 * sin(2 * .pi * f2 * u + p2)
        return height * (band.lowerBound + span * (0.65 + 0.15 * wave))
    }

    /// How far below the crest a tree of this layer may stand, as a fraction of the canvas height.
    var standDepth: Double { (band.upperBound - band.lowerBound) * 0.2 }

    static func at(_ index: Int) -> DepthLayer { all[min(max(index, 0), all.count - 1)] }
}
