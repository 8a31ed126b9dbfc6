import Domain
import Rendering
import Screen

/// The day's dusk printed in place (not full screen) as wide as the terminal: the picture of
/// `status` and `end` on a terminal, the same sky the live view fills the screen with.
package enum SkyPanel {
    /// The widths a panel is drawn at: the terminal's, however wide (the picture is composed
    /// for its width and centred in it), and never narrower than the lower bound.
    package static let widths = 20...160

    static func width(_ run: CommandRun) -> Int { max(run.columns, widths.lowerBound) }

    /// The side of the tree's box for a panel `width` wide: large, yet leaving the words the
    /// resting point on a terminal of ordinary height.
    package static func treeSize(width: Int) -> Int { min(width * 72 / 100, largestTree) }

    /// The largest tree these panels draw: the largest size baked into the binary, so drawing
    /// it fills no silhouette at run time.
    static let largestTree = 24

    /// Rows for a composed panel followed by `after` lines: most of the terminal's height, within
    /// reason, leaving a row for the command typed above it and one for the prompt after it. On
    /// a short terminal the typed command gives its row up first, but the panel never grows
    /// past the screen: its first rows hold the time, and they must not scroll away.
    static func rows(_ run: CommandRun, after: Int = 1) -> Int {
        let terminal = run.context.terminalRows ?? 24
        return max(1, min(max(terminal - 2 - after, 12), terminal - 1 - after, 32))
    }

    static func glyphs(_ run: CommandRun) -> GlyphSet { run.global.ascii ? .ascii : .unicode }

    /// The arrival, as `end` draws it on a terminal: the tree whole at once, then, after a
    /// pause, its star fading in, redrawn in place; all at once without motion. `after` lines
    /// of words follow it.
    static func arrival(_ session: FastingSession, kind: TreeKind, animate: Bool, after: Int = 0, run: CommandRun) {
        let width = width(run)
        // No taller than the screen under the command typed, where a legible tree still fits.
        let terminal = run.context.terminalRows ?? 24
        let size = max(min(treeSize(width: width), 2 * (terminal - 4)), min(treeSize(width: width), Composition.legibleTree))
        let rows = size / 2 + 2
        // The star is redrawn in place by moving up to it: a picture taller than the screen has
        // scrolled its star away, and the star would land on another row. There it comes at once.
        let animate = animate && rows < terminal
        let established = kind == .established
        // The rows the words after it and the prompt scroll away: the star stands below them.
        let floor = max(0, rows + after + 1 - terminal)
        func frame(starLight: Double) -> Frame {
            var tree = DuskScene.Tree.finished(id: session.id, established: established, size: size, left: (width - size) / 2,
                                              groundRow: rows - 1, starLight: starLight)
            tree.starFloor = floor
            let scene = DuskScene(columns: width, rows: rows, dusk: run.dusk, tree: tree)
            return Frame(columns: width, rows: rows, cells: scene.cells(depth: run.paint.depth, glyphs: glyphs(run), symbols: run.blockSymbols))
        }
        let writer = FrameWriter(depth: run.paint.depth)
        let graphics = run.graphics()
        if graphics.mode.showsPixels {
            func scene(_ starLight: Double) -> DuskScene {
                var tree = DuskScene.Tree.finished(id: session.id, established: established, size: size, left: (width - size) / 2,
                                                  groundRow: rows - 1, starLight: starLight)
                tree.starFloor = floor
                return DuskScene(columns: width, rows: rows, dusk: run.dusk, tree: tree)
            }
            PicturePixels.arrival(scene, rows: rows, animate: established && animate, mode: graphics.mode, cell: graphics.cell, run: run)
            return
        }
        let whole = frame(starLight: 1)
        guard established, animate else {
            for line in writer.lines(whole) { run.out(line) }
            return
        }
        let dark = frame(starLight: 0)
        for line in writer.lines(dark) { run.out(line) }
        // The one cell where the star stands is the only cell that changes.
        guard let index = whole.cells.indices.first(where: { whole.cells[$0] != dark.cells[$0] }) else { return }
        let (row, column) = (index / width, index % width)
        run.context.pause(Arrival.starDelay)
        let steps = 8
        for step in 1...steps {
            let light = Double(step) / Double(steps)
            var cell = whole.cells[index]
            cell.foreground = Palette.starLight.over(cell.background, opacity: light * light)
            run.outRaw(writer.redraw(cell, column: column, rowsAbove: rows - row))
            run.context.pause(Arrival.starFade / Double(steps))
        }
    }
}
