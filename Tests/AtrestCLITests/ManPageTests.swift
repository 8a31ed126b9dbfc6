import AtrestCLI
import Foundation
import Store
import Testing

/// The manual page is written from the command table and the code's own facts, so it cannot
/// drift from what atrest does.
@Suite struct ManPageTests {
    let page = ManPage.render()

    /// The marks log and calendar draw are named as every groff device knows them (the
    /// PostScript one has no glyph for U+25CF or U+25E6, and `groff -ww` warned in CI).
    @Test func theMarksAreWrittenByTheirRoffNames() {
        #expect(Roff.escape("● and ◦") == "\\(bu and \\(ci")
        #expect(Roff.escape("→") == "\\[u2192]")
    }

    @Test func atrestManPrintsThePage() {
        let output = TestApp().run("man")
        #expect(output.code == 0)
        #expect(output.stdout == page)
        #expect(output.stderr.isEmpty)
        #expect(page.hasPrefix(".TH ATREST 1 "))
    }

    /// Each command of the table has exactly one entry, holding its arguments and options,
    /// and every example of the table is in EXAMPLES.
    @Test func everyCommandOptionArgumentAndExampleIsOnThePage() throws {
        let entries = Self.commandEntries(in: page)
        #expect(entries.map(\.name) == CommandTable.specs.map(\.name))
        for spec in CommandTable.specs {
            let entry = try #require(entries.first { $0.name == spec.name })
            #expect(entry.text.contains(Roff.escape(String(spec.summary.dropFirst()))), "\(spec.name): summary")
            for option in spec.options {
                #expect(entry.text.contains(Roff.bold(option.flagText)), "\(spec.name) --\(option.name)")
                #expect(entry.text.contains(Roff.escape(option.help)), "\(spec.name) --\(option.name): help")
                if let value = option.value { #expect(entry.text.contains(Roff.italic(value)), "\(spec.name) --\(option.name) \(value)") }
            }
            for argument in spec.arguments {
                #expect(entry.text.contains(Roff.italic(argument.name)), "\(spec.name) \(argument.name)")
                #expect(entry.text.contains(Roff.escape(argument.help)), "\(spec.name) \(argument.name): help")
            }
            let examples = try #require(page.range(of: "\n.SH EXAMPLES\n")).upperBound
            for example in spec.examples {
                #expect(page[examples...].contains("\n" + Roff.escape(example) + "\n"), "example: \(example)")
            }
        }
        for option in GlobalOptions.specs {
            #expect(page.contains(Roff.bold("--" + option.name)), "global --\(option.name)")
        }
    }

    @Test func aNewCommandInTheTableAppearsOnThePage() {
        let invented = CommandSpec(
            "ponder", summary: "an invented command",
            options: [OptionSpec("depth", value: "N", help: "how deep")],
            arguments: [ArgumentSpec("THOUGHT", help: "what to ponder")],
            examples: ["atrest ponder --depth 3 clouds"],
            group: .shell
        )
        let page = ManPage.render(specs: CommandTable.specs + [invented])
        #expect(Self.commandEntries(in: page).map(\.name).last == "ponder")
        #expect(page.contains("\\fB\\-\\-depth\\fR \\fIN\\fR") && page.contains("\\fITHOUGHT\\fR"))
        #expect(page.contains("\natrest ponder \\-\\-depth 3 clouds\n"))
    }

    @Test func exitStatusIsTheCodesErrorsCarry() {
        let codes = ManPage.exitStatus.map(\.code)
        #expect(codes == [0, 1, 2])
        #expect(codes.contains(AtrestError.usage("x").exitCode))
        #expect(codes.contains(AtrestError.cannot("x").exitCode))
        #expect(page.contains(".SH \"EXIT STATUS\""))
    }

    /// Every variable the sources read is explained, and nothing is explained that is not read.
    @Test func environmentIsWhatTheSourcesRead() throws {
        let documented = Set(ManPage.environment.flatMap(\.names))
        let read = try Self.variablesReadBySources()
        #expect(read.count >= 10, "the scan found \(read.sorted())")
        for name in read.subtracting(documented).sorted() {
            Issue.record("atrest reads \(name): add a line for it to ManPage.environment (ManPage+Reference.swift)")
        }
        for name in documented.subtracting(read).sorted() {
            Issue.record("the man page explains \(name), which no source reads")
        }
        for name in documented { #expect(page.contains(Roff.bold(name)), "\(name)") }
    }

    @Test func filesAreWhereTheStoreKeepsThem() throws {
        let home = try #require(AtrestPaths(environment: ["HOME": "/h"]))
        let defaults = [home.data, home.config, home.state]
        #expect(ManPage.folders.map { "/h/" + $0.fallback + "/atrest" } == defaults)
        for (index, folder) in ManPage.folders.enumerated() {
            let moved = try #require(AtrestPaths(environment: ["HOME": "/h", folder.variable: "/x"]))
            #expect([moved.data, moved.config, moved.state][index] == "/x/atrest", "\(folder.variable)")
            #expect(page.contains(Roff.bold("$" + folder.variable + "/atrest")))
        }
        let named = [
            (home.activeFast, home.data), (home.account, home.data),
            (home.sessions(year: 2026).replacing("2026", with: "YEAR"), home.data),
            (home.water(month: WaterMonth(year: 2026, month: 11)).replacing("2026-11", with: "YYYY-MM"), home.data),
            (home.settings, home.config), (home.reminders, home.state), (home.lock, home.state),
        ]
        for (path, folder) in named {
            let relative = String(path.dropFirst(folder.count + 1))
            #expect(page.contains("(" + Roff.escape(relative)), "FILES names \(relative)")
        }
    }

    @Test func theMedicalNoteIsThere() {
        #expect(page.contains("\n.SH NOTES\n.PP\natrest is not medical advice."))
    }

    /// Only the few macros the page means to use, and no text a roff reader would take for
    /// something else: every backslash starts one of the escapes `Roff` writes.
    @Test func theRoffIsPlain() throws {
        let macros: Set<String> = ["TH", "SH", "SS", "PP", "TP", "RS", "RE", "nf", "fi", "br", "nh", "ad"]
        let escape = try Regex(#"\\(fB|fI|fR|e|-|&|\(bu|\(ci|\[u[0-9A-F]{4,6}\])"#)
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(!line.isEmpty, "a blank line is a roff request of its own")
            let ascii = line.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(line)")
            #expect(!line.hasPrefix("'"))
            if line.hasPrefix(".") {
                let name = line.dropFirst().prefix { $0 != " " }
                #expect(macros.contains(String(name)), "\(line)")
            }
            let unknown = line.replacing(escape, with: "").contains("\\")
            #expect(!unknown || line.hasPrefix(".TH") || line == "atrest \\- a quiet companion for fasting", "\(line)")
        }
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("--json", "\\-\\-json"),
        ("C:\\path", "C:\\epath"),
        (".hidden", "\\&.hidden"),
        ("'quoted'", "\\&'quoted'"),
        ("4–72 h", "4\\[u2013]72 h"),
        ("a\nb", "a b"),
    ])
    func escapes(text: String, roff: String) {
        #expect(Roff.escape(text) == roff)
    }

    // MARK: helpers

    /// The COMMANDS section's entries: the command's words, and its lines up to the next entry.
    static func commandEntries(in page: String) -> [(name: String, text: String)] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".SH COMMANDS") else { return [] }
        var entries: [(name: String, text: String)] = []
        var index = start + 1
        while index < lines.count, !lines[index].hasPrefix(".SH ") {
            let line = lines[index]
            if lines[index - 1] == ".TP", line.hasPrefix("\\fBatrest "), let end = line.range(of: "\\fR") {
                let name = String(line[line.index(line.startIndex, offsetBy: 10)..<end.lowerBound]).replacing("\\-", with: "-")
                entries.append((name, line))
            } else if !entries.isEmpty {
                entries[entries.count - 1].text += "\n" + line
            }
            index += 1
        }
        return entries
    }

    /// Every upper-case string literal read as an environment variable in `Sources/`: on a
    /// line that looks a name up in an environment (a subscript or a lookup closure), or on the line before it (a list of names
    /// tried in turn), and every `XDG_` name.
    static func variablesReadBySources() throws -> Set<String> {
        let sources = PolicyScanner.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasPrefix("ManPage") } ?? []
        let name = try Regex(#""([A-Z][A-Z0-9_]+)""#)
        var found = Set<String>()
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                // `environment[NAME]`, or `environment(NAME)` where a lookup is passed as a closure.
                let lookup = { (text: Substring) in text.contains("environment[") || text.contains("environment(") }
                let looksUp = lookup(line) || (index + 1 < lines.count && lookup(lines[index + 1]))
                for match in line.matches(of: name) {
                    let variable = String(match.output[1].substring ?? "")
                    if looksUp || variable.hasPrefix("XDG_") { found.insert(variable) }
                }
            }
        }
        return found
    }
}
