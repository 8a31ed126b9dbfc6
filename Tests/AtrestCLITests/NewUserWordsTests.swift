import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// What a stranger met on a first afternoon with atrest (the fourth session's tour): each test
/// failed on the main tree before its fix.
@Suite struct NewUserWordsTests {
    // MARK: An import that holds nothing

    /// An export of an empty home holds no fasts and no water: said so, not that all of it is
    /// here already. A valid file with nothing in it is not wrong input: exit 0.
    @Test func anEmptyExportSaysItHoldsNothing() throws {
        let source = TestApp()
        let exported = ExportImportTests.export(source)
        let target = TestApp()
        target.write(exported, to: target.home + "/empty.json")
        for dryRun in [false, true] {
            let result = target.run(["import", "empty.json"] + (dryRun ? ["--dry-run"] : []))
            #expect(result.code == 0, "\(result.stderr)")
            let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first == "empty.json holds no fasts or water to bring in; \(dryRun ? "importing it would change nothing" : "nothing was changed").", "\(result.stdout)")
            #expect(!result.stdout.contains("already here"), "\(result.stdout)")
        }
        // From stdin, the sentence still begins with a capital.
        target.input = Data(exported.utf8)
        #expect(target.run("import", "-").stdout == "The input holds no fasts or water to bring in; nothing was changed.\n")
        // A file that does hold fasts, all here already, is still said as such.
        let full = ExportImportTests.export(ExportImportTests.populated())
        target.input = Data(full.utf8)
        #expect(target.run("import", "-").code == 0)
        #expect(target.run("import", "-").stdout.hasPrefix("Everything in the input is already here; nothing was changed."))
    }

    /// `[]` is what Sunrise and `timew export` write when they hold nothing: a file with no
    /// fasts, with or without `--tag`, rather than "not an atrest export" (exit 2).
    @Test(arguments: [[String](), ["--tag", "fasting"]])
    func anEmptyListHoldsNoFasts(_ options: [String]) {
        let app = TestApp()
        app.input = Data("[]\n".utf8)
        let result = app.run(["import", "-"] + options)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "The input holds no fasts or water to bring in; nothing was changed.\n")
        #expect(result.stderr.isEmpty)
    }

    /// A CSV of a header alone, in atrest's own form or FastTrack's: no fasts, and no caveat
    /// about the ends of fasts that are not there.
    @Test(arguments: [
        ("id,start,end,durationSeconds,targetHours,tree,timeZone,note\n", "Read as atrest's CSV export (CSV)."),
        ("ID,Start Date,Start Time,Duration (hours)\n", "Read as FastTrack's export (CSV)."),
    ])
    func aHeaderAloneHoldsNoFasts(_ text: String, _ readAs: String) {
        let app = TestApp()
        app.write(text, to: app.home + "/fasts.csv")
        let result = app.run("import", "fasts.csv")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout == "fasts.csv holds no fasts or water to bring in; nothing was changed.\n\(readAs)\n")
    }

    /// Fasts that are all left out (under 4 hours): none to bring in, and the line that says
    /// why; FastTrack's whole-hours caveat speaks only of fasts taken.
    @Test func fastsAllLeftOutAreSaidWithTheReason() {
        let app = TestApp()
        app.write("ID,Start Date,Start Time,Duration (hours)\n1,2026-11-01,20:00,2\n", to: app.home + "/fasts.csv")
        let result = app.run("import", "fasts.csv")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("fasts.csv holds no fasts or water to bring in; nothing was changed.\nLeft out 1 fast shorter than 4 hours"), "\(result.stdout)")
        #expect(!result.stdout.contains("whole hours"), "\(result.stdout)")
        // With a fast taken, the caveat is there as before.
        app.write("ID,Start Date,Start Time,Duration (hours)\n1,2026-11-01,20:00,16\n", to: app.home + "/more.csv")
        #expect(app.run("import", "more.csv").stdout.contains("FastTrack keeps durations in whole hours"))
    }

    // MARK: A picture written to a file

    /// `forest --svg FILE` and `--png FILE` say where the picture is on stdout, as `export
    /// --output` says where the export is: it is what the command did, not a diagnostic.
    /// Sent to stdout with `-`, the picture is all there is.
    @Test(arguments: ["--svg", "--png"])
    func aPictureWrittenToAFileIsReportedOnStdout(_ option: String) throws {
        let app = TestApp()
        app.run("add", "--start", "2026-11-02T20:00", "--end", "2026-11-03T13:00")
        let name = option == "--svg" ? "forest.svg" : "forest.png"
        let written = app.run("forest", option, name)
        #expect(written.code == 0, "\(written.stderr)")
        #expect(written.stdout == "The forest is in \(name).\n")
        #expect(written.stderr.isEmpty, "\(written.stderr)")
        let exported = app.run("export", "--output", "export.json")
        #expect(exported.stdout.hasPrefix("Wrote ") && exported.stderr.isEmpty, "the same place as export's report")
        // (PNG's bytes to stdout are left out: read as text, random compressed bytes may spell
        // a word the doctrine scanner looks for.)
        guard option == "--svg" else { return }
        let piped = app.run("forest", option, "-")
        #expect(piped.code == 0 && piped.stderr.isEmpty)
        #expect(!piped.stdout.contains("The forest is in"))
    }

    // MARK: What a command needs, as its usage shows it

    /// `add` needs --start and --end: its usage (in help, in the error that says one is
    /// missing, in the manual page) writes them without the brackets of an option one may
    /// leave out, rather than "needs --start WHEN / usage: atrest add [--start WHEN] …".
    @Test func addsUsageShowsWhatItNeeds() {
        let app = TestApp()
        let missing = app.run("add", "--end", "-2h")
        #expect(missing.code == 2)
        #expect(missing.stderr == "atrest: atrest add needs --start WHEN\n  usage: atrest add --start WHEN --end WHEN [--target H] [--note TEXT] [--long]\n")
        #expect(app.run("add", "--help").stdout.contains("  atrest add --start WHEN --end WHEN [--target H] [--note TEXT]"))
        let page = app.run("man").stdout
        #expect(page.contains(#"\fBatrest add\fR \fB\-\-start\fR \fIWHEN\fR \fB\-\-end\fR \fIWHEN\fR [\fB\-\-target\fR"#))
        // Options one may leave out keep their brackets.
        #expect(app.run("start", "--help").stdout.contains("atrest start [--target H] [--at WHEN]"))
    }

    /// `export --format ios` is the app's bytes exactly, which end at the closing brace: on a
    /// terminal the prompt came back on the same line. A line break follows there only.
    @Test func theAppsExportOnATerminalEndsItsLine() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        let piped = app.run("export", "--format", "ios").stdout
        #expect(piped.hasSuffix("}"), "piped: the app's bytes, as before")
        app.isTerminal = true
        #expect(app.run("export", "--format", "ios").stdout == piped + "\n")
    }

    // MARK: Pictures said in words

    /// `status` said in words (`TERM=dumb`, `--plain`): the reference as it is, whatever its
    /// minutes (16h 15m was "16 hours and a half"), and the tree as the picture shows it, not
    /// "still pale" once the fast has reached its reference.
    @Test func plainStatusSaysTheReferenceAndTheTreeAsTheyAre() {
        let app = TestApp()
        app.run("start", "--at", "-2h", "--target", "16h 15m")
        var out = app.run("--plain", "status").stdout
        #expect(out.contains("Your reference is 16 hours 15 minutes.\n"), "\(out)")
        #expect(out.contains("Your tree is becoming, still pale"), "\(out)")
        app.advance(hours: 8)
        out = app.run("--plain", "status").stdout
        #expect(out.contains("Your tree is becoming, its colour coming in as the fast goes on."), "\(out)")
        app.advance(hours: 7)
        out = app.run("--plain", "status").stdout
        #expect(out.contains("Your tree stands whole, in its earth tone."), "\(out)")
        #expect(!out.contains("pale"), "\(out)")
        app.run("abandon")
        app.run("start", "--target", "16.5")
        #expect(app.run("--plain", "status").stdout.contains("Your reference is 16 hours 30 minutes.\n"))
    }

    // MARK: Which fast "last" is

    /// `last` is the fast that ended latest, as `log` lists it first, not the one added last:
    /// edit's and delete's help say so, since after `add` of a past fast the two differ.
    @Test func lastIsTheNewestFastAndHelpSaysSo() {
        let app = TestApp()
        app.run("add", "--start", "-20h", "--end", "-4h")
        app.run("add", "--start", "-50h", "--end", "-30h")
        let newest = app.run("log").stdout.split(separator: "\n").first.map(String.init) ?? ""
        let removed = app.run("delete", "last")
        #expect(removed.code == 0)
        #expect(newest.contains("16h 0m") && removed.stdout.contains("(16h 0m)"), "the first log lists: \(removed.stdout)")
        for command in ["edit", "delete"] {
            let help = app.run(command, "--help").stdout.replacingOccurrences(of: "\n", with: " ")
            #expect(help.contains("last is the newest fast, the first atrest log lists"), "\(command): \(help)")
        }
    }

    // MARK: Help for a mistyped subcommand

    /// `help water ad` named water's page and exited 0, the typo passed over; now it is
    /// named, with the subcommand meant, as `atrest water ad` does.
    @Test func helpNamesAMistypedSubcommand() {
        let app = TestApp()
        let typo = app.run("help", "water", "ad")
        #expect(typo.code == 2)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr == "atrest: there is no atrest command 'water ad'\n  did you mean 'water add'?\n")
        #expect(app.run("help", "water", "add").stdout.hasPrefix("atrest water add"))
        #expect(app.run("help", "water").stdout.hasPrefix("atrest water"))
        #expect(app.run("help", "premium", "status").stdout.hasPrefix("atrest premium status"))
    }

    /// `-v` and `version`, which many tools take, point to `--version`; a mistyped option every
    /// command takes points to `atrest --help`, the page that lists it, not to status's.
    @Test func theVersionIsFoundFromTheUsualMistakes() {
        let app = TestApp()
        for words in [["-v"], ["version"]] {
            let result = app.run(words)
            #expect(result.code == 2)
            #expect(result.stderr.hasSuffix("\n  atrest --version prints the version\n"), "\(words): \(result.stderr)")
        }
        #expect(app.run("--verison").stderr == "atrest: atrest does not take --verison\n  did you mean --version? (atrest --help)\n")
        #expect(app.run("start", "--colr", "never").stderr.contains("did you mean --color? (atrest --help)"))
        #expect(app.run("--jsno").stderr.contains("did you mean --json? (atrest status --help)"), "status's own option, from its page")
        #expect(app.run("start", "--tagret", "5").stderr.contains("did you mean --target? (atrest start --help)"))
    }

    // MARK: Advice that fits what was done

    /// Dates that read either way: after an import, "atrest undo, then import again with
    /// --day-first"; after a dry run, or an import that wrote nothing, no undo (it would take
    /// back some other change, such as the fast just ended).
    @Test func theDayFirstAdviceNamesUndoOnlyAfterAnImport() {
        let app = TestApp()
        let sample = Samples.path("zero-ambiguous.csv")
        let dry = app.run("import", sample, "--dry-run")
        #expect(dry.code == 0)
        #expect(dry.stdout.contains("If they are day first (5 January 2021), import it with --day-first.\n"), "\(dry.stdout)")
        #expect(!dry.stdout.contains("atrest undo"), "\(dry.stdout)")
        let made = app.run("import", sample)
        #expect(made.stdout.contains("If they are day first (5 January 2021), atrest undo, then import again with --day-first.\n"), "\(made.stdout)")
        let again = app.run("import", sample)
        #expect(again.stdout.hasPrefix("Everything in "), "\(again.stdout)")
        #expect(!again.stdout.contains("atrest undo"), "nothing written this time: \(again.stdout)")
    }

    /// An export of the fasts alone (csv, ics, ios) from a home with none said "Wrote your
    /// recorded fasts"; it says that it holds none, as import says of such a file.
    @Test func anExportOfNoFastsSaysItHoldsNone() {
        let app = TestApp()
        for (format, name) in [("csv", "fasts.csv"), ("ics", "fasts.ics"), ("ios", "fasts.json")] {
            let result = app.run("export", "--format", format, "--output", name)
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("Wrote \(name); no fast is recorded here, so it holds none.\n"), "\(result.stdout)")
        }
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        #expect(app.run("export", "--format", "csv", "--output", "fasts.csv").stdout.hasPrefix("Wrote your recorded fasts to fasts.csv.\n"))
    }

    /// `config sync-folder FILE` took a plain file, and every `atrest sync` after it failed
    /// ("a part of the path is not a directory"); it is refused, and nothing is set.
    @Test func aSyncFolderIsAFolder() {
        let app = TestApp()
        app.write("notes\n", to: app.home + "/notes.txt")
        let refused = app.run("config", "sync-folder", "notes.txt")
        #expect(refused.code == 1)
        #expect(refused.stderr.hasPrefix("atrest: \(app.home)/notes.txt is a file, not a folder\n"), "\(refused.stderr)")
        #expect(app.run("config", "sync-folder").code == 1, "none set")
        try? FileManager.default.createDirectory(atPath: app.home + "/Sync", withIntermediateDirectories: true)
        #expect(app.run("config", "sync-folder", "Sync").stdout == "atrest sync uses \(app.home)/Sync now.\n")
    }

    /// add's first example was `--start 'yesterday 20:00' --end 12:00`, which before noon reads
    /// 12:00 as yesterday's and is refused: a stranger copying it in the morning met an error.
    /// Each example now works in a new home at any hour.
    @Test(arguments: ["2026-11-21T05:30:00Z", "2026-11-21T10:00:00Z", "2026-11-21T22:30:00Z"])
    func addsExamplesWorkAtAnyHour(_ now: String) throws {
        let examples = try #require(CommandTable.specs.first { $0.name == "add" }).examples
        for example in examples {
            let app = TestApp(now: now)
            let result = app.run(try #require(Invocations.words(example)))
            #expect(result.code == 0, "\(example) at \(now): \(result.stderr)")
        }
    }

    /// Once every fast is deleted there is none, not "none yet": the words hold either way.
    @Test func noFastLeftIsNotNoneYet() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00")
        #expect(app.run("delete", "last").code == 0)
        let edited = app.run("edit", "last", "--note", "x")
        #expect(edited.code == 1 && edited.stderr.contains("there is no recorded fast"), "\(edited.stderr)")
        #expect(!edited.stderr.contains("yet"), "\(edited.stderr)")
    }

    /// `import -` at a terminal waits for a paste: it says so on stderr, once, and reads as
    /// before; from a pipe it says nothing.
    @Test func importFromATerminalSaysItIsWaiting() {
        let app = TestApp()
        app.input = Data("[]".utf8)
        #expect(!app.run("import", "-").stderr.contains("Ctrl-D"))
        app.inputIsTerminal = true
        let pasted = app.run("import", "-")
        #expect(pasted.code == 0 && pasted.stderr.contains("paste it, then press Ctrl-D"), "\(pasted.stderr)")
    }
}
