import Domain

/// A fast's row at a terminal narrower than it (`log`, `calendar DAY`), rather than the
/// terminal cutting it mid-word: the span on a line of its own, broken after its arrow where it
/// is wider still; under it the row's lead (its length, mark or kind); then each part on that
/// line while it fits, and from the first that does not (or one that asks for a line of its
/// own), every part folded at spaces under it.
enum NarrowRow {
    struct Part {
        var text: String
        var dim = false
        /// Never beside the lead: a note, under a day's row.
        var ownLine = false
    }

    /// `lead` as painted, `leadWidth` the columns it takes.
    static func lines(span: String, lead: String, leadWidth: Int, parts: [Part], columns: Int, paint: Paint) -> [String] {
        var lines: [String] = []
        if let arrow = span.firstRange(of: "→ "), span.count + 2 > columns {
            lines += ["  " + String(span[..<arrow.lowerBound]) + "→", "    " + String(span[arrow.upperBound...])]
        } else {
            lines.append("  " + span)
        }
        var row = "    " + lead
        var used = 4 + leadWidth
        var below: [String] = []
        var folding = false
        for part in parts {
            if !folding, !part.ownLine, used + 2 + part.text.count <= columns {
                row += part.dim ? paint.dim("  " + part.text) : "  " + part.text
                used += 2 + part.text.count
                continue
            }
            folding = true
            below += TextLayout.wrap(part.text, width: columns, indent: "    ").map { part.dim ? paint.dim($0) : $0 }
        }
        return lines + [row] + below
    }
}
