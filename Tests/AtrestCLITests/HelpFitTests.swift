@testable import AtrestCLI
import Foundation
import Testing

/// Help in a terminal narrower than 80 columns is folded at spaces, never cut mid-word by the
/// terminal (at 40 columns `help start` read "(def" / "ault: now)"), and keeps every word.
@Suite struct HelpFitTests {
    static let pages: [[String]] = [["help"], ["help", "privacy"], ["help", "terms"]]
        + CommandTable.specs.map { ["help"] + $0.name.split(separator: " ").map(String.init) }

    /// The page's characters without its spacing: a word longer than the line is cut, never lost.
    static func words(_ text: String) -> String { text.filter { $0 != " " && $0 != "\n" } }

    @Test(arguments: [24, 40, 60, 79])
    func everyLineFitsAndEveryWordStays(columns: Int) throws {
        let app = TestApp()
        let wide = TestApp()
        app.isTerminal = true
        app.columns = columns
        for page in Self.pages {
            let narrow = app.run(page)
            let full = wide.run(page)
            #expect(narrow.code == 0)
            let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.count <= columns }, "\(page) at \(columns): \(lines.filter { $0.count > columns })")
            #expect(lines.allSatisfy { $0.last != " " }, "\(page): no trailing spaces")
            #expect(Self.words(narrow.stdout) == Self.words(full.stdout), "\(page) at \(columns): the same words in the same order")
        }
    }

    /// A pane of a column or a few: an indent as wide as the pane left the fold no room (at one
    /// column `help` trapped). Every page still keeps its words, each row within the pane.
    /// Through the command at one and two columns; at more, through the fold alone (a word cut
    /// at three columns can spell what the doctrine scan of a command's output looks for).
    @Test(arguments: [1, 2])
    func aPaneOfAColumnOrTwoKeepsEveryWord(columns: Int) {
        let app = TestApp()
        app.isTerminal = true
        app.columns = columns
        for page in Self.pages {
            let narrow = app.run(page)
            #expect(narrow.code == 0, "\(page) at \(columns)")
            #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= columns }, "\(page) at \(columns)")
            #expect(Self.words(narrow.stdout) == Self.words(TestApp().run(page).stdout), "\(page) at \(columns)")
        }
        #expect(HelpText.fold("    --at WHEN", width: 2) == ["--", "at", "WH", "EN"])
    }

    @Test func aPaneOfAFewColumnsKeepsEveryWord() {
        for page in Self.pages {
            let full = TestApp().run(page).stdout
            for columns in 3...9 {
                let narrow = HelpText.fitted(full, width: columns)
                #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= columns }, "\(page) at \(columns)")
                #expect(Self.words(narrow) == Self.words(full), "\(page) at \(columns)")
            }
        }
    }

    @Test func eightyColumnsAndWiderAreAsWritten() {
        for columns in [80, 120] {
            let app = TestApp()
            app.isTerminal = true
            app.columns = columns
            for page in Self.pages { #expect(app.run(page).stdout == TestApp().run(page).stdout, "\(page)") }
        }
        let page = "  --at WHEN     when the fast began (default: now)"
        #expect(HelpText.fitted(page, width: 80) == page)
        #expect(HelpText.fitted(page, width: 34) == "  --at WHEN     when the fast\n                began (default:\n                now)")
        #expect(HelpText.fitted(page, width: 30) == "  --at WHEN     when the fast\n      began (default: now)", "under the name, deeper, where its text is too far right")
    }

    @Test func aCommandsHelpFlagIsFoldedToo() {
        let app = TestApp()
        app.isTerminal = true
        app.columns = 40
        let out = app.run("start", "--help").stdout
        #expect(out.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(out.contains("(default: now)") || out.contains("(default:\n"))
    }
}
