/// Plain-text layout: wrapping prose to a width with an indent.
package enum TextLayout {
    /// `text` wrapped at word boundaries to `width` columns, each line starting with `indent`.
    /// A word is what lies between spaces (a space being a character of its own), and its
    /// width is its count of characters.
    ///
    /// Each word is counted once and the line's length kept as a number: counting the line
    /// again for every word, and `String + Substring` (generic, resolved at run time), made
    /// wrapping one paragraph a twentieth of `status`. The words are found in the UTF-8 bytes
    /// (`wrapBytes`): splitting by characters cost `status` 119,000 instructions for its two
    /// paragraphs (start-up path: Sources/START-UP.md).
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let available = max(20, width - indent.count)
        var text = text
        let fast = text.withUTF8 { bytes in wrapBytes(bytes, available: available, indent: indent) }
        return fast ?? wrapCharacters(text, available: available, indent: indent)
    }

    /// The same wrapping, word by word over characters: the reference, and the way taken when
    /// a space could join a character beside it (a combining mark after it, say).
    static func wrapCharacters(_ text: String, available: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = indent
        var length = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let count = word.count
            if length == 0 {
                length = count
            } else if length + 1 + count <= available {
                line += " "
                length += 1 + count
            } else {
                lines.append(line)
                line = indent
                length = count
            }
            line += String(word)
        }
        if length > 0 { lines.append(line) }
        return lines
    }

    /// Wrapping over the bytes, or nil where a space byte might not be a character of its own.
    /// A word of printable ASCII is as wide as it is long; any other word is counted by
    /// characters, which gives the same count as `wrapCharacters` because every space byte
    /// taken as a separator was checked to be a character boundary on both sides.
    private static func wrapBytes(_ bytes: UnsafeBufferPointer<UInt8>, available: Int, indent: String) -> [String]? {
        let space: UInt8 = 0x20
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(available + indent.utf8.count + 8)
        line.append(contentsOf: indent.utf8)
        var length = 0
        var index = 0
        let end = bytes.count
        while index < end {
            if bytes[index] == space {
                guard standsAlone(spaceAt: index, in: bytes) else { return nil }
                index += 1
                continue
            }
            let start = index
            var plain = true
            while index < end, bytes[index] != space {
                let byte = bytes[index]
                if byte < 0x21 || byte > 0x7E { plain = false }
                index += 1
            }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let count = plain ? word.count : String(decoding: word, as: UTF8.self).count
            if length == 0 {
                length = count
            } else if length + 1 + count <= available {
                line.append(space)
                length += 1 + count
            } else {
                lines.append(String(decoding: line, as: UTF8.self))
                line.removeAll(keepingCapacity: true)
                line.append(contentsOf: indent.utf8)
                length = count
            }
            line.append(contentsOf: word)
        }
        if length > 0 { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// Whether the space byte at `index` is a character of its own: always beside ASCII;
    /// beside anything else, when the scalar next to it and the space count as two characters
    /// (only a prepended mark before it, or a combining one after, joins them).
    private static func standsAlone(spaceAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if index > 0 {
            let before = bytes[index - 1]
            if before >= 0x80 {
                var start = index - 1
                while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                let pair = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...index]), as: UTF8.self)
                if pair.count != 2 { return false }
            }
        }
        if index + 1 < bytes.count {
            let after = bytes[index + 1]
            if after >= 0x80 {
                var stop = index + 2
                while stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop += 1 }
                let pair = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<stop]), as: UTF8.self)
                if pair.count != 2 { return false }
            }
        }
        return true
    }

    /// The width prose reads best at: the terminal's, but never wider than 72 columns.
    package static func proseWidth(columns: Int) -> Int { min(columns, 72) }
}
