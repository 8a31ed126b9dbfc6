import AtrestCLI
import Testing

/// What `atrest` says of a command line it cannot take: the shared parser (`OptionParser`)
/// gives the fact, atrest says it in its words, exit 2.
@Suite struct CommandLineWordsTests {
    @Test(arguments: [
        (["start", "--tagret", "16"], "atrest start does not take --tagret"),
        (["status", "--json=yes"], "--json takes no value"),
        (["start", "--target", "16", "--target", "18"], "--target was given twice"),
        (["start", "--target"], "--target needs a value (--target H)"),
        (["log", "-n"], "-n needs a value (-n N)"),
        (["log", "-n", "3", "-n", "4"], "-n was given twice"),
        // An option is written as it is declared: one dash for a letter, two for a word.
        (["log", "-json"], "atrest log does not take -json"),
        (["log", "---json"], "atrest log does not take ---json"),
        (["log", "--n", "3"], "atrest log does not take --n"),
        // The next word is an option, not the value: `--note=--x` says so on purpose.
        (["start", "--note", "--target", "16"], "--note needs a value (--note TEXT)"),
        (["delete"], "atrest delete needs ID: "),
        (["abandon", "now"], "atrest abandon does not take 'now'"),
        // A line that names no command means status, but does not say a command was typed.
        (["--frobnicate"], "atrest does not take --frobnicate\n  with no command it is atrest status"),
    ])
    func eachMistakeIsSaidInAtrestsWords(arguments: [String], said: String) {
        let output = TestApp().run(arguments)
        #expect(output.code == 2)
        #expect(output.stderr.hasPrefix("atrest: \(said)"), "\(output.stderr)")
        #expect((1...2).contains(output.stderr.split(separator: "\n").count), "\(output.stderr)")
    }

    @Test func aValueThatLooksLikeAnOptionIsTakenWhenJoinedToIt() throws {
        let app = TestApp()
        #expect(app.run("start", "--note=--quiet").code == 0)
        #expect(app.run("status", "--json").stdout.contains("--quiet"))
    }
}
