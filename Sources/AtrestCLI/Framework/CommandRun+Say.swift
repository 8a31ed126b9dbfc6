extension CommandRun {
    /// Writes `text` to stdout folded, never inside a word, at the terminal's width (`COLUMNS`
    /// or 80 when it cannot be read); to a pipe or a file, whole. Dim when asked.
    package func say(_ text: String, dim: Bool = false, indent: String = "") {
        let width = context.outputIsTerminal ? columns : .max
        for line in Fold.message(text, width: width, first: indent, rest: indent) { out(dim ? paint.dim(line) : line) }
    }
}
