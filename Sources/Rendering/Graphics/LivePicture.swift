/// A picture in pixels kept on a full-screen view: sent once, sent again only where it changed,
/// and taken away on every way out.
///
/// Kitty keeps the picture as image `id` (placed over its cells) and a changed part as a second
/// image, `id + 1`, placed over it: a star fading in resends the star's cells, not the tree.
/// Sixel and iTerm2 draw into the screen's cells, so only the cells that changed are drawn
/// again, and all of it again wherever cells were written over it.
///
/// Pure: it turns what is wanted on the screen into bytes, and remembers what it sent.
package struct LivePicture<Key: Equatable & Sendable>: Sendable {
    package let mode: GraphicsMode
    package let id: UInt32
    package let cell: CellPixels
    /// Kitty: the picture's stacking (its patch one above); below zero, text shows over it.
    package let zIndex: Int

    /// The picture last drawn, shown or (kitty) kept to be placed again.
    private var shown: Shown?
    private var visible = false
    /// Kitty: the image held under `id`, which a patch (`id + 1`) is measured against.
    private var base: Raster?
    private var patched = false

    private struct Shown: Sendable {
        var key: Key
        var rect: CellRect
        var raster: Raster
    }

    package init(mode: GraphicsMode, id: UInt32, cell: CellPixels, zIndex: Int = 0) {
        self.mode = mode
        self.id = id
        self.cell = cell
        self.zIndex = zIndex
    }

    /// The cells the picture covers now; nil when none is shown.
    package var rect: CellRect? { visible ? shown?.rect : nil }

    /// The cells whose pixels (sixel, iTerm2) stay on the screen when the picture moves to `rect`
    /// or goes, until they are written again; nil when there are none.
    package func leaves(for rect: CellRect?) -> CellRect? {
        guard !mode.keepsImages, visible, let shown, shown.rect != rect else { return nil }
        return shown.rect
    }

    /// The bytes that bring the screen from what it shows to `key` drawn over `rect` (nil: no
    /// picture). `render` is called only when `key` or `rect` differ from the picture last
    /// drawn: a picture is rasterised once, however often it is asked for.
    ///
    /// - Parameters:
    ///   - cleared: the whole screen was just cleared (a resize, a return from Ctrl-Z).
    ///   - overwritten: cells inside the picture were just written (their pixels are gone).
    package mutating func update(
        to key: Key?, rect: CellRect?, cleared: Bool = false, overwritten: Bool = false, render: () -> Raster
    ) -> [UInt8] {
        guard mode.showsPixels else { return [] }
        if cleared {
            // A cleared screen holds no pixels; kitty may drop its images with it, so they are sent again.
            visible = false
            patched = false
            base = nil
        }
        guard let key, let rect, rect.columns > 0, rect.rows > 0 else { return hide() }
        if let shown, shown.key == key, shown.rect == rect {
            if visible, mode.keepsImages || !overwritten { return [] }
            visible = true
            if mode.keepsImages, let base, !patched, base == shown.raster {
                return moveTo(rect) + KittyGraphics.place(id: id, columns: rect.columns, rows: rect.rows, zIndex: zIndex) + restore
            }
            return mode.keepsImages ? kitty(shown.raster, rect: rect, whole: true) : draw(shown.raster, at: rect)
        }
        let raster = render()
        guard raster.width == rect.columns * cell.width, raster.height == rect.rows * cell.height else { return hide() }
        let before = visible ? shown : nil
        shown = Shown(key: key, rect: rect, raster: raster)
        visible = true
        if mode.keepsImages { return kitty(raster, rect: rect, whole: before?.rect != rect) }
        guard let before, before.rect == rect, !overwritten else { return draw(raster, at: rect) }
        guard let change = Self.changedCells(before.raster, raster, cell: cell) else { return [] }
        return draw(Self.part(of: raster, change, cell: cell), at: change.offset(by: rect))
    }

    /// The bytes that take the picture away for good (on every way out): kitty's images deleted
    /// with their data; sixel and iTerm2 pixels lie in cells the screen's owner clears.
    package mutating func remove() -> [UInt8] {
        defer {
            shown = nil
            visible = false
            base = nil
            patched = false
        }
        guard mode.keepsImages, visible || base != nil else { return [] }
        return KittyGraphics.delete(id: id) + KittyGraphics.delete(id: id &+ 1)
    }

    /// Takes the picture off the screen; kitty keeps its image, to be placed again if it returns.
    private mutating func hide() -> [UInt8] {
        guard visible else { return [] }
        visible = false
        guard mode.keepsImages else { return [] }
        var out = KittyGraphics.unplace(id: id)
        if patched { out += KittyGraphics.delete(id: id &+ 1) }
        patched = false
        if base != shown?.raster { base = nil }
        return out
    }

    /// Kitty: a change within a small part of the image held is sent as a patch placed over it;
    /// anything larger replaces the image (under the same id and placement: no flicker).
    private mutating func kitty(_ raster: Raster, rect: CellRect, whole: Bool) -> [UInt8] {
        if !whole, let base {
            guard let change = Self.changedCells(base, raster, cell: cell) else {
                defer { patched = false }
                return patched ? KittyGraphics.delete(id: id &+ 1) : []
            }
            if change.columns * change.rows * 2 <= rect.columns * rect.rows {
                patched = true
                let at = change.offset(by: rect)
                return moveTo(at) + KittyGraphics.transmitAndPlace(Self.part(of: raster, change, cell: cell), id: id &+ 1,
                                                                   columns: at.columns, rows: at.rows, zIndex: zIndex + 1) + restore
            }
        }
        var out = patched ? KittyGraphics.delete(id: id &+ 1) : []
        patched = false
        base = raster
        out += moveTo(rect) + KittyGraphics.transmitAndPlace(raster, id: id, columns: rect.columns, rows: rect.rows, zIndex: zIndex) + restore
        return out
    }

    private static func part(of raster: Raster, _ cells: CellRect, cell: CellPixels) -> Raster {
        raster.cropped(x: cells.column * cell.width, y: cells.row * cell.height, width: cells.columns * cell.width, height: cells.rows * cell.height)
    }

    private func draw(_ raster: Raster, at rect: CellRect) -> [UInt8] {
        switch mode {
        case .sixel: moveTo(rect) + SixelEncoder.encode(raster) + restore
        case .iterm: moveTo(rect) + ITermImage.inline(raster, columns: rect.columns, rows: rect.rows) + restore
        case .kitty, .cells: []
        }
    }

    private func moveTo(_ rect: CellRect) -> [UInt8] { Array("\u{1B}7\u{1B}[\(rect.row + 1);\(rect.column + 1)H".utf8) }
    private var restore: [UInt8] { Array("\u{1B}8".utf8) }

    /// The smallest rectangle of cells (relative to the picture) outside which `a` and `b` agree;
    /// nil when they are the same picture.
    package static func changedCells(_ a: Raster, _ b: Raster, cell: CellPixels) -> CellRect? {
        guard a.width == b.width, a.height == b.height, cell.width > 0, cell.height > 0 else {
            return CellRect(column: 0, row: 0, columns: max(b.width / max(cell.width, 1), 1), rows: max(b.height / max(cell.height, 1), 1))
        }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let rowBytes = a.width * 4
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for y in 0..<a.height {
                    let start = y * rowBytes
                    var x = 0
                    while x < rowBytes {
                        if p[start + x] != q[start + x] {
                            let px = x / 4
                            minX = min(minX, px)
                            maxX = max(maxX, px)
                            minY = min(minY, y)
                            maxY = max(maxY, y)
                            // The rest of this pixel's bytes tell nothing more.
                            x = (px + 1) * 4
                            continue
                        }
                        x += 1
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        let left = minX / cell.width, top = minY / cell.height
        return CellRect(column: left, row: top, columns: maxX / cell.width - left + 1, rows: maxY / cell.height - top + 1)
    }
}

extension CellRect {
    /// This rectangle, given relative to `outer`, in the screen's cells.
    func offset(by outer: CellRect) -> CellRect {
        CellRect(column: outer.column + column, row: outer.row + row, columns: columns, rows: rows)
    }
}

extension KittyGraphics {
    /// Places image `id`, already sent, over `columns` × `rows` cells at the cursor (placement 1,
    /// replacing it where it stood), without moving the cursor.
    package static func place(id: UInt32, columns: Int, rows: Int, zIndex: Int = 0) -> [UInt8] {
        Array("\u{1B}_Ga=p,i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2\(zIndex == 0 ? "" : ",z=\(zIndex)")\u{1B}\\".utf8)
    }

    /// Takes image `id`'s placements off the screen and keeps its data, to be placed again.
    package static func unplace(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(id),q=2\u{1B}\\".utf8)
    }
}
