import AtrestCLI
import Domain
import Foundation
import Rendering
import Testing

/// The forest, the calendar, and the trees drawn by `status` and `end`.
@Suite struct PictureCommandTests {
    private func add(_ app: TestApp, _ start: String, _ end: String, target: String = "16") {
        let result = app.run("add", "--start", start, "--end", end, "--target", target)
        #expect(result.code == 0, "\(result.stderr)")
    }

    /// The trees of `status` and `end` come baked at every width they are drawn at, or those
    /// commands would fill an SVG path again on every run.
    @Test func everyTreeOfStatusIsBaked() {
        for width in SkyPanel.widths {
            #expect(BakedSilhouettes.sizes.contains(SkyPanel.treeSize(width: width)), "width \(width)")
        }
    }

    @Test func calendarGridLooksLikeCalAndMarksTreesOnTheDayTheyEnded() {
        let app = TestApp()
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")   // established, ends on the 3rd
        add(app, "2026-11-09T20:00", "2026-11-10T08:00")   // 12 h of 16: incomplete
        add(app, "2026-11-15T08:00", "2026-11-15T13:00")   // 5 h of 16: no trace
        let text = app.run("calendar", "2026-11").stdout
        #expect(text == """
               November 2026
         Mo  Tu  We  Th  Fr  Sa  Su
                                  1
          2   3●  4   5   6   7   8
          9  10◦ 11  12  13  14  15
         16  17  18  19  20  21  22
         23  24  25  26  27  28  29
         30

        """)
    }

    @Test func calendarFollowsTheLocalesFirstWeekday() {
        let app = TestApp()
        // en_GB begins weeks on Monday (the harness's locale); check the header starts there.
        #expect(app.run("calendar", "2026-02").stdout.split(separator: "\n")[1].hasPrefix(" Mo"))
    }

    @Test func calendarJSONHasEveryDayOfTheMonth() throws {
        let app = TestApp()
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(app.run("calendar", "2026-11", "--json").stdout.utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 30)
        #expect(days[2]["date"] as? String == "2026-11-03")
        #expect((days[2]["fasts"] as? [Any])?.count == 1)
        #expect((days[3]["fasts"] as? [Any])?.isEmpty == true)
    }

    @Test func calendarDayDetailSaysCompletedOrEndedEarly() {
        let app = TestApp()
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        add(app, "2026-11-03T18:00", "2026-11-04T06:00")
        let day = app.run("calendar", "2026-11-03").stdout
        #expect(day.contains("Tue 3 Nov"))
        #expect(day.contains("Mon 2 Nov 20:00 → Tue 3 Nov 13:00") && day.contains("17h 0m") && day.contains("Completed"))
        #expect(app.run("calendar", "2026-11-04").stdout.contains("Ended early"))
        #expect(app.run("calendar", "2026-13").code == 2)
    }

    @Test func calendarNeverCarriesVigil() {
        let app = TestApp()
        app.run("vigil", "on")
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        for output in [app.run("calendar").stdout, app.run("calendar", "2026-11-03").stdout, app.run("calendar", "--json").stdout] {
            for fragment in (0..<5).map({ VigilCopy.arrival(completedCount: $0).text }) + [VigilCopy.forestInscription.text] {
                #expect(!output.contains(fragment))
            }
        }
    }

    @Test func emptyForestSaysItGrowsHereWithNoCounts() {
        let app = TestApp()
        let text = app.run("forest", "--width", "60").stdout
        #expect(text.contains("Your forest grows here."))
        #expect(!text.contains("\u{1B}["))
        #expect(text.allSatisfy { !$0.isNumber }, "no counts")
    }

    @Test(arguments: [40, 80, 200])
    func forestFitsTheWidthAndIsTheSameEveryRun(width: Int) {
        let app = TestApp()
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        add(app, "2026-11-09T20:00", "2026-11-10T08:00")
        let first = app.run("forest", "--width", "\(width)").stdout
        #expect(first == app.run("forest", "--width", "\(width)").stdout)
        #expect(first.split(separator: "\n").allSatisfy { $0.count <= width })
        let colour = app.run("forest", "--width", "\(width)", "--color", "always").stdout
        #expect(colour.contains("\u{1B}["))
    }

    /// `forest` shows the part of the canvas that fits the terminal (its rows, else `LINES`, less
    /// the prompt's line), `--height N` chooses, and `--all` prints the whole canvas.
    @Test func forestFitsTheTerminalsHeightAndAllPrintsTheWholeCanvas() throws {
        let app = TestApp()
        app.input = Data(try PremiumTests.license(.lifetime).utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
        for day in 1...30 {
            let date = String(format: "2026-10-%02d", day)
            add(app, "\(date)T00:30", "\(date)T17:00")
        }
        func lines(_ output: TestApp.Output) -> Int { output.stdout.split(separator: "\n", omittingEmptySubsequences: false).count - 1 }
        #expect(lines(app.run("forest", "--width", "60")) == 23)
        app.environment["LINES"] = "20"
        #expect(lines(app.run("forest", "--width", "60")) == 19)
        app.rows = 40
        #expect(lines(app.run("forest", "--width", "60")) == 39)
        #expect(lines(app.run("forest", "--width", "60", "--height", "12")) == 12)
        let all = app.run("forest", "--width", "60", "--all")
        #expect(all.code == 0 && lines(all) > 80)
        #expect(all.stdout.filter { $0 == "✦" || $0 == "·" }.count == 30)
        for bad in ["7", "501", "tall"] {
            let refused = app.run("forest", "--height", bad)
            #expect(refused.code == 2 && refused.stderr.contains("--height"))
        }
    }

    @Test func forestSVGIsAStandaloneDocument() throws {
        let app = TestApp()
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        let svg = app.run("forest", "--svg", "-").stdout
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        #expect(svg.contains("</svg>"))
        let written = app.run("forest", "--svg", "forest.svg")
        #expect(written.code == 0)
        #expect(app.bytes(app.home + "/forest.svg").map { String(decoding: $0, as: UTF8.self) } == svg)
        #expect(app.run("forest", "--width", "7").code == 2)
    }

    @Test func forestCarriesTheInscriptionOnlyWithVigilAndTrees() throws {
        let app = TestApp()
        app.run("vigil", "on")
        #expect(!app.run("forest").stdout.contains(VigilCopy.forestInscription.text), "not on an empty forest")
        add(app, "2026-11-02T20:00", "2026-11-03T13:00")
        #expect(app.run("forest").stdout.contains("Consider how they grow."))
        #expect(app.run("forest", "--cite").stdout.contains("Luke 12"))
        // At 80 columns the citation fits and stands under the inscription, centred as it is.
        let lines = app.run("forest", "--width", "80", "--cite").stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count))")
        let inscription = try #require(lines.first { $0.contains("Consider how they grow.") })
        let citation = try #require(lines.last)
        let centre = { (line: String, text: String) in line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound) * 2 + text.count }
        #expect(citation.contains("— Luke 12"))
        #expect(abs(centre(inscription, "Consider how they grow.") - centre(citation, "— Luke 12")) <= 2, "\(inscription)\n\(citation)")
        #expect(app.run("forest", "--svg", "-").stdout.contains("Consider how they grow."))
        app.run("vigil", "off")
        #expect(!app.run("forest").stdout.contains("Consider how they grow."))
    }

    @Test func statusDrawsTheBecomingTreeButNeverAPercentage() {
        let app = TestApp()
        app.run("start", "--at", "-8h")
        #expect(LicenseTrustTests.statusDrawsTheTree(app))
        #expect(!app.run("status", "--color", "always").stdout.contains("%"))
    }

    @Test func endOnATerminalDrawsTheTreeThenItsStarThenTheWordsAndNothingUnderSeventyPercent() throws {
        let app = TestApp()
        app.isTerminal = true
        app.environment["COLORTERM"] = "truecolor"
        app.run("start")
        app.advance(hours: 16)
        let established = app.run("end").stdout
        let tree = try #require(established.range(of: "▀"))
        let star = try #require(established.range(of: "✦"))
        let words = try #require(established.range(of: "Recorded "))
        #expect(tree.lowerBound < star.lowerBound && star.lowerBound < words.lowerBound, "tree, then star, then the facts")
        // The star is redrawn in place (save cursor, up, draw, restore), never by clearing.
        #expect(established.contains("\u{1B}7\u{1B}["))
        #expect(!established.contains("\u{1B}[2J") && !established.contains("tree") && !established.contains("forest"))
        app.run("start")
        app.advance(hours: 12)
        let incomplete = app.run("end").stdout
        #expect(incomplete.contains("▀"), "an incomplete tree is drawn, grey and faint")
        #expect(!incomplete.contains("✦") && !incomplete.contains("tree"), "without a star and without a word")
        app.run("start")
        app.advance(hours: 6)
        let none = app.run("end").stdout
        #expect(!none.contains("✦") && !none.contains("▀") && !none.contains("tree"))
    }

    @Test func endWithMotionOffOrPipedDrawsAtOnceOrNotAtAll() throws {
        let app = TestApp()
        app.isTerminal = true
        app.run("config", "motion", "off")
        app.run("start")
        app.advance(hours: 16)
        let still = app.run("end").stdout
        #expect(still.contains("✦") && !still.contains("\u{1B}7"), "the whole tree with its star, drawn once")
        app.isTerminal = false
        app.run("config", "motion", "on")
        app.run("start")
        app.advance(hours: 16)
        let piped = app.run("end").stdout
        #expect(!piped.contains("\u{1B}") && !piped.contains("✦") && !piped.contains("▀"), "text only")
        #expect(piped.hasPrefix("Recorded ") && piped.contains("(16h 0m)."), "\(piped)")
    }

    @Test func theFreeTierDrawsNoTreeAndSaysSoftlyWhereTheForestLives() {
        let app = TestApp()
        for day in 0..<11 {
            add(app, "2026-10-\(String(format: "%02d", day + 1))T20:00", "2026-10-\(String(format: "%02d", day + 2))T13:00")
        }
        app.run("start", "--at", "-8h")
        let status = app.run("status").stdout
        #expect(!status.contains("▀") && !status.contains("░"))
        // On a terminal the same dusk panel, full width, with simply sky where the tree would be.
        #expect(!LicenseTrustTests.statusDrawsTheTree(app))
        #expect(app.run("status", "--color", "always").stdout.contains("\u{1B}[48;5;"))
        let forest = app.run("forest")
        #expect(forest.code == 0)
        #expect(forest.stdout.contains("atrest premium"))
        #expect(forest.stdout.split(separator: "\n").count <= 2)
    }
}
