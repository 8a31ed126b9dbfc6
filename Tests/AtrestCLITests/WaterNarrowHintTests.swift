@testable import AtrestCLI
import Foundation
import Testing

/// `water` on a day without any, at a narrow terminal: its hint folds at a space, so the amount
/// stays whole (at 24 columns the terminal cut "250 ml" after "25").
@Suite struct WaterNarrowHintTests {
    @Test(arguments: [24, 30, 80])
    func theHintFoldsBetweenWords(columns: Int) {
        let app = TestApp(now: "2026-11-21T12:00:00Z")
        app.isTerminal = true
        app.columns = columns
        let lines = CalendarNarrowTests.plain(app.run("water").stdout).filter { !$0.isEmpty }
        #expect(lines.first == "No water logged today.")
        #expect(lines.allSatisfy { $0.count <= columns }, "\(columns): \(lines)")
        #expect(lines.contains { $0.contains("250 ml.") }, "\(columns): \(lines)")
        #expect(lines.dropFirst().joined(separator: " ") == "atrest water add logs 250 ml.", "\(lines)")
    }
}
