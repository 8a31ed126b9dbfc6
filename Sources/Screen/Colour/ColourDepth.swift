/// How much colour the terminal (or the person) wants.
///
/// The commands decide it from `--color`, `NO_COLOR`, `COLORTERM` and whether stdout is a
/// terminal; rendering only obeys it.
package enum ColourDepth: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour: `38;2;r;g;b` and `48;2;r;g;b`.
    case trueColour
    /// The xterm 256-colour palette: nearest of the 6×6×6 cube and the grey ramp.
    case ansi256
    /// The terminal's 16 ANSI colours (`30`–`37`, `90`–`97` and their backgrounds), nearest
    /// of xterm's defaults (``Ansi16Palette``).
    case ansi16
    /// No escape codes at all; pictures are drawn with glyphs alone.
    case none

    /// The SGR parameters selecting `colour` as foreground, or nil at depth `none`.
    func foregroundParameters(_ colour: RGB) -> String? {
        parameters(colour, background: false)
    }

    /// The SGR parameters selecting `colour` as background, or nil at depth `none`.
    func backgroundParameters(_ colour: RGB) -> String? {
        parameters(colour, background: true)
    }

    private func parameters(_ colour: RGB, background: Bool) -> String? {
        var bytes: [UInt8] = []
        guard appendParameters(colour, background: background, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the SGR parameters selecting `colour` (`38;2;r;g;b`, `48;5;n` …) to `bytes`;
    /// false, appending nothing, at depth `none`. Pictures write thousands of them, as bytes.
    package func appendParameters(_ colour: RGB, background: Bool, to bytes: inout [UInt8]) -> Bool {
        let layer = background ? UInt8(ascii: "4") : UInt8(ascii: "3")
        switch self {
        case .trueColour:
            bytes.append(layer)
            bytes.append(UInt8(ascii: "8"))
            bytes.append(UInt8(ascii: ";"))
            bytes.append(UInt8(ascii: "2"))
            for channel in 0..<3 {
                bytes.append(UInt8(ascii: ";"))
                Self.appendDecimal(Int(channel == 0 ? colour.r : channel == 1 ? colour.g : colour.b), to: &bytes)
            }
        case .ansi256:
            bytes.append(layer)
            bytes.append(UInt8(ascii: "8"))
            bytes.append(UInt8(ascii: ";"))
            bytes.append(UInt8(ascii: "5"))
            bytes.append(UInt8(ascii: ";"))
            Self.appendDecimal(XtermPalette.nearestIndex(to: colour), to: &bytes)
        case .ansi16:
            // 30–37 and 40–47, then the bright 90–97 and 100–107.
            let index = Ansi16Palette.nearestIndex(to: colour)
            Self.appendDecimal((index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)) + index % 8, to: &bytes)
        case .none:
            return false
        }
        return true
    }

    /// `value` (0 or more) in decimal digits.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

