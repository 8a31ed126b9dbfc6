@testable import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// The help panel in a small pane names every key in a shorter form rather than losing the last
/// ones: at 40 × 12 it once ended at `W`, without `c`, `f`, `?` or `q`.
@Suite struct WatchHelpFormsTests {
    static func helpText(columns: Int, rows: Int) -> String {
        var open = WatchViewTests.state(hoursIn: 15)
        open.overlay = .help
        let now = WatchPixelsTests.start.addingTimeInterval(15 * 3600)
        let frame = WatchView.frame(open, now: now, zone: WatchPixelsTests.zone, screen: WatchPixelsTests.screen(.cells, columns: columns, rows: rows))
        return frame.text.joined(separator: "\n")
    }

    @Test(arguments: [(40, 12), (30, 12), (50, 14), (60, 15), (80, 24)])
    func everyKeyIsNamed(columns: Int, rows: Int) {
        let text = Self.helpText(columns: columns, rows: rows)
        for label in ["s begin", "e end", "a set aside", "w water", "W today's water", "c calendar", "f forest", "? help", "q quit"] {
            let word = String(label.split(separator: " ")[1])
            // Each key's word stands on the screen (the full form says "begin a fast", the short
            // "begin"; for ?, "these keys" and "help").
            #expect(text.contains(word == "help" ? (text.contains("these keys") ? "these keys" : "help") : word), "\(label) at \(columns)×\(rows):\n\(text)")
        }
        #expect(text.contains(WatchKeymaps.panelFoot(width: columns - 4)))
    }

    @Test func theFullFormWhereItFitsAndShorterOnesFullestFirst() {
        let forms = WatchKeymaps.sky.helpForms(forest: true, width: 36)
        #expect(forms[0] == WatchKeymaps.sky.helpLines(forest: true))
        #expect(forms[1].allSatisfy { !$0.contains("(atrest") })
        #expect(forms[2].contains("e e    end") && forms[2].contains("q      quit"))
        #expect(forms[3].allSatisfy { $0.count <= 36 })
        #expect(forms.map { $0.joined().count } == forms.map { $0.joined().count }.sorted(by: >))
        // The free tier's help names no forest in any form.
        #expect(WatchKeymaps.sky.helpForms(forest: false, width: 36).allSatisfy { $0.allSatisfy { !$0.contains("forest") } })
    }

    /// At 24 × 8 even the packed form needed a row more than there was and `q quit` was cut:
    /// smaller forms drop `? help` (it is open), then the keys that give way first; q stays.
    @Test(arguments: [(24, 8), (24, 7), (30, 8), (24, 6)])
    func theSmallestPaneKeepsQuitAndTheFoot(columns: Int, rows: Int) {
        let text = Self.helpText(columns: columns, rows: rows)
        #expect(text.contains("q quit"), "\(columns)×\(rows):\n\(text)")
        #expect(text.contains(WatchKeymaps.panelFoot(width: columns - 4)), "\(columns)×\(rows):\n\(text)")
    }

    @Test func theSmallestFormsKeepQuitAndGetShorter() {
        for forest in [true, false] {
            let forms = WatchKeymaps.sky.helpForms(forest: forest, width: 20)
            #expect(forms.allSatisfy { $0.joined(separator: " ").contains("quit") })
            #expect(forms.last == ["q quit"], "\(forms)")
            #expect(forms.map { $0.joined().count } == forms.map { $0.joined().count }.sorted(by: >), "\(forms)")
            #expect(forms.dropFirst(3).allSatisfy { $0.allSatisfy { $0.count <= 20 } })
        }
    }

    /// The panel's foot says what q does (it quits the view) as well as what any other key does;
    /// where that is wider than the panel, the short form names Esc, which closes it.
    @Test func thePanelsFootIsTrue() {
        #expect(WatchKeymaps.panelFeet == ["q quits · any other key closes", "q quits · Esc closes"])
        #expect(WatchKeymaps.panel.action(for: .character("q")) == .quit)
        #expect(WatchKeymaps.panel.action(for: .escape) == .close)
        #expect(WatchKeymaps.panel.action(for: .character("x")) == .close)
        #expect(WatchKeymaps.panelFoot(width: 76) == WatchKeymaps.panelFeet[0])
        #expect(WatchKeymaps.panelFoot(width: 20) == WatchKeymaps.panelFeet[1])
        for overlay in [WatchOverlay.help, .moment(["a moment"])] {
            var open = WatchViewTests.state(hoursIn: 15)
            open.overlay = overlay
            #expect(open.press(.escape, today: LocalDay(year: 2026, month: 11, day: 20)) == nil)
            #expect(open.overlay == nil)
            open.overlay = overlay
            #expect(open.press(.character("q"), today: LocalDay(year: 2026, month: 11, day: 20)) == .quit)
        }
    }

    /// The walk's foot names q as well (it quits the view there too), the short forms where the
    /// full one is wider than the screen, rather than cut by its edges.
    @Test(arguments: [24, 40, 60, 80])
    func theWalksFootSaysQQuitsAndFits(columns: Int) {
        var open = WatchViewTests.state(hoursIn: 15)
        let forest = WalkedForest(ForestWalk(Forest(entries: [], dusk: Dusk()), style: PictureStyle(width: columns, depth: .none), height: 10))
        open.overlay = .forest(forest, top: 0)
        let now = WatchPixelsTests.start.addingTimeInterval(15 * 3600)
        let frame = WatchView.frame(open, now: now, zone: WatchPixelsTests.zone, screen: WatchPixelsTests.screen(.cells, columns: columns, rows: 12))
        let foot = WatchKeymaps.forestFoot(width: columns)
        #expect(foot.count <= columns && foot.contains("q quits"))
        #expect(frame.text.last?.contains(foot) == true, "\(columns): \(frame.text)")
        if columns >= 60 { #expect(foot == "↑ ↓ walk · [ ] a page · q quits · any other key closes") }
    }
}
