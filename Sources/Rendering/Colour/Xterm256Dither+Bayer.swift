/// The ordered dither's thresholds: an 8 × 8 Bayer matrix, so a mix of two colours is spread
/// evenly over the cells and a place shows the same colour in every frame.
extension Xterm256Dither {
    /// The place's threshold, 0..<64: the second colour shows where it is below the level.
    package static func threshold(x: Int, y: Int) -> Int {
        bayer[(y & 7) << 3 | (x & 7)]
    }

    private static let bayer: [Int] = (0..<64).map { i in
        // Bits of x ^ y and y interleaved, most significant last: the classic recursive matrix.
        let x = i & 7, y = i >> 3, xy = x ^ y
        var value = 0
        for bit in 0..<3 {
            value |= ((xy >> bit) & 1) << (5 - 2 * bit)
            value |= ((y >> bit) & 1) << (4 - 2 * bit)
        }
        return value
    }
}
