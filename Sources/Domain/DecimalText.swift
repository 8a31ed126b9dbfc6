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

    /// A number's one comma as the decimal point it is for much of the world (`1,5l`, `0,33l`),
    /// except in millilitres before exactly three digits, where `1,500` is fifteen hundred
    /// (one and a half millilitres is no glass of water). Anything else is left to be refused.
    /// Also how a confirmation says a bare number back (`WaterText.confirmed`), and how a
    /// target is read (`TargetHours`, where no comma is a thousands separator).
    package static func decimalPoint(_ number: String, thousandsPossible: Bool) -> String {
        guard let comma = number.firstIndex(of: ","), !number.contains("."),
              number[number.index(after: comma)...].allSatisfy({ $0 != "," })
        else { return number }
        let after = number[number.index(after: comma)...]
        if thousandsPossible, after.count == 3, comma != number.startIndex { return number.filter { $0 != "," } }
        return number.replacing(",", with: ".")
    }

    /// Whether `number` (its comma already read by `decimalPoint`) is digits with at most one
    /// point and a digit after it: `16`, `16.5`, `.5`. A trailing mark (`16,`, `16.`) is refused,
    /// not read as `16`: it is as likely the start of `16,5` cut short as a stray key.
    package static func isPlain(_ number: String) -> Bool {
        var points = 0
        for character in number.utf8 {
            if character == UInt8(ascii: ".") { points += 1 } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) { return false }
        }
        return points <= 1 && number.utf8.last.map { $0 != UInt8(ascii: ".") } == true
    }
}
