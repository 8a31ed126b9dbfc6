/// The fasting target: a reference a fast is measured against, never a goal to push toward.
package enum TargetHours {
    package static let presets: [Double] = [12, 14, 16, 18, 20, 24]
    package static let range: ClosedRange<Double> = 4...72
    package static let defaultValue: Double = 16

    /// Reads `16`, `16h`, `16.5`, `16,5`, `16:30` or `16h30m`; nil when not a duration in hours.
    package static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if let colon = trimmed.firstIndex(of: ":") {
            guard let h = Int(trimmed[..<colon]), let m = Int(trimmed[trimmed.index(after: colon)...]),
                  h >= 0, (0..<60).contains(m), trimmed.distance(from: colon, to: trimmed.endIndex) == 3
            else { return nil }
            return Double(h) + Double(m) / 60
        }
        // Plain decimals first (`16`, `16.5`, `16.5h`, `16,5`: a decimal comma), exactly as typed.
        if let value = plainDecimal(trimmed) { return value }
        if let seconds = DurationText.parse(trimmed), trimmed.contains("h") || trimmed.contains("m") {
            return Double(seconds) / 3600
        }
        return nil
    }

    /// `1e1` or `0x10` are not hours a person types; `16,5` is sixteen and a half; `16,` is cut short.
    private static func plainDecimal(_ text: String) -> Double? {
        let number = DecimalText.decimalPoint(text.hasSuffix("h") ? String(text.dropLast()) : text, thousandsPossible: false)
        let digits = number.hasPrefix("-") ? String(number.dropFirst()) : number
        guard DecimalText.isPlain(digits), let value = Double(number), value.isFinite
        else { return nil }
        return value
    }

    package static func isAllowed(_ hours: Double) -> Bool { range.contains(hours) }

    /// `16`, `16.5` or `16.25`, for settings and messages.
    package static func describe(_ hours: Double) -> String {
        // Six significant digits, as `%g` would write them. A value no hours could be (a damaged
        // file's 1e308, or infinity) is written as Swift writes it: `Int(_:)` would trap on it.
        guard hours.magnitude < 1e15 else { return "\(hours)" }
        return hours == hours.rounded() ? String(Int(hours)) : DecimalText.trimmed(hours, places: hours.magnitude >= 10 ? 4 : 5)
    }

    /// A reference as people read it, in the style of durations: `16h`, `16h 30m`, `1d 12h`.
    package static func spoken(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded())
        let (days, rest) = (minutes / 1440, minutes % 1440)
        // Joined by hand: `joined(separator:)` wakes the runtime's conformance scan, 165,000
        // instructions of `status` (start-up path: Sources/START-UP.md).
        var text = ""
        if days > 0 { text += "\(days)d" }
        if rest / 60 > 0 || days == 0 { text += text.isEmpty ? "\(rest / 60)h" : " \(rest / 60)h" }
        if rest % 60 > 0 { text += text.isEmpty ? "\(rest % 60)m" : " \(rest % 60)m" }
        return text
    }
}
