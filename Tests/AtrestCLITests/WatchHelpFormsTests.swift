@testable import AtrestCLI
import Foundation
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
        #expect(text.contains(WatchKeymaps.panel.foot))
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
}
