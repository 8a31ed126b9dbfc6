import AtrestCLI
import Domain
import Interchange
import Foundation
import Store
import Testing

/// Other apps' histories through `atrest import`: each sample in a fresh home, in Berlin.
@Suite struct ForeignImportTests {
    /// `log --json`'s fasts, oldest first, as (start, end, targetHours, id, note).
    static func fasts(_ app: TestApp) throws -> [(start: String, end: String, target: Double, id: String, note: String?)] {
        let fasts = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]])
        return fasts.reversed().map {
            ($0["start"] as? String ?? "", $0["end"] as? String ?? "", $0["targetHours"] as? Double ?? 0, $0["id"] as? String ?? "", $0["note"] as? String)
        }
    }

    @Test(arguments: [
        ("atrest-ios.json", 4), ("zero-biodata.json", 3), ("zero-fasts.csv", 4),
        ("fasttrack.csv", 4), ("sunrise.json", 2),
    ])
    func eachSampleIsRecognisedByItsShapeAndASecondImportChangesNothing(name: String, count: Int) throws {
        let app = TestApp()
        let first = app.run("import", Samples.path(name))
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Added \(count) fast"), "\(first.stdout)")
        #expect(try Self.fasts(app).count == count)
        let before = app.snapshot()
        let second = app.run("import", Samples.path(name))
        #expect(second.code == 0)
        #expect(second.stdout.hasPrefix("Everything in"), "\(second.stdout)")
        #expect(app.snapshot() == before, "a second import writes nothing")
    }

    @Test func theAppsExportKeepsIdsInstantsAndTargetsAndTakesThePersonsZone() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("atrest-ios.json"))
        #expect(output.stdout.contains("Left out 1 fast shorter than 4 hours"))
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.id) == [
            "6f9619ff-8b86-4011-b42d-00c04fc964ff", "a3bb189e-8bf9-4888-9912-ace4e6543002",
            "0f8fad5b-d9cb-469f-a165-70867728950e", "7c9e6679-7425-40de-944b-e07fc1f90ae7",
        ])
        #expect(fasts[0].start == "2026-01-05T20:00:00+01:00" && fasts[0].end == "2026-01-06T12:00:00+01:00")
        #expect(fasts.map(\.target) == [16, 18, 14.5, 16], "a missing target is 16")
        let export = try app.json("export")
        let zones = (export["sessions"] as? [[String: Any]] ?? []).compactMap { $0["timeZone"] as? String }
        #expect(zones == Array(repeating: "Europe/Berlin", count: 4))
    }

    @Test func aChangedOrCutShortAppExportIsRefusedAndNothingIsWritten() throws {
        let original = String(decoding: try Samples.data("atrest-ios.json"), as: UTF8.self)
        let changed = original.replacingOccurrences(of: "\"targetDurationHours\":18", with: "\"targetDurationHours\":20")
        #expect(changed != original)
        for text in [changed, original.replacingOccurrences(of: "{\"end\":\"2026-01-06T11:00:00Z\",\"id\":\"6F9619FF-8B86-4011-B42D-00C04FC964FF\",\"start\":\"2026-01-05T19:00:00Z\",\"targetDurationHours\":16},", with: "")] {
            let app = TestApp()
            app.input = Data(text.utf8)
            let before = app.snapshot()
            let output = app.run("import", "-")
            #expect(output.code == 2)
            #expect(output.stderr.contains("checksum: it does not match the fasts in the file; the file was changed or cut short"), "\(output.stderr)")
            #expect(app.snapshot() == before)
        }
    }

    @Test func zeroJSONReadsLocalTimesInTheZoneAndLeavesOutShortAndRunningFasts() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("zero-biodata.json"))
        #expect(output.stdout.contains("Left out 1 fast shorter than 4 hours and 1 fast not yet ended; atrest keeps ended fasts of 4 hours or more."))
        #expect(output.stdout.contains("1 target outside 4–72 hours was set to the nearest, 4 or 72 hours."))
        let fasts = try Self.fasts(app)
        #expect(fasts[0].start == "2025-06-01T20:30:00+02:00", "with Z")
        #expect(fasts[1].start == "2025-06-03T20:00:00+02:00" && fasts[1].end == "2025-06-04T14:00:00+02:00", "local, read in Berlin")
        #expect(fasts[1].id == "d9428888-122b-41b4-a5c5-7d7f7a2b3c11", "Zero's own FastID")
        #expect(fasts[2].target == 72)
    }

    @Test func zeroCSVImpliesTheEndDateAndReadsAGapAsWhenDoes() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("zero-fasts.csv")).code == 0)
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == [
            "2021-01-17T19:15:00+01:00", "2021-01-20T19:00:00+01:00", "2021-03-26T20:00:00+01:00",
            // 02:30 did not happen in Berlin that night: carried past the gap, as WHEN reads it.
            "2021-03-28T03:30:00+02:00",
        ])
        #expect(fasts.map(\.end) == [
            "2021-01-18T11:30:00+01:00", "2021-01-22T11:00:00+01:00", "2021-03-27T10:00:00+01:00", "2021-03-28T18:30:00+02:00",
        ], "the next day when the end reads earlier; Hours 40 tells a fast of more than a day")
        #expect(fasts.map(\.target) == [16, 16, 16, 16])
        let gap = try #require(Timestamp.parse("2021-03-28T02:30", localZone: app.timeZone))
        #expect(Timestamp.format(gap, in: app.timeZone) == fasts[3].start)
    }

    @Test func fastTrackSaysItsEndsAreApproximate() throws {
        let app = TestApp()
        let output = app.run("import", Samples.path("fasttrack.csv"))
        #expect(output.stdout.contains("FastTrack keeps durations in whole hours"))
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == ["2024-03-05T20:00:00+01:00", "2024-03-06T19:30:00+01:00", "2024-03-29T20:00:00+01:00", "2024-03-31T03:30:00+02:00"])
        #expect(fasts[3].end == "2024-03-31T17:30:00+02:00", "14 hours of elapsed time, not of clock readings")
    }

    @Test func sunriseCountsFrom2001AndKeepsTheNoteOnOneLine() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("sunrise.json")).code == 0)
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == ["2025-09-01T20:00:00+02:00", "2025-09-03T21:00:00+02:00"])
        #expect(fasts[1].end == "2025-09-04T15:00:00+02:00", "fractions of a second dropped")
        #expect(fasts.map(\.target) == [16, 18])
        #expect(fasts.map(\.note) == ["Quiet evening, a walk by the river.", "Slept badly. Water helped."])
    }

    @Test func timewarriorTakesTheTaggedEndedIntervals() throws {
        let work = TestApp()
        let tagged = work.run("import", Samples.path("timewarrior.json"), "--tag", "work")
        #expect(tagged.code == 0, "\(tagged.stderr)")
        #expect(try Self.fasts(work).count == 1, "--tag names the intervals that are fasts, whatever they are called")
        let app = TestApp()
        let none = app.run("import", Samples.path("timewarrior.json"), "--tag", "nosuch")
        #expect(none.code == 2 && none.stderr.contains("no interval carries the tag \"nosuch\""), "\(none.stderr)")
        let output = app.run("import", Samples.path("timewarrior.json"), "--tag", "fasting")
        #expect(output.code == 0)
        #expect(output.stdout.contains("Left out 1 fast not yet ended"))
        let fasts = try Self.fasts(app)
        #expect(fasts.map(\.start) == ["2025-11-01T20:00:00+01:00", "2025-11-03T19:30:00+01:00"])
        #expect(fasts.map(\.note) == [nil, "first cold morning"])
    }

    @Test func fastsFromOtherAppsDoNotUseUpTheTrial() throws {
        let app = TestApp()
        for name in ["atrest-ios.json", "zero-biodata.json", "zero-fasts.csv", "fasttrack.csv", "sunrise.json"] {
            #expect(app.run("import", Samples.path(name)).code == 0)
        }
        #expect(try Self.fasts(app).count == 17)
        #expect(try TrialCountTests.tier(app) == "trial")
        TrialCountTests.record(10, in: app, from: 50)
        #expect(try TrialCountTests.tier(app) == "trial", "ten fasts completed with atrest")
        TrialCountTests.record(1, in: app, from: 45)
        #expect(try TrialCountTests.tier(app) == "free", "the eleventh")
        #expect(try app.store.loadAccount().completedFasts == 11)
    }

    /// Carried to another computer by atrest's own export, they still do not count: the
    /// export's count is of fasts completed with atrest.
    @Test func theyStillDoNotCountOnAnotherComputer() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("zero-fasts.csv")).code == 0)
        TrialCountTests.record(8, in: app, from: 50)
        let other = TestApp()
        other.input = Data(app.run("export").stdout.utf8)
        #expect(other.run("import", "-").stdout.hasPrefix("Added 12 fasts."))
        #expect(try other.store.loadAccount().completedFasts == 8)
        TrialCountTests.record(2, in: other, from: 40)
        #expect(try TrialCountTests.tier(other) == "trial", "ten fasts completed with atrest")
        TrialCountTests.record(1, in: other, from: 35)
        #expect(try TrialCountTests.tier(other) == "free")
    }

    @Test func anAccountWithANegativeCountOfImportedFastsIsDamagedNotTrusted() throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("zero-fasts.csv")).code == 0)
        let before = try #require(app.bytes(app.paths.account))
        app.damage(app.paths.account, with: #"{"broughtInFasts": -100, "completedFasts": 0, "version": 1}"#)
        let output = app.run("premium", "status")
        #expect(output.code == 1)
        #expect(output.stderr.contains("account.json"), "\(output.stderr)")
        #expect(String(decoding: before, as: UTF8.self).contains("\"broughtInFasts\" : 4"))
    }

    @Test func exportNamesItsFormats() {
        let output = TestApp().run("export", "--format", "xlsx")
        #expect(output.code == 2)
        #expect(output.stderr.contains("--format takes one of atrest, ios, ics, csv"))
    }

    @Test func dryRunSaysWhatWouldBeAddedAndWritesNothing() throws {
        let app = TestApp()
        let before = app.snapshot()
        let output = app.run("import", Samples.path("zero-fasts.csv"), "--dry-run")
        #expect(output.code == 0)
        #expect(output.stdout.contains("Would add 4 fasts."))
        #expect(output.stdout.contains("Left out 1 fast shorter than 4 hours"))
        #expect(app.snapshot() == before)
    }

    /// As with atrest's own exports (and sync): a fast that shares time with one recorded here
    /// is kept beside it and said, so a person who kept both apps for a while loses neither.
    @Test func aFastThatSharesTimeWithOneRecordedHereIsKeptAndSaid() throws {
        let app = TestApp()
        #expect(app.run("add", "--start", "2024-03-05T22:00", "--end", "2024-03-06T08:00").code == 0)
        let output = app.run("import", Samples.path("fasttrack.csv"))
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1 fast from the file shares time with one recorded here; both are kept"), "\(output.stdout)")
        #expect(app.run("log").stdout.contains("shares time with"))
    }

    @Test(arguments: [
        ("Date,Start,End,Hours,Night Eating\n1/17/21,19:15,11:30,16,No\n13/40/21,19:15,11:30,16,No\n", "line 3: \"13/40/21\" is not a date like 1/17/21"),
        ("ID,Start Date,Start Time,Duration (hours)\n1,2024-03-05,25:00,16\n", "line 2: \"25:00\" is not a time like 20:00"),
        ("ID,Start Date,Start Time,Duration (hours)\n1,2024-03-05,20:00,sixteen\n", "line 2: \"sixteen\" is not a number of hours"),
        ("ID,Start Date,Start Time,Duration (hours)\n1,2027-03-05,20:00,16\n", "line 2: 2027-03-05T20:00:00+01:00 is in the future"),
        ("Name,When\nx,y\n", "it is CSV with the header \"Name,When\""),
        ("[{\"startDate\": 778442400, \"endDate\": \"soon\", \"targetInterval\": 57600}]", "[0].endDate: expected seconds since 2001, found \"soon\""),
        ("{\"fast_data\": [{\"FastID\": \"nope\", \"StartDTM\": \"2025-06-01T18:30:00Z\"}]}", "fast_data[0].FastID: \"nope\" is not an id"),
        ("{\"fast_data\": [{\"FastID\": \"1B4E28BA-2FA1-41D2-883F-0016D3CCA427\", \"StartDTM\": \"2025-06-01T18:30:00Z\", \"EndDTM\": \"2025-06-02T10:30:00Z\"}, {\"FastID\": \"1B4E28BA-2FA1-41D2-883F-0016D3CCA427\", \"StartDTM\": \"2025-06-03T18:30:00Z\", \"EndDTM\": \"2025-06-04T10:30:00Z\"}]}", "fast_data[1]: the same id as fast_data[0]"),
        ("{\"version\": 2, \"generatedAt\": \"2026-01-15T08:00:00Z\", \"payload\": {\"sessions\": []}, \"checksum\": \"00\"}", "version: 2 is from a newer Atrest app"),
    ])
    func aProblemIsNamedByItsPlaceInTheFile(text: String, expected: String) {
        let app = TestApp()
        app.input = Data(text.utf8)
        let before = app.snapshot()
        let output = app.run("import", "-")
        #expect(output.code != 0)
        #expect(output.stderr.contains(expected), "\(output.stderr)")
        #expect(app.snapshot() == before)
    }

    @Test func fromNamesTheFormatAndTagBelongsToTimewarrior() {
        let app = TestApp()
        #expect(app.run("import", Samples.path("zero-fasts.csv"), "--from", "fasttrack").stderr.contains("line 1: expected FastTrack's header"))
        #expect(app.run("import", Samples.path("sunrise.json"), "--from", "palm").code == 2)
        #expect(app.run("import", Samples.path("sunrise.json"), "--from", "zero", "--tag", "x").code == 2)
        let tagged = app.run("import", Samples.path("sunrise.json"), "--tag", "fasting")
        #expect(tagged.code == 2 && tagged.stderr.contains("--tag picks intervals from timew export"))
        #expect(app.run("import", Samples.path("sunrise.json"), "--from", "sunrise").code == 0)
    }

    @Test func derivedIdsAreStableVersion8UUIDs() throws {
        let start = try #require(Timestamp.parse("2024-03-05T19:00:00Z"))
        let id = try DerivedID.make(source: .fasttrack, start: start)
        #expect(id == (try DerivedID.make(source: .fasttrack, start: start)))
        #expect(id != (try DerivedID.make(source: .zero, start: start)))
        #expect(id.lowercaseText.dropFirst(14).first == "8")
        #expect("89ab".contains(id.lowercaseText.dropFirst(19).first ?? "x"))
    }
}
