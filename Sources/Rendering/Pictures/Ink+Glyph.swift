extension Ink {
    /// The glyph for a cell whose halves have the given inks, as pictures without colour draw
    /// (and colour pictures for their solid shapes): one place for the forest, trees and the dusk.
    static func glyph(top: Ink, bottom: Ink, glyphs: GlyphSet) -> Unicode.Scalar {
        if top == .solid || bottom == .solid {
            switch (top == .solid, bottom == .solid, glyphs) {
            case (true, true, .unicode): return "█"
            case (true, false, .unicode): return "▀"
            case (_, _, .unicode): return "▄"
            case (true, true, .ascii): return "#"
            case (true, false, .ascii): return "'"
            case (_, _, .ascii): return "."
            }
        }
        switch (max(top, bottom), glyphs) {
        case (.none, _): return " "
        case (.dense, .unicode): return "▓"
        case (.medium, .unicode): return "▒"
        case (_, .unicode): return "░"
        case (.dense, .ascii): return "%"
        case (.medium, .ascii): return "+"
        case (_, .ascii): return ":"
        }
    }
}
