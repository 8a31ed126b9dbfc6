@testable import AtrestCLI
import Rendering
import Screen
import Testing

struct PanelFoldingTests {
    static func cells(_ text: String) -> [TerminalCell] {
        text.map { TerminalCell($0, foreground: RGB(200, 200, 200), background: RGB(10, 10, 20)) }
    }

    static func text(_ rows: [[TerminalCell]]) -> [String] {
        rows.map { String($0.map(\.character)) }
    }

    @Test func aLineThatFitsIsLeftAsItIs() {
        let line = Self.cells("q      quit (also Esc and Ctrl-C)")
        #expect(PanelFolding.fold(line, width: 40) == [line])
    }

    @Test func aKeyLineFoldsAtASpaceUnderItsDescription() {
        let line = Self.cells("a a    set the fast aside; nothing is recorded (atrest abandon)")
        let rows = Self.text(PanelFolding.fold(line, width: 40))
        #expect(rows == [
            "a a    set the fast aside; nothing is",
            "       recorded (atrest abandon)",
        ])
        #expect(rows.allSatisfy { $0.count <= 40 })
    }

    @Test func proseFoldsWithoutIndentAndKeepsEveryWord() {
        let words = "Some people feel clearer around now; others feel the fast more in the body."
        let rows = Self.text(PanelFolding.fold(Self.cells(words), width: 24))
        #expect(rows.allSatisfy { $0.count <= 24 && !$0.hasPrefix(" ") })
        #expect(rows.joined(separator: " ") == words)
    }

    @Test func aWordLongerThanTheWidthIsCutRatherThanLost() {
        let rows = Self.text(PanelFolding.fold(Self.cells("abcdefghij klm"), width: 4))
        #expect(rows == ["abcd", "efgh", "ij", "klm"])
    }

    @Test func theHelpPanelAtSixtyColumnsShowsEveryWordOfEveryKey() throws {
        let state = WatchViewTests.state(hoursIn: 15)
        var open = state
        open.overlay = .help
        let now = WatchPixelsTests.start.addingTimeInterval(15 * 3600)
        let frame = WatchView.frame(open, now: now, zone: WatchPixelsTests.zone, screen: WatchPixelsTests.screen(.cells, columns: 60, rows: 20))
        let screenText = frame.text.joined(separator: "\n")
        for line in WatchKeymaps.sky.helpLines(forest: true) {
            let words = line.split(separator: " ").map(String.init)
            for word in words { #expect(screenText.contains(word), "\(word) of \(line)") }
        }
    }

    /// In a pane too short for every key, the panel keeps how to close it on its last row: the
    /// help's last lines give way, never the way back to the sky (whose foot names q).
    @Test(arguments: [(24, 8), (40, 12), (30, 6)])
    func aPanelTallerThanTheScreenKeepsItsFoot(columns: Int, rows: Int) throws {
        var open = WatchViewTests.state(hoursIn: 15)
        open.overlay = .help
        let now = WatchPixelsTests.start.addingTimeInterval(15 * 3600)
        let frame = WatchView.frame(open, now: now, zone: WatchPixelsTests.zone, screen: WatchPixelsTests.screen(.cells, columns: columns, rows: rows))
        let text = frame.text
        #expect(text.count == rows)
        #expect(text.contains { $0.contains(WatchKeymaps.panelFoot(width: columns - 4)) }, "\(text)")
    }
}
