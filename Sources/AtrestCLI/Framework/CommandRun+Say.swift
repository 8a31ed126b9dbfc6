extension CommandRun {
    /// Writes `text` to stdout folded at the terminal's width (80 columns when it is not
    /// known), never inside a word; dim when asked.
    package func say(_ text: String, dim: Bool = false, indent: String = "") {
        for line in Fold.message(text, width: columns, first: indent, rest: indent) { out(dim ? paint.dim(line) : line) }
    }
}
