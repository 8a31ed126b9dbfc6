#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a person has chosen: the target, how water is counted, and whether Vigil is on.
package struct Settings: Equatable, Sendable {
    package var targetHours: Double
    package var waterUnit: VolumeUnit
    /// The quick-add amount for `water add` without an amount, in millilitres.
    package var waterAmount: Int
    /// The opt-in depth layer; off unless the person turns it on.
    package var vigil: Bool

    package init(
        targetHours: Double = TargetHours.defaultValue,
        waterUnit: VolumeUnit = .ml,
        waterAmount: Int = 250,
        vigil: Bool = false
    ) {
        self.targetHours = targetHours
        self.waterUnit = waterUnit
        self.waterAmount = waterAmount
        self.vigil = vigil
    }
}
