import AtrestCLI
import Domain
import Foundation
import Store
import Testing

@Suite struct CoreCommandTests {
    @Test func idleStatusIsARestingWordAndExitsZero() {
        let app = TestApp()
        let result = app.run("status")
        #expect(result.code == 0)
        #expect(result.stdout.contains("When you're ready"))
        #expect(app.run().stdout == result.stdout, "bare atrest is status")
    }

    @Test func quietStatusTellsScriptsWhetherAFastRuns() {
        let app = TestApp()
        #expect(app.run("status", "--quiet") == (1, "", ""))
        app.run("start")
        #expect(app.run("status", "--quiet") == (0, "", ""))
    }

    @Test func startThenStatusShowsElapsedTimePhaseAndReference() throws {
        let app = TestApp()
        #expect(app.run("start", "--target", "18").code == 0)
        app.advance(hours: 13, minutes: 5)
        let status = app.run("status").stdout
        #expect(status.contains("13h 5m"))
        #expect(status.contains(FastingPhase.deeperRhythm.companionText.prefix(30)))
        #expect(status.contains("18h is your reference"))
        #expect(!status.contains("%"), "no percentage anywhere")
    }

    @Test func statusJSONHasTheContractKeys() throws {
        let app = TestApp()
        #expect(try json(app.run("status", "--json").stdout)["state"] as? String == "idle")
        app.run("start", "--at", "-17h")
        let object = try json(app.run("status", "--json").stdout)
        #expect(object["state"] as? String == "active")
        let fast = try #require(object["fast"] as? [String: Any])
        #expect(fast["elapsedSeconds"] as? Int == 17 * 3600)
        #expect(fast["phase"] as? String == "extendedFast")
        #expect(fast["targetHours"] as? Int == 16)
        #expect((fast["phaseText"] as? String)?.isEmpty == false)
        #expect((fast["start"] as? String)?.hasSuffix("+01:00") == true, "instants carry their offset")
    }

    @Test func statusLineIsShortAndEmptyWhenIdle() {
        let app = TestApp()
        #expect(app.run("status", "--line").stdout == "\n")
        app.run("start", "--at", "-26h")
        let line = app.run("status", "--line").stdout
        #expect(line == "1d 2h 0m · prolonged\n")
        #expect(line.count <= 61)
    }

    @Test func secondStartIsRefusedWithExitOne() {
        let app = TestApp()
        app.run("start")
        let second = app.run("start")
        #expect(second.code == 1)
        #expect(second.stderr.hasPrefix("atrest: a fast is already running"))
    }

    @Test func endRecordsWithTheTargetCapturedAtStart() throws {
        let app = TestApp()
        app.run("start", "--target", "14")
        app.run("config", "target-hours", "20")
        app.advance(hours: 15)
        let end = app.run("end")
        #expect(end.code == 0)
        #expect(end.stdout.contains("15h 0m"))
        #expect(end.stdout.contains("Recorded Sat 21 Nov 13:00 → Sun 22 Nov 04:00 (15h 0m)."), "\(end.stdout)")
        let history = try app.store.loadHistory()
        #expect(history.sessions.map(\.targetHours) == [14])
        #expect(try app.store.loadActiveFast() == nil)
    }

    @Test(arguments: [
        (hours: 3.0 + 59.0 / 60, recorded: false, words: "not kept"),
        (hours: 4.0, recorded: true, words: "Recorded "),
        (hours: 11.2, recorded: true, words: "Recorded "),
        (hours: 16.0, recorded: true, words: "Recorded "),
    ])
    func endSaysWhatTheFastLeaves(hours: Double, recorded: Bool, words: String) throws {
        let app = TestApp()
        app.run("start")
        app.advance(hours: hours)
        let end = app.run("end")
        #expect(end.code == 0)
        #expect(end.stdout.contains(words))
        #expect(try app.store.loadHistory().completedCount == (recorded ? 1 : 0))
        // The tree arrives without a word, whatever it is (doctrine: arrival without announcement).
        #expect(!end.stdout.contains("tree") && !end.stdout.contains("forest"))
    }

    @Test func endWithoutAFastIsExitOne() {
        let result = TestApp().run("end")
        #expect(result.code == 1)
        #expect(result.stderr.contains("there is no fast running"))
    }

    @Test func abandonRecordsNothingAndSaysSoGently() throws {
        let app = TestApp()
        app.run("start")
        app.advance(hours: 9)
        let result = app.run("abandon")
        #expect(result.code == 0)
        #expect(result.stdout.contains("Nothing was recorded"))
        #expect(try app.store.loadHistory().completedCount == 0)
        #expect(app.run("status", "--quiet").code == 1)
    }

    @Test func logListsNewestFirstAndJSONHasContractKeys() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-18T20:00", "--end", "2026-11-19T12:00")
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T04:30")
        let fasts = try #require(try json(app.run("log", "--json").stdout)["fasts"] as? [[String: Any]])
        #expect(fasts.count == 2)
        #expect((fasts[0]["start"] as? String)?.hasPrefix("2026-11-19T20:00:00") == true)
        #expect(fasts[0]["tree"] is NSNull)
        #expect(fasts[1]["tree"] as? String == "established")
        #expect(fasts[1]["durationSeconds"] as? Int == 16 * 3600)
        for key in ["id", "start", "end", "targetHours", "durationSeconds", "tree"] {
            #expect(fasts[0][key] != nil, "log --json lacks \(key)")
        }
        let text = app.run("log").stdout
        #expect(text.contains("Fri 20 Nov"))
        #expect(text.components(separatedBy: "\n").first?.contains("Fri 20 Nov") == true)
    }

    @Test func addRefusesOverlapsFutureTimesAndShortFasts() {
        let app = TestApp()
        #expect(app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00").code == 0)
        let overlap = app.run("add", "--start", "2026-11-20T08:00", "--end", "2026-11-20T18:00")
        #expect(overlap.code == 1)
        #expect(overlap.stderr.contains("overlaps"))
        #expect(app.run("add", "--start", "2026-11-21T10:00", "--end", "2026-11-21T16:00").code == 2, "future end")
        #expect(app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-20T19:00").code == 2, "end before start")
        #expect(app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-20T23:00").code == 2, "under 4 h")
        #expect(app.run("add", "--start", "2026-11-20T20:00").code == 2, "missing --end")
    }

    /// The example: in Auckland 02:30 on the spring night does not exist, and the
    /// offset before the gap carries it to 03:30 NZDT (it was read as 01:30 NZST).
    @Test func aTimeInTheSpringGapBeyondUTCPlusTwelveMovesPastTheGap() throws {
        let app = TestApp(now: "2025-10-01T00:00:00Z", timeZone: "Pacific/Auckland")
        let result = app.run("add", "--start", "2025-09-28T02:30", "--end", "2025-09-28T12:00")
        #expect(result.stdout.contains("03:30 → 12:00 (8h 30m)"), "\(result.stdout)")
        let fasts = try #require(try json(app.run("log", "--json").stdout)["fasts"] as? [[String: Any]])
        #expect(fasts.first?["start"] as? String == "2025-09-28T03:30:00+13:00")
    }

    @Test func pastFastMayNotOverlapTheRunningOne() {
        let app = TestApp()
        app.run("start", "--at", "-6h")
        let result = app.run("add", "--start", "-12h", "--end", "-5h")
        #expect(result.code == 1)
        #expect(result.stderr.contains("running"))
    }

    @Test func editAndDeleteFindFastsByShortID() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        let short = String(id.uuidString.lowercased().prefix(6))
        #expect(app.run("edit", short, "--end", "2026-11-20T13:30", "--target", "18").code == 0)
        let edited = try #require(try app.store.loadHistory().sessions.first)
        #expect(edited.duration == 17.5 * 3600)
        #expect(edited.targetHours == 18)
        #expect(app.run("edit", short).code == 2, "nothing to change")
        #expect(app.run("edit", "ffffffff", "--target", "16").code == 1, "no such fast")
        #expect(app.run("delete", short).code == 0)
        #expect(try app.store.loadHistory().completedCount == 0)
    }

    @Test func unknownCommandsAndFlagsSuggestTheNearestAndExitTwo() {
        let app = TestApp()
        let command = app.run("stat")
        #expect(command.code == 2)
        #expect(command.stderr.contains("did you mean 'start'") || command.stderr.contains("did you mean 'status'"))
        let flag = app.run("start", "--tagret", "16")
        #expect(flag.code == 2)
        #expect(flag.stderr.contains("--target"))
        #expect(app.run("start", "--target").code == 2)
        #expect(app.run("start", "--target", "abc").code == 2)
        #expect(app.run("start", "--at", "tomorrow").code == 2)
        #expect(app.run("status", "--json", "--line").code == 2)
        // Found by the arguments fuzzer: an empty `--color=` trapped instead of being refused.
        #expect(app.run("--color=").code == 2)
        #expect(app.run("status", "--colour=").code == 2)
        #expect(app.run("--color=never", "status").code == 0)
    }

    /// The parser finds commands by the names in the table, without building their specs.
    @Test func everyCommandIsNamedAsItsSpecSays() {
        #expect(CommandTable.named.count == CommandTable.specs.count)
        for (name, command) in CommandTable.named {
            #expect(name == command.spec.name)
        }
        #expect(Set(CommandTable.named.map(\.name)).count == CommandTable.named.count)
        // Names and types are kept apart (a list and a switch): every name has its type, once.
        #expect(CommandTable.named.count == CommandTable.names.count)
        for name in CommandTable.names {
            #expect(CommandTable.command(named: name)?.spec.name == name)
        }
        #expect(CommandTable.command(named: "stat") == nil)
    }

    @Test func helpAndVersionWorkEverywhere() {
        let app = TestApp()
        #expect(app.run("--version").stdout.hasPrefix("atrest "))
        let overview = app.run("help").stdout
        for spec in CommandTable.specs where spec.words.count == 1 {
            #expect(overview.contains("  \(spec.name) "), "help lists \(spec.name)")
        }
        #expect(app.run("start", "--help").stdout.contains("atrest start [--target H] [--at WHEN]"))
        #expect(app.run("help", "end").stdout.hasPrefix("atrest end"))
        #expect(app.run("help", "nope").code == 2)
    }

    /// Under the picture, the line of where the fast began is centred as the picture's words
    /// are: at the left edge it read as something apart.
    @Test func theLineUnderStatusPictureIsCentred() throws {
        let app = TestApp()
        app.columns = 80
        app.run("start", "--at", "-2h")
        let lines = app.run("status", "--color", "always").stdout.split(separator: "\n").map(String.init)
        let last = try #require(lines.last { $0.contains("is your reference") })
        let shown = last.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        let indent = shown.prefix { $0 == " " }.count
        let text = shown.dropFirst(indent)
        #expect(text.hasPrefix("since "))
        #expect(indent == (80 - text.count) / 2, "\(shown)")
    }

    @Test func outputPipedHasNoEscapeCodesButAlwaysColourDoes() {
        let app = TestApp()
        app.run("start", "--at", "-2h")
        #expect(!app.run("status").stdout.contains("\u{1B}["))
        #expect(app.run("status", "--color", "always").stdout.contains("\u{1B}["))
        app.isTerminal = true
        #expect(app.run("status").stdout.contains("\u{1B}["))
        app.environment["NO_COLOR"] = "1"
        #expect(!app.run("status").stdout.contains("\u{1B}["))
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

extension TestApp.Output: Equatable {
    static func == (lhs: TestApp.Output, rhs: (Int32, String, String)) -> Bool {
        lhs.code == rhs.0 && lhs.stdout == rhs.1 && lhs.stderr == rhs.2
    }
    static func == (lhs: TestApp.Output, rhs: TestApp.Output) -> Bool {
        lhs.code == rhs.code && lhs.stdout == rhs.stdout && lhs.stderr == rhs.stderr
    }
}
