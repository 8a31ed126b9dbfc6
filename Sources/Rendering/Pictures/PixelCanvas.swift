import Geometry

/// A grid of square pixels, two per terminal cell (top and bottom half), being painted.
///
/// Each pixel keeps a colour, for terminals with colour, and an ``Ink``, for terminals
/// without: the strongest presence painted there last, which becomes a glyph.
struct PixelCanvas {
    let width: Int
    let height: Int
    private(set) var colours: [RGB]
    private(set) var inks: [Ink]
    /// Pixels covered by land (the hills trees stand on): not sky, so no star goes there.
    private(set) var land: [Bool]
    /// The scene's raster under (part of) the canvas, when it was drawn: colour cells then
    /// choose finer glyphs from it (see ``CellFit``).
    var samples: CellSamples?

    /// A canvas filled with the dusk sky of `dusk`, deep night at the top and the glow at the bottom.
    init(width: Int, height: Int, dusk: Dusk = Dusk()) {
        let rows = max(height, 0)
        let heights = (0..<rows).map { y in rows > 1 ? 1 - Double(y) / Double(rows - 1) : 0.5 }
        self.init(width: width, rowColours: dusk.sky(at: heights))
    }

    /// A canvas as tall as `rowColours`, each row filled with its colour.
    init(width: Int, rowColours: [RGB]) {
        let columns = max(width, 0)
        self.width = columns
        height = rowColours.count
        let count = columns * height
        colours = [RGB](unsafeUninitializedCapacity: count) { buffer, initialised in
            var i = 0
            for colour in rowColours {
                for _ in 0..<columns {
                    buffer.initializeElement(at: i, to: colour)
                    i += 1
                }
            }
            initialised = count
        }
        inks = Array(repeating: .none, count: count)
        land = Array(repeating: false, count: count)
    }

    func isLand(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return land[y * width + x]
    }

    mutating func markLand(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        land[y * width + x] = true
    }

    func colour(x: Int, y: Int) -> RGB {
        guard x >= 0, y >= 0, x < width, y < height else { return Palette.deepNight }
        return colours[y * width + x]
    }

    func ink(x: Int, y: Int) -> Ink {
        guard x >= 0, y >= 0, x < width, y < height else { return .none }
        return inks[y * width + x]
    }

    /// Paints `mask` with its top-left corner at (`left`, `top`).
    ///
    /// Each pixel takes `colour(row)` (row within the mask, so a tree may shade from crown to
    /// foot) at `opacity` × coverage over what is already there. Pixels at least half covered
    /// take `ink`, so the glyph picture shows the nearest tree where trees overlap.
    mutating func paint(
        _ mask: CoverageMask, left: Int, top: Int, opacity: Double, ink: Ink, colour: (Int) -> RGB
    ) {
        let alpha = Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))
        let y0 = max(0, -top), y1 = min(mask.height, height - top)
        let x0 = max(0, -left), x1 = min(mask.width, width - left)
        guard y0 < y1, x0 < x1 else { return }
        for my in y0..<y1 {
            let rowColour = colour(my)
            let base = (top + my) * width + left
            for mx in x0..<x1 {
                let coverage = mask.values[my * mask.width + mx]
                guard coverage > 0 else { continue }
                let i = base + mx
                colours[i] = rowColour.over(colours[i], opacity: Double(coverage * alpha))
                if coverage >= 0.5 { inks[i] = ink }
            }
        }
    }

    /// Sets one pixel's colour and, when given, its ink.
    mutating func set(x: Int, y: Int, colour: RGB, ink: Ink?) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        colours[y * width + x] = colour
        if let ink { inks[y * width + x] = ink }
    }
}

/// How strongly a pixel is inked, for pictures drawn without colour.
///
/// Ordered from absent to solid; presence (opacity) maps onto it so that faint and distant
/// trees read as lighter shades than near ones.
enum Ink: UInt8, Comparable, Sendable {
    case none, light, medium, dense, solid

    static func < (a: Ink, b: Ink) -> Bool { a.rawValue < b.rawValue }

    /// The ink for a shape painted at `presence` (0...1).
    init(presence: Double) {
        switch presence {
        case 0.8...: self = .solid
        case 0.55...: self = .dense
        case 0.3...: self = .medium
        default: self = .light
        }
    }
}
