#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The dusk sky of one day: every picture of that day shares it.
///
/// The horizon drifts slowly between the warm and the cool horizon of the palette over a
/// cycle of days, so it is still while someone watches and changes from one fast to the next.
/// It is never a time-of-day simulation: the drift depends on the day alone.
///
/// The light sits where a dusk keeps it: the sky is brightest in a glow just above the land
/// and darkens upward to deep night; the land is darker than the sky above it and darkest
/// nearest the viewer; far away, land and trees fade into a haze of the glow's colour. The
/// palette's own colours are very dark (5–12 % lightness, hardly apart from a dark
/// terminal), so every picture lifts them the same way here, keeping their hues.
package struct Dusk: Sendable, Hashable {
    /// The colour just above the land, where the glow of the dusk sits (the palette's horizon
    /// of the day, before it is lifted into ``glow``).
    package var horizon: RGB
    /// 0 on the warmest day of the drift, 1 on the coolest.
    package var coolness: Double

    package init(horizon: RGB = Palette.horizonWarm, coolness: Double = 0) {
        self.horizon = horizon
        self.coolness = coolness.isNaN ? 0 : min(max(coolness, 0), 1)
    }

    /// Days in one full drift from warm to cool and back.
    package static let driftCycleDays = 29

    /// The dusk of the local day numbered `day` (days since 1970-01-01).
    package static func of(day: Int) -> Dusk {
        let phase = Double(((day % driftCycleDays) + driftCycleDays) % driftCycleDays) / Double(driftCycleDays)
        let coolness = (1 - cos(2 * Double.pi * phase)) / 2
        return Dusk(horizon: Palette.horizonWarm.mixed(with: Palette.horizonCool, coolness), coolness: coolness)
    }

    /// The top of the sky: deep night, lifted a little so it stands apart from the terminal.
    package var night: RGB { Palette.deepNight.mixed(with: Palette.accent, 0.1) }

    /// The middle of the sky: the dusk base, lifted.
    package var dusk: RGB { Palette.duskBase.mixed(with: Palette.accent, 0.17) }

    /// The brightest sky, just above the farthest land: the horizon lit by the sun gone down
    /// (amber light on a warm day, the accent's violet grey on a cool one).
    package var glow: RGB {
        horizon.mixed(with: Palette.earthTone(1).light.mixed(with: Palette.accent.mixed(with: Palette.highlight, 0.35), coolness), 0.5)
    }

    /// The sky at height `t`, from 0 (bottom: the horizon's glow) to 1 (top: deep night).
    package func sky(at t: Double) -> RGB {
        Self.sky(at: t, glow: glow, dusk: dusk, night: night)
    }

    /// The sky at each of `heights` (see ``sky(at:)``), its colours mixed once for them all:
    /// pictures ask for one per row, and `status` draws one.
    package func sky(at heights: [Double]) -> [RGB] {
        let (glow, dusk, night) = (glow, dusk, night)
        return heights.map { Self.sky(at: $0, glow: glow, dusk: dusk, night: night) }
    }

    private static func sky(at t: Double, glow: RGB, dusk: RGB, night: RGB) -> RGB {
        let k = t.isNaN ? 0 : min(max(t, 0), 1)
        // The glow fades into the dusk within the lower half of the sky.
        if k < 0.45 { return glow.mixed(with: dusk, smooth(k / 0.45)) }
        return dusk.mixed(with: night, smooth((k - 0.45) / 0.55))
    }

    /// The air between the viewer and what is far: what distant land and trees fade into.
    package var haze: RGB { glow.mixed(with: dusk, 0.35) }

    /// The land at `nearness`, from 0 (the farthest ridge, just under the glow) to 1 (at the
    /// viewer's feet): always darker than the sky above it, darkest nearest.
    package func land(at nearness: Double) -> RGB {
        let k = nearness.isNaN ? 1 : min(max(nearness, 0), 1)
        let far = glow.mixed(with: Palette.duskBase, 0.5)
        let near = Palette.deepNight.mixed(with: horizon, 0.35)
        return far.mixed(with: near, k.squareRoot())
    }

    /// `colour` seen through `amount` (0...1) of the haze: how far things lose their contrast.
    package func hazed(_ colour: RGB, _ amount: Double) -> RGB {
        colour.mixed(with: haze, amount)
    }

    private static func smooth(_ x: Double) -> Double { x * x * (3 - 2 * x) }
}
