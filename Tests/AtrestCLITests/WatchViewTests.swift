import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Store
import Testing

/// The live view as a pure function: golden frames at fixed clocks and sizes.
@Suite struct WatchViewTests {
    static let zone = ZoneDatabase().zoneOrUTC(named: "Europe/Berlin")
    static let start = Timestamp.parse("2026-11-21T06:00:00Z")!
    static let fastID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!

    static func state(hoursIn hours: Double?, tier: Tier = .trial, water: Int = 0) -> WatchState {
        let fast = hours.map { _ in ActiveFast(id: fastID, start: start, targetHours: 16, timeZone: zone) }
        let entries = water > 0 ? [WaterEntry(at: start, milliliters: water, timeZone: zone)] : []
        return WatchState(snapshot: WatchSnapshot(fast: fast, tier: tier, water: entries))
    }

    static func text(_ state: WatchState, hours: Double, columns: Int, rows: Int, depth: ColourDepth = .none, glyphs: GlyphSet = .unicode) -> [String] {
        let screen = WatchScreen(columns: columns, rows: rows, depth: depth, glyphs: glyphs)
        return WatchView.frame(state, now: start.addingTimeInterval(hours * 3600), zone: zone, screen: screen).text
    }

    @Test func aFastAt64By24WithoutColour() {
        let lines = Self.text(Self.state(hoursIn: 12.5, water: 500), hours: 12.5, columns: 64, rows: 24)
        let expected = """

                          ▄█  ▀▀█ █      ▀▀█ █▀█
                           █  █▀▀ █▀█     ▀█ █ █ █▀█▀▄
                          ▀▀▀ ▀▀▀ ▀ ▀    ▀▀▀ ▀▀▀ ▀ ▀ ▀


           Glycogen is likely running low, and your body is probably
            settling into a steadier rhythm, drawing more on its own
           reserves. Some people feel clearer around now; others feel
                 the fast more in the body. Both are ordinary.


                                      ▓▓▓▓
                                     ▓▓▓▓▓▓▓
                                  ▓▓▓▓▓▓▓▓▓▓
                                  ▓▓▓▓▓▓▓▓▓▓▓
                                   ▓▓▓▓▓▓▓▓▓▓▓▓
                                  ▓▓▓▓▓▓▓▓▓▓▓▓
                                ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓
                                       ▓▓
                                       ▓▓▓
                              water today: 500 ml

           e end · a set aside · w water · f forest · ? help · q quit
        """
        #expect(lines.joined(separator: "\n") == expected, "\n\(lines.joined(separator: "\n"))")
    }

    @Test func idleIsWhenYoureReadyAloneOnTheSky() {
        let lines = Self.text(Self.state(hoursIn: nil), hours: 0, columns: 50, rows: 12)
        let expected = """




                        When you're ready.






          s begin · w water · f forest · ? help · q quit
        """
        #expect(lines.joined(separator: "\n") == expected, "\n\(lines.joined(separator: "\n"))")
    }

    @Test func theFreeTierIsTheSameCompositionWithSimplySky() {
        let trial = Self.text(Self.state(hoursIn: 12.5), hours: 12.5, columns: 64, rows: 24)
        let free = Self.text(Self.state(hoursIn: 12.5, tier: .free), hours: 12.5, columns: 64, rows: 24)
        #expect(trial.prefix(8) == free.prefix(8), "numerals and words are the same")
        #expect(trial[12..<20].joined().contains { "░▒▓█▀▄".contains($0) }, "the tree stands below the words")
        // Below the words, the free frame is sky, apart from water and the keys.
        let below = free[12..<20].joined()
        #expect(below.allSatisfy { $0 == " " }, "\(below)")
        #expect(!free.joined().contains("f forest"), "no forest key on the free tier")
        #expect(Self.text(Self.state(hoursIn: 12.5), hours: 12.5, columns: 100, rows: 30).last?.contains("f forest") == true)
    }

    @Test func theNumeralsAreTheElapsedTimeNeverACountdownAndChangeWithTheMinute() {
        let state = Self.state(hoursIn: 1)
        let a = Self.text(state, hours: 1, columns: 60, rows: 20)
        let b = Self.text(state, hours: 1 + 1.0 / 60, columns: 60, rows: 20)
        #expect(a != b)
        #expect(WatchView.nextChange(state, now: Self.start.addingTimeInterval(3600 + 10)) == Self.start.addingTimeInterval(3600 + 60))
        #expect(!a.joined().contains("remaining") && !a.joined().contains("left"))
    }

    @Test func aSmallTerminalKeepsTheTimeTheWayOutAndTheTree() {
        // 30×8: the time as one line, the tree, and the keys' shortest forms (a person who cannot
        // see how to leave is worse off than one without a tree); the words give way.
        let lines = Self.text(Self.state(hoursIn: 2), hours: 2, columns: 30, rows: 8)
        #expect(lines.count == 8)
        #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "2h 0m", "\(lines)")
        #expect(lines[1..<7].joined().contains { "░▒▓█▀▄".contains($0) }, "the tree: \(lines)")
        #expect(lines.last?.contains("q quit") == true, "\(lines)")
        // 30×5: no room for a tree; the numerals where they fit, and the keys.
        let short = Self.text(Self.state(hoursIn: 2), hours: 2, columns: 30, rows: 5)
        #expect(short.joined().contains("█"), "numerals where they fit: \(short)")
        #expect(short.last?.contains("q quit") == true, "\(short)")
        // 20×6: the time as one line, the phase's name and the keys.
        let tiny = Self.text(Self.state(hoursIn: 2), hours: 2, columns: 20, rows: 6)
        #expect(tiny.contains { $0.trimmingCharacters(in: .whitespaces) == "2h 0m" })
        #expect(tiny.joined(separator: " ").split(separator: " ").joined(separator: " ").contains("digestion completing"), "\(tiny)")
        #expect(tiny.last?.contains("q quit") == true, "\(tiny)")
    }

    @Test func colourPaintsEveryCellWithTheDuskAndTheNumeralsInTheHighlightTone() {
        let screen = WatchScreen(columns: 60, rows: 20, depth: .trueColour)
        let frame = WatchView.frame(Self.state(hoursIn: 12.5), now: Self.start.addingTimeInterval(12.5 * 3600), zone: Self.zone, screen: screen)
        let top = frame[0, 0]!.background, bottom = frame[0, 19]!.background
        func lightness(_ c: RGB) -> Int { Int(c.r) + Int(c.g) + Int(c.b) }
        #expect(lightness(top) < lightness(bottom) && top.b >= top.r, "deep night at the top: \(top)")
        #expect(top != bottom, "the sky is a gradient")
        #expect(frame.cells.contains { $0.character == "█" && $0.foreground == Palette.highlight })
        // Written with colour, the frame carries 24-bit escapes; without, none at all.
        #expect(FrameWriter(depth: .trueColour).update(from: nil, to: frame).contains("\u{1B}[48;2;"))
        let plain = WatchView.frame(Self.state(hoursIn: 12.5), now: Self.start.addingTimeInterval(12.5 * 3600), zone: Self.zone,
                                    screen: WatchScreen(columns: 60, rows: 20, depth: .none))
        let bytes = FrameWriter(depth: .none).update(from: nil, to: plain)
        #expect(!bytes.contains("[38;") && !bytes.contains("[48;"))
    }

    @Test func asciiUsesNoByteAbove127() {
        let lines = Self.text(Self.state(hoursIn: 12.5, water: 250), hours: 12.5, columns: 80, rows: 30, glyphs: .ascii)
        #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(lines.joined().contains("#"))
        #expect(lines.contains { $0.contains("water today: 250 ml") }, "every glyph has its ASCII stand-in")
    }

    @Test func onlyChangedCellsAreWrittenAgain() {
        let screen = WatchScreen(columns: 60, rows: 20, depth: .trueColour)
        let state = Self.state(hoursIn: 3)
        let first = WatchView.frame(state, now: Self.start.addingTimeInterval(3 * 3600), zone: Self.zone, screen: screen)
        let same = FrameWriter(depth: .trueColour).update(from: first, to: first)
        #expect(same.isEmpty, "nothing changed, nothing written")
        let next = WatchView.frame(state, now: Self.start.addingTimeInterval(3 * 3600 + 60), zone: Self.zone, screen: screen)
        let minute = FrameWriter(depth: .trueColour).update(from: first, to: next)
        let whole = FrameWriter(depth: .trueColour).update(from: nil, to: next)
        #expect(!minute.isEmpty && minute.utf8.count * 4 < whole.utf8.count, "a minute costs a fraction of the screen")
    }

    @Test func theArrivalHoldsTheTreeThenFadesTheStarInThenTheWords() throws {
        let began = Self.start.addingTimeInterval(16 * 3600)
        var state = Self.state(hoursIn: nil)
        state.overlay = .arrival(Arrival(id: Self.fastID, tree: .established, showsTree: true, began: began, lines: ["16h 0m, from 07:00 to 23:00. Recorded."]))
        func frame(after seconds: Double) -> Frame {
            WatchView.frame(state, now: began.addingTimeInterval(seconds), zone: Self.zone, screen: WatchScreen(columns: 60, rows: 24, depth: .trueColour))
        }
        func star(_ frame: Frame) -> TerminalCell? { frame.cells.first { $0.character == "✦" } }
        #expect(star(frame(after: 0.2)) == nil, "the tree alone first")
        let early = try #require(star(frame(after: 0.7)))
        let late = try #require(star(frame(after: 1.7)))
        #expect(early.foreground != late.foreground, "the star fades in")
        #expect(!frame(after: 0.7).text.joined().contains("Recorded."), "the words wait for the star")
        #expect(frame(after: 1.7).text.joined().contains("Recorded."))
        #expect(late.foreground == Palette.starLight)
        state.motion = false
        #expect(star(frame(after: 0)) != nil && frame(after: 0).text.joined().contains("Recorded."), "without motion, at once")
    }

    @Test func theCalendarPanelLightsTheChosenDay() throws {
        let month = TestApp().run("calendar", "2026-11").stdout.split(separator: "\n").map(String.init)
        var state = Self.state(hoursIn: 3)
        state.overlay = .calendar(day: LocalDay(year: 2026, month: 11, day: 15), month: month, detail: ["Sun 15 Nov"])
        let frame = WatchView.frame(state, now: Self.start.addingTimeInterval(3 * 3600), zone: Self.zone,
                                    screen: WatchScreen(columns: 80, rows: 30, depth: .trueColour))
        let row = try #require(frame.text.firstIndex { $0.contains("14") && $0.contains("15") })
        let column = try #require(frame.text[row].range(of: "15")).lowerBound.utf16Offset(in: frame.text[row])
        #expect(frame[column, row]?.background == Palette.accent, "15 is lit")
        #expect(frame[column - 4, row]?.background != Palette.accent, "14 is not")
    }

    /// Walking the days keeps the month where it is: a day's fasts make a longer line than
    /// the month's, and the box once grew with it, so the month jumped sideways.
    @Test func theCalendarPanelStaysPutFromDayToDay() throws {
        let month = TestApp().run("calendar", "2026-11").stdout.split(separator: "\n").map(String.init)
        func monthColumn(detail: [String]) throws -> Int {
            var state = Self.state(hoursIn: 3)
            state.overlay = .calendar(day: LocalDay(year: 2026, month: 11, day: 15), month: month, detail: detail)
            let frame = WatchView.frame(state, now: Self.start.addingTimeInterval(3 * 3600), zone: Self.zone,
                                        screen: WatchScreen(columns: 100, rows: 30, depth: .trueColour))
            let row = try #require(frame.text.firstIndex { $0.contains("14") && $0.contains("15") })
            return try #require(frame.text[row].range(of: "15")).lowerBound.utf16Offset(in: frame.text[row])
        }
        let quiet = try monthColumn(detail: ["Sun 15 Nov", "  No fast ended on this day."])
        let fasted = try monthColumn(detail: ["Sun 15 Nov", "  Sat 14 Nov 14:00 → Sun 15 Nov 08:00   18h 0m     Completed"])
        #expect(quiet == fasted)
    }

    /// The arrival's first line stays one colour where a narrow pane folds it: it once
    /// changed colour in the middle of its sentence, at the fold.
    @Test func theArrivalsFirstLineIsOneColourOnEveryRow() throws {
        let began = Self.start.addingTimeInterval(16 * 3600)
        let said = "Recorded Fri 27 Nov 19:05 → Sat 28 Nov 08:59 (13h 54m, on UTC time)."
        var state = Self.state(hoursIn: nil)
        state.motion = false
        state.overlay = .arrival(Arrival(id: Self.fastID, tree: .established, showsTree: true, began: began, lines: [said, "", "A line after it."]))
        let frame = WatchView.frame(state, now: began.addingTimeInterval(5), zone: Self.zone, screen: WatchScreen(columns: 44, rows: 30, depth: .trueColour))
        let first = try #require(frame.text.firstIndex { $0.contains("Recorded") })
        let next = try #require(frame.text.firstIndex { $0.contains("time).") })
        #expect(next > first, "folded at this width")
        func colour(of word: String, row: Int) throws -> RGB? {
            let column = try #require(frame.text[row].range(of: word)).lowerBound.utf16Offset(in: frame.text[row])
            return frame[column, row]?.foreground
        }
        #expect(try colour(of: "Recorded", row: first) == Palette.highlight)
        #expect(try colour(of: "time).", row: next) == Palette.highlight)
        let after = try #require(frame.text.firstIndex { $0.contains("after it") })
        #expect(try colour(of: "after", row: after) != Palette.highlight)
    }

    @Test func anIncompleteArrivalIsGreyFaintWithoutAStar() {
        let began = Self.start.addingTimeInterval(12 * 3600)
        var state = Self.state(hoursIn: nil)
        state.overlay = .arrival(Arrival(id: Self.fastID, tree: .incomplete, showsTree: true, began: began, lines: ["12h 0m, from 07:00 to 19:00. Recorded."]))
        let frame = WatchView.frame(state, now: began.addingTimeInterval(5), zone: Self.zone, screen: WatchScreen(columns: 60, rows: 24, depth: .none))
        #expect(!frame.text.joined().contains("✦"))
        #expect(frame.text.joined().contains("░"), "faint")
        #expect(!frame.text.joined().contains("█"))
    }
}
