import Domain

/// `calendar YYYY-MM-DD` at a terminal narrower than a fast's row (at 24 and 40 columns the
/// terminal cut it mid-word): the span on a line of its own, broken after its arrow where it is
/// wider still, then the length and the word under it, the note folded at spaces, as `log` does.
extension CalendarText {
    static func narrowRow(
        span: String, length: String, kind: String, other: String?, note: String?, columns: Int, paint: Paint
    ) -> [String] {
        var lines: [String] = []
        if let arrow = span.firstRange(of: "→ "), span.count + 2 > columns {
            lines += ["  " + String(span[..<arrow.lowerBound]) + "→", "    " + String(span[arrow.upperBound...])]
        } else {
            lines.append("  " + span)
        }
        var row = "    \(length)  \(kind)"
        if let other {
            if row.count + 2 + other.count <= columns {
                row += paint.dim("  " + other)
                lines.append(row)
            } else {
                lines.append(row)
                lines += TextLayout.wrap(other, width: columns, indent: "    ").map { paint.dim($0) }
            }
        } else {
            lines.append(row)
        }
        if let note { lines += TextLayout.wrap(NoteText.shown(note), width: columns, indent: "    ") }
        return lines
    }
}
