/// Turns a painted ``PixelCanvas`` and its ``CellOverlay`` into lines of terminal text.
///
/// With colour, each cell is `▀` with the top pixel as foreground and the bottom pixel as
/// background (or a space in the average colour for ASCII). Without colour, each cell becomes
/// a glyph from the pixels' inks: half and full blocks for solid shapes, shades for fainter
/// ones, so the picture still reads. Escape codes are written only when a colour changes,
/// and each coloured line ends with a reset so a picture never bleeds into what follows.
struct CellEncoder {
    let depth: ColorDepth
    let glyphs: GlyphSet

    func lines(_ canvas: PixelCanvas, overlay: CellOverlay) -> [String] {
        let rows = canvas.height / 2
        return (0..<rows).map { row in
            depth == .none ? plainLine(canvas, overlay, row) : colourLine(canvas, overlay, row)
        }
    }

    private func colourLine(_ canvas: PixelCanvas, _ overlay: CellOverlay, _ row: Int) -> String {
        var line = ""
        var pen = Pen(depth: depth)
        for column in 0..<canvas.width {
            let top = canvas.colour(x: column, y: 2 * row)
            let bottom = canvas.colour(x: column, y: 2 * row + 1)
            if let mark = overlay[column, row] {
                line += pen.set(foreground: mark.colour, background: top.mixed(with: bottom, 0.5))
                line.append(character(for: mark.kind))
            } else if glyphs == .ascii {
                line += pen.set(foreground: nil, background: top.mixed(with: bottom, 0.5))
                line.append(" ")
            } else if pen.quantised(top) == pen.quantised(bottom) {
                line += pen.set(foreground: nil, background: bottom)
                line.append(" ")
            } else {
                line += pen.set(foreground: top, background: bottom)
                line.append("▀")
            }
        }
        return line + "\u{1B}[0m"
    }

    private func plainLine(_ canvas: PixelCanvas, _ overlay: CellOverlay, _ row: Int) -> String {
        var line = ""
        for column in 0..<canvas.width {
            if let mark = overlay[column, row] {
                line.append(character(for: mark.kind))
            } else {
                line.append(glyph(top: canvas.ink(x: column, y: 2 * row), bottom: canvas.ink(x: column, y: 2 * row + 1)))
            }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    private func character(for kind: CellOverlay.Mark.Kind) -> Character {
        switch (kind, glyphs) {
        case (.character(let c), _): c
        case (.star(bright: true), .unicode): "✦"
        case (.star(bright: false), .unicode): "·"
        case (.star(bright: true), .ascii): "*"
        case (.star(bright: false), .ascii): "."
        }
    }

    /// The glyph for a cell whose halves have the given inks.
    private func glyph(top: Ink, bottom: Ink) -> Character {
        if top == .solid || bottom == .solid {
            switch (top == .solid, bottom == .solid, glyphs) {
            case (true, true, .unicode): return "█"
            case (true, false, .unicode): return "▀"
            case (_, _, .unicode): return "▄"
            case (true, true, .ascii): return "#"
            case (true, false, .ascii): return "'"
            case (_, _, .ascii): return "."
            }
        }
        switch (max(top, bottom), glyphs) {
        case (.none, _): return " "
        case (.dense, .unicode): return "▓"
        case (.medium, .unicode): return "▒"
        case (_, .unicode): return "░"
        case (.dense, .ascii): return "%"
        case (.medium, .ascii): return "+"
        case (_, .ascii): return ":"
        }
    }
}

/// The colours currently in effect on a line, so that escapes are written only on change.
private struct Pen {
    let depth: ColorDepth
    private var foreground: RGB?
    private var background: RGB?

    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// What the terminal will actually show for `colour`: 256-colour terminals round it.
    func quantised(_ colour: RGB) -> RGB {
        depth == .ansi256 ? XtermPalette.colour(at: XtermPalette.nearestIndex(to: colour)) : colour
    }

    /// The escape (possibly empty) that brings the pen to these colours; nil keeps the foreground.
    mutating func set(foreground newForeground: RGB?, background newBackground: RGB) -> String {
        var parameters: [String] = []
        if let wanted = newForeground.map(quantised), wanted != foreground {
            foreground = wanted
            if let p = depth.foregroundParameters(wanted) { parameters.append(p) }
        }
        let wantedBackground = quantised(newBackground)
        if wantedBackground != background {
            background = wantedBackground
            if let p = depth.backgroundParameters(wantedBackground) { parameters.append(p) }
        }
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
