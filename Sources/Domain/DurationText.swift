#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Durations as atrest writes and reads them: `12h 30m`, and past a day `1d 2h 5m`.
package enum DurationText {
    /// `seconds` as `Xh Ym`, or `Xd Yh Zm` from 24 hours on: the whole minutes of
    /// `FastLength.minutes`, which the tree is decided on too.
    package static func format(_ seconds: TimeInterval) -> String {
        let minutes = FastLength.minutes(seconds)
        let days = minutes / 1440
        let hours = minutes % 1440 / 60
        let rest = minutes % 60
        return days > 0 ? "\(days)d \(hours)h \(rest)m" : "\(hours)h \(rest)m"
    }

    /// Reads `2h`, `90m`, `1h30m`, `1h 30m`, `1d2h`, `45s` into whole seconds; nil otherwise.
    package static func parse(_ text: String) -> Int? {
        var total = 0
        var number = ""
        var sawUnit = false
        for character in text.lowercased() where character != " " {
            if character.isASCII, character.isNumber {
                number.append(character)
                guard number.count <= 6 else { return nil }
                continue
            }
            guard let value = Int(number) else { return nil }
            switch character {
            case "d": total += value * 86_400
            case "h": total += value * 3600
            case "m": total += value * 60
            case "s": total += value
            default: return nil
            }
            number = ""
            sawUnit = true
        }
        guard number.isEmpty, sawUnit else { return nil }
        return total
    }
}
