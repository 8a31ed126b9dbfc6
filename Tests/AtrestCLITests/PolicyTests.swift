import AtrestCLI
import AtrestResources
import Foundation
import Testing

/// The doctrine's string scanner over everything a person can read.
@Suite struct PolicyTests {
    let scanner = PolicyScanner.shared

    @Test func doctrineListsAreReadable() {
        #expect(scanner.banned.count >= 28)
        #expect(scanner.devotional.contains("scripture"))
        for phrase in ["unlock", "locked", "streak", "failed", "failure", "give up", "keep going", "% of users"] {
            #expect(scanner.banned.contains(phrase), "the banned list lost \(phrase)")
        }
    }

    @Test func theAppsOwnLinesAreAllowedAndItsExtraPhrasesBanned() {
        #expect(scanner.violations(in: "Welcome back to the whole of atrest.").isEmpty, "the app's own line")
        for phrase in ["while supplies last", "fomo", "you've outlasted", "best window", "maximum autophagy", "get access to", "most popular", "best value"] {
            #expect(scanner.banned.contains(phrase), "the banned list lacks \(phrase)")
        }
        #expect(!scanner.violations(in: "Your body is drawing on stored fat.").isEmpty)
        #expect(!scanner.violations(in: "A glass of water can help.").isEmpty)
    }

    /// Vigil's own copy: no merit, tradition or commentary words; citations a book and a chapter.
    @Test func vigilCopyPassesItsOwnChecks() {
        #expect(scanner.vigilBanned.count >= 23)
        #expect(scanner.translations.contains("niv"))
        #expect(!scanner.vigilViolations(in: "You have earned this rest.").isEmpty, "the check can fail")
        #expect(!scanner.citationViolations(in: "Psalm 46:10").isEmpty, "a verse is refused")
        #expect(!scanner.citationViolations(in: "Psalm 46 (NIV)").isEmpty, "a translation is refused")
        let entries = (EmbeddedResources.text("copy/vigil.txt") ?? "").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(entries.count >= 25)
        for entry in entries {
            guard let separator = entry.range(of: " = ") else { continue }
            let key = entry[..<separator.lowerBound]
            let text = String(entry[separator.upperBound...])
            #expect(scanner.vigilViolations(in: text).isEmpty, "\(key): \(scanner.vigilViolations(in: text))")
            if key.hasSuffix(".citation") {
                #expect(scanner.citationViolations(in: text).isEmpty, "\(key): \(text)")
            }
        }
    }

    @Test func scannerFindsBannedPhrasesOnWordBoundaries() {
        #expect(scanner.violations(in: "Keep going, you're doing great!").count >= 2)
        #expect(!scanner.violations(in: "It UNLOCKS nothing").isEmpty)
        #expect(scanner.violations(in: "the clock clocked nothing").isEmpty, "no match inside a word")
        #expect(!scanner.violations(in: "could not save: it Failed").isEmpty)
        #expect(!scanner.violations(in: "Don’t stop now").isEmpty, "curly apostrophes count")
        #expect(!scanner.violations(in: "join the 90% of users who").isEmpty)
        #expect(!scanner.violations(in: "The Lord is near").isEmpty, "devotional words outside Vigil")
        #expect(scanner.violations(in: "The Lord is near", allowDevotional: true).isEmpty)
    }

    /// Every string literal in the sources: messages, help, copy assembled in code.
    @Test func everyStringLiteralInTheSourcesPassesTheDoctrine() throws {
        let sources = PolicyScanner.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for literal in StringLiterals.extract(from: text) {
                let problems = scanner.violations(in: literal)
                #expect(problems.isEmpty, "\(file.lastPathComponent): \"\(literal)\" — \(problems)")
            }
        }
    }

    /// Every file in `Resources/copy/`; only Vigil's own copy may be devotional.
    @Test func everyResourceTextPassesTheDoctrine() {
        let copies = EmbeddedResources.paths.filter { $0.hasPrefix("copy/") }
        #expect(!copies.isEmpty)
        for path in copies {
            let text = EmbeddedResources.text(path) ?? ""
            let prose = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            let problems = scanner.violations(in: prose, allowDevotional: path == "copy/vigil.txt")
            #expect(problems.isEmpty, "\(path): \(problems)")
        }
    }

    @Test func everyHelpPagePassesTheDoctrine() {
        #expect(scanner.violations(in: HelpText.overview()).isEmpty)
        for spec in CommandTable.specs {
            let page = HelpText.command(spec)
            #expect(scanner.violations(in: page).isEmpty, "help for \(spec.name)")
        }
    }

    /// The manual page as a person reads it: roff's font changes and escapes taken out, so
    /// that no phrase hides behind `\fB` or `\-`.
    @Test func theManualPagePassesTheDoctrine() throws {
        var text = ManPage.render()
        for (roff, plain) in [("\\fB", ""), ("\\fI", ""), ("\\fR", ""), ("\\-", "-"), ("\\&", ""), ("\\e", "\\"), ("\\(bu", "●"), ("\\(ci", "◦")] {
            text = text.replacing(roff, with: plain)
        }
        text = text.replacing(try Regex(#"\\\[u([0-9A-F]+)\]"#)) { match in
            let scalar = UInt32(match.output[1].substring ?? "", radix: 16).flatMap(Unicode.Scalar.init)
            return scalar.map { String(Character($0)) } ?? ""
        }
        #expect(!text.contains("\\"), "every roff escape was taken out")
        #expect(text.contains("4–72"), "escaped characters are read back")
        #expect(scanner.violations(in: text).isEmpty)
    }
}

/// Pulls the text of string literals out of Swift source, interpolations left out.
enum StringLiterals {
    static func extract(from source: String) -> [String] {
        var literals: [String] = []
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            guard character == "\"" else { index += 1; continue }
            let multiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
            index += multiline ? 3 : 1
            var literal = ""
            var depth = 0
            while index < characters.count {
                let c = characters[index]
                if depth > 0 {
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                    index += 1
                    if depth == 0 { literal += " " }
                    continue
                }
                if c == "\\", index + 1 < characters.count {
                    if characters[index + 1] == "(" { depth = 1; index += 2; continue }
                    literal.append(characters[index + 1] == "n" ? "\n" : characters[index + 1])
                    index += 2
                    continue
                }
                if multiline, c == "\"", index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    index += 3
                    break
                }
                if !multiline, c == "\"" || c == "\n" { index += 1; break }
                literal.append(c)
                index += 1
            }
            literals.append(literal)
        }
        return literals
    }
}

/// Help pages read in the narrowest common terminal.
@Suite struct HelpWidthTests {
    @Test func everyHelpLineFitsEightyColumns() {
        let pages = [("overview", HelpText.overview())] + CommandTable.specs.map { ($0.name, HelpText.command($0)) }
        #expect(pages.count > 20)
        for (name, page) in pages {
            for line in page.split(separator: "\n") {
                #expect(line.count <= 80, "help for \(name): \(line.count) columns: \(line)")
            }
        }
    }
}
