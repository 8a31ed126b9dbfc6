import AtrestCLI
import Domain
import Foundation
import LicenseSigning
import Licensing
import TestProcesses
import Testing

/// Words that must be true in every case: of days before the free tier's recent history, of
/// a picture not written, of where the data is kept, of what a mark or a bare number means.
@Suite struct TruthfulWordsTests {
    private func days(_ app: TestApp) throws -> (oldest: LocalDay, firstShown: LocalDay) {
        let sessions = try app.store.loadHistory().sessions
        return (try #require(sessions.first).day, sessions[4].day)
    }

    // MARK: The free tier's recent history

    @Test func logReachingBeforeTheRecentHistorySaysWhereItBeginsRatherThanNothingMatches() throws {
        let app = TestApp.freeHome()
        let (oldest, firstShown) = try days(app)
        let reach = "Your recent history reaches back to \(ClockText(now: app.now, timeZone: app.timeZone).day(firstShown))."
        let before = app.run("log", "--until", firstShown.adding(days: -1).description)
        #expect(before.code == 0)
        #expect(before.stdout == reach + "\n", "fasts there are recorded, so 'nothing matches' would be untrue")
        let across = app.run("log", "--since", oldest.adding(days: -1).description).stdout
        #expect(across.split(separator: "\n").count == 11, "ten fasts, then the line: \(across)")
        #expect(across.hasSuffix(reach + "\n"))
        // Nothing is said where nothing earlier matches, nor in the plain log.
        #expect(!app.run("log", "--since", firstShown.description).stdout.contains("reaches back"))
        #expect(!app.run("log").stdout.contains("reaches back"))
        #expect(app.run("log", "--search", "nowhere").stdout == "No recorded fast matches.\n")
        // With the full history, nothing is before it.
        let trial = TestApp()
        trial.run("add", "--start", "-30h", "--end", "-14h")
        #expect(trial.run("log", "--until", "-40h").stdout == "No recorded fast matches.\n")
    }

    @Test func aDayBeforeTheRecentHistoryIsNotSaidToBeEmpty() throws {
        let app = TestApp.freeHome()
        let (oldest, firstShown) = try days(app)
        let clock = ClockText(now: app.now, timeZone: app.timeZone)
        let text = app.run("calendar", oldest.description).stdout
        #expect(text == "\(clock.day(oldest))\n  Your recent history reaches back to \(clock.day(firstShown)).\n")
        #expect(app.run("calendar", firstShown.adding(days: 20).description).stdout.contains("No fast ended on this day."))
        // A month that begins before it says the same under the grid; one that begins inside it does not.
        let month = String(oldest.description.prefix(7))
        #expect(app.run("calendar", month).stdout.hasSuffix("Your recent history reaches back to \(clock.day(firstShown)).\n"))
        let later = firstShown.adding(days: 40)
        #expect(!app.run("calendar", String(later.description.prefix(7))).stdout.contains("reaches back"))
    }

    /// Past the trial with no more than ten fasting days, nothing lies before the recent
    /// history: a person's first fasting day is not said to be where anything stops.
    @Test func nothingIsSaidOfWhereTheHistoryBeginsWhenNothingLiesBeforeIt() throws {
        let app = TestApp()
        app.setClock("2026-11-23T14:00")
        for day in 10...19 {
            app.run("add", "--start", "2026-11-\(day)T00:00", "--end", "2026-11-\(day)T08:00")
        }
        app.run("add", "--start", "2026-11-19T09:00", "--end", "2026-11-19T17:00")
        #expect(try app.json("log", "--json")["window"] is NSNull, "past the trial, every recorded fast listed: \(app.run("log", "--json").stdout)")
        #expect(!app.run("calendar", "2026-11").stdout.contains("reaches back"))
        #expect(app.run("calendar", "2026-11-02").stdout.contains("No fast ended on this day."))
        #expect(!app.run("log", "--since", "2026-11-01").stdout.contains("reaches back"))
    }

    @Test func scriptsReadTheWindowFromLogAndCalendarAlike() throws {
        let app = TestApp.freeHome()
        let (oldest, firstShown) = try days(app)
        let month = String(oldest.description.prefix(7))
        for arguments in [["log", "--json"], ["calendar", month, "--json"], ["calendar", oldest.description, "--json"]] {
            let object = try JSONSerialization.jsonObject(with: Data(app.run(arguments).stdout.utf8)) as? [String: Any]
            let window = object?["window"] as? [String: Any]
            #expect(window?["fastingDays"] as? Int == 10, "\(arguments)")
            #expect(window?["from"] as? String == firstShown.description, "\(arguments)")
        }
        let trial = TestApp()
        #expect(try trial.json("calendar", "--json")["window"] is NSNull)
        #expect(try trial.json("calendar", "2026-11-02", "--json")["window"] is NSNull)
    }

    // MARK: The forest as a picture, on the free tier

    @Test func aForestPictureNotWrittenIsACommandNotDone() throws {
        let app = TestApp.freeHome()
        let result = app.run("forest", "--svg", "forest.svg")
        #expect(result.code == 1, "a script can tell that no picture came")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "atrest: the forest lives with premium, so no picture was written\n  atrest premium tells more\n")
        #expect(app.bytes(app.home + "/forest.svg") == nil)
        let piped = app.run("forest", "--svg", "-")
        #expect(piped.code == 1 && piped.stdout.isEmpty)
        // Typed by a person, the forest still answers softly and does not fail.
        let typed = app.run("forest")
        #expect(typed.code == 0 && typed.stdout.contains("The forest lives with premium"))
    }

    // MARK: Marks and bare numbers

    @Test func logAndCalendarHelpNameTheMarksTheyDraw() {
        let app = TestApp()
        for page in [app.run("log", "--help").stdout, app.run("calendar", "--help").stdout] {
            let prose = page.split(separator: "\n").joined(separator: " ")
            #expect(prose.contains("● in the tree's earth tone"), "\(page)")
            #expect(prose.contains("◦ in grey"), "\(page)")
            #expect(prose.contains("* and o with --ascii"), "\(page)")
        }
        // The marks named are the marks drawn.
        app.run("add", "--start", "-40h", "--end", "-24h", "--target", "16")
        app.run("add", "--start", "-20h", "--end", "-8h", "--target", "16")
        let log = app.run("log").stdout
        #expect(log.contains("●") && log.contains("◦"), "\(log)")
        #expect(app.run("log", "--ascii").stdout.contains(" o "))
        // The calendar marks a day whose only fast reached 70 % with the grey ring, as its help says.
        let other = TestApp()
        other.run("add", "--start", "-20h", "--end", "-8h", "--target", "16")
        let month = other.run("calendar").stdout
        #expect(month.contains("◦") && !month.contains("●"), "\(month)")
        other.run("add", "--start", "-7h", "--end", "-1h", "--target", "4")
        #expect(other.run("calendar").stdout.contains("●"), "a day with a fast that reached its reference takes its dot")
    }

    @Test(arguments: [
        (unit: "oz", typed: ["12"], said: "12 oz (a bare number is read in your unit, ounces). Today: 12 oz."),
        (unit: "ml", typed: ["1200"], said: "1200 ml. Today: 1.2 l."),
        (unit: "oz", typed: ["12oz"], said: "12 oz. Today: 12 oz."),
        (unit: "oz", typed: ["350", "ml"], said: "11.8 oz. Today: 11.8 oz."),
    ])
    func aBareNumberIsSaidToBeInThePersonsUnit(unit: String, typed: [String], said: String) {
        let app = TestApp()
        app.run("config", "water-unit", unit)
        let result = app.run(["water", "add"] + typed)
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix(said + "\n"), "\(result.stdout)")
    }

    @Test func aBareQuickAddAmountIsSaidToBeInThePersonsUnit() {
        let app = TestApp()
        app.run("config", "water-unit", "oz")
        #expect(app.run("config", "water-amount", "10").stdout == "atrest water add logs 10 oz now (a bare number is read in your unit, ounces).\n")
        #expect(app.run("config", "water-amount", "500ml").stdout == "atrest water add logs 16.9 oz now.\n")
        #expect(app.run("water", "add").stdout.hasPrefix("16.9 oz. Today: 16.9 oz.\n"), "the quick-add amount was not typed")
    }

    // MARK: Where the data is

    @Test func whereTheDataIsStoredIsTrueWithAndWithoutASyncFolder() throws {
        let app = TestApp()
        let everywhere = [app.run("help").stdout, app.run("premium").stdout, app.run("export", "--output", "e.json").stdout, app.run("man").stdout]
        for text in everywhere {
            #expect(!text.contains("only on this device"), "\(text)")
        }
        #expect(everywhere[0].contains("Your data is stored on this computer, and in a sync folder if you choose one."))
        let folder = app.home + "/Sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(app.run("config", "sync-folder", folder).code == 0)
        for text in [app.run("premium").stdout, app.run("export", "--output", "e.json").stdout] {
            let prose = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(prose.contains("Your data is stored on this computer and in the sync folder you chose, \(folder)."), "\(text)")
        }
    }

    // MARK: Terms and privacy

    @Test func termsAndPrivacyHaveAPageOfTheirOwn() throws {
        let app = TestApp()
        let terms = app.run("help", "terms")
        #expect(terms.code == 0 && terms.stderr.isEmpty)
        let termsProse = terms.stdout.split(separator: "\n").joined(separator: " ")
        for fact in ["$29 a year", "$79, once, forever", "one person, on every computer they use", "does not renew on its own", "nothing is deleted", "no charge, no conditions and no expiry", "not medical advice"] {
            #expect(termsProse.contains(fact), "terms lack \(fact)")
        }
        let privacy = app.run("help", "privacy").stdout.split(separator: "\n").joined(separator: " ")
        for fact in ["sends nothing anywhere", "no network connection", "sync folder", "A license is never written there"] {
            #expect(privacy.contains(fact), "privacy lacks \(fact)")
        }
        for page in [terms.stdout, app.run("help", "privacy").stdout] {
            #expect(page.split(separator: "\n").allSatisfy { $0.count <= HelpText.width }, "\(page)")
        }
        // Listed in help and the manual page, and pointed to from the values surface.
        let overview = app.run("help").stdout
        #expect(overview.contains("\nTopics:\n  terms ") && overview.contains("\n  privacy "))
        let manual = app.run("man").stdout
        #expect(manual.contains("\n.SH TERMS\n") && manual.contains("\n.SH PRIVACY\n"))
        let values = app.run("premium").stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(values.contains("In full: atrest help terms.") && values.contains("In full: atrest help privacy."))
        #expect(app.run("help", "privac").stderr.contains("did you mean 'privacy'?"))
    }

    @Test func renewalIsExplainedToAnnualLicensesAloneAmongLicenseHolders() throws {
        for (term, renews) in [(LicensePayload.Term.lifetime, false), (.annual(through: LocalDay(licenseText: "2027-11-30")!), true)] {
            let app = TestApp()
            app.input = Data(try PremiumTests.license(term).utf8)
            #expect(app.run("premium", "activate", "-").code == 0)
            let page = app.run("premium").stdout
            #expect(page.contains("Premium. "))
            #expect(page.contains("does not renew on its own") == renews, "\(term): \(page)")
            #expect(page.contains("atrest help terms"))
        }
        #expect(TestApp().run("premium").stdout.contains("does not renew on its own"), "the values surface keeps it")
    }
}

/// Help's topics and a command's subcommands, completed in the real shells.
@Suite struct HelpCompletionTests {
    private func script(_ shell: String, in app: TestApp) throws -> String {
        let file = app.home + "/atrest-completion." + shell
        try app.run("completions", shell).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    private func output(_ executable: String, _ arguments: [String]) throws -> String {
        try TestProcess.run(executable, arguments).output
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func bashOffersTopicsAndSubcommands() throws {
        let app = TestApp()
        let file = try script("bash", in: app)
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let text = try output("/bin/bash", ["-c", "source '\(file)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _atrest; echo \"${COMPREPLY[*]}\""])
            return text.split(whereSeparator: \.isWhitespace).map(String.init).sorted()
        }
        #expect(try complete(["atrest", "help", "water", ""]) == ["add", "remove"])
        #expect(try complete(["atrest", "help", "premium", ""]) == ["activate", "restore", "status"])
        #expect(try complete(["atrest", "help", "pr"]) == ["premium", "privacy"])
        #expect(try complete(["atrest", "help", "te"]) == ["terms"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishOffersTopicsAndSubcommands() throws {
        let app = TestApp()
        let file = try script("fish", in: app)
        func complete(_ line: String) throws -> [String] {
            let text = try output("/usr/bin/fish", ["--no-config", "-c", "source '\(file)'; complete -C '\(line)'"])
            return text.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try complete("atrest help water ") == ["add", "remove"])
        #expect(try complete("atrest help pr") == ["premium", "privacy"])
        #expect(try complete("atrest config water-unit ") == ["ml", "oz"])
    }
}
