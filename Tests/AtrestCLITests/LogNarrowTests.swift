@testable import AtrestCLI
import Foundation
import Testing

/// `log` at a terminal narrower than its rows: each fast's span on a line of its own and the
/// rest under it, folded at spaces (at 40 columns the terminal cut every row mid-word); piped,
/// or where the rows fit, as before.
@Suite struct LogNarrowTests {
    static func app() -> TestApp {
        let app = TestApp(now: "2026-11-21T12:00:00Z")
        #expect(app.run("add", "--start", "2026-11-19T19:00", "--end", "2026-11-20T12:00", "--note", "a long walk by the river in the morning, then tea").code == 0)
        #expect(app.run("add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T13:00").code == 0)
        return app
    }

    static func plain(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).replacing(/\x1B\[[0-9;]*m/, with: "") }
    }

    @Test(arguments: [24, 30, 40, 60])
    func everyLineFitsANarrowTerminal(columns: Int) {
        let app = Self.app()
        app.isTerminal = true
        app.columns = columns
        let lines = Self.plain(app.run("log").stdout)
        #expect(lines.allSatisfy { $0.count <= columns }, "\(columns): \(lines)")
        let joined = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(joined.contains("a long walk by the river in the morning, then tea"), "\(lines)")
        #expect(joined.contains("17h 0m") && joined.contains("Thu 19 Nov 19:00"), "\(lines)")
    }

    @Test func wideOrPipedRowsAreAsBefore() {
        let app = Self.app()
        let piped = Self.plain(app.run("log").stdout)
        #expect(piped.count == 2)
        #expect(piped[0].hasPrefix("  Thu 19 Nov 19:00 → Fri 20 Nov 12:00   17h 0m "), "\(piped)")
        app.isTerminal = true
        app.columns = 120
        #expect(Self.plain(app.run("log").stdout) == piped)
    }
}
