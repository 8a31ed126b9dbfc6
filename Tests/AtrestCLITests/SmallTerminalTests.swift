@testable import AtrestCLI
import Foundation
import Testing

/// `status` and `end` on a small terminal. `status` prints its picture in place, under the
/// command typed: it never prints more lines than the screen holds above the prompt, so its
/// first rows (the time) never scroll away (at 40×12 a panel of twelve rows pushed the time off).
@Suite struct SmallTerminalTests {
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test(arguments: [(24, 8), (40, 12), (60, 15), (60, 20), (80, 24), (120, 40)])
    func statusLeavesTheTimeOnScreen(columns: Int, rows: Int) throws {
        let app = TestApp.colourTerminal(columns: columns, rows: rows)
        let idle = app.run("status")
        #expect(idle.code == 0 && Self.lines(idle.stdout).count <= rows - 1, "idle at \(columns)×\(rows): \(Self.lines(idle.stdout).count) lines")
        #expect(app.run("vigil", "on").code == 0)
        #expect(Self.lines(app.run("status").stdout).count <= rows - 1, "idle with Vigil at \(columns)×\(rows)")
        app.run("start")
        app.advance(hours: 13)
        let fasting = app.run("status")
        let printed = Self.lines(fasting.stdout)
        #expect(fasting.code == 0 && printed.count <= rows - 1, "\(columns)×\(rows): \(printed.count) lines")
        // Where the screen is tall enough, the command typed keeps its row above the picture too.
        if rows >= 15 { #expect(printed.count <= rows - 2, "\(columns)×\(rows): \(printed.count) lines") }
        // The time is the first thing on the sky: as one line where it is, or as numerals.
        let time = printed.prefix(4).contains { $0.contains("13h 0m") || $0.contains("█") || $0.contains("▀") }
        #expect(time, "\(columns)×\(rows): \(printed.prefix(4))")
    }

    /// `end`'s star is redrawn in place by moving the cursor up to it: in a pane of 8 rows the
    /// picture (10 rows at 24 columns) scrolled its star away, and the redrawn star would have
    /// landed on another row. The tree is made to fit where a legible one does; where the
    /// picture is still taller than the screen, the star comes with it at once.
    @Test(arguments: [(24, 8), (40, 12), (60, 20)])
    func endsStarLandsOnItsTree(columns: Int, rows: Int) throws {
        let app = TestApp.colourTerminal(columns: columns, rows: rows)
        app.run("start")
        app.advance(hours: 16.5)
        let out = app.run("end").stdout
        #expect(out.contains("✦"), "the star, drawn")
        let moves = out.contains("\u{1B}7")
        let picture = Self.lines(out).filter { $0.contains("▀") || $0.contains("▄") || $0.contains("█") }.count
        // Moving up to the star only where the whole picture is still on the screen.
        #expect(!moves || picture < rows, "\(columns)×\(rows): \(picture) rows of picture, moving up to the star")
        if rows >= 12 { #expect(moves, "\(columns)×\(rows): the star fades in where the picture fits") }
        // The words after it are folded at the terminal's width, never inside a word.
        let plain = Self.lines(out).map { String($0).replacing(/\x1B(\[[0-9;?]*[A-Za-z]|[78])/, with: "") }
        // (The star's redraws stand on the first line's row before its words: left out.)
        let words = plain.drop { !$0.contains("Recorded") }.map { line in line.firstRange(of: "Recorded").map { String(line[$0.lowerBound...]) } ?? line }
        #expect(words.allSatisfy { $0.count <= columns }, "\(words)")
        #expect(words.joined(separator: " ").contains("(16h 30m)."), "\(words)")
    }
}
