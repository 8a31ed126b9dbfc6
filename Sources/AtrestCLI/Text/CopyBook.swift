import AtrestResources
import Domain

/// Text kept in `Resources/copy/` as `key = text` lines, read once from the embedded copy.
package struct CopyBook: Sendable {
    private let entries: [String: String]

    /// Reads `key = text` lines; blank lines and lines starting with `#` are comments.
    package init(parsing text: String) {
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let equals = trimmed.range(of: " = ") else { continue }
            entries[String(trimmed[..<equals.lowerBound])] = String(trimmed[equals.upperBound...])
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
