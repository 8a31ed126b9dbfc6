import AtrestCLI
import Domain
import Foundation
import Store
import Testing

@Suite struct ConfigCommandTests {
    @Test func listShowsEverySettingAndTheTargetAsAReference() {
        let result = TestApp().run("config")
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("target-hours  16h "))
        #expect(lines[0].contains("a reference for new fasts, not a goal"))
        #expect(lines[1].hasPrefix("water-unit    ml "))
        #expect(lines[2].hasPrefix("water-amount  250 ml "))
        #expect(lines[3].hasPrefix("motion        on "))
        #expect(lines[4].hasPrefix("sync-folder   none "))
        #expect(lines[5].hasPrefix("graphics      auto "))
    }

    @Test(arguments: [
        (key: "target-hours", value: "18", read: "18"),
        (key: "target-hours", value: "16.5", read: "16.5"),
        (key: "target-hours", value: "4", read: "4"),
        (key: "target-hours", value: "72", read: "72"),
        (key: "target-hours", value: "13h30m", read: "13.5"),
        (key: "water-unit", value: "oz", read: "oz"),
        (key: "water-unit", value: "ML", read: "ml"),
        (key: "water-amount", value: "300ml", read: "300 ml"),
        (key: "water-amount", value: "300", read: "300 ml"),
        (key: "water-amount", value: "0.5l", read: "500 ml"),
        (key: "water-amount", value: "8oz", read: "237 ml"),
        (key: "motion", value: "off", read: "off"),
        (key: "motion", value: "ON", read: "on"),
    ])
    func setThenReadGivesTheValueAlone(key: String, value: String, read: String) throws {
        let app = TestApp()
        let set = app.run("config", key, value)
        #expect(set.code == 0, "\(set.stderr)")
        #expect(app.run("config", key).stdout == read + "\n")
    }

    @Test func aBareQuickAddAmountIsInThePersonsUnit() throws {
        let app = TestApp()
        app.run("config", "water-unit", "oz")
        #expect(app.run("config", "water-amount", "10").stdout == "atrest water add logs 10 oz now (a bare number is read in your unit, ounces).\n")
        #expect(try app.store.loadSettings().waterAmount == 296)
        #expect(app.run("config", "water-amount").stdout == "10 oz\n")
    }

    @Test func settingTheTargetCallsItAReferenceAndLeavesARunningFastAlone() throws {
        let app = TestApp()
        app.run("start", "--target", "14")
        let result = app.run("config", "target-hours", "18")
        #expect(result.stdout.contains("18h as a reference, not a goal"))
        #expect(result.stdout.contains("The running fast keeps the 14h it began with."))
        #expect(try app.store.loadActiveFast()?.fast.targetHours == 14)
        #expect(try app.store.loadSettings().targetHours == 18)
    }

    @Test func peopleReadTheReferenceAsADurationWhileScriptsReadTheNumber() {
        let app = TestApp()
        app.run("config", "target-hours", "16h 30m")
        #expect(app.run("config", "target-hours", "16.5").stdout == "target-hours is already 16h 30m.\n")
        #expect(app.run("config").stdout.hasPrefix("target-hours  16h 30m  "))
        #expect(app.run("config", "target-hours").stdout == "16.5\n")
    }

    @Test func settingTheSameValueAgainWritesNothing() {
        let app = TestApp()
        app.run("config", "water-unit", "oz")
        let before = app.snapshot()
        let again = app.run("config", "water-unit", "oz")
        #expect(again.code == 0)
        #expect(again.stdout == "water-unit is already oz.\n")
        #expect(app.snapshot() == before)
    }

    @Test(arguments: [
        (words: ["target-hours", "3"], allowed: "from 4 to 72 hours"),
        (words: ["target-hours", "73"], allowed: "from 4 to 72 hours"),
        (words: ["target-hours", "-16"], allowed: "12, 14, 16, 18, 20 and 24"),
        (words: ["target-hours", "abc"], allowed: "from 4 to 72 hours"),
        (words: ["target-hours", "1e400"], allowed: "from 4 to 72 hours"),
        (words: ["water-unit", "l"], allowed: "ml or oz"),
        (words: ["water-unit", "cups"], allowed: "ml or oz"),
        (words: ["water-amount", "0"], allowed: "1 ml to 5000 ml"),
        (words: ["water-amount", "6l"], allowed: "1 ml to 5000 ml"),
        (words: ["water-amount", "abc"], allowed: "1 ml to 5000 ml"),
        (words: ["target"], allowed: "target-hours, water-unit, water-amount"),
        (words: ["colour", "blue"], allowed: "target-hours, water-unit, water-amount"),
        (words: ["vigil", "on"], allowed: "atrest vigil on"),
    ])
    func refusalsExitTwoWithTheAllowedValuesAndChangeNothing(words: [String], allowed: String) {
        let app = TestApp()
        app.run("config", "target-hours", "18")
        let before = app.snapshot()
        let result = app.run(["config"] + words)
        #expect(result.code == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(allowed), "\(result.stderr)")
        #expect(app.snapshot() == before)
    }

    @Test func aSuggestionForANearMiss() {
        let result = TestApp().run("config", "target-hour", "16")
        #expect(result.stderr.contains("did you mean target-hours?"))
    }

    @Test func helpDescribesTheTargetAsAReference() {
        let help = TestApp().run("help", "config").stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("a reference, not a goal"))
        #expect(help.contains("12, 14, 16, 18, 20 and 24"))
    }
}
