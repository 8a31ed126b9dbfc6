import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Testing

/// The live view's moments and the words of issue 28, each with its test.
@Suite struct LiveMomentsTests {
    private func record(_ count: Int, in app: TestApp) {
        for day in 1...count {
            app.run("add", "--start", "2026-10-\(String(format: "%02d", day))T20:00", "--end", "2026-10-\(String(format: "%02d", day + 1))T13:00")
        }
    }

    @Test func undoAfterSettingAsideInTheViewSaysWhatWasDone() {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        app.terminal = FakeTerminal(events: [FakeTerminal.typing("a"), FakeTerminal.typing("a"), FakeTerminal.typing("q")])
        #expect(app.run("watch").code == 0)
        let undo = app.run("undo")
        #expect(undo.stdout.contains("Took back atrest abandon (in atrest watch)"), "\(undo.stdout)")
        #expect(!undo.stdout.contains("--color"), "the view's own options stay inside it")
    }

    @Test func everyVigilLineOfStartIsShownInTheView() {
        let app = TestApp()
        app.run("vigil", "on")
        let terminal = FakeTerminal(columns: 80, rows: 24, events: [FakeTerminal.typing("s"), .timeout, FakeTerminal.typing("q")])
        terminal.beforeEvent = { [app] _ in app.advance(minutes: 0.01) }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        // Only changed cells are written; the last word of Vigil's line stands whole.
        #expect(terminal.written.contains("apart."), "You have set this time apart.")
    }

    @Test func aMessageOfManyLinesTakesTheWordsPlaceWhole() {
        var state = WatchState(snapshot: WatchSnapshot(fast: ActiveFast(start: Date(timeIntervalSince1970: 0), targetHours: 16, timeZone: .utc), tier: .trial))
        state.message = ["Fasting since 00:00.", "16h is your reference.", "", "You have set this time apart."]
        state.messageUntil = Date(timeIntervalSince1970: 60)
        let frame = WatchView.frame(state, now: Date(timeIntervalSince1970: 30), zone: .utc, screen: WatchScreen(columns: 60, rows: 20, depth: .none))
        for line in state.message where !line.isEmpty { #expect(frame.text.contains { $0.contains(line) }, "\(line)") }
    }

    @Test func theTenthEndWithVigilKeepsTheMomentOffScriptureAndStatusBringsItOnce() {
        let app = TestApp()
        record(9, in: app)
        app.run("vigil", "on")
        app.run("start", "--at", "-17h")
        let end = app.run("end")
        #expect(end.stdout.contains("Recorded"))
        #expect(!end.stdout.contains("Maybe later"), "never on the same screen as Scripture")
        let status = app.run("status")
        #expect(status.stdout.contains("Maybe later") && status.stdout.contains("completed ten fasts"))
        let today = LocalTime.day(of: app.now, in: app.timeZone)
        #expect(!status.stdout.contains(VigilCopy.daily(on: today).text), "on its own: no Scripture beside it")
        #expect(!app.run("status").stdout.contains("Maybe later"), "once")
    }

    @Test func withoutVigilTheTenthEndSaysTheMomentAndATrueCount() {
        let app = TestApp()
        record(9, in: app)
        app.run("start", "--at", "-17h")
        #expect(app.run("end").stdout.contains("You have completed ten fasts"))
        let later = TestApp()
        record(13, in: later)
        // Past ten without an end (fasts added): the moment says what is true.
        #expect(later.run("status").stdout.contains("You have completed 13 fasts"))
    }

    @Test func citationsStayWithTheirFragment() throws {
        let app = TestApp()
        app.run("vigil", "on")
        app.run("start", "--at", "-13h")
        let plain = app.run("status", "--cite").stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let fragment = try #require(plain.firstIndex(of: VigilCopy.fragment(for: .deeperRhythm).text))
        #expect(plain[fragment + 1].hasPrefix("— "), "the citation right under its fragment")
        app.isTerminal = true
        app.columns = 80
        app.rows = 30
        let picture = app.run("status", "--cite", "--color", "always").stdout
        let lines = picture.split(separator: "\n").map { StyledText.cells(String($0), foreground: Palette.accent, background: Palette.deepNight).first.map { String($0.map(\.character)) } ?? "" }
            // The sky is painted in half rows (▀ with two colours) or shades around the words.
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ▀░▒▓")) }
        let inPanel = try #require(lines.firstIndex { $0.hasPrefix(VigilCopy.fragment(for: .deeperRhythm).text.prefix(20)) }, "\(lines)")
        #expect(lines[inPanel...].prefix(3).contains { $0.hasPrefix("— ") }, "the citation with its fragment, in the panel")
    }

    @Test func theWordsOfIssue28() throws {
        let app = TestApp()
        #expect(app.run("vigil", "off").stdout == "Vigil is off.\n", "one line, no nudge back")
        app.run("start", "--at", "-13h")
        #expect(app.run("abandon").stdout == "Set aside. Nothing was recorded.\n", "abandon does not weigh how far it got")
        app.run("start", "--at", "-25h", "--long")
        let remind = app.run("remind").stdout
        #expect(!remind.contains("end whenever") && !remind.contains("You can end"), "\(remind)")
        #expect(FastingPhase.prolongedFast.companionText.contains("likely"), "hedged")
        #expect(!FastingPhase.prolongedFast.companionText.contains("keeps adapting"))
    }

    @Test func freeHelpPromisesNoTreeAndNoStar() {
        let app = TestApp()
        record(11, in: app)
        for command in ["end", "watch"] {
            let help = app.run("help", command).stdout.lowercased()
            #expect(!help.contains("tree") && !help.contains("star"), "\(command): \(help)")
            #expect(!app.run(command, "--help").stdout.lowercased().contains("tree"))
        }
        let trial = TestApp()
        #expect(trial.run("help", "end").stdout.contains("tree"), "the trial keeps the whole help")
    }

    @Test func aLapsedLicenseNamesItsDayAsStatusDoesAndDoesNotPointAtRenewal() throws {
        let app = TestApp()
        app.input = Data(try PremiumTestsLicense.make(through: "2026-11-20").utf8)
        let result = app.run("premium", "activate", "-")
        #expect(result.code == 1)
        #expect(result.stderr.contains("Fri 20 Nov"), "\(result.stderr)")
        #expect(!result.stderr.contains("2026-11-20") && !result.stderr.lowercased().contains("renew"))
    }

    @Test func messagesFoldAtTheTerminalsWidthNeverInsideAWord() {
        let app = TestApp()
        app.isTerminal = true
        app.columns = 40
        for output in [app.run("vigil", "on").stdout, app.run("log").stdout, app.run("delete", "nonexistent-id").stderr] {
            for line in output.split(separator: "\n") {
                let visible = StyledText.cells(String(line), foreground: Palette.accent, background: Palette.deepNight).first?.count ?? 0
                #expect(visible <= 40 || !line.contains(" "), "\(line)")
            }
        }
        let piped = TestApp()
        #expect(piped.run("vigil", "on").stdout.split(separator: "\n").count == 2, "to a pipe, whole lines")
    }

    /// Words on the sky keep WCAG 4.5:1 against the cell behind them, at every hour of many days.
    @Test(arguments: [ColourDepth.trueColour, .ansi256])
    func inkKeepsItsContrastWithTheSky(depth: ColourDepth) {
        var state = WatchState(snapshot: WatchSnapshot(fast: ActiveFast(start: Date(timeIntervalSince1970: 0), targetHours: 16, timeZone: .utc), tier: .trial, water: []))
        state.hint = nil
        var worst = 21.0
        for day in stride(from: 0, to: 360, by: 7) {
            for hour in [1.0, 9, 13, 20] {
                let now = Date(timeIntervalSince1970: Double(day) * 86_400 + hour * 3600)
                let screen = WatchScreen(columns: 80, rows: 24, depth: depth)
                let frame = WatchView.frame(state, now: now, zone: .utc, screen: screen)
                let plan = WatchView.composition(state, now: now, zone: .utc, screen: screen)
                let rows = [plan.words?.rect, plan.water, plan.keys?.rect].compactMap { $0 }.flatMap { $0.row..<($0.row + $0.rows) }
                for row in rows {
                    for column in 0..<80 {
                        // Letters only: the sky's own half blocks and shades around them are not words.
                        guard let cell = frame[column, row], cell.character != " ", !"▀▄█░▒▓".contains(cell.character) else { continue }
                        let shown: (RGB) -> RGB = depth == .ansi256 ? { XtermPalette.colour(at: XtermPalette.nearestIndex(to: $0)) } : { $0 }
                        worst = min(worst, WCAG.ratio(shown(cell.foreground), shown(cell.background)))
                    }
                }
            }
        }
        #expect(worst >= 4.5, "the faintest words stand at \(worst):1")
    }
}

/// The contrast ratio as the WCAG defines it, written here again so the test does not lean
/// on the code it checks.
enum WCAG {
    static func ratio(_ a: RGB, _ b: RGB) -> Double {
        func lum(_ c: RGB) -> Double {
            func ch(_ v: UInt8) -> Double { let c = Double(v) / 255; return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
        }
        let (x, y) = (lum(a), lum(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}

/// A lapsed annual license signed with the test key.
enum PremiumTestsLicense {
    static func make(through day: String) throws -> String {
        try PremiumTests.license(.annual(through: LocalDay(licenseText: day)!))
    }
}
