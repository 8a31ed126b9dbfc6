import AtrestCLI
import Domain
import Foundation
import Licensing
import Store
import Testing

/// `log -n N` reads only the newest years that hold what it shows, and shows what reading
/// every year would: the same lines, the same JSON, on every tier.
@Suite struct LogNewestTests {
    /// Sixteen fasts a month apart across three UTC years, ending before the app's clock; with
    /// a fast whose end falls in a later year than a shorter one that began after it.
    private func home() -> TestApp {
        let app = TestApp()
        for index in 0..<16 {
            let start = app.now.addingTimeInterval(TimeInterval(-(16 - index) * 31 * 86_400))
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
        }
        return app
    }

    private func years(_ app: TestApp) -> Int {
        (try? app.store.historyYears().count) ?? 0
    }

    /// A line with its runs of spaces made one: the span column is as wide as the widest span
    /// listed, so a shorter list may be narrower.
    private func words(_ line: Substring) -> String {
        line.split(separator: " ").joined(separator: " ")
    }

    private func assertSameAsTheWholeLog(_ app: TestApp) {
        let whole = app.run("log").stdout.split(separator: "\n", omittingEmptySubsequences: false).map(words)
        let wholeJSON = app.run("log", "--json").stdout
        for count in [1, 3, 9, 10, 11, 16, 40] {
            let newest = app.run("log", "-n", "\(count)")
            #expect(newest.code == 0, "\(newest.stderr)")
            let lines = newest.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(words)
            #expect(lines.dropLast() == whole.dropLast().prefix(count), "log -n \(count)")
            let json = try? JSONSerialization.jsonObject(with: Data(app.run("log", "--json", "-n", "\(count)").stdout.utf8)) as? [String: Any]
            let all = try? JSONSerialization.jsonObject(with: Data(wholeJSON.utf8)) as? [String: Any]
            let fasts = json?["fasts"] as? [[String: Any]], allFasts = all?["fasts"] as? [[String: Any]]
            #expect(fasts?.map { $0["id"] as? String } == allFasts.map { Array($0.prefix(count)) }?.map { $0["id"] as? String })
            #expect((json?["window"] as? NSDictionary) == (all?["window"] as? NSDictionary))
            #expect((json?["window"] == nil) == (all?["window"] == nil))
        }
    }

    @Test func freeTierShowsWhatTheWholeLogShows() {
        let app = home()
        #expect(years(app) >= 2)
        assertSameAsTheWholeLog(app)
    }

    @Test func premiumShowsWhatTheWholeLogShows() throws {
        let app = home()
        app.input = Data(try PremiumTests.license(.lifetime).utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
        assertSameAsTheWholeLog(app)
    }

    @Test func theTrialOfImportedFastsShowsWhatTheWholeLogShows() throws {
        let source = home()
        let exported = source.run("export").stdout
        let app = TestApp()
        app.input = Data(exported.utf8)
        #expect(app.run("import", "-").code == 0)
        assertSameAsTheWholeLog(app)
    }

    /// The newest fast by its start lies in the older year's file, inside a longer fast that
    /// ended in the new year and shares time with it: `-n 1` reads on into that year, shows
    /// it, and names the other.
    @Test func theNewestFastInAnOlderYearsFileIsFoundAndItsSharingNamed() throws {
        let app = TestApp()
        let year = LocalTime.day(of: app.now, in: .utc).year - 1
        func fast(_ id: Int, _ start: String, _ end: String) -> String {
            #"{"id": "00000000-0000-4000-8000-\#(String(format: "%012d", id))", "start": "\#(start)", "end": "\#(end)", "targetHours": 16, "timeZone": "UTC"}"#
        }
        let sessions = [
            fast(1, "\(year)-12-01T20:00:00Z", "\(year)-12-02T12:00:00Z"),
            fast(2, "\(year)-12-30T20:00:00Z", "\(year + 1)-01-01T10:00:00Z"),
            fast(3, "\(year)-12-31T06:00:00Z", "\(year)-12-31T22:00:00Z"),
        ]
        app.input = Data(#"{"format": "atrest-export", "version": 1, "sessions": [\#(sessions.joined(separator: ", "))]}"#.utf8)
        let imported = app.run("import", "-")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(years(app) == 2)
        let newest = app.run("log", "-n", "1").stdout
        #expect(words(newest.dropLast()) == app.run("log").stdout.split(separator: "\n").first.map(words))
        #expect(newest.contains("shares time with"), "\(newest)")
        #expect(newest.contains(" 16h 0m"), "the fast of 31 December: \(newest)")
    }
}
