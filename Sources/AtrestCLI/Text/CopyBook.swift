import AtrestResources
import Domain

/// Text kept in `Resources/copy/` as `key = text` lines, read once from the embedded copy.
package struct CopyBook: Sendable {
    private let entries: [String: String]

    /// Reads `key = text` lines; blank lines and lines starting with `#` are comments.
    ///
    /// Plain Swift rather than Foundation's `trimmingCharacters` and `range(of:)`: `status`
    /// reads the phases on every run, and the bridged calls were most of that.
    package init(parsing text: String) {
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var entry = line
            while let first = entry.first, first.isWhitespace { entry.removeFirst() }
            while let last = entry.last, last.isWhitespace { entry.removeLast() }
            guard !entry.isEmpty, !entry.hasPrefix("#"), let equals = entry.firstRange(of: " = ") else { continue }
            entries[String(entry[..<equals.lowerBound])] = String(entry[equals.upperBound...])
        }
        self.entries = entries
    }

    /// The embedded file `Resources/copy/NAME.txt`.
    package init(resource name: String) {
        self.init(parsing: EmbeddedResources.text("copy/\(name).txt") ?? "")
    }

    package subscript(key: String) -> String? { entries[key] }

    package var keys: [String] { entries.keys.sorted() }

    /// The companion text of the phases.
    package static let phases = CopyBook(resource: "phases")
}

extension FastingPhase {
    /// The companion text for the phase, from `Resources/copy/phases.txt`.
    package var companionText: String { CopyBook.phases["\(rawValue).text"] ?? "" }

    /// The short name of the phase, for `status --line`.
    package var displayName: String { CopyBook.phases["\(rawValue).name"] ?? rawValue }
}
