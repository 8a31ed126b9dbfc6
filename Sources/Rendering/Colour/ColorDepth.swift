/// How much colour the terminal (or the person) wants.
///
/// The commands decide it from `--color`, `NO_COLOR`, `COLORTERM` and whether stdout is a
/// terminal; rendering only obeys it.
package enum ColorDepth: String, Sendable, Hashable, CaseIterable {
    /// 24-bit colour: `38;2;r;g;b` and `48;2;r;g;b`.
    case trueColor
    /// The xterm 256-colour palette: nearest of the 6×6×6 cube and the grey ramp.
    case ansi256
    /// No escape codes at all; pictures are drawn with glyphs alone.
    case none

    /// The SGR parameters selecting `colour` as foreground, or nil at depth `none`.
    func foregroundParameters(_ colour: RGB) -> String? {
        switch self {
        case .trueColor: "38;2;\(colour.r);\(colour.g);\(colour.b)"
        case .ansi256: "38;5;\(XtermPalette.nearestIndex(to: colour))"
        case .none: nil
        }
    }

    /// The SGR parameters selecting `colour` as background, or nil at depth `none`.
    func backgroundParameters(_ colour: RGB) -> String? {
        switch self {
        case .trueColor: "48;2;\(colour.r);\(colour.g);\(colour.b)"
        case .ansi256: "48;5;\(XtermPalette.nearestIndex(to: colour))"
        case .none: nil
        }
    }
}

/// Which characters pictures may use.
package enum GlyphSet: String, Sendable, Hashable, CaseIterable {
    /// Half blocks, shades and stars (`▀ ▄ █ ░ ▒ ▓ ✦ ·`).
    case unicode
    /// Plain ASCII, for terminals that are not UTF-8.
    case ascii
}
