import Foundation
import Testing

/// Numbers as a person mistypes them: a decimal mark with nothing after it (`16,`), a decimal
/// inside a compound duration (`16h30,5m`), part of a millilitre (`12,5`). Each is refused as a
/// bad command line (exit 2, at most two plain lines) and changes nothing; what is taken is
/// said back as it was logged.
@Suite struct TypedNumbersTests {
    private func expectRefused(_ app: TestApp, _ arguments: [String], saying words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = app.snapshot()
        let result = app.run(arguments)
        #expect(result.code == 2, "\(arguments): \(result)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect((1...2).contains(lines.count), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(words), "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(app.snapshot() == before, "\(arguments) changed the data", sourceLocation: sourceLocation)
    }

    /// `16,` is `16,5` cut short as often as a stray key: it is not quietly read as 16.
    @Test func aTrailingDecimalMarkIsRefused() {
        let app = TestApp()
        for target in ["16,", "16.", "16,h", "16.h"] {
            expectRefused(app, ["start", "--target", target], saying: "is not a number of hours")
            expectRefused(app, ["config", "target-hours", target], saying: "is not a number of hours")
        }
        expectRefused(app, ["water", "add", "250,"], saying: "is not an amount of water")
        expectRefused(app, ["water", "add", "1,l"], saying: "is not an amount of water")
        expectRefused(app, ["config", "water-amount", "250."], saying: "is not an amount of water")
        #expect(app.run("start", "--target", "16,5").code == 0, "a whole decimal is still taken")
    }

    /// In `16h30,5m` the comma could be a slip for a separator as well as a decimal: refused,
    /// wherever a duration is read (a target, and a time given as how long ago).
    @Test func aDecimalInsideACompoundDurationIsRefused() {
        let app = TestApp()
        expectRefused(app, ["start", "--target", "16h30,5m"], saying: "is not a number of hours")
        expectRefused(app, ["config", "target-hours", "1.5h30m"], saying: "is not a number of hours")
        expectRefused(app, ["start", "--at", "-1h30,5m"], saying: "-1h30,5m")
        expectRefused(app, ["start", "--at", "1.5h 30m ago"], saying: "1.5h 30m ago")
        #expect(app.run("start", "--at", "1,5h ago", "--target", "16h30m").code == 0)
    }

    /// Water is kept in whole millilitres: `12,5` would be said back as 12.5 ml and logged as
    /// 13. It is refused with the amount that would be taken; litres and ounces, which turn into
    /// millilitres, are taken.
    @Test func partOfAMillilitreIsRefusedNotRounded() {
        let app = TestApp()
        // A setting is read under the lock: its file is there before, as in any home in use.
        #expect(app.run("water", "add", "250").code == 0)
        expectRefused(app, ["water", "add", "12,5"], saying: "12,5 ml is part of a millilitre")
        expectRefused(app, ["water", "add", "250.5"], saying: "like 251ml")
        expectRefused(app, ["water", "add", "2.5ml"], saying: "2.5ml is part of a millilitre")
        expectRefused(app, ["water", "add", "0.2505l"], saying: "part of a millilitre")
        expectRefused(app, ["config", "water-amount", "12,5"], saying: "part of a millilitre")
        app.run("config", "water-unit", "oz")
        #expect(app.run("water", "add", "12,5").code == 0, "12.5 oz is a glass")
    }

    /// What a confirmation says is what `water --json` then holds.
    @Test(arguments: [
        (typed: "1,500", said: "1500 ml.", milliliters: 1500), (typed: "250.0", said: "250.0 ml.", milliliters: 250),
        (typed: "0,33l", said: "330 ml.", milliliters: 330), (typed: "1,25 l", said: "1.25 l.", milliliters: 1250),
        (typed: "33", said: "33 ml.", milliliters: 33),
    ])
    func whatIsSaidIsWhatIsLogged(typed: String, said: String, milliliters: Int) {
        let app = TestApp()
        let result = app.run("water", "add", typed)
        #expect(result.code == 0 && result.stdout.hasPrefix(said), "\(result)")
        #expect(app.run("water", "--json").stdout.contains("\"milliliters\": \(milliliters)"))
    }
}

/// A time of several words typed as the help writes it, without quotes: the shell splits it,
/// and atrest says so with the quotes that make it one, rather than "does not take '20:00'".
@Suite struct SpacedWhenTests {
    @Test(arguments: [
        (["start", "--at", "yesterday", "20:00"], "--at yesterday 20:00 is one time: give it in quotes", "atrest start --at 'yesterday 20:00'"),
        (["start", "--at", "2h", "ago"], "--at 2h ago is one time", "atrest start --at '2h ago'"),
        (["start", "--at=90", "min", "ago", "--target", "16"], "--at 90 min ago is one time", "'90 min ago'"),
        (["add", "--start", "yesterday", "08:00", "--end", "today", "10:00"], "--start yesterday 08:00 is one time", "atrest add --start 'yesterday 08:00'"),
        (["log", "--since", "yesterday", "20:00"], "--since yesterday 20:00 is one time", "'yesterday 20:00'"),
        // `edit` takes an ID, so `20:00` is taken as one: the time left is named for what it lacks.
        (["edit", "--start", "yesterday", "20:00"], "--start yesterday is not a time atrest reads", "yesterday needs a time of day, in quotes with it: --start 'yesterday 20:00'"),
    ])
    func aSpacedTimeIsAskedToBeQuoted(arguments: [String], said: String, hint: String) {
        let app = TestApp()
        app.run("start", "--at", "-20h")
        let before = app.snapshot()
        let result = app.run(arguments)
        #expect(result.code == 2, "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
        #expect(result.stderr.contains(said) && result.stderr.contains(hint), "\(result.stderr)")
        #expect(app.snapshot() == before)
    }

    @Test func aStrayWordThatMakesNoTimeIsStillJustStray() {
        let result = TestApp().run("start", "--at", "20:00", "please")
        #expect(result.code == 2 && result.stderr.contains("atrest start does not take 'please'"), "\(result.stderr)")
    }
}

/// Values a script passes empty or padded (an unset variable, `"$N"` with a space) are named as
/// typed, so the message reads as what went wrong.
@Suite struct EmptyOrPaddedValueTests {
    @Test(arguments: ["--svg", "--png"])
    func anEmptyPictureFileIsNoFile(option: String) {
        let result = TestApp().run("forest", option, "")
        #expect(result.code == 2 && result.stderr == "atrest: \(option) needs a file name\n  or - to write to standard output\n", "\(result)")
    }

    @Test func aPaddedCountIsShownWithItsSpace() {
        let result = TestApp().run("log", "-n", " 3")
        #expect(result.code == 2 && result.stderr.hasPrefix("atrest: -n ' 3' is not a number of fasts"), "\(result.stderr)")
    }
}
