import AtrestResources
import Domain

/// Text kept in `Resources/copy/` as `key = text` lines, read once from the embedded copy.
///
/// The entries are kept as a list in file order, not a `[String: String]`: a book holds a few
/// dozen lines, and `status` reads the phases' (start-up path: Sources/START-UP.md).
package struct CopyBook: Sendable {
    private let entries: [(key: String, text: String)]

    /// Reads `key = text` lines; blank lines and lines starting with `#` are comments.
    ///
    /// Works on the UTF-8 bytes rather than on characters: `status` reads the phases on
    /// every run, and breaking the whole file into grapheme clusters was most of that.
    package init(parsing text: String) {
        var entries: [(key: String, text: String)] = []
        let bytes = Array(text.utf8)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart, last = lineEnd
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            lineStart = lineEnd + 1
            guard first < last, bytes[first] != UInt8(ascii: "#") else { continue }
            // The first ` = ` parts the key from the text.
            var equals = first
            while equals + 3 <= last, !(bytes[equals] == 0x20 && bytes[equals + 1] == UInt8(ascii: "=") && bytes[equals + 2] == 0x20) {
                equals += 1
            }
            guard equals + 3 <= last else { continue }
            entries.append((String(decoding: bytes[first..<equals], as: UTF8.self), String(decoding: bytes[(equals + 3)..<last], as: UTF8.self)))
        }
        self.entries = entries
    }

    /// The embedded file `Resources/copy/NAME.txt`.
    package init(resource name: String) {
        self.init(parsing: EmbeddedResources.text("copy/\(name).txt") ?? "")
    }

    /// The text of `key`; of a key written twice, the later line.
    package subscript(key: String) -> String? {
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].key == key { return entries[index].text }
        }
        return nil
    }

    /// Every key once, sorted.
    package var keys: [String] { Array(Set(entries.map(\.key))).sorted() }

    /// The companion text of the phases.
    package static let phases = CopyBook(resource: "phases")
}

extension FastingPhase {
    /// The companion text for the phase, from `Resources/copy/phases.txt`.
    package var companionText: String { CopyBook.phases["\(rawValue).text"] ?? "" }

    /// The short name of the phase, for `status --line`.
    package var displayName: String { CopyBook.phases["\(rawValue).name"] ?? rawValue }
}
