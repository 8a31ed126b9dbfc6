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
        while p < bytes.count, Self.isDigit(bytes[p]) { p += 1; mantissaDigits += 1 }
        if p < bytes.count, bytes[p] == UInt8(ascii: ".") {
            p += 1
            while p < bytes.count, Self.isDigit(bytes[p]) { p += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        // An exponent counts only when digits follow it; otherwise the `e` is left for the caller.
        if p < bytes.count, bytes[p] == UInt8(ascii: "e") || bytes[p] == UInt8(ascii: "E") {
            var q = p + 1
            if q < bytes.count, bytes[q] == UInt8(ascii: "-") || bytes[q] == UInt8(ascii: "+") { q += 1 }
            var exponentDigits = 0
            while q < bytes.count, Self.isDigit(bytes[q]) { q += 1; exponentDigits += 1 }
            if exponentDigits > 0 { p = q }
        }
        let text = String(decoding: bytes[start..<p], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw .numberOutOfRange(offset: start)
        }
        position = p
        return value
    }

    private static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
}
