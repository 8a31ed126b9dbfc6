/// Large numerals for the elapsed time, drawn with half blocks: `12h 30m` several rows tall.
///
/// Each glyph is a small bitmap five pixels tall; at scale 1 it stands three rows high,
/// at scale 2 five. The numerals are the resting point of the screen: large, quiet, light.
package enum BlockNumerals {
    /// The glyph of `character`; nil for one the numerals do not draw. A switch rather than a
    /// dictionary keyed by Character, whose first use searched every conformance in the binary
    /// (a quarter of a million instructions of `status` in colour; Sources/START-UP.md).
    private static func font(_ character: Character) -> [String]? {
        switch character {
        case "0": ["###", "#.#", "#.#", "#.#", "###"]
        case "1": [".#.", "##.", ".#.", ".#.", "###"]
        case "2": ["###", "..#", "###", "#..", "###"]
        case "3": ["###", "..#", ".##", "..#", "###"]
        case "4": ["#.#", "#.#", "###", "..#", "..#"]
        case "5": ["###", "#..", "###", "..#", "###"]
        case "6": ["###", "#..", "###", "#.#", "###"]
        case "7": ["###", "..#", ".#.", ".#.", ".#."]
        case "8": ["###", "#.#", "###", "#.#", "###"]
        case "9": ["###", "#.#", "###", "..#", "###"]
        case "d": ["..#", "..#", "###", "#.#", "###"]
        case "h": ["#..", "#..", "###", "#.#", "#.#"]
        case "m": [".....", ".....", "####.", "#.#.#", "#.#.#"]
        case " ": ["..", "..", "..", "..", ".."]
        default: nil
        }
    }

    /// Columns `text` takes at `scale` (1 column between glyphs, scaled).
    package static func width(_ text: String, scale: Int) -> Int {
        let glyphs = text.compactMap(font)
        guard !glyphs.isEmpty else { return 0 }
        return (glyphs.reduce(0) { $0 + ($1.first?.count ?? 0) } + glyphs.count - 1) * scale
    }

    /// Rows `text` takes at `scale`; in ASCII each pixel row is a whole cell row.
    package static func height(scale: Int, ascii: Bool = false) -> Int { ascii ? 5 : (5 * scale + 1) / 2 }

    /// The pixels of `text` at `scale`: rows of on/off, two pixel rows per cell row.
    static func pixels(_ text: String, scale: Int, tall: Bool = true) -> [[Bool]] {
        let glyphs = text.compactMap(font)
        var rows: [[Bool]] = Array(repeating: [], count: 5)
        for (index, glyph) in glyphs.enumerated() {
            for y in 0..<5 {
                if index > 0 { rows[y].append(false) }
                rows[y] += glyph[y].map { $0 == "#" }
            }
        }
        return rows.flatMap { row in
            let wide = row.flatMap { Array(repeating: $0, count: scale) }
            return Array(repeating: wide, count: tall ? scale : 1)
        }
    }

    /// Draws `text` with its top-left at `column`, `row` of `frame`, in `colour` over each
    /// cell's own background. With `ascii`, whole cells of `#` stand in for the half blocks.
    package static func draw(_ text: String, scale: Int, column: Int, row: Int, colour: RGB, ascii: Bool, into frame: inout Frame) {
        let pixels = pixels(text, scale: scale, tall: !ascii)
        let width = pixels.first?.count ?? 0
        if ascii {
            for (y, line) in pixels.enumerated() {
                for (x, on) in line.enumerated() where on { frame.write("#", column: column + x, row: row + y, colour: colour) }
            }
            return
        }
        for cellRow in 0..<height(scale: scale) {
            for x in 0..<width {
                let top = pixels[2 * cellRow][x]
                let bottom = 2 * cellRow + 1 < pixels.count && pixels[2 * cellRow + 1][x]
                let glyph: Character? = switch (top, bottom) {
                case (false, false): nil
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                }
                if let glyph { frame.write(String(glyph), column: column + x, row: row + cellRow, colour: colour) }
            }
        }
    }
}
