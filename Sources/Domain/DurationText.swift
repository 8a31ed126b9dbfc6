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

    /// Reads `2h`, `90m`, `1h30m`, `1h 30m`, `1d2h`, `45s`, `1.5h` (or `1,5h`, a decimal comma)
    /// into whole seconds; nil otherwise. A decimal stands alone: in `16h30,5m` or `1.5h30m` the
    /// mark could be a slip for a separator as well as a fraction, so such a mix is refused.
    package static func parse(_ text: String) -> Int? {
        var total = 0
        var whole = ""
        var fraction: String?
        var sawUnit = false
        var parts = 0
        var sawFraction = false
        for character in text.lowercased() where character != " " {
            if character.isASCII, character.isNumber {
                if fraction == nil { whole.append(character) } else { fraction?.append(character) }
                guard whole.count <= 6, (fraction?.count ?? 0) <= 6 else { return nil }
                continue
            }
            // One decimal mark, after at least one digit: `1.5h`, not `.5h` or `1.2.3h`.
            if character == "." || character == "," {
                guard fraction == nil, !whole.isEmpty else { return nil }
                fraction = ""
                continue
            }
            guard let value = Int(whole) else { return nil }
            let unit = switch character {
            case "d": 86_400
            case "h": 3600
            case "m": 60
            case "s": 1
            default: 0
            }
            guard unit > 0 else { return nil }
            total += value * unit
            if let fraction {
                guard let digits = Int(fraction) else { return nil }
                var scale = 1
                for _ in fraction { scale *= 10 }
                total += Int((Double(digits * unit) / Double(scale)).rounded())
            }
            sawFraction = sawFraction || fraction != nil
            parts += 1
            whole = ""
            fraction = nil
            sawUnit = true
        }
        guard whole.isEmpty, fraction == nil, sawUnit, !sawFraction || parts == 1 else { return nil }
        return total
    }
}
