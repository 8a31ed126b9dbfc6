/// On `String` rather than `StringProtocol` (start-up path: Sources/START-UP.md).
extension String {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text followed by spaces up to `width` characters, for columns; longer text is kept whole.
    package func padded(to width: Int) -> String {
        // ASCII without a carriage return is one character a byte: counted without the
        // grapheme rules (`log` pads every column of every fast, 18,250 at fifty years).
        let count = utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? utf8.count : count
        return count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
