/// Reads the tokens of SVG path data: command letters, numbers and separators.
///
/// Works on UTF-8 bytes so that no input, however odd, can make it index out of bounds:
/// every read checks `position` against the end first.
struct PathScanner {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// Skips whitespace only.
    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Skips whitespace, at most one comma, then whitespace: the separator between numbers.
    /// Returns whether a comma was consumed, because a comma must be followed by a number.
    @discardableResult
    mutating func skipSeparator() -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return false }
        position += 1
        skipWhitespace()
        return true
    }

    /// The next byte, if it is an ASCII letter (a command), without consuming it.
    func peekLetter() -> UInt8? {
        guard position < bytes.count else { return nil }
        let b = bytes[position]
        return Self.isLetter(b) ? b : nil
    }

    mutating func advance() { position += 1 }

    /// Whether a number starts here (sign, digit or decimal point).
    func isAtNumber() -> Bool {
        guard position < bytes.count else { return false }
        let b = bytes[position]
        return Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    /// Reads one number: `[sign] digits [. digits] [e [sign] digits]`, with at least one mantissa digit.
    ///
    /// A second decimal point ends the number, so `.5.5` is two numbers, as SVG requires.
    /// Returns nil (consuming nothing) when no number starts here.
    mutating func readNumber() throws(PathParseError) -> Double? {
        let start = position
        var p = position
        if p < bytes.count, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") { p += 1 }
        var mantissaDigits = 0
        // The digits as an integer and how many follow the point, for the exact path below.
        var mantissa: UInt64 = 0
        var fractionDigits = 0
        while p < bytes.count, Self.isDigit(bytes[p]) {
            if mantissaDigits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[p] - 0x30) }
            p += 1
            mantissaDigits += 1
        }
        if p < bytes.count, bytes[p] == UInt8(ascii: ".") {
            p += 1
            while p < bytes.count, Self.isDigit(bytes[p]) {
                if mantissaDigits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[p] - 0x30) }
                p += 1
                mantissaDigits += 1
                fractionDigits += 1
            }
        }
        guard mantissaDigits > 0 else { return nil }
        var hasExponent = false
        // An exponent counts only when digits follow it; otherwise the `e` is left for the caller.
        if p < bytes.count, bytes[p] == UInt8(ascii: "e") || bytes[p] == UInt8(ascii: "E") {
            var q = p + 1
            if q < bytes.count, bytes[q] == UInt8(ascii: "-") || bytes[q] == UInt8(ascii: "+") { q += 1 }
            var exponentDigits = 0
            while q < bytes.count, Self.isDigit(bytes[q]) { q += 1; exponentDigits += 1 }
            if exponentDigits > 0 {
                p = q
                hasExponent = true
            }
        }
        // Up to 15 digits and no exponent, as the tree files hold: the integer of the digits is
        // exact in a Double, and so is 10^fraction (to 10^22), so one division gives the
        // correctly rounded value, the very bits `Double(text)` gives (Clinger's fast path).
        // `Double(text)` cost 1,200 instructions a number, 5 % of `status --color always`.
        if !hasExponent, mantissaDigits <= 15, fractionDigits <= 22 {
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            position = p
            return bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<p], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw .numberOutOfRange(offset: start)
        }
        position = p
        return value
    }

    /// 10^0 through 10^22, each exactly a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
}
