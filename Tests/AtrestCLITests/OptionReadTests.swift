import AtrestCLI
import Foundation
import Testing

/// A command reads only options it declares: every read names one of the command's own
/// `OptionSpec`s (so a misspelling does not compile), and that option is in its spec's list
/// (checked here for every read in the sources, whether or not a test runs it).
@Suite struct OptionReadTests {
    static let commands = PolicyScanner.packageRoot.appendingPathComponent("Sources/AtrestCLI/Commands")

    @Test func everyOptionACommandReadsIsInItsSpec() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.commands.path).filter { $0.hasSuffix("Command.swift") }
        #expect(files.count > 20)
        var reads = 0
        for file in files {
            let text = try String(contentsOf: Self.commands.appendingPathComponent(file), encoding: .utf8)
            guard let listStart = text.range(of: "options: [") else {
                #expect(!text.contains("arguments.flag(") && !text.contains("arguments.value("), "\(file) reads options but lists none")
                continue
            }
            let listed = text[listStart.upperBound...].prefix { $0 != "]" }
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let read = try Regex(#"arguments\.(?:flag|value|when|targetHours)\((Self\.\w+|FastRules\.\w+)\)"#)
            for match in text.matches(of: read) {
                reads += 1
                let name = String(match.output[1].substring ?? "")
                let declared = name.hasPrefix("Self.") ? String(name.dropFirst("Self.".count)) : name
                #expect(listed.contains(declared), "\(file) reads \(name), which its spec does not list (\(listed))")
            }
            if text.contains("arguments.note()") {
                #expect(listed.contains("FastRules.noteOption"), "\(file) reads --note without listing it")
            }
        }
        #expect(reads > 30, "the scan found only \(reads) reads: has the way options are read changed?")
    }
}
