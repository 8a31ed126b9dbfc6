/// Colour and emphasis for text, or nothing at all when output is not coloured.
package struct Paint: Sendable {
    package var mode: ColorMode

    package init(mode: ColorMode) {
        self.mode = mode
    }

    package var isOn: Bool { mode != .none }

    /// Text that recedes: secondary facts, hints, ids.
    package func dim(_ text: String) -> String { sgr("2", text) }

    /// The register of inscriptions (Vigil fragments).
    package func italic(_ text: String) -> String { sgr("3", text) }

    /// The one thing to rest the eye on.
    package func strong(_ text: String) -> String { sgr("1", text) }

    /// Text in a colour given as 0–255 channels.
    package func color(_ text: String, red: UInt8, green: UInt8, blue: UInt8) -> String {
        switch mode {
        case .none: text
        case .trueColor: "\u{1B}[38;2;\(red);\(green);\(blue)m\(text)\u{1B}[0m"
        case .palette256: "\u{1B}[38;5;\(Paint.nearest256(red, green, blue))m\(text)\u{1B}[0m"
        }
    }

    private func sgr(_ code: String, _ text: String) -> String {
        isOn && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp of the 256-colour palette.
    package static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeIndex(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (ri, gi, bi) = (cubeIndex(r), cubeIndex(g), cubeIndex(b))
        let cube = (levels[ri], levels[gi], levels[bi])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + greyIndex * 10
        func distance(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(r), dg = c.1 - Int(g), db = c.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyIndex : 16 + 36 * ri + 6 * gi + bi
    }
}
