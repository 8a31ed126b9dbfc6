#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A whole screen of the day's dusk with, at most, one tree standing in it.
///
/// The picture behind the live view and the composed `status`: the sky fills every cell,
/// deep night at the top and the day's horizon at the bottom; the tree stands where the
/// caller puts it, at its presence and colour, and its star (when there is one) fades in
/// with `starLight` from 0 (not yet) to 1 (whole), at the tree's upper right.
package struct DuskScene: Sendable, Hashable {
    package var columns: Int
    package var rows: Int
    package var dusk: Dusk
    package var tree: Tree?

    /// One tree placed in the scene.
    package struct Tree: Sendable, Hashable {
        package var seed: TreeSeed
        /// The side of the tree's square box, in columns (and half-cell pixels).
        package var size: Int
        /// The column of the box's left edge.
        package var left: Int
        /// The cell row the tree's foot stands on.
        package var groundRow: Int
        package var presence: Double
        package var colour: RGB
        /// 0: no star; up to 1: the star at full light. It only ever fades in.
        package var starLight: Double
        /// The highest row the star may stand on: a picture printed in a short terminal, with
        /// words after it, scrolls its top rows away, and the star above the crown went with
        /// them (`end` at 24 × 8). Below its place, it stands beside the crown.
        package var starFloor = 0
        /// The glyph strength without colour; by default it follows presence.
        var ink: Ink?

        package init(seed: TreeSeed, size: Int, left: Int, groundRow: Int, presence: Double, colour: RGB, starLight: Double = 0) {
            self.seed = seed
            self.size = size
            self.left = left
            self.groundRow = groundRow
            self.presence = presence
            self.colour = colour
            self.starLight = starLight
        }

        /// The tree a running fast shows: presence and colour from elapsed / target.
        package static func becoming(_ tree: BecomingTree, size: Int, left: Int, groundRow: Int) -> Tree {
            Tree(seed: TreeSeed(id: tree.id), size: size, left: left, groundRow: groundRow, presence: tree.presence, colour: tree.colour)
        }

        /// The tree a fast left: whole in its earth tone (its star fading in with `starLight`),
        /// or grey and faint, without a star, when it ended short of its reference.
        package static func finished(id: UUID, established: Bool, size: Int, left: Int, groundRow: Int, starLight: Double) -> Tree {
            let seed = TreeSeed(id: id)
            guard established else {
                var tree = Tree(seed: seed, size: size, left: left, groundRow: groundRow, presence: TreePresence.incomplete, colour: Palette.treeGrey)
                tree.ink = .light
                return tree
            }
            return Tree(seed: seed, size: size, left: left, groundRow: groundRow, presence: 1, colour: Palette.earthTone(seed.tone).light, starLight: starLight)
        }
    }

    package init(columns: Int, rows: Int, dusk: Dusk, tree: Tree? = nil) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        self.dusk = dusk
        self.tree = tree
    }

    /// The sky's colour at cell `row` (the average of its two halves), for what is written over it.
    package func sky(row: Int) -> RGB {
        skyPixel(2 * row).mixed(with: skyPixel(2 * row + 1), 0.5)
    }

    private func skyPixel(_ y: Int) -> RGB {
        let height = 2 * rows
        return dusk.sky(at: height > 1 ? 1 - Double(y) / Double(height - 1) : 0.5)
    }

    /// Every cell, row by row: half blocks in colour, or glyphs by ink at depth `none`.
    package func cells(depth: ColourDepth, glyphs: GlyphSet, symbols: BlockSymbols = .quadrants) -> [TerminalCell] {
        var canvas = PixelCanvas(width: columns, height: 2 * rows)
        for y in 0..<(2 * rows) {
            let colour = skyPixel(y)
            for x in 0..<columns { canvas.set(x: x, y: y, colour: colour, ink: nil) }
        }
        var overlay = CellOverlay(columns: columns, rows: rows)
        if let tree, tree.size > 0 {
            let mask = TreeSilhouette.mask(variant: tree.seed.variant, size: tree.size)
            let ground = Int((Double(tree.size) * TreeSilhouette.groundLine).rounded())
            let top = 2 * (tree.groundRow + 1) - ground
            let opacity = min(max(tree.presence, 0), 1)
            let colour = tree.colour
            canvas.paint(mask, left: tree.left, top: top, opacity: opacity, ink: tree.ink ?? Ink(presence: opacity)) { _ in colour }
            // Soft edges from the scene's raster, in 24 bits and 256 colours alike.
            if depth != .none { supersampleTree(into: &canvas) }
            if tree.starLight > 0 {
                // Upper right of the tree's box, as the seeds place it, fading in from the sky.
                let x = tree.left + Int((Double(tree.size) * 0.88).rounded())
                let y = top + Int((Double(tree.size) * 0.08).rounded())
                let floor = min(max(tree.starFloor, 0), rows - 1)
                let cell = (column: min(x, columns - 1), row: max(floor, y / 2))
                let light = Palette.starLight.over(sky(row: cell.row), opacity: min(tree.starLight, 1))
                let star = CellOverlay.Mark(kind: .star(bright: true), colour: light)
                StarPlacement.placeClear(star, near: cell, on: canvas, overlay: &overlay, floor: floor)
            }
        }
        var cells: [TerminalCell] = []
        cells.reserveCapacity(columns * rows)
        var dither = Xterm256Dither(depth: depth)
        for row in 0..<rows {
            for column in 0..<columns {
                var top = canvas.colour(x: column, y: 2 * row), bottom = canvas.colour(x: column, y: 2 * row + 1)
                let average = top.mixed(with: bottom, 0.5)
                let mark = overlay[column, row]
                if let mark {
                    // Ground behind a star or a word is one calm colour, never dithered.
                    let ground = depth.dithers ? dither.flat(average, sky: !canvas.isLand(x: column, y: 2 * row + 1)) : average
                    cells.append(TerminalCell(Self.character(mark.kind, glyphs: glyphs), foreground: mark.colour, background: ground))
                    continue
                }
                if depth == .none {
                    let glyph = Character(Ink.glyph(top: canvas.ink(x: column, y: 2 * row), bottom: canvas.ink(x: column, y: 2 * row + 1), glyphs: glyphs))
                    cells.append(TerminalCell(glyph, foreground: tree?.colour ?? Palette.highlight, background: average))
                    continue
                }
                if glyphs == .ascii {
                    let ground = depth.dithers ? dither.colour(average, x: 0, y: row) : average
                    cells.append(TerminalCell(" ", foreground: ground, background: ground))
                    continue
                }
                if let fit = CellFit.finer(
                    on: canvas, column: column, row: row, top: &top, bottom: &bottom, depth: depth, symbols: symbols, dither: &dither
                ) {
                    cells.append(TerminalCell(Character(fit.glyph), foreground: fit.foreground, background: fit.background))
                    continue
                }
                if depth.dithers {
                    // Dithered at its place on the screen, so frames do not shimmer; the sky in
                    // both directions too (by row only, its mixes of a grey and a colour of
                    // equal lightness, which keep the dusk's hue, would show as stripes).
                    let shapeTop = canvas.ink(x: column, y: 2 * row) != .none, shapeBottom = canvas.ink(x: column, y: 2 * row + 1) != .none
                    top = dither.colour(top, x: column, y: 2 * row, shape: shapeTop, sky: true)
                    bottom = dither.colour(bottom, x: column, y: 2 * row + 1, shape: shapeBottom, sky: true)
                }
                if top == bottom {
                    cells.append(TerminalCell(" ", foreground: top, background: top))
                } else {
                    cells.append(TerminalCell("▀", foreground: top, background: bottom))
                }
            }
        }
        return cells
    }

    private static func character(_ kind: CellOverlay.Mark.Kind, glyphs: GlyphSet) -> Character {
        switch (kind, glyphs) {
        case (.character(let c), _): c
        case (.star(bright: true), .unicode): "✦"
        case (.star(bright: false), .unicode): "·"
        case (.star(bright: true), .ascii): "*"
        case (.star(bright: false), .ascii): "."
        }
    }

}
