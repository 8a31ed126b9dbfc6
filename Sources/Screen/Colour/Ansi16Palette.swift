/// The terminal's 16 ANSI colours, for terminals with no more (the Linux console, `TERM=xterm`
/// or `screen` without 256 colours).
///
/// Each terminal themes them: these are xterm's defaults, the reference pictures are chosen
/// against. The hues of black, the greys, white, red, green, blue and magenta hold across
/// terminals; yellow (3) is olive in xterm and brown on the console, so pictures lean on it
/// only where either reads right (earth, amber light).
package enum Ansi16Palette {
    /// xterm's default colours for indices 0–15.
    static let colours: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The colour index `index` (0–15) shows in xterm; other indices give black.
    package static func colour(at index: Int) -> RGB {
        colours.indices.contains(index) ? colours[index] : RGB(0, 0, 0)
    }

    /// The index (0–15) whose colour is nearest to `colour`: words, and the pictures' colours,
    /// which are chosen among these already and so find themselves.
    package static func nearestIndex(to colour: RGB) -> Int {
        var best = (index: 0, distance: Int.max)
        for (index, entry) in colours.enumerated() {
            let (dr, dg, db) = (Int(colour.r) - Int(entry.r), Int(colour.g) - Int(entry.g), Int(colour.b) - Int(entry.b))
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < best.distance { best = (index, distance) }
        }
        return best.index
    }

    /// What the terminal shows for `colour`: its nearest of the 16.
    package static func quantised(_ colour: RGB) -> RGB {
        colours[nearestIndex(to: colour)]
    }
}
