/// On `String` rather than `StringProtocol` (start-up path: Sources/START-UP.md).
extension String {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    /// The text without punctuation at either end.
    package func trimmingPunctuation() -> String {
        guard let first = firstIndex(where: { !$0.isPunctuation }), let last = lastIndex(where: { !$0.isPunctuation }) else { return "" }
        return String(self[first...last])
    }
}

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

extension String {
    /// The text followed by spaces up to `width` characters, for columns; longer text is kept whole.
    package func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
