/// Small pieces of SVG text: numbers, escaped words and the star's shape.
enum SVGWriting {
    /// `value` with at most `decimals` decimals and no trailing zeros; non-finite values become 0.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let factor = [1.0, 10, 100, 1000, 10000][min(max(decimals, 0), 4)]
        let scaled = Int((value * factor).rounded())
        guard scaled % Int(factor) != 0 else { return String(scaled / Int(factor)) }
        var digits = String(abs(scaled))
        let places = String(factor).count - 3  // "100.0" → 2
        while digits.count <= places { digits = "0" + digits }
        var fraction = String(digits.suffix(places))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (scaled < 0 ? "-" : "") + digits.dropLast(places) + "." + fraction
    }

    /// `text` safe inside XML character data and attribute values.
    ///
    /// Control characters are not allowed in XML 1.0 at all, so they become spaces rather than
    /// breaking the document.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A four-pointed star of radius 1 around the origin, its sides drawn in toward the centre.
    static let starPath = "M0 -1Q0.14 -0.14 1 0Q0.14 0.14 0 1Q-0.14 0.14 -1 0Q-0.14 -0.14 0 -1Z"
}
