import Rendering
import Screen

/// What the live view has put on the screen, and the bytes that turn it into the next frame
/// and picture: only the cells that changed, and pixels only where the picture changed.
///
/// Pure: the loop writes what this returns; tests read it.
struct WatchOutput {
    let writer: FrameWriter
    let graphics: GraphicsMode
    let id: UInt32
    /// The cells on the screen; nil when the screen is not known (first frame, resize, `fg`).
    private(set) var shown: Frame?
    private var live: LivePicture<WatchPicture>?

    init(depth: ColourDepth, graphics: GraphicsMode, id: UInt32) {
        writer = FrameWriter(depth: depth)
        self.graphics = graphics
        self.id = id
    }

    /// The screen is no longer what was drawn on it: the next frame is drawn whole.
    mutating func forget() { shown = nil }

    /// The bytes that bring the screen to `frame` with `picture` drawn over its cells.
    mutating func update(to frame: Frame, picture: WatchPicture?) -> String {
        var out = ""
        if let picture, let live, live.cell != picture.cell {
            // The font changed size: the picture is made again at the new one.
            out += Self.text(self.live?.remove() ?? [])
            self.live = nil
        }
        if graphics.showsPixels, live == nil, let picture {
            live = LivePicture(mode: graphics, id: id, cell: picture.cell)
        }
        var before = shown
        // Sixel and iTerm2 pixels stay in the cells a picture leaves until those are written again.
        if let left = live?.leaves(for: picture?.rect), let old = before { before = Self.invalidating(old, left) }
        let cleared = before == nil || before?.columns != frame.columns || before?.rows != frame.rows
        out += writer.update(from: before, to: frame)
        let overwritten = picture.map { Self.differ(before, frame, in: $0.rect) } ?? false
        if var live {
            out += Self.text(live.update(to: picture, rect: picture?.rect, cleared: cleared, overwritten: overwritten) {
                picture?.raster() ?? Raster(width: 0, height: 0)
            })
            self.live = live
        }
        shown = frame
        return out
    }

    /// The bytes that take every picture off the screen, for every way out (and Ctrl-Z).
    mutating func remove() -> String {
        // The screen is left: whatever comes next draws it whole.
        shown = nil
        guard var live else { return "" }
        let shownPixels = live.rect != nil
        var out = Self.text(live.remove())
        // Sixel and iTerm2 pixels are cells of the screen: cleared with it.
        if graphics != .kitty, shownPixels { out += "\u{1B}[0m\u{1B}[2J" }
        self.live = live
        return out
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
