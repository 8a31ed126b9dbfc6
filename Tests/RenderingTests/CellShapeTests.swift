import Foundation
import Testing
import Rendering
import Screen

/// Trees in colour cells at the sizes an 80 × 24 forest draws them (7, 9 and 11 pixels) and
/// the `status` tree (24): each cell's glyph and two colours, decoded back into pixels, must
/// stay close to the scene's own raster, so that a tree reads as its kind and not as a blob.
@Suite struct CellShapeTests {
    /// An id whose tree has form `variant`.
    static func id(variant: Int) -> UUID {
        for n in 0..<10_000 {
            let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012x", n)) ?? UUID()
            if TreeSeed(id: id).variant == variant { return id }
        }
        return UUID()
    }

    /// One whole tree of form `variant` in a box `size` pixels across, with some sky round it.
    static func scene(variant: Int, size: Int) -> DuskScene {
        let rows = size / 2 + 3
        let tree = DuskScene.Tree.finished(id: id(variant: variant), established: true, size: size, left: 2, groundRow: rows - 2, starLight: 0)
        return DuskScene(columns: size + 4, rows: rows, dusk: Dusk(), tree: tree)
    }

    /// The cells as a terminal draws them, 2 × 8 pixels to a cell: each glyph's ink in its
    /// foreground, the rest in its background.
    static func decode(_ cells: [TerminalCell], columns: Int, rows: Int) -> [RGB] {
        var pixels = [RGB](repeating: RGB(0, 0, 0), count: columns * 2 * rows * 8)
        for (index, cell) in cells.enumerated() {
            let (column, row) = (index % columns, index / columns)
            for y in 0..<8 {
                for x in 0..<2 {
                    let inked = Self.inks(cell.character, x: x, y: y)
                    pixels[(row * 8 + y) * columns * 2 + column * 2 + x] = inked ? cell.foreground : cell.background
                }
            }
        }
        return pixels
    }

    /// Whether `character` inks the sub-pixel (`x` of 2, `y` of 8) of its cell.
    static func inks(_ character: Character, x: Int, y: Int) -> Bool {
        let top = y < 4, left = x == 0
        switch character {
        case "█": return true
        case "▀": return top
        case "▄": return !top
        case "▌": return left
        case "▐": return !left
        case "▘": return top && left
        case "▝": return top && !left
        case "▖": return !top && left
        case "▗": return !top && !left
        case "▚": return top == left
        case "▞": return top != left
        case "▙": return !(top && !left)
        case "▛": return !(!top && !left)
        case "▜": return !(!top && left)
        case "▟": return !(top && left)
        default:
            guard let scalar = character.unicodeScalars.first, (0x1FB00...0x1FB3B).contains(scalar.value) else { return false }
            var n = Int(scalar.value - 0x1FB00) + 1
            if n >= 21 { n += 1 }
            if n >= 42 { n += 1 }
            let third = y * 3 / 8
            return n & (1 << (third * 2 + x)) != 0
        }
    }

    /// The mean difference (all three channels, 0...765) between the cells drawn with
    /// `symbols` and the scene's raster at the same 2 × 8 pixels a cell, over the tree's box.
    static func error(_ scene: DuskScene, symbols: BlockSymbols) -> Double {
        let cells = scene.cells(depth: .trueColour, glyphs: .unicode, symbols: symbols)
        let drawn = decode(cells, columns: scene.columns, rows: scene.rows)
        let raster = scene.raster(cell: CellPixels(width: 2, height: 8), meetingCells: true)
        guard let box = scene.treeCells else { return .infinity }
        var (total, count) = (0, 0)
        for y in (box.row * 8)..<((box.row + box.rows) * 8) {
            for x in (box.column * 2)..<((box.column + box.columns) * 2) {
                let colour = drawn[y * raster.width + x], truth = raster[x, y]
                total += abs(Int(colour.r) - Int(truth.r)) + abs(Int(colour.g) - Int(truth.g)) + abs(Int(colour.b) - Int(truth.b))
                count += 1
            }
        }
        return Double(total) / Double(max(count, 1))
    }

    @Test(arguments: 0..<8)
    func everyFormAtTheForestsSizesIsCloserToItsPictureThanHalfBlocksDraw(variant: Int) {
        for size in [7, 9, 11, 24] {
            let scene = Self.scene(variant: variant, size: size)
            let halves = Self.error(scene, symbols: .halves), quadrants = Self.error(scene, symbols: .quadrants)
            #expect(quadrants < halves * 0.85, "form \(variant) at \(size): quadrants \(quadrants), half blocks \(halves)")
            let sextants = Self.error(scene, symbols: .sextants)
            #expect(sextants <= quadrants * 1.02, "form \(variant) at \(size): sextants \(sextants), quadrants \(quadrants)")
        }
    }
}
