@testable import AtrestCLI
import Foundation
import Testing

/// `end` in a short terminal: the picture, its words and the prompt after them are taller than
/// the screen, so its top rows scroll away; the star stands below them, beside the crown, so
/// that it is still on the screen (at 24 × 8 it stood above the crown and scrolled away with it).
@Suite struct ArrivalStarOnScreenTests {
    @Test(arguments: [(24, 8), (32, 10), (40, 12), (60, 20), (80, 24)])
    func theStarStaysOnTheScreen(columns: Int, rows: Int) throws {
        let app = TestApp.colourTerminal(columns: columns, rows: rows)
        app.run("start")
        app.advance(hours: 16.5)
        let out = app.run("end").stdout
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = lines.last == "" ? Array(lines.dropLast()) : lines
        // Drawn at once, the star is on its line; fading in, it is redrawn from the line after
        // the picture, moving up to it (ESC 7, ESC [ N A).
        let star: Int
        if let redrawn = shown.firstIndex(where: { $0.contains("\u{1B}7") }) {
            let up = try #require(shown[redrawn].firstMatch(of: /\x1B7\x1B\[([0-9]+)A/)).1
            star = redrawn - (Int(up) ?? 0)
        } else {
            star = try #require(shown.firstIndex { $0.contains("✦") }, "\(columns)×\(rows): no star")
        }
        // From the star's line down, with the prompt's line: all on the screen.
        #expect(shown.count - star + 1 <= rows, "\(columns)×\(rows): the star on line \(star) of \(shown.count)")
        #expect(shown.joined().contains("Recorded"))
    }
}
