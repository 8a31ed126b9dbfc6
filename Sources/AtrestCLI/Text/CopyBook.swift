import AtrestResources
import Domain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text kept in `Resources/copy/` as `key = text` lines, read once from the embedded copy.
///
/// The entries are kept as a list in file order, not a `[String: String]`: a book holds a few
/// dozen lines, and `status` reads the phases' (start-up path: Sources/START-UP.md). Two lists
/// of strings, not one of pairs: the pairs' array type was made at run time, 27,000
/// instructions of `status` (callgrind, 2026-11-28).
package struct CopyBook: Sendable {
    private let keyList: [String]
    private let texts: [String]

    /// Reads `key = text` lines; blank lines and lines starting with `#` are comments.
    package init(parsing text: String) {
        var keys: [String] = [], texts: [String] = []
        var text = text
        text.withUTF8 { bytes in
            Self.eachEntry(bytes) { key, value in
                keys.append(String(decoding: bytes[key], as: UTF8.self))
                texts.append(String(decoding: bytes[value], as: UTF8.self))
            }
        }
        keyList = keys
        self.texts = texts
    }

    /// The text of `key` in the embedded file `Resources/copy/NAME.txt`, as `CopyBook(resource:)[key]`
    /// gives it, found without reading the rest into a book: `status` needs one phase's text,
    /// and parsing the whole book was 39,000 instructions of it (start-up path: Sources/START-UP.md).
    package static func entry(_ key: String, inResource name: String) -> String? {
        guard var text = EmbeddedResources.text("copy/\(name).txt") else { return nil }
        var wanted = key
        return wanted.withUTF8 { wanted in
            text.withUTF8 { bytes in
                var found: Range<Int>?
                eachEntry(bytes, startingWith: wanted) { key, value in
                    guard key.count == wanted.count else { return }
                    for index in 0..<key.count where bytes[key.lowerBound + index] != wanted[index] { return }
                    found = value
                }
                return found.map { String(decoding: bytes[$0], as: UTF8.self) }
            }
        }
    }

    /// Each entry's key and text, as places in `bytes`, in file order. Works on the UTF-8
    /// bytes rather than on characters: `status` reads the phases on every run, and breaking
    /// the whole file into grapheme clusters was most of that.
    /// `prefix`: only the lines that begin with it can hold the key looked for, so the others are
    /// passed over before their ` = ` is looked for (start-up path: Sources/START-UP.md).
    private static func eachEntry(
        _ bytes: UnsafeBufferPointer<UInt8>, startingWith prefix: UnsafeBufferPointer<UInt8>? = nil, _ body: (Range<Int>, Range<Int>) -> Void
    ) {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var lineStart = 0
        while lineStart < bytes.count {
            // The line's end found by memchr: a loop over every byte of the book was most of
            // looking up one entry (start-up path: Sources/START-UP.md).
            var lineEnd = bytes.count
            if let base = bytes.baseAddress, let newline = memchr(base + lineStart, 0x0A, bytes.count - lineStart) {
                lineEnd = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline))
            }
            var first = lineStart, last = lineEnd
            while first < last, isSpace(bytes[first]) { first += 1 }
            while last > first, isSpace(bytes[last - 1]) { last -= 1 }
            lineStart = lineEnd + 1
            guard first < last, bytes[first] != UInt8(ascii: "#") else { continue }
            if let prefix {
                guard last - first >= prefix.count else { continue }
                var index = 0
                while index < prefix.count, bytes[first + index] == prefix[index] { index += 1 }
                guard index == prefix.count else { continue }
            }
            // The first ` = ` parts the key from the text.
            var equals = first
            while equals + 3 <= last, !(bytes[equals] == 0x20 && bytes[equals + 1] == UInt8(ascii: "=") && bytes[equals + 2] == 0x20) {
                equals += 1
            }
            guard equals + 3 <= last else { continue }
            body(first..<equals, (equals + 3)..<last)
        }
    }

    /// The embedded file `Resources/copy/NAME.txt`.
    package init(resource name: String) {
        self.init(parsing: EmbeddedResources.text("copy/\(name).txt") ?? "")
    }

    /// The text of `key`; of a key written twice, the later line.
    package subscript(key: String) -> String? {
        var index = keyList.count
        while index > 0 {
            index -= 1
            if keyList[index] == key { return texts[index] }
        }
        return nil
    }

    /// Every key once, sorted.
    package var keys: [String] { Array(Set(keyList)).sorted() }

    /// The companion text of the phases.
    package static let phases = CopyBook(resource: "phases")
}

extension FastingPhase {
    /// The companion text for the phase, from `Resources/copy/phases.txt`.
    package var companionText: String { CopyBook.entry("\(rawValue).text", inResource: "phases") ?? "" }

    /// The short name of the phase, for `status --line`.
    package var displayName: String { CopyBook.phases["\(rawValue).name"] ?? rawValue }
}
