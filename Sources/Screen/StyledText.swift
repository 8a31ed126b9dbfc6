/// Reads text a command printed with colour escapes back into cells, so the live view can
/// lay a command's own output (the calendar, the forest) on its sky.
///
/// It understands what atrest writes: SGR resets, bold, dim, italic, and 24-bit and
/// 256-colour foregrounds and backgrounds. Any other escape is dropped.
package enum StyledText {
    /// One row of cells per line; cells without a background of their own take `background`,
    /// bold text without a colour of its own takes `bold`, and dim text is mixed halfway toward it.
    package static func cells(_ text: String, foreground: RGB, background: RGB, bold: RGB) -> [[TerminalCell]] {
        var rows: [[TerminalCell]] = []
        var row: [TerminalCell] = []
        var pen = (foreground: Optional<RGB>.none, background: Optional<RGB>.none, dim: false, bold: false)
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                var end = index + 1
                guard end < scalars.count, scalars[end] == "[" else { index += 1; continue }
                end += 1
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                if end < scalars.count, scalars[end] == "m" {
                    let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    apply(parameters, to: &pen)
                }
                index = end + 1
                continue
            }
            if scalar == "\n" {
                rows.append(row)
                row = []
            } else if scalar.value >= 0x20 {
                let ground = pen.background ?? background
                var ink = pen.foreground ?? (pen.bold ? bold : foreground)
                if pen.dim { ink = ink.mixed(with: ground, 0.45) }
                row.append(TerminalCell(Character(scalar), foreground: ink, background: ground))
            }
            index += 1
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    private static func apply(_ parameters: String, to pen: inout (foreground: RGB?, background: RGB?, dim: Bool, bold: Bool)) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var i = 0
        while i < numbers.count {
            switch numbers[i] {
            case 0: pen = (nil, nil, false, false)
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 22: pen.dim = false; pen.bold = false
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 38, 48:
                let isForeground = numbers[i] == 38
                var colour: RGB?
                if i + 4 < numbers.count, numbers[i + 1] == 2 {
                    colour = RGB(UInt8(clamping: numbers[i + 2]), UInt8(clamping: numbers[i + 3]), UInt8(clamping: numbers[i + 4]))
                    i += 4
                } else if i + 2 < numbers.count, numbers[i + 1] == 5 {
                    colour = XtermPalette.colour(at: numbers[i + 2])
                    i += 2
                }
                if isForeground { pen.foreground = colour } else { pen.background = colour }
            default: break
            }
            i += 1
        }
    }
}
