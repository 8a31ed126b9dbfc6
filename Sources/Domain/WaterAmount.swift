#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The unit a person reads water in. Water is always stored in millilitres.
package enum VolumeUnit: String, Sendable, CaseIterable, Codable {
    case ml
    case oz

    /// Millilitres in one US fluid ounce.
    package static let millilitersPerOunce = 29.5735295625

    /// `milliliters` in this unit, for people: `250 ml`, `8.5 oz`, `1.2 l` past a litre.
    package func describe(_ milliliters: Int) -> String {
        switch self {
        case .ml:
            guard milliliters >= 1000 else { return "\(milliliters) ml" }
            return "\(trimmed(Double(milliliters) / 1000, places: 2)) l"
        case .oz:
            return "\(trimmed(Double(milliliters) / Self.millilitersPerOunce, places: 1)) oz"
        }
    }

    private func trimmed(_ value: Double, places: Int) -> String {
        DecimalText.trimmed(value, places: places)
    }
}

/// Reads a water amount: `250`, `250ml`, `8oz`, `1.5l`, `0.5 l`, `1,5l` (a decimal comma).
package enum WaterAmount {
    /// The most one entry may hold; more is almost certainly a typing slip.
    package static let range: ClosedRange<Int> = 1...5000

    /// Millilitres, or nil when `text` is not an amount. A bare number is in `defaultUnit`.
    package static func parse(_ text: String, defaultUnit: VolumeUnit) -> Int? {
        guard let (number, factor) = reading(text, defaultUnit: defaultUnit),
              let value = Double(number), value.isFinite, value > 0, value < 1_000_000
        else { return nil }
        // A positive amount that rounds to nothing (`0.4ml`, `0.01oz`) is no amount at all.
        let milliliters = Int((value * factor).rounded())
        return milliliters > 0 ? milliliters : nil
    }
}

/// One glass, cup or bottle of water.
package struct WaterEntry: Equatable, Hashable, Sendable, Identifiable {
    package var id: UUID
    package var at: Date
    package var milliliters: Int
    package var timeZone: Zone

    package init(id: UUID = UUID(), at: Date, milliliters: Int, timeZone: Zone) {
        self.id = id
        self.at = at
        self.milliliters = milliliters
        self.timeZone = timeZone
    }

    /// The one order of water entries when they are gathered from several places: the time,
    /// then the smaller id.
    package static func precedes(_ a: WaterEntry, _ b: WaterEntry) -> Bool {
        a.at != b.at ? a.at < b.at : UUID.precedes(a.id, b.id)
    }
}
