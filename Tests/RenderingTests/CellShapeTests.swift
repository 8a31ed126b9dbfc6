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

    /// The mean colour of each half of a cell drawn with a block glyph, nil for any other character.
    static func halves(_ character: Character, foreground: RGB, background: RGB) -> (top: RGB, bottom: RGB)? {
        guard character == " " || character == "█" || inks(character, x: 0, y: 0) || inks(character, x: 1, y: 0)
            || inks(character, x: 0, y: 7) || inks(character, x: 1, y: 7) else { return nil }
        func mean(_ rows: Range<Int>) -> RGB {
            var (r, g, b) = (0, 0, 0)
            for y in rows { for x in 0..<2 {
                let c = inks(character, x: x, y: y) ? foreground : background
                r += Int(c.r); g += Int(c.g); b += Int(c.b)
            } }
            let n = rows.count * 2
            return RGB(UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
        }
        return (mean(0..<4), mean(4..<8))
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
    /// `symbols` and the scene's raster at the same 2 × 8 pixels a cell, over the tree's box
    /// (the raster of the tree as cells draw it: its drawing for cells, where it has one).
    static func error(_ scene: DuskScene, symbols: BlockSymbols) -> Double {
        let cells = scene.cells(depth: .trueColour, glyphs: .unicode, symbols: symbols)
        let drawn = decode(cells, columns: scene.columns, rows: scene.rows)
        let raster = scene.raster(cell: CellPixels(width: 2, height: 8), meetingCells: true, forCells: true)
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
        var ratios: [Double] = []
        for size in [7, 9, 11, 13, 24] {
            let scene = Self.scene(variant: variant, size: size)
            let halves = Self.error(scene, symbols: .halves), quadrants = Self.error(scene, symbols: .quadrants)
            #expect(quadrants < halves * 0.92, "form \(variant) at \(size): quadrants \(quadrants), half blocks \(halves)")
            ratios.append(quadrants / halves)
            let sextants = Self.error(scene, symbols: .sextants)
            #expect(sextants < quadrants, "form \(variant) at \(size): sextants \(sextants), quadrants \(quadrants)")
        }
        #expect(ratios.reduce(0, +) / Double(ratios.count) < 0.9, "form \(variant): \(ratios)")
    }

    /// The decoded pixels (2 × 8 a cell) where the tree shows: clearly apart from the sky alone.
    static func treePixels(_ scene: DuskScene, symbols: BlockSymbols) -> Set<Int> {
        var sky = scene
        sky.tree = nil
        let drawn = decode(scene.cells(depth: .trueColour, glyphs: .unicode, symbols: symbols), columns: scene.columns, rows: scene.rows)
        let bare = decode(sky.cells(depth: .trueColour, glyphs: .unicode, symbols: symbols), columns: scene.columns, rows: scene.rows)
        var shown = Set<Int>()
        for i in drawn.indices {
            let (a, b) = (drawn[i], bare[i])
            if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { shown.insert(i) }
        }
        return shown
    }

    /// The sizes of the parts (pixels touching at a side or a corner) of `pixels` in an image `width` wide, largest first.
    static func parts(_ pixels: Set<Int>, width: Int) -> [Int] {
        var left = pixels, sizes: [Int] = []
        while let seed = left.first {
            var stack = [seed], size = 0
            left.remove(seed)
            while let p = stack.popLast() {
                size += 1
                for dy in -1...1 { for dx in -1...1 {
                    let (x, y) = (p % width + dx, p / width + dy)
                    let q = y * width + x
                    guard x >= 0, x < width, left.contains(q) else { continue }
                    left.remove(q)
                    stack.append(q)
                } }
            }
            sizes.append(size)
        }
        return sizes.sorted(by: >)
    }

    /// The pixels where the scene's own raster (2 × 8 a cell) shows the tree, as ``treePixels`` finds them in cells.
    static func rasterTreePixels(_ scene: DuskScene) -> Set<Int> {
        var sky = scene
        sky.tree = nil
        let cell = CellPixels(width: 2, height: 8)
        let drawn = scene.raster(cell: cell, meetingCells: true, forCells: true), bare = sky.raster(cell: cell, meetingCells: true)
        var shown = Set<Int>()
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let (a, b) = (drawn[x, y], bare[x, y])
                if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { shown.insert(y * drawn.width + x) }
            }
        }
        return shown
    }

    /// Each form's silhouette in cells against the raster's at an 80 × 24 forest's sizes (13 in
    /// front, 11 and 9 behind; 24 the `status` tree): the share of the two that agree (shared over
    /// either), which half blocks keep lower (a cypress as wide as a cell at its tip, a trunk a
    /// whole column, a cedar's tiers one block).
    @Test(arguments: 0..<8)
    func everyFormsSilhouetteInCellsIsTheRastersSilhouette(variant: Int) {
        var means: [BlockSymbols: Double] = [:]
        for size in [9, 11, 13, 24] {
            let scene = Self.scene(variant: variant, size: size)
            let truth = Self.rasterTreePixels(scene)
            for symbols in [BlockSymbols.halves, .quadrants, .sextants] {
                let shown = Self.treePixels(scene, symbols: symbols)
                let agreement = Double(shown.intersection(truth).count) / Double(max(shown.union(truth).count, 1))
                if symbols != .halves { #expect(agreement >= 0.68, "form \(variant) at \(size) in \(symbols): \(agreement) agrees") }
                means[symbols, default: 0] += agreement / 4
            }
        }
        let (halves, quadrants, sextants) = (means[.halves] ?? 0, means[.quadrants] ?? 0, means[.sextants] ?? 0)
        #expect(quadrants > halves + 0.01, "form \(variant): quadrants \(quadrants), half blocks \(halves)")
        #expect(sextants > quadrants, "form \(variant): sextants \(sextants), quadrants \(quadrants)")
    }

    @Test(arguments: 0..<8)
    func theTrunkJoinsTheCrownAndTheTreeNeverVanishes(variant: Int) {
        for size in [6, 7, 9, 11, 13, 18, 24] {
            for symbols in [BlockSymbols.quadrants, .sextants] {
                let scene = Self.scene(variant: variant, size: size)
                let shown = Self.treePixels(scene, symbols: symbols)
                #expect(shown.count >= size * 4, "form \(variant) at \(size) shows")
                let parts = Self.parts(shown, width: scene.columns * 2)
                // One piece: nothing apart from it but a speck of an edge (a sextant or a quadrant's tip).
                #expect(parts.dropFirst().allSatisfy { $0 <= 4 }, "form \(variant) at \(size) in \(symbols): parts \(parts)")
            }
        }
    }
}
