import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// Small, frequent things a person trips over in a month of use.
@Suite struct EverydayUseTests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpAloneShowsTheOverview(arguments: [String]) {
        let app = TestApp()
        let result = app.run(arguments)
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("atrest \(AtrestVersion.current) — a quiet companion"), "\(result.stdout.prefix(80))")
        #expect(!result.stdout.hasPrefix("atrest status —"))
    }

    @Test func aBareSmallNumberInMillilitresIsAskedAboutNotLogged() {
        let app = TestApp()
        let before = app.snapshot()
        let result = app.run("water", "add", "1.5")
        #expect(result.code == 2)
        #expect(result.stderr.contains("1.5l"), "points to litres: \(result.stderr)")
        #expect(app.snapshot() == before)
        #expect(app.run("water", "add", "1.5l").code == 0)
        #expect(app.run("water", "add", "5ml").code == 0, "a unit typed on purpose is taken")
        app.run("config", "water-unit", "oz")
        #expect(app.run("water", "add", "1.5").code == 0, "1.5 oz is a real amount")
    }

    @Test func twoAmountsAreCalledTwoAmounts() {
        let app = TestApp()
        let result = app.run("water", "add", "250", "300")
        #expect(result.code == 2)
        #expect(result.stderr.contains("250 and 300 are 2 amounts"), "\(result.stderr)")
        #expect(!result.stderr.contains("more than one entry holds"))
        #expect(app.run("water", "add", "250", "ml").code == 0, "a number and its unit are one amount")
    }

    @Test func removeLastTakesTheLastLoggedWithinOneSecond() throws {
        let app = TestApp()
        for amount in ["101", "102", "103", "104"] { app.run("water", "add", amount) }
        let logged = try app.store.loadWater(month: WaterMonth(containing: app.now))
        #expect(logged.map(\.milliliters) == [101, 102, 103, 104], "kept in the order logged")
        let removed = app.run("water", "remove", "last")
        #expect(removed.stdout.hasPrefix("Removed the 104 ml"), "\(removed.stdout)")
        let listed = app.run("water").stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[1] }
        #expect(listed == ["101", "102", "103"])
    }

    @Test func waterShowsAndRemovesOnAPastDay() throws {
        let app = TestApp()
        app.setClock("2026-11-20T09:00")
        let added = app.run("water", "add", "300").stdout
        let id = try #require(added.split(separator: "\n").last.map { String($0.dropFirst(3)) })
        app.setClock("2026-11-23T10:00")
        #expect(app.run("water").stdout.hasPrefix("No water logged today."))
        let past = app.run("water", "--date", "2026-11-20")
        #expect(past.stdout.hasPrefix("300 ml on Fri 20 Nov"), "\(past.stdout)")
        #expect(try app.json("water", "--date", "2026-11-20", "--json")["total"] as? Int == 300)
        #expect(app.run("water", "--date", "2026-11-19").stdout == "No water logged on Thu 19 Nov.\n")
        #expect(app.run("water", "--date", "2026-11-31").code == 2)
        // The words log --since takes for a day, counted from the clock.
        app.setClock("2026-11-21T10:00")
        #expect(app.run("water", "--date", "yesterday").stdout.hasPrefix("300 ml on Fri 20 Nov"))
        #expect(app.run("water", "--date", "Today").stdout.hasPrefix("No water logged today."))
        #expect(app.run("water", "--date", "tomorrow").code == 2)
        app.setClock("2026-11-23T10:00")
        #expect(app.run("water", "remove", id).code == 0)
        #expect(try app.json("water", "--date", "2026-11-20", "--json")["total"] as? Int == 0)
    }

    @Test func deleteHelpPromisesNothingUntrue() {
        let help = TestApp().run("delete", "--help").stdout
        #expect(!help.contains("doctor --repair"), "\(help)")
        #expect(help.contains("atrest undo"), "\(help)")
    }

    @Test func anEmptySearchIsRefusedRatherThanMeaningEveryNote() {
        let result = TestApp().run("log", "--search", " ")
        #expect(result.code == 2 && result.stderr.contains("--search needs some text"), "\(result.stderr)")
    }

    @Test func logMarksEachFastWithTheDoctrinesMarks() {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00")
        app.run("add", "--start", "2026-11-21T00:00", "--end", "2026-11-21T12:00")
        app.run("add", "--start", "2026-11-20T05:00", "--end", "2026-11-20T12:00")
        let lines = app.run("log").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(" ● "), "a fast that reached its reference: \(lines)")
        #expect(lines[1].contains(" ◦ "), "one that ended past 70 % of it: \(lines)")
        #expect(!lines[2].contains("●") && !lines[2].contains("◦"), "one that left no tree: \(lines)")
        #expect(!lines.joined().contains("∙"))
    }

    @Test func calendarHelpAndMarksAgree() {
        let help = TestApp().run("calendar", "--help").stdout
        #expect(!help.contains("a dot on each day a fast ended"))
        #expect(help.contains("a mark on each day a fast left a tree"))
    }
}

/// One way of saying when: days always named, the second dropped when it is the first's.
@Suite struct SpanTextTests {
    @Test func endAddLogAndTheDayViewWriteSpansAlike() throws {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        let added = app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00").stdout
        #expect(added.hasPrefix("Recorded Sun 22 Nov 20:00 → Mon 23 Nov 12:00 (16h 0m)."), "\(added)")
        app.run("add", "--start", "2026-11-21T05:00", "--end", "2026-11-21T12:00")
        let log = app.run("log").stdout.split(separator: "\n")
        #expect(log.count == 2)
        #expect(log[0].contains("Sun 22 Nov 20:00 → Mon 23 Nov 12:00"), "\(log)")
        #expect(log[1].contains("Sat 21 Nov 05:00 → 12:00"), "one day, said once: \(log)")
        app.run("start", "--at", "2026-11-23T13:00")
        app.setClock("2026-11-25T13:00")
        let end = app.run("end").stdout
        #expect(end.hasPrefix("Recorded Mon 23 Nov 13:00 → Wed 25 Nov 13:00 (2d 0h 0m)."), "\(end)")
        #expect(app.run("calendar", "2026-11-23").stdout.contains("Sun 22 Nov 20:00 → Mon 23 Nov 12:00"))
    }

    @Test func theDayViewKeepsDurationsInOneColumn() throws {
        let app = TestApp()
        app.setClock("2026-11-23T22:00")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T05:00")
        app.run("add", "--start", "2026-11-23T06:00", "--end", "2026-11-23T13:00")
        let lines = app.run("calendar", "2026-11-23").stdout.split(separator: "\n").map(String.init).filter { $0.contains("→") }
        #expect(lines.count == 2)
        let duration = try Regex("[0-9]+h [0-9]+m")
        let columns = lines.compactMap { line in line.firstMatch(of: duration).map { line.distance(from: line.startIndex, to: $0.range.lowerBound) } }
        #expect(columns.count == 2 && columns[0] == columns[1], "\(lines)")
    }

    @Test func theOverlapHintNamesTheDay() {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("add", "--start", "2026-11-22T08:00", "--end", "2026-11-22T20:00")
        app.run("start")
        let result = app.run("edit", "--start", "2026-11-22T19:00")
        #expect(result.stderr.contains("begin after Sun 22 Nov 20:00"), "\(result.stderr)")
    }

    @Test func theYearIsSaidWhenItIsNotThisYear() {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        let added = app.run("add", "--start", "2025-12-31T20:00", "--end", "2026-01-01T12:00").stdout
        #expect(added.hasPrefix("Recorded Wed 31 Dec 2025 20:00 → Thu 1 Jan 12:00"), "\(added)")
    }

    @Test func aStartOnAnotherDayIsConfirmedWithItsDay() {
        let app = TestApp()
        app.setClock("2026-11-23T21:26")
        let started = app.run("start", "--at", "22:00").stdout
        #expect(started.hasPrefix("Fasting since Sun 22 Nov 22:00 (23h 26m ago)."), "\(started)")
    }

    @Test func fastsAreShownInLocalTimeWithTheirZoneNotedWhereItDiffers() {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00")
        let local = app.run("log").stdout
        let home = app.timeZone
        app.timeZone = ZoneDatabase().zoneOrUTC(named: "Asia/Tokyo")
        let log = app.run("log").stdout
        #expect(!local.contains("kept in"), "\(local)")
        #expect(log.contains("on \(home.identifier) time"), "\(log)")
        #expect(!log.contains("20:00 →"), "local times, not the recorded zone's: \(log)")
        let day = app.run("calendar", "2026-11-23").stdout
        #expect(day.contains("on \(home.identifier) time") && !day.contains("20:00 →"), "the day view alike: \(day)")
    }
}

@Suite struct LogRangeTests {
    private func seeded() -> TestApp {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        for day in 10...20 {
            app.run("add", "--start", "2026-11-\(day)T20:00", "--end", "2026-11-\(day + 1)T12:00")
        }
        return app
    }

    @Test func sinceAndUntilKeepTheFastsThatShareTimeWithTheRange() throws {
        let app = seeded()
        let fasts = try #require(try app.json("log", "--since", "2026-11-15T00:00", "--until", "2026-11-17T00:00", "--json")["fasts"] as? [[String: Any]])
        // The fasts of the 14th→15th, 15th→16th and 16th→17th share time with the range.
        #expect(fasts.compactMap { $0["start"] as? String }.map { String($0.prefix(10)) } == ["2026-11-16", "2026-11-15", "2026-11-14"])
    }

    @Test func nKeepsTheNewest() throws {
        let app = seeded()
        let lines = app.run("log", "-n", "3").stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains("Fri 20 Nov 20:00"), "\(lines)")
        #expect(app.run("log", "-n", "0").code == 2)
        #expect(app.run("log", "-n", "x").code == 2)
        #expect(app.run("log", "--since", "2026-11-17T00:00", "--until", "2026-11-16T00:00").code == 2)
        #expect(app.run("log", "--since", "2026-11-20").stdout.split(separator: "\n").count == 2, "a bare day is its first moment")
        app.setClock("2026-11-21T09:00")
        #expect(app.run("log", "--since", "yesterday").stdout == app.run("log", "--since", "2026-11-20").stdout, "yesterday is a day too")
        #expect(app.run("log", "--since", "today").stdout == app.run("log", "--since", "2026-11-21").stdout)
    }

    @Test func helpAndCompletionsWriteTheShortOptionWithOneDash() {
        let app = TestApp()
        #expect(app.run("log", "--help").stdout.contains("[-n N]"))
        #expect(!app.run("log", "--help").stdout.contains("--n"))
        #expect(app.run("completions", "fish").stdout.contains("-s n"))
    }
}

@Suite struct CorrectionTests {
    @Test func theRunningFastCanBeCorrected() throws {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("start")
        let refused = app.run("start", "--at", "-1h")
        #expect(refused.code == 1 && refused.stderr.contains("atrest edit --start"), "\(refused.stderr)")
        let edited = app.run("edit", "--start", "-1h", "--target", "18")
        #expect(edited.code == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("Fasting since 13:00 (1h 0m ago), not 14:00."), "\(edited.stdout)")
        #expect(edited.stdout.contains("18h is the running fast's reference now."))
        let running = try #require(try app.store.loadActiveFast())
        #expect(running.fast.targetHours == 18)
        #expect(app.run("edit", "--end", "now").code == 2, "a running fast has no end to change")
        app.run("abandon")
        #expect(app.run("edit", "--target", "16").code == 1)
    }

    @Test func aRunningFastsNewStartMayNotOverlapARecordedOne() {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        app.run("add", "--start", "2026-11-22T08:00", "--end", "2026-11-22T20:00")
        app.run("start")
        let result = app.run("edit", "--start", "2026-11-22T19:00")
        #expect(result.code == 1 && result.stderr.contains("overlap"), "\(result.stderr)")
    }

    @Test func aStartAYearBackIsAskedAboutUnlessMeant() throws {
        let app = TestApp()
        app.setClock("2026-11-23T21:00")
        let before = app.snapshot()
        let typo = app.run("start", "--at", "2025-11-23T20:00")
        #expect(typo.code == 2)
        #expect(typo.stderr.contains("--at 2025-11-23T20:00 makes a fast of 365d 1h 0m"), "\(typo.stderr)")
        #expect(typo.stderr.contains("--long"))
        #expect(app.snapshot() == before)
        #expect(app.run("start", "--at", "2000-01-01T00:00").code == 2)
        #expect(app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-20T12:00").code == 2)
        #expect(app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-20T12:00", "--long").code == 0)
    }

    @Test func endAsksAboutAFastFarLongerThanPeopleFast() {
        let app = TestApp()
        app.setClock("2026-11-01T08:00")
        app.run("start", "--at", "2026-11-01T07:00")
        app.setClock("2026-11-23T21:00")
        let ended = app.run("end")
        #expect(ended.code == 2)
        #expect(ended.stderr.contains("atrest edit --start"), "\(ended.stderr)")
        #expect(app.run("status", "--quiet").code == 0, "still running: nothing was recorded")
        #expect(app.run("end", "--long").code == 0)
    }

    @Test func lastNamesTheLatestRecordedFastForEditAndDelete() throws {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        #expect(app.run("edit", "last", "--note", "x").code == 1, "nothing recorded yet")
        app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-21T12:00")
        app.run("start", "--at", "2026-11-22T20:00")
        app.run("end", "--at", "2026-11-23T12:00")
        let refused = app.run("edit", "--end", "12:30")
        #expect(refused.code == 2 && refused.stderr.contains("atrest edit last --end"), "\(refused.stderr)")
        #expect(app.run("edit", "last", "--end", "12:30").code == 0)
        let sessions = try app.store.loadHistory().sessions
        #expect(sessions.last?.end == Timestamp.parse("2026-11-23T12:30", localZone: app.timeZone))
        #expect(app.run("delete", "LAST").code == 0)
        #expect(try app.store.loadHistory().sessions.map(\.id) == [sessions[0].id])
    }

    @Test func editNamesTheTimesTypedWhenTheyMakeAFastFarTooLong() throws {
        let app = TestApp()
        app.setClock("2026-11-23T21:00")
        app.run("add", "--start", "2026-11-22T20:00", "--end", "2026-11-23T12:00")
        let id = try #require(try app.store.loadHistory().sessions.first.map { FastText.shortID($0.id) })
        let before = app.snapshot()
        let refused = app.run("edit", id, "--start", "2025-11-22T20:00")
        #expect(refused.code == 2 && refused.stderr.contains("--start 2025-11-22T20:00 makes a fast of 365d 16h 0m"), "\(refused.stderr)")
        #expect(app.snapshot() == before)
        #expect(app.run("edit", id, "--start", "2025-11-22T20:00", "--long").code == 0)
    }
}

@Suite struct NoteTests {
    @Test func aNoteTravelsFromStartToLogExportAndBack() throws {
        let app = TestApp()
        app.setClock("2026-11-22T20:00")
        app.run("start", "--note", "a quiet Sunday")
        #expect(try app.json("status", "--json").description.contains("a quiet Sunday"))
        app.setClock("2026-11-23T12:00")
        app.run("end")
        app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-21T12:00", "--note", "with \"quotes\", ünïcode")
        let log = app.run("log").stdout
        #expect(log.contains("a quiet Sunday") && log.contains("with \"quotes\", ünïcode"), "\(log)")
        #expect(app.run("log", "--search", "QUIET").stdout.split(separator: "\n").count == 1)
        #expect(app.run("log", "--search", "nowhere").stdout == "No recorded fast matches.\n")
        let fasts = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]])
        #expect(fasts.compactMap { $0["note"] as? String } == ["a quiet Sunday", "with \"quotes\", ünïcode"])
        #expect(app.run("calendar", "2026-11-23").stdout.contains("a quiet Sunday"))

        let exported = app.run("export").stdout
        let other = TestApp()
        other.setClock("2026-11-23T12:00")
        other.write(exported, to: other.home + "/backup.json")
        #expect(other.run("import", other.home + "/backup.json").code == 0)
        #expect(other.run("export").stdout.contains("\"note\""))
        #expect(other.run("log").stdout == app.run("log").stdout)
    }

    @Test func aNoteIsOneLineOfAtMostFiveHundredCharacters() {
        let app = TestApp()
        #expect(app.run("start", "--note", "one\ntwo").code == 2)
        #expect(app.run("start", "--note", String(repeating: "x", count: 501)).code == 2)
        #expect(app.run("start", "--note", String(repeating: "x", count: 500)).code == 0)
    }

    @Test func endAndEditChangeOrTakeAwayTheNote() throws {
        let app = TestApp()
        app.setClock("2026-11-22T20:00")
        app.run("start", "--note", "begun")
        #expect(app.run("edit", "--note", "begun, tired").stdout.contains("Note: begun, tired"))
        app.setClock("2026-11-23T12:00")
        app.run("end", "--note", "ended well rested")
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        #expect(try app.store.loadHistory().sessions.first?.note == "ended well rested")
        let cleared = app.run("edit", String(FastText.shortID(id)), "--note", "")
        #expect(cleared.stdout.contains("The note is taken away."), "\(cleared.stdout)")
        #expect(try app.store.loadHistory().sessions.first?.note == nil)
    }

    @Test func aStoredNoteThatBreaksTheRulesIsRefusedLikeDamage() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-20T20:00", "--end", "2026-11-21T12:00")
        let path = app.paths.data + "/sessions/2026.json"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        app.write(text.replacingOccurrences(of: "\"start\"", with: "\"note\" : \"\(String(repeating: "y", count: 600))\", \"start\""), to: path)
        let log = app.run("log")
        #expect(log.code == 1)
        #expect(log.stderr.contains("note"), "\(log.stderr)")
    }
}

@Suite struct SafeEchoTests {
    @Test func aFileNameWithEscapesIsShownSafelyWhenAllGoesWell() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T13:00")
        let name = app.home + "/\u{1B}[2Jx.svg"
        let result = app.run("forest", "--svg", name)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
        let exported = app.run("export", "--output", app.home + "/\u{1B}[31mbackup.json")
        #expect(!exported.stdout.contains("\u{1B}") && !exported.stderr.contains("\u{1B}"))
    }
}

@Suite struct OneLockTests {
    /// The state folder named as the data folder by another spelling holds one lock, not two
    /// that wait on each other.
    @Test func oneFolderSpelledTwoWaysIsOneLock() throws {
        let app = TestApp()
        app.run("water", "add", "250")
        let link = app.home + "/share-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: app.home + "/.local/share")
        app.environment["XDG_STATE_HOME"] = link
        // Waiting on itself, it would give up after the lock's timeout and exit 1.
        let result = app.run("water", "add", "250")
        #expect(result.code == 0, "\(result.stderr)")
        app.environment["XDG_STATE_HOME"] = app.home + "//.local/./share"
        #expect(app.run("water", "add", "100").code == 0)
    }
}

@Suite struct StoredZoneNameTests {
    /// Read as UTC and kept, never refused (a fast is never lost to its zone's name); the
    /// escapes never reach the terminal, and doctor names it (ZoneNameTests).
    @Test func aZoneNameWithEscapesIsReadAsUTCAndNeverShown() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T13:00")
        let path = app.paths.data + "/sessions/2026.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let zone = app.timeZone.identifier
        app.write(text.replacingOccurrences(of: "\"\(zone)\"", with: "\"\\u001b[2J\\u0007Evil\""), to: path)
        let log = app.run("log")
        #expect(log.code == 0, "\(log.stderr)")
        #expect(!log.stdout.contains("\u{1B}") && !log.stderr.contains("\u{1B}"))
        let doctor = app.run("doctor")
        #expect(doctor.stdout.contains("no zone's name") && !doctor.stdout.contains("\u{1B}"), "\(doctor.stdout)")
    }
}

@Suite struct DuplicateIDTests {
    /// A fast kept twice in one file (doctor names it) can be named and deleted once.
    @Test func oneIdKeptTwiceIsOneFastToName() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T13:00")
        let path = app.paths.data + "/sessions/2026.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "{\"end\""))
        let end = try #require(text.range(of: "}", range: start.upperBound..<text.endIndex))
        let record = String(text[start.lowerBound..<end.upperBound])
        app.write(text.replacingOccurrences(of: record, with: record + ",\n    " + record), to: path)
        let id = try #require(try app.store.loadHistory().sessions.first?.id)
        #expect(try app.store.loadHistory().sessions.count == 2)
        let deleted = app.run("delete", FastText.shortID(id))
        #expect(deleted.code == 0, "\(deleted.stderr)")
        #expect(try app.store.loadHistory().sessions.count == 1)
    }
}

@Suite struct FreeTierHelpTests {
    @Test func theFreeTiersHelpDoesNotListTheForest() {
        let app = TestApp()
        #expect(app.run("help").stdout.contains("  forest "), "the trial lists it")
        for day in 0..<11 {
            let start = app.now.addingTimeInterval(TimeInterval(-(40 - day) * 86_400))
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
        }
        #expect(!app.run("completions", "bash").stdout.contains("forest"), "completions do not offer it either")
        for arguments in [["help"], ["--help"]] {
            let help = app.run(arguments).stdout
            #expect(!help.lowercased().contains("forest"), "\(arguments): not listed, not named: \(help)")
            #expect(help.contains("  calendar "))
        }
    }
}

@Suite struct StatusWordsTests {
    @Test func idleIsTheRestingWordAloneThenWhatToType() {
        let lines = TestApp().run("status").stdout.split(separator: "\n")
        #expect(lines.first == "When you're ready.")
        #expect(lines.dropFirst().first == "atrest start begins a fast.")
    }

    @Test func vigilsAdditionHasALineOfItsOwn() {
        let app = TestApp()
        app.run("vigil", "on")
        app.run("start", "--at", "-13h")
        let lines = app.run("status").stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = lines.firstIndex { $0.hasPrefix("Not only the body finds a rhythm") }
        #expect(start != nil, "\(lines)")
        #expect(start.map { lines[$0 - 1].hasSuffix("ordinary.") } == true, "the companion text ends before it: \(lines)")
    }
}

@Suite struct FreeWindowFactsTests {
    @Test func aDayBeforeTheFreeWindowIsNotSaidToHaveNoFast() throws {
        let app = TestApp.freeHome()
        let oldest = try #require(try app.store.loadHistory().sessions.first)
        let day = oldest.day.description
        let text = app.run("calendar", day).stdout
        #expect(!text.contains("No fast ended"), "\(text)")
        #expect(text.split(separator: "\n").count == 2, "the day, and where the recent history begins: \(text)")
    }

    @Test func logJSONSaysHowManyFastingDaysItHolds() throws {
        let app = TestApp.freeHome()
        let free = try app.json("log", "--json")
        #expect((free["window"] as? [String: Any])?["fastingDays"] as? Int == 10)
        #expect(!app.run("log").stdout.lowercased().contains("window"), "nothing marked in human output")
        let trial = TestApp()
        #expect(try trial.json("log", "--json")["window"] is NSNull)
    }

    /// Free, with every recorded fast listed (ten fasting days or fewer after deletes, or
    /// none at all): nothing lies before the window, so it is null, as README says.
    @Test func theWindowIsNullWhereEveryRecordedFastIsListed() throws {
        let app = TestApp.freeHome()
        let sessions = try app.store.loadHistory().sessions
        for fast in sessions.prefix(4) { #expect(app.run("delete", fast.id.uuidString).code == 0) }
        #expect(try app.json("log", "--json")["window"] is NSNull, "\(app.run("log", "--json").stdout)")
        #expect(try app.json("calendar", "--json")["window"] is NSNull, "\(app.run("calendar", "--json").stdout)")
        for fast in sessions.dropFirst(4) { app.run("delete", fast.id.uuidString) }
        #expect(try app.store.loadHistory().sessions.isEmpty)
        #expect(try app.json("log", "--json")["window"] is NSNull, "an empty free home: \(app.run("log", "--json").stdout)")
    }
}

@Suite struct PagerTests {
    final class Paged: @unchecked Sendable {
        var text: String?
    }

    @Test func aLongLogOnATerminalGoesThroughThePagerAndJSONNever() {
        let app = TestApp()
        for day in 1...8 {
            app.run("add", "--start", "2026-10-0\(day)T20:00", "--end", "2026-10-0\(day + 1)T12:00")
        }
        let paged = Paged()
        app.pager = { text in paged.text = text; return true }
        app.isTerminal = true
        app.rows = 5
        let shown = app.run("log")
        #expect(shown.stdout.isEmpty, "the pager showed it")
        #expect(paged.text?.split(separator: "\n").count == 8)
        paged.text = nil
        _ = app.run("log", "--json")
        #expect(paged.text == nil, "JSON is never paged")
        app.rows = 40
        #expect(app.run("log").stdout.split(separator: "\n").count == 8, "what fits the screen is printed")
        #expect(paged.text == nil)
        app.isTerminal = false
        app.rows = 5
        #expect(app.run("log").stdout.split(separator: "\n").count == 8, "a pipe is never paged")
    }

    @Test func pagerIsReadAsGitReadsIt() {
        #expect(Pager.command([:]) == "less")
        #expect(Pager.command(["PAGER": "most"]) == "most")
        #expect(Pager.command(["PAGER": ""]) == nil)
        #expect(Pager.command(["PAGER": "cat"]) == nil)
    }

    @Test func thePagerGetsAllTheTextAndLessKeepsColourUnlessThePersonChoseOtherwise() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrest-pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = folder.appendingPathComponent("seen").path
        let less = folder.appendingPathComponent("less").path
        let text = (1...2000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        #expect(Pager.show(text, command: "cat > '\(seen)'; printf %s \"$LESS\" > '\(less)'"))
        #expect(try String(contentsOfFile: seen, encoding: .utf8) == text)
        let chosen = ProcessInfo.processInfo.environment["LESS"]
        #expect(try String(contentsOfFile: less, encoding: .utf8) == (chosen ?? "FRX"), "R keeps colour; a LESS of one's own is kept")
        #expect(!Pager.show(text, command: nil))
    }
}
