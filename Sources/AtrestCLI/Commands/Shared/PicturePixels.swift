import Domain
import Rendering
import Screen

/// Pictures drawn in pixels where the terminal shows them: the forest's window, the becoming
/// tree of `status`, the arrival of `end`. Each is drawn into the cells the composition gives
/// it, after those cells are written, so a terminal that shows no image still shows cells.
enum PicturePixels {
    /// A kitty image id of this run's own, so that a picture left in the scrollback by an
    /// earlier run is not replaced by this one.
    static func imageID(_ run: CommandRun) -> UInt32 {
        let seconds = run.now.timeIntervalSince1970
        let bits = UInt64(truncatingIfNeeded: Int64((seconds.isFinite ? seconds : 0) * 1000)) &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: bits >> 40) | 1
    }

    /// The forest's window in pixels: rows reserved, the picture over them (under text), and its
    /// words written over it.
    static func forest(_ picture: ForestPicture, columns: Int, rows: Int, mode: GraphicsMode, cell: CellPixels, run: CommandRun) {
        let raster = picture.raster(pixelWidth: columns * cell.width, pixelHeight: rows * cell.height)
        run.outRaw(String(repeating: "\n", count: rows))
        run.outBytes(TerminalImage.place(raster, mode: mode, column: 0, rowsUp: rows, columns: columns, rows: rows, id: imageID(run), zIndex: -1))
        for words in picture.wordRuns() {
            // Spaces are left out: over sixel or iTerm2's pixels they would clear the picture.
            let text = String(words.text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard !text.isEmpty else { continue }
            let column = words.column + words.text.prefix { $0 == " " }.count
            run.outRaw("\u{1B}7\u{1B}[\(rows - words.row)A\u{1B}[\(column + 1)G" + run.paint.colour(text, words.colour) + "\u{1B}8")
        }
    }

    /// The tree of `scene` in pixels, over its cells in a block `rows` tall just printed above
    /// the cursor.
    static func tree(_ scene: DuskScene, blockRows: Int, mode: GraphicsMode, cell: CellPixels, run: CommandRun) {
        guard let rect = scene.treeCells else { return }
        let raster = scene.raster(cell: cell, rect: rect, meetingCells: true)
        run.outBytes(TerminalImage.place(
            raster, mode: mode, column: rect.column, rowsUp: blockRows - rect.row, columns: rect.columns, rows: rect.rows, id: imageID(run)))
    }

    /// The arrival in pixels: the panel's cells, the tree whole over them, then, with motion,
    /// its star fading in as light, each step only where it changes (kitty replaces its image
    /// in place under the same id; sixel and iTerm2 redraw the cells around the star).
    static func arrival(_ scene: (Double) -> DuskScene, rows: Int, animate: Bool, mode: GraphicsMode, cell: CellPixels, run: CommandRun) {
        let first = scene(animate ? 0 : 1)
        let frame = Frame(columns: first.columns, rows: rows, cells: first.cells(depth: run.paint.depth, glyphs: SkyPanel.glyphs(run), symbols: run.blockSymbols))
        for line in FrameWriter(depth: run.paint.depth).lines(frame) { run.out(line) }
        let id = imageID(run)
        let all = CellRect(column: 0, row: 0, columns: first.columns, rows: rows)
        run.outBytes(TerminalImage.place(first.raster(cell: cell), mode: mode, column: 0, rowsUp: rows, columns: all.columns, rows: rows, id: id))
        guard animate, let star = first.starCells else { return }
        run.context.pause(Arrival.starDelay)
        let steps = 12
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let lit = scene(t * t)
            let rect = mode.keepsImages ? all : star
            run.outBytes(TerminalImage.place(
                lit.raster(cell: cell, rect: rect), mode: mode, column: rect.column, rowsUp: rows - rect.row, columns: rect.columns,
                rows: rect.rows, id: id))
            run.context.pause(Arrival.starFade / Double(steps))
        }
    }
}
