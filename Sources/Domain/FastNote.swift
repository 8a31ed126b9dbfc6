/// A fast's note: one line of the person's own words, at most 500 characters. No mood, no
/// rating: only what they chose to write.
package enum FastNote {
    package static let longest = 500

    package enum Problem: Equatable, Sendable {
        case tooLong(Int)
        case notOneLine

        package var reason: String {
            switch self {
            case .tooLong(let count): "is \(count) characters; a note holds up to \(FastNote.longest)"
            case .notOneLine: "holds a line break or a control character"
            }
        }
    }

    package static func check(_ note: String) -> Problem? {
        if note.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return .notOneLine }
        let count = note.count
        return count > longest ? .tooLong(count) : nil
    }

    /// A note as typed: surrounding spaces dropped, and an empty one is none.
    package static func normalised(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }
}
