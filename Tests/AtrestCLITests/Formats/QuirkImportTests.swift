import AtrestCLI
import Domain
import Interchange
import Foundation
import Testing

/// Other apps' files as people's real files are (issue 29): each sample is written from the
/// format's description with its quirk, imported in a fresh home in Berlin.
@Suite struct QuirkImportTests {
    static let fasts = ForeignImportTests.fasts

    @Test func fastTracksZeroHourRowsAreLeftOutAndCountedNeverRefused() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("fasttrack-zero-hours.csv"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Added 2 fasts."), "\(output.stdout)")
        #expect(output.stdout.contains("Left out 2 fasts shorter than 4 hours"), "\(output.stdout)")
        #expect(output.stdout.contains("Read as FastTrack's export (CSV)."), "\(output.stdout)")
        #expect(try Self.fasts(app).map(\.start) == ["2024-04-01T20:00:00+02:00", "2024-04-03T19:00:00+02:00"])
    }

    @Test func fastTrack48IsReadWithItsNotes() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("fasttrack48.csv"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Added 3 fasts."), "\(output.stdout)")
        #expect(output.stdout.contains("Left out 1 fast shorter than 4 hours"))
        #expect(output.stdout.contains("1 note held a line break or a tab and was put on one line"), "\(output.stdout)")
        #expect(output.stdout.contains("Read as FastTrack48's export (CSV)."), "\(output.stdout)")
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == ["2024-05-01T20:00:00+02:00", "2024-05-03T19:30:00+02:00", "2024-05-06T21:00:00+02:00"])
        #expect(fasts[2].end == "2024-05-07T17:00:00+02:00", "no End: its seconds give it")
        #expect(fasts.map(\.note) == [nil, "slept well, woke early", "a \"quiet\" day with a walk"])
        // FastTrack's own ids: the same fast from FastTrack and from FastTrack48 is one fast.
        let start = try #require(Timestamp.parse("2024-05-01T20:00", localZone: app.timeZone))
        #expect(fasts[0].id == (try DerivedID.make(source: .fasttrack, start: start)).lowercaseText)
    }

    @Test func zeroDecidesByTheEndTimeNotIsEnded() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("zero-ended-late.json"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Added 1 fast."), "\(output.stdout)")
        #expect(output.stdout.contains("Left out 1 fast not yet ended"))
        #expect(try Self.fasts(app).map(\.id) == ["0b5c2d1e-3f4a-4b6c-8d7e-9f0a1b2c3d4e"])
    }

    @Test func aZeroExportFolderIsReadThroughItsBiodata() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("zero-export"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Added 3 fasts."), "\(output.stdout)")
        let empty = app.home + "/empty-folder"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let refused = app.run("import", empty)
        #expect(refused.code == 2)
        #expect(refused.stderr.contains("it is a folder without biodata.json"), "\(refused.stderr)")
    }

    @Test func ambiguousDatesSayWhichReadingWasUsedAndDayFirstChooses() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("zero-ambiguous.csv"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Dates such as 05/01/21 read either way; they were read month first (May 1, 2021)"), "\(output.stdout)")
        #expect(output.stdout.contains("--day-first"))
        #expect(try Self.fasts(app).map(\.start) == ["2021-05-01T20:00:00+02:00", "2021-05-03T19:00:00+02:00"])

        let other = TestApp()
        let dayFirst = other.run("import", Samples.path("zero-ambiguous.csv"), "--day-first")
        #expect(dayFirst.code == 0, "\(dayFirst.stderr)")
        #expect(!dayFirst.stdout.contains("read either way"))
        #expect(try Self.fasts(other).map(\.start) == ["2021-01-05T20:00:00+01:00", "2021-03-05T19:00:00+01:00"])

        let only = TestApp()
        let forced = only.run("import", Samples.path("zero-day-first.csv"))
        #expect(forced.code == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("Dates were read day first"), "\(forced.stdout)")
        #expect(try Self.fasts(only).map(\.start) == ["2021-01-05T20:00:00+01:00", "2021-01-17T19:00:00+01:00"])
    }

    @Test func timewarriorWithoutTagTakesIntervalsTaggedLikeAFast() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("timewarrior.json"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Added 2 fasts."), "the work interval is no fast: \(output.stdout)")
        #expect(try Self.fasts(app).map(\.start) == ["2025-11-01T20:00:00+01:00", "2025-11-03T19:30:00+01:00"])

        let work = TestApp()
        let before = work.snapshot()
        let refused = work.run("import", Samples.path("timewarrior-work.json"))
        #expect(refused.code == 2)
        #expect(refused.stderr.contains("no interval is tagged as a fast (fast, fasting); the tags in it are \"work\", \"atrest\", \"meeting\""), "\(refused.stderr)")
        #expect(refused.stderr.contains("--tag work"), "\(refused.stderr)")
        #expect(work.snapshot() == before)
    }

    @Test(arguments: [("fasting", true), ("Fast", true), ("#fast", true), ("fasting-16:8", true), ("fast16", true), ("breakfast", false), ("fastapi", false), ("work", false)])
    func fastTags(tag: String, isFast: Bool) {
        #expect(TimewarriorExport.isFastTag(tag) == isFast)
    }

    /// A start moved in timew gives a new derived id; found again by its overlap, it is the
    /// same fast changed, and `log` and `doctor` see one fast, not two sharing time.
    @Test func anIntervalMovedInTimewIsTheSameFastChanged() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("timewarrior.json")).code == 0)
        let original = String(decoding: try Samples.data("timewarrior.json"), as: UTF8.self)
        let moved = original.replacingOccurrences(of: "\"start\": \"20251101T190000Z\"", with: "\"start\": \"20251101T183000Z\"")
            .replacingOccurrences(of: "\"end\": \"20251104T123000Z\"", with: "\"end\": \"20251104T130000Z\"")
        #expect(moved != original)
        app.input = Data(moved.utf8)
        let dry = app.run("import", "-", "--dry-run")
        #expect(dry.stdout.hasPrefix("Would change 2 fasts."), "\(dry.stdout)")
        #expect(dry.stdout.contains("becomes Sat 1 Nov 2025 19:30"), "\(dry.stdout)")
        let output = app.run("import", "-")
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Changed 2 fasts."), "\(output.stdout)")
        #expect(!output.stdout.contains("shares time"), "\(output.stdout)")
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == ["2025-11-01T19:30:00+01:00", "2025-11-03T19:30:00+01:00"])
        #expect(fasts[1].end == "2025-11-04T14:00:00+01:00", "an end moved in timew comes in too")
        #expect(!app.run("log").stdout.contains("shares time"))
        let again = app.run("import", "-")
        #expect(again.stdout.hasPrefix("Everything in"), "\(again.stdout)")

        // Moved again in timew: changed again here. Changed here instead: this computer's stays.
        app.input = Data(moved.replacingOccurrences(of: "\"end\": \"20251104T130000Z\"", with: "\"end\": \"20251104T133000Z\"").utf8)
        #expect(app.run("import", "-").stdout.hasPrefix("Changed 1 fast."))
        #expect(try Self.fasts(app)[1].end == "2025-11-04T14:30:00+01:00")
        let id = try Self.fasts(app)[1].id
        #expect(app.run("edit", String(id.prefix(8)), "--end", "2025-11-04T15:00").code == 0)
        app.input = Data(moved.utf8)
        let kept = app.run("import", "-")
        #expect(kept.stdout.contains("older than the change made here since"), "\(kept.stdout)")
        #expect(try Self.fasts(app)[1].end == "2025-11-04T15:00:00+01:00")
    }

    @Test func europeanSpreadsheetsAndUTF16AreRead() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("zero-semicolon.csv"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Read as Zero's export (CSV, semicolon-separated)."), "\(output.stdout)")
        #expect(try Self.fasts(app).map(\.end) == ["2021-01-18T11:30:00+01:00", "2021-01-22T11:00:00+01:00"])

        // PowerShell's `timew export > file` writes UTF-16 with a byte-order mark.
        for (bom, littleEndian) in [([UInt8]([0xFF, 0xFE]), true), ([0xFE, 0xFF], false)] {
            let text = String(decoding: try Samples.data("timewarrior.json"), as: UTF8.self)
            var bytes = bom
            for unit in text.utf16 { bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            let other = TestApp()
            other.input = Data(bytes)
            let read = other.run("import", "-")
            #expect(read.code == 0, "\(read.stderr)")
            #expect(read.stdout.hasPrefix("Added 2 fasts."), "\(read.stdout)")
        }
    }

    @Test(arguments: [
        ("Name,When\nx,y\n", "it is CSV with the header \"Name,When\", which is none atrest reads"),
        ("Name;When\nx;y\n", "it is CSV with the header \"Name;When\""),
        ("PK\u{3}\u{4}rest", "it is a spreadsheet workbook"),
        ("hello there\n", "it is neither JSON, CSV nor iCalendar"),
    ])
    func aFileAtrestCannotReadIsSaidAsWhatItIs(text: String, expected: String) {
        let app = TestApp()
        app.input = Data(text.utf8)
        let output = app.run("import", "-")
        #expect(output.code == 2)
        #expect(output.stderr.contains(expected), "\(output.stderr)")
        #expect(!output.stderr.contains("not JSON"), "\(output.stderr)")
    }

    /// One rule for a note with a line break or a tab, whichever file brings it: put on one line.
    @Test func notesWithLineBreaksAreFoldedInAtrestsOwnFormatAsInSunrise() throws {
        let document = """
        {"format": "atrest-export", "version": 1, "sessions": [{"id": "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "start": "2026-11-01T20:00:00+01:00", "end": "2026-11-02T12:00:00+01:00", "note": "first line\\nsecond\\tline"}]}
        """
        let app = TestApp()
        app.input = Data(document.utf8)
        let output = app.run("import", "-")
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1 note held a line break or a tab and was put on one line"), "\(output.stdout)")
        #expect(try Self.fasts(app).map(\.note) == ["first line second line"])
        let sunrise = TestApp()
        sunrise.input = Data(#"[{"startDate": 784000000, "endDate": 784057600, "targetInterval": 57600, "note": "first line\nsecond\tline"}]"#.utf8)
        #expect(sunrise.run("import", "-").stdout.contains("1 note held a line break or a tab"))
        #expect(try Self.fasts(sunrise).map(\.note) == ["first line second line"])
    }
}
