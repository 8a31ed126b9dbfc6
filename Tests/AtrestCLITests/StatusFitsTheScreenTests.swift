@testable import AtrestCLI
import Foundation
import Testing

/// `status` on a terminal prints its picture in place, under the command typed: on a short
/// terminal it never prints more lines than the screen holds above the prompt, so its first
/// rows (the time) never scroll away. At 40×12 a panel of twelve rows once pushed the time off.
@Suite struct StatusFitsTheScreenTests {
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test(arguments: [(24, 8), (40, 12), (60, 15), (60, 20), (80, 24), (120, 40)])
    func statusLeavesTheTimeOnScreen(columns: Int, rows: Int) throws {
        let app = TestApp()
        app.isTerminal = true
        app.environment["COLORTERM"] = "truecolor"
        app.columns = columns
        app.rows = rows
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
}
