import Rendering
import Screen

/// What the live view has put on the screen, and the bytes that turn it into the next frame
/// and picture: only the cells that changed, and pixels only where the picture changed.
///
/// Pure: the loop writes what this returns; tests read it.
struct WatchOutput {
    var writer: FrameWriter
    let graphics: GraphicsMode
    let id: UInt32
    /// The cells on the screen; nil when the screen is not known (first frame, resize, `fg`).
    private(set) var shown: Frame?
    private var live: LivePicture<WatchPicture>?
    /// Kitty: the backdrop whose pixels the terminal holds (under `id + 2`), and whether it is placed.
    private var backdropSent: WatchBackdrop?
    private var backdropPlaced = false

    init(depth: ColourDepth, graphics: GraphicsMode, id: UInt32) {
        writer = FrameWriter(depth: depth)
        self.graphics = graphics
        self.id = id
    }

    /// The screen is no longer what was drawn on it: the next frame is drawn whole.
    mutating func forget() { shown = nil }

    /// The bytes that bring the screen to `frame` with `picture` drawn over its cells, and
    /// (kitty) `backdrop` under all of it.
    mutating func update(to frame: Frame, picture: WatchPicture?, backdrop: WatchBackdrop? = nil) -> String {
        var out = ""
        if let picture, let live, live.cell != picture.cell {
            // The font changed size: the picture is made again at the new one.
            out += Self.text(self.live?.remove() ?? [])
            self.live = nil
        }
        if graphics.showsPixels, live == nil, let picture {
            // Under kitty's backdrop the tree lies under the text too.
            live = LivePicture(mode: graphics, id: id, cell: picture.cell, zIndex: graphics.showsBackdrop ? WatchBackdrop.treeZIndex : 0)
        }
        var before = shown
        // Sixel and iTerm2 pixels stay in the cells a picture leaves until those are written again.
        if let left = live?.leaves(for: picture?.rect), let old = before { before = Self.invalidating(old, left) }
        // Over kitty's backdrop the cells write no ground of their own (the terminal's, under
        // the picture); every cell is written again where that changes.
        if writer.backgrounds == (backdrop != nil) {
            writer.backgrounds = backdrop == nil
            if let old = before { before = Self.invalidating(old, CellRect(column: 0, row: 0, columns: old.columns, rows: old.rows)) }
        }
        let cleared = before == nil || before?.columns != frame.columns || before?.rows != frame.rows
        if cleared { backdropPlaced = false }
        out += writer.update(from: before, to: frame)
        // After the cells: a frame drawn whole clears the screen first, and kitty's placements with it.
        out += Self.text(backdropBytes(backdrop, cleared: cleared))
        let overwritten = picture.map { Self.differ(before, frame, in: $0.rect) } ?? false
        if var live {
            let pixels = live.update(to: picture, rect: picture?.rect, cleared: cleared, overwritten: overwritten) {
                picture?.raster() ?? Raster(width: 0, height: 0)
            }
            out += Self.text(pixels)
            self.live = live
            // Sixel and iTerm2 pixels replace the cells they cover: the words over the picture
            // (the forest's inscription) are written again after it.
            if !graphics.keepsImages, !pixels.isEmpty, let rect = picture?.rect {
                out += writer.update(from: Self.invalidatingWords(frame, rect), to: frame)
            }
        }
        shown = frame
        // Kitty shows the cells and the pictures over and under them as one update (synchronized
        // output), so the sky never shows for a moment without its backdrop.
        guard graphics.showsBackdrop, !out.isEmpty else { return out }
        return "\u{1B}[?2026h" + out + "\u{1B}[?2026l"
    }

    /// The bytes that take every picture off the screen, for every way out (and Ctrl-Z).
    mutating func remove() -> String {
        // The screen is left: whatever comes next draws it whole.
        shown = nil
        var out = ""
        if backdropSent != nil { out += Self.text(KittyGraphics.delete(id: id &+ 2)) }
        backdropSent = nil
        backdropPlaced = false
        guard var live else { return out }
        let shownPixels = live.rect != nil
        out += Self.text(live.remove())
        // Sixel and iTerm2 pixels are cells of the screen: cleared with it.
        if !graphics.keepsImages, shownPixels { out += "\u{1B}[0m\u{1B}[2J" }
        self.live = live
        return out
    }

    /// Kitty: the bytes that bring the backdrop (image `id + 2`) to `backdrop`: sent when it
    /// changed (a new day's dusk, a resize, a cleared screen), placed again when it returns
    /// from under a panel, taken off while one stands (its data kept).
    private mutating func backdropBytes(_ backdrop: WatchBackdrop?, cleared: Bool) -> [UInt8] {
        guard graphics.showsBackdrop else { return [] }
        let image = id &+ 2
        guard let backdrop else {
            guard backdropPlaced else { return [] }
            backdropPlaced = false
            return KittyGraphics.unplace(id: image)
        }
        let at = Array("\u{1B}7\u{1B}[1;1H".utf8), back = Array("\u{1B}8".utf8)
        if backdropSent != backdrop || cleared {
            backdropSent = backdrop
            backdropPlaced = true
            return at + KittyGraphics.transmitAndPlace(backdrop.raster(), id: image, columns: backdrop.columns, rows: backdrop.rows,
                                                       zIndex: WatchBackdrop.zIndex) + back
        }
        guard !backdropPlaced else { return [] }
        backdropPlaced = true
        return at + KittyGraphics.place(id: image, columns: backdrop.columns, rows: backdrop.rows, zIndex: WatchBackdrop.zIndex) + back
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Whether any cell of `rect` differs between the two frames (or the old one is unknown).
    static func differ(_ old: Frame?, _ new: Frame, in rect: CellRect) -> Bool {
        guard let old, old.columns == new.columns, old.rows == new.rows else { return true }
        for row in rect.row..<min(rect.row + rect.rows, new.rows) {
            for column in rect.column..<min(rect.column + rect.columns, new.columns) where old[column, row] != new[column, row] {
                return true
            }
        }
        return false
    }

    /// `frame` with the cells of `rect` that hold a character other than a space marked unknown.
    static func invalidatingWords(_ frame: Frame, _ rect: CellRect) -> Frame {
        var cells = frame.cells
        let unknown = TerminalCell("\u{0}", foreground: RGB(0, 0, 0), background: RGB(0, 0, 1))
        for row in max(rect.row, 0)..<min(rect.row + rect.rows, frame.rows) {
            for column in max(rect.column, 0)..<min(rect.column + rect.columns, frame.columns)
            where cells[row * frame.columns + column].character != " " {
                cells[row * frame.columns + column] = unknown
            }
        }
        return Frame(columns: frame.columns, rows: frame.rows, cells: cells)
    }

    /// `frame` with the cells of `rect` marked unknown, so that the writer writes them again.
    static func invalidating(_ frame: Frame, _ rect: CellRect) -> Frame {
        var cells = frame.cells
        let unknown = TerminalCell("\u{0}", foreground: RGB(0, 0, 0), background: RGB(0, 0, 1))
        for row in max(rect.row, 0)..<min(rect.row + rect.rows, frame.rows) {
            for column in max(rect.column, 0)..<min(rect.column + rect.columns, frame.columns) {
                cells[row * frame.columns + column] = unknown
            }
        }
        return Frame(columns: frame.columns, rows: frame.rows, cells: cells)
    }
}
