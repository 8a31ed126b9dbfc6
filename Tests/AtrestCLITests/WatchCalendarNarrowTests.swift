@testable import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// `watch`'s calendar panel in a narrow pane: whole weeks, as `calendar` lays them out at 24
/// columns, and a foot that fits. At 24 columns the four-column grid folded mid-week (Sunday
/// under Monday) and its one foot line folded in two.
@Suite struct WatchCalendarNarrowTests {
    static let day = LocalDay(year: 2026, month: 11, day: 15)

    /// What the panel is given on a screen `columns` wide: `calendar 2026-11`'s narrow grid, as
    /// a terminal 24 columns wide gets it, or its four-column grid.
    static func month(columns: Int) -> [String] {
        let app = CalendarNarrowTests.app()
        app.isTerminal = true
        app.columns = WatchCalendar.isNarrow(columns: columns) ? 24 : 80
        return app.run("calendar", "2026-11").stdout.split(separator: "\n").map(String.init)
    }

    static func frame(columns: Int, rows: Int) -> Frame {
        var state = WatchViewTests.state(hoursIn: 3)
        state.overlay = .calendar(day: day, month: month(columns: columns), detail: ["Sun 15 Nov", "  No fast ended on this day."])
        return WatchView.frame(state, now: WatchViewTests.start.addingTimeInterval(3 * 3600), zone: WatchViewTests.zone,
                               screen: WatchScreen(columns: columns, rows: rows, depth: .trueColour))
    }

    @Test func theNarrowGridIsChosenWhereTheFourColumnGridWouldFold() {
        #expect(WatchCalendar.isNarrow(columns: 24))
        #expect(WatchCalendar.isNarrow(columns: 28))
        #expect(!WatchCalendar.isNarrow(columns: 40))
        #expect(!WatchCalendar.isNarrow(columns: 80))
        // Every width gets its grid whole inside the panel.
        for columns in 24...120 {
            let grid = WatchCalendar.isNarrow(columns: columns) ? MonthGrid.narrowWidth : MonthGrid.widthWithMarks
            #expect(Layout.panelInside(measure: WatchCalendar.measure(columns: columns), columns: columns) >= grid, "\(columns)")
        }
    }

    /// The words of `line` without its spaces: a week's days run together in either grid.
    static func squeezed(_ line: String) -> String { line.filter { $0 != " " } }

    @Test(arguments: [24, 28, 32, 40, 80])
    func everyWeekStaysOnOneLine(columns: Int) throws {
        let text = Self.frame(columns: columns, rows: 20).text
        let shown = text.joined(separator: "\n")
        // The week of the 9th to the 15th, the 14th marked: one line, whole.
        #expect(text.contains { Self.squeezed($0).contains("91011121314●15") }, "\(shown)")
        #expect(text.contains { Self.squeezed($0).contains("MoTuWeThFrSaSu") }, "\(shown)")
        #expect(text.contains { Self.squeezed($0).contains("23242526272829") }, "\(shown)")
    }

    @Test(arguments: [24, 28, 32])
    func theChosenDayIsLit(columns: Int) throws {
        let frame = Self.frame(columns: columns, rows: 20)
        let row = try #require(frame.text.firstIndex { $0.contains("14●15") || $0.contains("14● 15") })
        let column = try #require(frame.text[row].firstRange(of: "15")).lowerBound.utf16Offset(in: frame.text[row])
        #expect(frame[column, row]?.background == Palette.accent, "15 is lit")
        #expect(frame[column + 1, row]?.background == Palette.accent)
        #expect(frame[column - 3, row]?.background != Palette.accent, "14 is not")
    }

    /// The foot is one of the calendar's forms, whole on one line, naming how to close it.
    @Test(arguments: [24, 28, 32, 40, 60])
    func theFootFits(columns: Int) throws {
        let text = Self.frame(columns: columns, rows: 20).text
        let line = try #require(text.last { $0.contains("Esc closes") }, "\(text.joined(separator: "\n"))")
        // The fullest form the line holds (the picture may stand beside the panel).
        let shown = try #require(WatchKeymaps.calendarFeet.first { line.contains($0) }, "\(columns): \(line)")
        #expect(!text.contains { $0.trimmingCharacters(in: .whitespaces) == "closes" })
        let inside = Layout.panelInside(measure: WatchCalendar.measure(columns: columns), columns: columns)
        #expect(shown == WatchKeymaps.calendarFeet.first { $0.count <= inside }, "\(columns): \(shown)")
        if columns >= 70 { #expect(shown == WatchKeymaps.calendar.foot) }
        if columns == 24 { #expect(shown.contains("←")) }
    }
}

/// A pane too short for the month keeps the chosen day in sight: the weeks above its week give
/// way under the title and weekdays.
@Suite struct WatchCalendarShortPaneTests {
    @Test(arguments: [(24, 8), (32, 10), (40, 12)])
    func theChosenDaysWeekStaysInSight(columns: Int, rows: Int) throws {
        for day in [2, 15, 20, 29, 30] {
            var state = WatchViewTests.state(hoursIn: 3)
            state.overlay = .calendar(day: LocalDay(year: 2026, month: 11, day: day), month: WatchCalendarNarrowTests.month(columns: columns),
                                      detail: ["Sun 15 Nov", "  No fast ended on this day."])
            let frame = WatchView.frame(state, now: WatchViewTests.start.addingTimeInterval(3 * 3600), zone: WatchViewTests.zone,
                                        screen: WatchScreen(columns: columns, rows: rows, depth: .trueColour))
            let text = frame.text.joined(separator: "\n")
            let lit = (0..<rows).flatMap { row in (0..<columns).compactMap { column in
                frame[column, row]?.background == Palette.accent ? frame[column, row]?.character : nil
            } }
            #expect(String(lit).trimmingCharacters(in: .whitespaces) == "\(day)", "\(columns)×\(rows), the \(day)th: \(text)")
            #expect(text.contains("November 2026"), "\(columns)×\(rows): \(text)")
            #expect(text.contains("Esc closes"), "\(columns)×\(rows): \(text)")
        }
    }
}
