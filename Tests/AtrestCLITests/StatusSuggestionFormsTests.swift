@testable import AtrestCLI
import Foundation
import Testing

/// `status`'s suggestions at the foot of its picture have shorter forms, as the live view's keys
/// do: under 56 columns the one form there was did not fit and the line was left out, so a
/// person in a narrow pane was never told how to end the fast or begin one.
@Suite struct StatusSuggestionFormsTests {
    /// The picture's rows, escapes taken out.
    static func plain(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0).replacing(/\x1B\[[0-9;:?]*[A-Za-z]/, with: "") }
    }

    @Test(arguments: [(24, 30), (30, 26), (40, 20), (50, 20), (55, 20), (60, 20), (80, 24)])
    func theFullestFormThatFitsIsShown(columns: Int, rows: Int) throws {
        let app = TestApp.colourTerminal(columns: columns, rows: rows)
        let idle = Self.plain(app.run("status").stdout)
        let idleForm = try #require(StatusCommand.idleHint.first { $0.count <= columns })
        #expect(idle.contains { $0.contains(idleForm) }, "idle at \(columns)×\(rows): \(idle)")
        #expect(app.run("start").code == 0)
        app.advance(hours: 5)
        let fasting = Self.plain(app.run("status").stdout)
        let form = try #require(StatusCommand.fastingHint.first { $0.count <= columns })
        #expect(fasting.contains { $0.contains(form) }, "fasting at \(columns)×\(rows): \(fasting)")
        // Every row stays within the terminal: nothing wraps onto a row of its own.
        #expect(fasting.allSatisfy { $0.count <= columns })
    }

    @Test func everyFormSaysHowToEndOrBeginAndTheShortestFits24Columns() {
        #expect(StatusCommand.fastingHint.allSatisfy { $0.hasPrefix("atrest end") })
        #expect(StatusCommand.idleHint.allSatisfy { $0.hasPrefix("atrest start") })
        for forms in [StatusCommand.fastingHint, StatusCommand.idleHint] {
            #expect(forms.map(\.count) == forms.map(\.count).sorted(by: >), "fullest first")
            #expect((forms.last?.count ?? 99) <= 24)
        }
    }
}
