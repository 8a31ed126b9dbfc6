import AtrestCLI
import Domain
import Foundation
import Testing

/// Words that must be true in every case: of days before the free tier's recent history, of
/// a picture not written, of where the data is kept, of what a mark or a bare number means.
@Suite struct TruthfulWordsTests {
    /// Fourteen fasts that ended 39 to 26 days ago: past the trial, so the latest ten fasting
    /// days are shown and the four before them are not.
    private func freeHome() -> TestApp {
        let app = TestApp()
        for day in 0..<14 {
            let start = app.now.addingTimeInterval(TimeInterval(-(40 - day) * 86_400))
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
        }
        return app
    }

    private func days(_ app: TestApp) throws -> (oldest: LocalDay, firstShown: LocalDay) {
        let sessions = try app.store.loadHistory().sessions
        return (try #require(sessions.first).day, sessions[4].day)
    }

    // MARK: The free tier's recent history

    @Test func logReachingBeforeTheRecentHistorySaysWhereItBeginsRatherThanNothingMatches() throws {
        let app = freeHome()
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
        let app = freeHome()
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

    @Test func scriptsReadTheWindowFromLogAndCalendarAlike() throws {
        let app = freeHome()
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
        let app = freeHome()
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
    }

    @Test(arguments: [
        (unit: "oz", typed: ["12"], said: "12 oz (a bare number is in your unit). Today: 12 oz."),
        (unit: "ml", typed: ["1200"], said: "1200 ml (a bare number is in your unit). Today: 1.2 l."),
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
        #expect(app.run("config", "water-amount", "10").stdout == "atrest water add logs 10 oz now (a bare number is in your unit).\n")
        #expect(app.run("config", "water-amount", "500ml").stdout == "atrest water add logs 16.9 oz now.\n")
        #expect(app.run("water", "add").stdout.hasPrefix("16.9 oz. Today: 16.9 oz.\n"), "the quick-add amount was not typed")
    }
}
