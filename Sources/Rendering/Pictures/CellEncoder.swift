/// Turns a painted ``PixelCanvas`` and its ``CellOverlay`` into lines of terminal text.
///
/// With colour, each cell is `▀` with the top pixel as foreground and the bottom pixel as
/// background (or a space in the average colour for ASCII). Without colour, each cell becomes
/// a glyph from the pixels' inks: half and full blocks for solid shapes, shades for fainter
/// ones, so the picture still reads. Escape codes are written only when a colour changes,
/// and each coloured line ends with a reset so a picture never bleeds into what follows.
///
/// The text is written as UTF-8 bytes and made a `String` once: appending `Character`s cell
/// by cell cost `status` more than painting its tree.
struct CellEncoder {
    let depth: ColourDepth
    let glyphs: GlyphSet
    var symbols: BlockSymbols = .quadrants

    /// The picture's lines joined by `\n`; `droppingBlankTop` leaves out the empty lines above
    /// the first that shows anything (only lines without colour are ever empty).
    func text(_ canvas: PixelCanvas, overlay: CellOverlay, droppingBlankTop: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(canvas.width * canvas.height * (depth == .none ? 2 : 12))
        var shown = 0
        var dither = Xterm256Dither(depth: depth)
        for row in 0..<(canvas.height / 2) {
            let start = bytes.count
            if shown > 0 { bytes.append(UInt8(ascii: "\n")) }
            if depth == .none {
                plainLine(canvas, overlay, row, into: &bytes)
            } else {
                colourLine(canvas, overlay, row, dither: &dither, into: &bytes)
            }
            if droppingBlankTop, shown == 0, bytes.count == start { continue }
            shown += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func colourLine(
        _ canvas: PixelCanvas, _ overlay: CellOverlay, _ row: Int, dither: inout Xterm256Dither, into line: inout [UInt8]
    ) {
        var pen = Pen(depth: depth)
        for column in 0..<canvas.width {
            var top = canvas.colour(x: column, y: 2 * row)
            var bottom = canvas.colour(x: column, y: 2 * row + 1)
            if let mark = overlay[column, row] {
                // Ground behind a star or a word is one calm colour, never dithered.
                let ground = top.mixed(with: bottom, 0.5)
                pen.set(foreground: mark.colour, background: depth.dithers ? dither.flat(ground, sky: !canvas.isLand(x: column, y: 2 * row + 1)) : ground, into: &line)
                append(mark.kind, to: &line)
                continue
            }
            if glyphs == .ascii {
                let ground = top.mixed(with: bottom, 0.5)
                pen.set(foreground: nil, background: depth.dithers ? dither.colour(ground, x: column, y: row) : ground, into: &line)
                line.append(UInt8(ascii: " "))
                continue
            }
            if let fit = CellFit.finer(
                on: canvas, column: column, row: row, top: &top, bottom: &bottom, depth: depth, symbols: symbols, dither: &dither
            ) {
                // A blank shade (one colour alone) has no ink to colour.
                pen.set(foreground: fit.glyph == " " ? nil : fit.foreground, background: fit.background, into: &line)
                Self.append(fit.glyph, to: &line)
                continue
            }
            if depth.dithers {
                // The pattern is fixed to the place: column and half-cell row.
                top = dither.colour(top, x: column, y: 2 * row, shape: canvas.ink(x: column, y: 2 * row) != .none, sky: !canvas.isLand(x: column, y: 2 * row))
                bottom = dither.colour(bottom, x: column, y: 2 * row + 1, shape: canvas.ink(x: column, y: 2 * row + 1) != .none, sky: !canvas.isLand(x: column, y: 2 * row + 1))
            }
            if pen.quantised(top) == pen.quantised(bottom) {
                pen.set(foreground: nil, background: bottom, into: &line)
                line.append(UInt8(ascii: " "))
            } else {
                pen.set(foreground: top, background: bottom, into: &line)
                Self.append("▀", to: &line)
            }
        }
        line.append(0x1B)
        line.append(UInt8(ascii: "["))
        line.append(UInt8(ascii: "0"))
        line.append(UInt8(ascii: "m"))
    }

    private func plainLine(_ canvas: PixelCanvas, _ overlay: CellOverlay, _ row: Int, into line: inout [UInt8]) {
        let start = line.count
        for column in 0..<canvas.width {
            if let mark = overlay[column, row] {
                append(mark.kind, to: &line)
            } else {
                Self.append(Ink.glyph(top: canvas.ink(x: column, y: 2 * row), bottom: canvas.ink(x: column, y: 2 * row + 1), glyphs: glyphs), to: &line)
            }
        }
        while line.count > start, line[line.count - 1] == UInt8(ascii: " ") { line.removeLast() }
    }

    private func append(_ kind: CellOverlay.Mark.Kind, to line: inout [UInt8]) {
        switch (kind, glyphs) {
        case (.character(let c), _): line.append(contentsOf: c.utf8)
        case (.star(bright: true), .unicode): Self.append("✦", to: &line)
        case (.star(bright: false), .unicode): Self.append("·", to: &line)
        case (.star(bright: true), .ascii): Self.append("*", to: &line)
        case (.star(bright: false), .ascii): Self.append(".", to: &line)
        }
    }


    /// Appends the UTF-8 encoding of `scalar`.
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}

/// The colours currently in effect on a line, so that escapes are written only on change.
private struct Pen {
    let depth: ColourDepth
    private var foreground: RGB?
    private var background: RGB?

    init(depth: ColourDepth) {
        self.depth = depth
    }

    /// What the terminal will actually show for `colour`: 256-colour terminals round it.
    func quantised(_ colour: RGB) -> RGB {
        depth.shown(colour)
    }

    /// Appends the escape (possibly none) that brings the pen to these colours; a nil
    /// foreground keeps the current one.
    mutating func set(foreground newForeground: RGB?, background newBackground: RGB, into line: inout [UInt8]) {
        let start = line.count
        line.append(0x1B)
        line.append(UInt8(ascii: "["))
        var any = false
        if let wanted = newForeground.map(quantised), wanted != foreground {
            foreground = wanted
            any = depth.appendParameters(wanted, background: false, to: &line)
        }
        let wantedBackground = quantised(newBackground)
        if wantedBackground != background {
            background = wantedBackground
            if any { line.append(UInt8(ascii: ";")) }
            if depth.appendParameters(wantedBackground, background: true, to: &line) {
                any = true
            } else if any {
                line.removeLast()
            }
        }
        if any {
            line.append(UInt8(ascii: "m"))
        } else {
            line.removeSubrange(start...)
        }
    }
}
