@testable import AtrestCLI
import Foundation
import Rendering
import Testing

/// `calendar` at a terminal narrower than its grid: days three columns apart, so no week wraps
/// (at 24 columns every week of the 28-column grid did); piped, or where the grid fits, as before.
@Suite struct CalendarNarrowTests {
    static func app() -> TestApp {
        let app = TestApp(now: "2026-11-21T12:00:00Z")
        #expect(app.run("add", "--start", "2026-11-13T19:00", "--end", "2026-11-14T12:00").code == 0)
        #expect(app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-21T09:00").code == 0)
        return app
    }

    static func plain(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacing(/\x1B\[[0-9;]*m/, with: "") }
    }

    @Test(arguments: [20, 21, 24, 27])
    func everyWeekFitsANarrowTerminal(columns: Int) {
        let app = Self.app()
        app.isTerminal = true
        app.columns = columns
        let lines = Self.plain(app.run("calendar", "2026-11").stdout).filter { !$0.isEmpty }
        #expect(lines.prefix(8).allSatisfy { $0.count <= MonthGrid.narrowWidth }, "\(columns): \(lines)")
        #expect(lines[0].contains("November 2026"))
        // The tests' locale begins weeks on Monday; 1 November 2026 is a Sunday.
        #expect(lines[1] == "Mo Tu We Th Fr Sa Su")
        #expect(lines[2] == String(repeating: " ", count: 18) + " 1")
        // Saturday the 14th: the day the 17-hour fast ended, its mark after its number.
        #expect(lines[4] == " 9 10 11 12 13 14●15", "\(lines)")
        #expect(lines[7] == "30")
    }

    @Test func wideOrPipedGridIsAsBefore() {
        let app = Self.app()
        let piped = app.run("calendar", "2026-11").stdout
        let lines = Self.plain(piped)
        #expect(lines[1] == " Mo  Tu  We  Th  Fr  Sa  Su")
        #expect(lines[4] == "  9  10  11  12  13  14● 15", "\(lines)")
        app.isTerminal = true
        for columns in [28, 80, 200] {
            app.columns = columns
            #expect(Self.plain(app.run("calendar", "2026-11").stdout) == lines, "\(columns)")
        }
    }
}

/// `calendar YYYY-MM-DD` and `water` at a narrow terminal: a fast's row and an entry's id no
/// longer cut by the terminal (at 24 and 40 columns they were); piped, as before.
@Suite struct CalendarDayNarrowTests {
    @Test(arguments: [24, 30, 40])
    func aDaysFastsFitANarrowTerminal(columns: Int) {
        let app = CalendarNarrowTests.app()
        #expect(app.run("add", "--start", "2026-11-14T12:30", "--end", "2026-11-14T23:00", "--note", "a long walk by the river in the morning, then tea").code == 0)
        app.isTerminal = true
        app.columns = columns
        let lines = CalendarNarrowTests.plain(app.run("calendar", "2026-11-14").stdout).filter { !$0.isEmpty }
        #expect(lines.allSatisfy { $0.count <= columns }, "\(columns): \(lines)")
        let joined = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(joined.contains("a long walk by the river in the morning, then tea"), "\(lines)")
        #expect(joined.contains("17h 0m Completed") && joined.contains("10h 30m Ended early"), "\(lines)")
        #expect(joined.contains("Fri 13 Nov 19:00 → Sat 14 Nov 12:00"), "\(lines)")
    }

    @Test func aDayPipedOrWideIsAsBefore() {
        let app = CalendarNarrowTests.app()
        let piped = CalendarNarrowTests.plain(app.run("calendar", "2026-11-14").stdout)
        #expect(piped[1] == "  Fri 13 Nov 19:00 → Sat 14 Nov 12:00   17h 0m     Completed", "\(piped)")
        app.isTerminal = true
        app.columns = 80
        #expect(CalendarNarrowTests.plain(app.run("calendar", "2026-11-14").stdout) == piped)
    }

    @Test(arguments: [24, 80])
    func waterIdsStandUnderTheirRowWhereTheRowIsTooWide(columns: Int) {
        let app = CalendarNarrowTests.app()
        #expect(app.run("water", "add", "1250").code == 0)
        let piped = CalendarNarrowTests.plain(app.run("water").stdout).filter { !$0.isEmpty }
        #expect(piped.count == 2 && piped[1].count > 24, "\(piped)")
        app.isTerminal = true
        app.columns = columns
        let lines = CalendarNarrowTests.plain(app.run("water").stdout).filter { !$0.isEmpty }
        #expect(lines.allSatisfy { $0.count <= columns }, "\(lines)")
        if columns == 80 {
            #expect(lines == piped)
        } else {
            let id = String(piped[1].split(separator: " ").last ?? "")
            #expect(lines.count == 3 && lines[2] == "    " + id, "\(lines)")
        }
    }
}
