import AtrestCLI
import Domain
import Foundation
import Rendering
import Screen
import Store
import Testing

/// The keys of the live view as a state machine, and the view's loop with a stand-in terminal.
@Suite struct WatchKeysTests {
    static let today = LocalDay(year: 2026, month: 11, day: 21)

    static func state(fasting: Bool, tier: Tier = .trial, water: Int = 0) -> WatchState {
        let zone = Zone.utc
        let fast = fasting ? ActiveFast(start: Date(timeIntervalSince1970: 0), targetHours: 16, timeZone: zone) : nil
        let entries = (0..<water).map { WaterEntry(at: Date(timeIntervalSince1970: Double($0)), milliliters: 250, timeZone: zone) }
        return WatchState(snapshot: WatchSnapshot(fast: fast, tier: tier, water: entries))
    }

    @Test(arguments: [
        (key: Key.character("w"), request: WatchRequest.run(["water", "add"])),
        (key: .character("c"), request: .calendar(today)),
        (key: .character("f"), request: .forest(top: nil)),
        (key: .character("q"), request: .quit),
        (key: .escape, request: .quit),
        (key: .control("c"), request: .quit),
    ])
    func eachKeyAsksForItsCommand(key: Key, request: WatchRequest) {
        var state = Self.state(fasting: true)
        #expect(state.press(key, today: Self.today) == request)
    }

    @Test func startingAndEndingAskOnlyWhereTheyApply() {
        var idle = Self.state(fasting: false)
        #expect(idle.press(.character("s"), today: Self.today) == .run(["start"]))
        // A key that does not apply says one short line, in the view's own words (keys, not commands).
        #expect(idle.press(.character("e"), today: Self.today) == .say(["No fast is running; s begins one."]))
        #expect(idle.press(.character("a"), today: Self.today) == .say(["No fast is running; s begins one."]))
        var fasting = Self.state(fasting: true)
        #expect(fasting.press(.character("s"), today: Self.today) == .say(["A fast is already running."]))
        for line in [WatchText.noneRunning, WatchText.alreadyRunning] { #expect(!line.contains("atrest ")) }
    }

    /// Ending is as deliberate as setting aside: a key typed into the wrong pane ends nothing.
    @Test func endingTakesASecondPressAndAnyOtherKeyKeepsTheFast() {
        var state = Self.state(fasting: true)
        #expect(state.press(.character("e"), today: Self.today) == nil)
        #expect(state.overlay == .ending)
        #expect(state.press(.character("e"), today: Self.today) == .run(["end"]))
        _ = state.press(.character("e"), today: Self.today)
        #expect(state.press(.character("x"), today: Self.today) == nil)
        #expect(state.overlay == nil, "kept, without a word")
    }

    /// Esc answers a question as it closes a panel: the fast is kept and the view stays. It
    /// used to be the sky's own Esc, which left the view, so the next key went to the shell.
    @Test func escapeAtAQuestionKeepsTheFastAndTheView() {
        for (key, question) in [("e", WatchOverlay.ending), ("a", .settingAside)] {
            var state = Self.state(fasting: true)
            _ = state.press(.character(Character(key)), today: Self.today)
            #expect(state.overlay == question)
            #expect(state.press(.escape, today: Self.today) == nil)
            #expect(state.overlay == nil)
            #expect(state.press(.escape, today: Self.today) == .quit, "on the sky, Esc still leaves")
        }
    }

    /// The walk: arrows move the window through the canvas; any other key lays it down.
    @Test func theForestIsWalkedWithTheArrows() {
        var state = Self.state(fasting: true)
        let forest = WalkedForest(ForestWalk(Forest(entries: [], dusk: Dusk()), style: PictureStyle(width: 40, depth: .none), height: 10))
        state.overlay = .forest(forest, top: 40)
        #expect(state.press(.up, today: Self.today) == .forest(top: 38))
        #expect(state.press(.character("j"), today: Self.today) == .forest(top: 42))
        #expect(state.press(.pageUp, today: Self.today) == .forest(top: 28))
        #expect(state.overlay == .forest(forest, top: 40), "the loop draws the new window")
        #expect(state.press(.escape, today: Self.today) == nil)
        #expect(state.overlay == nil)
        state.overlay = .forest(forest, top: 40)
        #expect(state.press(.character("q"), today: Self.today) == .quit)
    }

    @Test func settingAsideTakesASecondPressAndAnyOtherKeyKeepsTheFast() {
        var state = Self.state(fasting: true)
        #expect(state.press(.character("a"), today: Self.today) == nil)
        #expect(state.overlay == .settingAside)
        #expect(state.press(.character("a"), today: Self.today) == .run(["abandon"]))
        #expect(state.overlay == nil)
        _ = state.press(.character("a"), today: Self.today)
        #expect(state.press(.character("x"), today: Self.today) == nil)
        #expect(state.overlay == nil, "kept, without a word")
    }

    @Test func todaysWaterChoosesAnEntryAndRemovesItByItsID() throws {
        var state = Self.state(fasting: true, water: 3)
        #expect(state.press(.character("W"), today: Self.today) == nil)
        #expect(state.overlay == .water(selected: 2), "the latest is chosen first")
        _ = state.press(.up, today: Self.today)
        _ = state.press(.character("k"), today: Self.today)
        _ = state.press(.character("k"), today: Self.today)
        #expect(state.overlay == .water(selected: 0))
        let id = state.snapshot.water[0].id.uuidString.lowercased()
        #expect(state.press(.enter, today: Self.today) == .run(["water", "remove", id]))
        #expect(state.press(.escape, today: Self.today) == nil)
        #expect(state.overlay == nil)
    }

    @Test func theCalendarMovesByDayWeekAndMonth() {
        var state = Self.state(fasting: false)
        state.overlay = .calendar(day: Self.today, month: [], detail: [])
        #expect(state.press(.right, today: Self.today) == .calendar(LocalDay(year: 2026, month: 11, day: 22)))
        #expect(state.press(.character("k"), today: Self.today) == .calendar(LocalDay(year: 2026, month: 11, day: 14)))
        #expect(state.press(.character("]"), today: Self.today) == .calendar(LocalDay(year: 2026, month: 12, day: 21)))
        state.overlay = .calendar(day: LocalDay(year: 2026, month: 1, day: 31), month: [], detail: [])
        #expect(state.press(.pageUp, today: Self.today) == .calendar(LocalDay(year: 2025, month: 12, day: 31)))
        #expect(state.press(.pageDown, today: Self.today) == .calendar(LocalDay(year: 2026, month: 2, day: 28)))
        #expect(state.press(.escape, today: Self.today) == nil && state.overlay == nil)
    }

    @Test func theFreeTierHasNoForestKey() {
        var state = Self.state(fasting: true, tier: .free)
        #expect(state.press(.character("f"), today: Self.today) == nil)
        var help = Self.state(fasting: true, tier: .free)
        _ = help.press(.character("?"), today: Self.today)
        #expect(help.overlay == .help)
    }

    @Test func keysAreDecodedFromWhatTerminalsSend() {
        #expect(Key.decode(Array("sW?".utf8)) == [.character("s"), .character("W"), .character("?")])
        #expect(Key.decode([0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x44, 0x0D, 0x03]) == [.up, .left, .enter, .control("c")])
        #expect(Key.decode([0x1B]) == [.escape])
        #expect(Key.decode([0x1B, 0x5B, 0x35, 0x7E]) == [.pageUp])
    }

    /// A terminal's answer arriving among the keys (a late reply to the picture's question) is
    /// no key: kitty's graphics reply would otherwise read as Escape (quit) and letters.
    @Test func aTerminalsAnswerAmongTheKeysIsNoKey() {
        #expect(Key.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\s".utf8)) == [.character("s")])
        #expect(Key.decode(Array("\u{1B}[?62;4;22c\u{1B}[6;16;8tq".utf8)) == [.character("q")])
        #expect(Key.decode(Array("\u{1B}]11;rgb:0000/0000/0000\u{07}w".utf8)) == [.character("w")])
        // Esc typed before P, with no end of a string after it, is still Esc and P.
        #expect(Key.decode(Array("\u{1B}P".utf8)) == [.escape, .character("P")])
    }

    // MARK: The loop, in process

    @Test func notATerminalIsExitOneWithAPlainLine() {
        let app = TestApp()
        let result = app.run("watch")
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("atrest: atrest watch needs a terminal"))
        #expect(!result.stderr.contains("\u{1B}") && result.stdout.isEmpty)
    }

    @Test func keysRunTheCommandsAndTheTerminalIsGivenBack() throws {
        let app = TestApp()
        let terminal = FakeTerminal(columns: 80, rows: 24, events: [
            FakeTerminal.typing("s"), FakeTerminal.typing("w"), .resized, FakeTerminal.typing("q"),
        ])
        app.terminal = terminal
        let result = app.run("watch")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(try app.store.loadActiveFast() != nil, "s began a fast")
        #expect(try app.store.loadWater(month: WaterMonth(containing: app.now)).map(\.milliliters) == [250], "w logged the quick-add amount")
        #expect(terminal.isGivenBack)
        #expect(terminal.written.contains("Fasting since"), "start's own words, on the sky")
        #expect(terminal.written.contains("250 ml logged."), "one quiet line")
        #expect(!terminal.written.contains("status shows where you are"), "the view speaks of its keys, not of commands")
    }

    @Test(arguments: [(TerminalEvent.stop(signal: 2), Int32(130)), (.stop(signal: 15), 143), (.stop(signal: 1), 129), (.lost, 0)])
    func aSignalOrALostTerminalEndsTheViewAndGivesTheTerminalBack(event: TerminalEvent, code: Int32) {
        let app = TestApp()
        let terminal = FakeTerminal(events: [.timeout, event])
        app.terminal = terminal
        #expect(app.run("watch").code == code, "128 + the signal, as shells expect")
        #expect(terminal.isGivenBack)
    }

    @Test func ctrlZHandsTheTerminalBackUntilFgThenTakesItAgainAndRedraws() {
        let app = TestApp()
        let terminal = FakeTerminal(events: [.suspend, FakeTerminal.typing("q")])
        let sizes = SizesSeen()
        terminal.beforeEvent = { index in sizes.record(terminal.written.utf8.count) }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        #expect(terminal.suspensions == 1 && terminal.givenBackWhileStopped)
        #expect(terminal.takeOvers == 2 && terminal.isGivenBack)
        #expect(sizes.values[1] >= 2 * sizes.values[0], "after fg the whole screen is drawn again")
    }

    @Test func anErrorGivesTheTerminalBackAndIsSaidInOneLine() {
        let app = TestApp()
        app.run("start")
        let terminal = FakeTerminal(events: [.timeout, .timeout, FakeTerminal.typing("q")])
        let counter = Counter()
        app.modificationTimes = { paths in paths.map { _ in counter.next() } }
        // Another process leaves a damaged file behind; the view notices within seconds.
        terminal.beforeEvent = { [app] index in
            if index == 1 { app.write("{not json", to: app.paths.activeFast) }
            app.advance(minutes: 1)
        }
        app.terminal = terminal
        let result = app.run("watch")
        #expect(result.code == 1)
        #expect(result.stderr.contains("active.json"))
        #expect(terminal.isGivenBack)
    }

    @Test func aWakeThatChangesNothingDrawsNothingAndTheNextMinuteDrawsOnlyWhatChanged() {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        let sizes = SizesSeen()
        let terminal = FakeTerminal(events: [.timeout, .timeout, .timeout, FakeTerminal.typing("q")])
        terminal.beforeEvent = { [app] index in
            sizes.record(terminal.written.utf8.count)
            app.advance(minutes: index == 1 ? 1 : 0.05)
        }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        let seen = sizes.values
        #expect(seen.count == 4)
        #expect(seen[1] == seen[0], "three seconds later nothing changed, and nothing was written")
        #expect(seen[2] > seen[1], "a minute later the time changed")
        #expect(seen[2] - seen[1] < seen[0], "only the cells that changed, less than the whole screen")
    }

    @Test func aNewDayBeginsANewDaysWaterWithNoFileChanging() {
        let app = TestApp()
        app.setClock("2026-11-21T20:00")
        app.run("start")
        app.setClock("2026-11-21T23:58")
        app.run("water", "add")
        let sizes = SizesSeen()
        let terminal = FakeTerminal(events: [.timeout, .timeout, FakeTerminal.typing("q")])
        terminal.beforeEvent = { [app] index in
            sizes.record(terminal.written.utf8.count)
            app.advance(minutes: 3)
        }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        let before = sizes.values[0]
        let first = String(decoding: terminal.written.utf8.prefix(before), as: UTF8.self)
        let later = String(decoding: terminal.written.utf8.dropFirst(before), as: UTF8.self)
        #expect(first.contains("250 ml"))
        #expect(later.contains("0 ml") && !later.contains("250 ml"), "past midnight, today's water starts again")
    }

    @Test func anEndTypedElsewhereShowsWithinSeconds() throws {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        let counter = Counter()
        app.modificationTimes = { paths in paths.map { _ in counter.next() } }
        let terminal = FakeTerminal(events: [.timeout, .timeout, FakeTerminal.typing("q")])
        terminal.beforeEvent = { [app] index in
            if index == 0 { app.run("abandon") }
            app.advance(minutes: 0.05)
        }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        // Only changed cells are written, so words may arrive in pieces; this one has no space.
        #expect(terminal.written.contains("ready."))
    }

    @Test func endInTheViewIsTheArrivalAndTheTransitionMomentComesWithIt() throws {
        let app = TestApp()
        for day in 1...9 {
            app.run("add", "--start", "2026-10-\(String(format: "%02d", day))T20:00", "--end", "2026-10-\(String(format: "%02d", day + 1))T13:00")
        }
        app.run("start", "--at", "-17h")
        let marks = SizesSeen()
        let terminal = FakeTerminal(columns: 100, rows: 40, events: [
            FakeTerminal.typing("e"), FakeTerminal.typing("e"), .timeout, .timeout, FakeTerminal.typing("x"), .timeout, FakeTerminal.typing("x"), FakeTerminal.typing("q"),
        ])
        terminal.beforeEvent = { [app] index in
            marks.record(terminal.written.utf8.count)
            app.advance(minutes: 0.05)
        }
        app.terminal = terminal
        #expect(app.run("watch").code == 0)
        #expect(try app.store.loadHistory().completedCount == 10)
        let seen = marks.values
        // The arrival (drawn after the second e) is whole before the moment comes, at the next key (event 4).
        let arrival = String(decoding: terminal.written.utf8.prefix(seen[4]).dropFirst(seen[1]), as: UTF8.self)
        let after = String(decoding: terminal.written.utf8.dropFirst(seen[4]), as: UTF8.self)
        #expect(arrival.contains("Recorded "))
        #expect(arrival.contains("✦"), "the star arrives")
        #expect(arrival.contains("closes"), "its keys line says the next key lays it down, not that s begins")
        #expect(!arrival.contains("Maybe later"), "no prices with the arrival")
        #expect(after.contains("Maybe later"), "the transition moment, once, on its own")
        #expect(!terminal.written.contains("taken root"))
        #expect(try app.store.loadAccount().transitionMomentShown)
    }
}

/// Sizes of what was written, as a test saw them.
private final class SizesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []
    func record(_ size: Int) { lock.withLock { seen.append(size) } }
    var values: [Int] { lock.withLock { seen } }
}

/// Numbers that only go up: folder times that change at every look.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int64 = 0
    func next() -> Int64 { lock.withLock { value += 1; return value } }
}
