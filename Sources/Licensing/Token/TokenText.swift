/// Helpers for the plain text around tokens and keys.
enum TokenText {
    /// `text` without the spaces, tabs, carriage returns and line feeds around it.
    ///
    /// Only ASCII whitespace counts: a file saved by any editor ends in those, and anything
    /// more exotic around a token is more likely damage than formatting.
    static func trimmingWhitespace(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return Substring(scalars[first...last])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n"
    }
}
