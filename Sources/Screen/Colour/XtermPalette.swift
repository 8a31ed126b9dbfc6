/// The xterm 256-colour palette, for terminals without 24-bit colour.
///
/// Only indices 16–255 are used: the 6×6×6 colour cube and the 24-step grey ramp are the
/// same everywhere, while 0–15 are themed by each terminal and cannot be relied on.
package enum XtermPalette {
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The index (16–255) whose colour is nearest to `colour`.
    package static func nearestIndex(to colour: RGB) -> Int {
        let (r, g, b) = (Int(colour.r), Int(colour.g), Int(colour.b))
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(r, g, b, cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])

        // Grey ramp: 232 + k is the grey 8 + 10k.
        let average = (r + g + b) / 3
        let k = min(max((average - 3) / 10, 0), 23)
        let candidates = [k, min(k + 1, 23)]
        var best = (index: cube, distance: cubeDistance)
        for step in candidates {
            let level = 8 + 10 * step
            let d = distance(r, g, b, level, level, level)
            if d < best.distance { best = (232 + step, d) }
        }
        return best.index
    }

    /// The colour the palette shows at `index` (16–255); other indices give black.
    package static func colour(at index: Int) -> RGB {
        switch index {
        case 16...231:
            let i = index - 16
            return RGB(UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[i / 6 % 6]), UInt8(cubeLevels[i % 6]))
        case 232...255:
            let level = UInt8(8 + 10 * (index - 232))
            return RGB(level, level, level)
        default:
            return RGB(0, 0, 0)
        }
    }

    private static func nearestLevel(_ v: Int) -> Int {
        var best = 0
        for (i, level) in cubeLevels.enumerated() where abs(level - v) < abs(cubeLevels[best] - v) { best = i }
        return best
    }

    /// Squared distance weighted roughly by how strongly the eye responds to each channel.
    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let (dr, dg, db) = (r1 - r2, g1 - g2, b1 - b2)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
