extension ColourDepth {
    /// What the terminal shows for `colour` at this depth: 256 and 16 colours round it to
    /// their nearest entry; 24 bits and none keep it.
    package func shown(_ colour: RGB) -> RGB {
        switch self {
        case .ansi256: XtermPalette.colour(at: XtermPalette.nearestIndex(to: colour))
        case .ansi16: Ansi16Palette.quantised(colour)
        case .trueColour, .none: colour
        }
    }

    /// Whether pictures mix palette colours in an ordered dither at this depth.
    package var dithers: Bool { self == .ansi256 || self == .ansi16 }
}
