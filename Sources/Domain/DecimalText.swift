/// Numbers written for people with a fixed most number of decimals.
package enum DecimalText {
    /// `value` rounded to at most `places` decimals, trailing zeros dropped: `1.5`, `2`, `0.25`.
    package static func trimmed(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<max(0, min(places, 9)) { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded()
        guard value.isFinite, scaled < 1e15 else { return "\(value)" }
        let units = Int(scaled)
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: String(scale).count - 1 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + String(units / scale) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
