import AtrestResources
import Foundation

/// The doctrine's banned phrases and devotional words, read from `doctrine/02-language.md`.
///
/// Matching ignores case, treats curly apostrophes as straight ones, and respects word
/// boundaries, so "unlock" is found in "Unlock now" but not in "unlocking"'s neighbours.
struct PolicyScanner: Sendable {
    static let shared = PolicyScanner()

    let banned: [String]
    let devotional: [String]
    /// Words Vigil copy never carries (merit, named traditions, commentary), from doctrine 08.
    let vigilBanned: [String]
    /// Translation names a citation never carries, from doctrine 08.
    let translations: [String]
    /// Lines of Vigil copy, which alone may carry devotional words.
    let vigilLines: [String]

    init() {
        let doctrine = (try? String(contentsOf: PolicyScanner.packageRoot.appendingPathComponent("doctrine/02-language.md"), encoding: .utf8)) ?? ""
        banned = PolicyScanner.block("banned", in: doctrine)
        devotional = PolicyScanner.block("devotional", in: doctrine)
        let depthLayer = (try? String(contentsOf: PolicyScanner.packageRoot.appendingPathComponent("doctrine/08-depth-layer.md"), encoding: .utf8)) ?? ""
        vigilBanned = PolicyScanner.block("vigil-banned", in: depthLayer)
        translations = PolicyScanner.block("translations", in: depthLayer)
        vigilLines = (EmbeddedResources.text("copy/vigil.txt") ?? "")
            .split(separator: "\n")
            .compactMap { line in line.range(of: " = ").map { String(line[$0.upperBound...]) } }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of a fenced block opened with ```` ```name ````.
    static func block(_ name: String, in text: String) -> [String] {
        guard let start = text.range(of: "```\(name)\n") else { return [] }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "```")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    /// Every banned phrase in `text`, and every devotional word outside Vigil copy.
    func violations(in text: String, allowDevotional: Bool = false) -> [String] {
        let normalised = PolicyScanner.normalise(text)
        var found = banned.filter { PolicyScanner.contains(normalised, phrase: $0) }.map { "\"\($0)\"" }
        guard !allowDevotional else { return found }
        var withoutVigil = normalised
        for line in vigilLines { withoutVigil = withoutVigil.replacingOccurrences(of: PolicyScanner.normalise(line), with: " ") }
        found += devotional.filter { PolicyScanner.contains(withoutVigil, phrase: $0) }.map { "\"\($0)\" (devotional, outside Vigil)" }
        return found
    }

    /// The Vigil-only words found in a line of Vigil copy.
    func vigilViolations(in text: String) -> [String] {
        let normalised = PolicyScanner.normalise(text)
        return vigilBanned.filter { PolicyScanner.contains(normalised, phrase: $0) }
    }

    /// What makes a citation more than a book and a chapter: a verse or a translation's name.
    func citationViolations(in citation: String) -> [String] {
        let normalised = PolicyScanner.normalise(citation)
        return (normalised.contains(":") ? ["a verse (':')"] : []) + translations.filter { PolicyScanner.contains(normalised, phrase: $0) }
    }

    /// Lower case, plain quotes, colour escapes gone and every run of spaces and line breaks
    /// one space: words folded at a terminal's width read as the sentence they are.
    static func normalise(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
            .lowercased()
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
    }

    /// Whether `phrase` stands in `text` with no letter or digit touching either end.
    static func contains(_ text: String, phrase: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: phrase, range: searchStart..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            let startsClean = !(isWordCharacter(before) && isWordCharacter(phrase.first ?? " "))
            let endsClean = !(isWordCharacter(after) && isWordCharacter(phrase.last ?? " "))
            if startsClean && endsClean { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
