import Foundation

/// The dusk sky of one day: every picture of that day shares it.
///
/// The horizon drifts slowly between the warm and the cool horizon of the palette over a
/// cycle of days, so it is still while someone watches and changes from one fast to the next.
/// It is never a time-of-day simulation: the drift depends on the day alone.
package struct Dusk: Sendable, Hashable {
    /// The colour just above the land, where the glow of the dusk sits.
    package var horizon: RGB

    package init(horizon: RGB = Palette.horizonWarm) {
        self.horizon = horizon
    }

    /// Days in one full drift from warm to cool and back.
    package static let driftCycleDays = 29

    /// The dusk of the local day numbered `day` (days since 1970-01-01).
    package static func of(day: Int) -> Dusk {
        let phase = Double(((day % driftCycleDays) + driftCycleDays) % driftCycleDays) / Double(driftCycleDays)
        let coolness = (1 - cos(2 * Double.pi * phase)) / 2
        return Dusk(horizon: Palette.horizonWarm.mixed(with: Palette.horizonCool, coolness))
    }

    /// The sky at height `t`, from 0 (bottom: the horizon) to 1 (top: deep night).
    package func sky(at t: Double) -> RGB {
        let k = t.isNaN ? 0 : min(max(t, 0), 1)
        return k < 0.5
            ? horizon.mixed(with: Palette.duskBase, k * 2)
            : Palette.duskBase.mixed(with: Palette.deepNight, (k - 0.5) * 2)
    }
}
