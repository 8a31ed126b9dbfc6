import AtrestCLI
import Domain
import Foundation
import Store
import Testing

@Suite struct ExportImportTests {
    /// A home with fasts kept in three time zones, water in two, settings and a running fast.
    static func populated() -> TestApp {
        let app = TestApp(now: "2026-11-21T12:00:00Z", timeZone: "Europe/Berlin")
        let tokyo = ZoneDatabase().zoneOrUTC(named: "Asia/Tokyo"), losAngeles = ZoneDatabase().zoneOrUTC(named: "America/Los_Angeles")
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        app.timeZone = tokyo
        app.run("add", "--start", "2026-11-05T19:00", "--end", "2026-11-06T09:30", "--target", "14")
        app.timeZone = losAngeles
        app.run("add", "--start", "2026-11-10T18:00", "--end", "2026-11-11T04:30", "--target", "16.5")
        app.timeZone = tokyo
        app.setClock("2026-11-08T08:00")
        app.run("water", "add", "330")
        app.timeZone = losAngeles
        app.setClock("2026-11-12T07:15")
        app.run("water", "add", "8oz")
        app.timeZone = ZoneDatabase().zoneOrUTC(named: "Europe/Berlin")
        app.now = Timestamp.parse("2026-11-21T12:00:00Z")!
        app.run("water", "add", "250")
        app.run("config", "water-unit", "oz")
        app.run("config", "water-amount", "10")
        app.run("config", "target-hours", "18")
        app.run("start", "--at", "-3h")
        return app
    }

    static func export(_ app: TestApp) -> String {
        let result = app.run("export")
        #expect(result.code == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout
    }

    static func withoutExportedAt(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"exportedAt\"") }.joined(separator: "\n")
    }

    // MARK: Export

    @Test func exportHasTheContractKeysAndEachInstantsOwnOffset() throws {
        let app = Self.populated()
        let text = Self.export(app)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "atrest-export")
        #expect(object["version"] as? Int == 1)
        #expect(object["exportedAt"] as? String == "2026-11-21T13:00:00+01:00")
        let keys = ["format", "version", "exportedAt", "sessions", "activeFast", "water", "settings"]
        let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted(), "top-level keys in the contract's order")

        let sessions = try #require(object["sessions"] as? [[String: Any]])
        #expect(sessions.map { $0["start"] as? String } == [
            "2026-11-01T20:00:00+01:00", "2026-11-05T19:00:00+09:00", "2026-11-10T18:00:00-08:00",
        ])
        #expect(sessions.map { $0["timeZone"] as? String } == ["Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles"])
        #expect(sessions.map { $0["targetHours"] as? Double } == [16, 14, 16.5])
        for session in sessions {
            for key in ["id", "start", "end", "targetHours", "timeZone"] { #expect(session[key] != nil, "sessions lack \(key)") }
        }
        let water = try #require(object["water"] as? [[String: Any]])
        #expect(water.map { $0["at"] as? String } == [
            "2026-11-08T08:00:00+09:00", "2026-11-12T07:15:00-08:00", "2026-11-21T13:00:00+01:00",
        ])
        #expect(water.map { $0["milliliters"] as? Int } == [330, 237, 250])
        let active = try #require(object["activeFast"] as? [String: Any])
        #expect(active["start"] as? String == "2026-11-21T10:00:00+01:00")
        #expect(active["targetHours"] as? Int == 18)
        let settings = try #require(object["settings"] as? [String: Any])
        #expect(settings["waterUnit"] as? String == "oz")
        #expect(settings["waterAmount"] as? Int == 296)
        #expect(settings["targetHours"] as? Int == 18)
        #expect(settings["vigil"] as? Bool == false)
    }

    @Test func anEmptyHomeExportsAnEmptyDocumentAndCreatesNothing() throws {
        let app = TestApp()
        let object = try app.json("export")
        #expect(object["sessions"] as? [Any] != nil && (object["sessions"] as? [Any])?.isEmpty == true)
        #expect(object["activeFast"] is NSNull)
        #expect(app.snapshot().files.isEmpty, "exporting writes nothing, not even a lock")
    }

    @Test func exportIsNeverRestrictedByTier() throws {
        let app = TestApp(now: "2026-12-31T12:00:00Z")
        for day in 1...12 {
            let start = String(format: "2026-12-%02dT20:00", day)
            let end = String(format: "2026-12-%02dT12:00", day + 1)
            #expect(app.run("add", "--start", start, "--end", end).code == 0)
        }
        #expect((try app.json("log", "--json")["fasts"] as? [Any])?.count == 10, "the free tier shows ten")
        #expect((try app.json("export")["sessions"] as? [Any])?.count == 12, "the export holds all")
    }

    @Test func outputWritesAPrivateFileAndKeepsTheOneItReplaces() throws {
        let app = Self.populated()
        let path = app.home + "/backup/atrest.json"
        try FileManager.default.createDirectory(atPath: app.home + "/backup", withIntermediateDirectories: true)
        let first = app.run("export", "--output", path)
        #expect(first.code == 0)
        #expect(first.stdout.contains("Your data is stored on this computer"))
        #expect(app.mode(path) == 0o600)
        let written = try #require(app.bytes(path))
        #expect(Self.withoutExportedAt(String(decoding: written, as: UTF8.self)) == Self.withoutExportedAt(Self.export(app)))
        app.advance(minutes: 5)
        let second = app.run("export", "--output", path)
        #expect(second.stdout.contains("kept as \(path).previous"))
        #expect(app.bytes(path + ".previous") == written)
        #expect(app.run("export", "--output", "-").stdout.hasPrefix("{"))
    }

    @Test func relativeNamesAreReadAgainstTheWorkingDirectory() throws {
        let source = Self.populated()
        #expect(source.run("export", "--output", "relative.json").code == 0)
        let written = try #require(source.bytes(source.home + "/relative.json"), "written where the person is, not where atrest runs")
        let target = TestApp()
        target.write(String(decoding: written, as: UTF8.self), to: target.home + "/relative.json")
        let imported = target.run("import", "relative.json")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(try target.store.loadHistory().completedCount == 3)
    }

    @Test func outputRefusesAFolderAndAtrestsOwnFiles() throws {
        let app = Self.populated()
        let before = app.snapshot()
        #expect(app.run("export", "--output", app.home).code == 2)
        #expect(app.run("export", "--output", app.paths.sessions(year: 2026)).code == 2)
        #expect(app.run("export", "--output", app.paths.waterDirectory + "/../active.json").code == 2)
        try FileManager.default.createSymbolicLink(atPath: app.home + "/data", withDestinationPath: app.paths.data)
        #expect(app.run("export", "--output", app.home + "/data/active.json").code == 2, "through a symbolic link")
        #expect(app.snapshot() == before)
    }

    // MARK: Round trip

    @Test func exportImportExportIsExactAcrossTimeZones() throws {
        let source = Self.populated()
        let exported = Self.export(source)
        let target = TestApp(now: "2026-11-21T12:05:00Z", timeZone: "America/New_York")
        target.input = Data(exported.utf8)
        let imported = target.run("import", "-")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Added 3 fasts, 3 water entries and the running fast.\nChanged your settings (target-hours 16 → 18, water-unit ml → oz, water-amount 250 ml → 296 ml).\n")
        #expect(Self.withoutExportedAt(Self.export(target)) == Self.withoutExportedAt(exported))
        #expect(try target.store.loadActiveFast()?.recordedCount == 3)
        #expect(target.run("status", "--quiet").code == 0, "the running fast came along")
    }

    @Test func importingTheSameFileTwiceChangesNothingAndTouchesNoFile() throws {
        let exported = Self.export(Self.populated())
        let target = TestApp()
        let file = target.home + "/atrest-export.json"
        target.write(exported, to: file)
        #expect(target.run("import", file).code == 0)
        let before = target.snapshot()
        let again = target.run("import", file)
        #expect(again.code == 0)
        #expect(again.stdout == "Everything in \(file) is already here; nothing was changed.\n")
        #expect(target.snapshot() == before)
    }

    @Test func aChangedFileReplacesByIdAndAddsTheRest() throws {
        let source = Self.populated()
        var document = try Self.object(Self.export(source))
        var sessions = document["sessions"] as! [[String: Any]]
        sessions[0]["end"] = "2026-11-02T13:30:00+01:00"
        // Changed after the copy here was: the file's version is the newer one.
        Self.restamp(&document, id: sessions[0]["id"] as! String, "2026-11-21T12:30:00Z")
        sessions.append(["id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-15T20:00:00+01:00", "end": "2026-11-16T12:00:00+01:00"])
        document["sessions"] = sessions
        document["activeFast"] = NSNull()
        let result = Self.importing(document, into: source)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Added 1 fast.\nChanged 1 fast.\n"))
        let history = try source.store.loadHistory()
        #expect(history.completedCount == 4)
        let added = try #require(history.session(id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!))
        #expect(added.targetHours == 16, "a missing targetHours is 16")
        #expect(added.timeZone.identifier == "Europe/Berlin", "a missing zone whose offset agrees is the local zone")
        #expect(history.sessions[0].duration == 17.5 * 3600)
        #expect(try source.store.loadActiveFast() != nil, "a null activeFast leaves the running fast alone")
    }

    @Test func aMissingZoneFromElsewhereKeepsItsOwnOffset() throws {
        let app = TestApp()
        let document: [String: Any] = [
            "format": "atrest-export", "version": 1, "someOtherTool": ["x": 1],
            "sessions": [["id": "00000000-0000-4000-8000-000000000002", "start": "2026-10-01T20:00:00+05:30", "end": "2026-10-02T12:00:00+05:30", "note": "ignored"]],
            "water": [["id": "00000000-0000-4000-8000-000000000003", "at": "2026-10-02T08:00:00Z", "milliliters": 236.6]],
        ]
        #expect(Self.importing(document, into: app).code == 0)
        let session = try #require(try app.store.loadHistory().sessions.first)
        #expect(Timestamp.format(session.end, in: session.timeZone) == "2026-10-02T12:00:00+05:30")
        let water = try #require(try app.store.loadWater(month: WaterMonth(year: 2026, month: 10)).first)
        #expect(water.milliliters == 237)
        #expect(water.timeZone.secondsFromGMT(for: water.at) == 0)
        #expect(try app.store.loadSettings() == Settings(), "missing settings leave them as they are")
    }

    // MARK: Dry run

    @Test func dryRunSaysWhatWouldChangeAndWritesNothing() throws {
        let exported = Self.export(Self.populated())
        let empty = TestApp()
        empty.input = Data(exported.utf8)
        let dry = empty.run("import", "-", "--dry-run")
        #expect(dry.code == 0)
        #expect(dry.stdout.contains("Would add 3 fasts, 3 water entries and the running fast."))
        #expect(dry.stdout.contains("Nothing was written"))
        #expect(empty.snapshot().files.isEmpty, "not even a lock file")

        let home = Self.populated()
        var document = try Self.object(Self.export(home))
        var sessions = document["sessions"] as! [[String: Any]]
        sessions[1]["targetHours"] = 16
        Self.restamp(&document, id: sessions[1]["id"] as! String, "2026-11-21T12:30:00Z")
        document["sessions"] = sessions
        let before = home.snapshot()
        home.input = try JSONSerialization.data(withJSONObject: document)
        let changed = home.run("import", "-", "--dry-run")
        #expect(changed.code == 0)
        #expect(changed.stdout.contains("Would change 1 fast"))
        #expect(changed.stdout.contains("becomes"))
        #expect(home.snapshot() == before)
    }

    // MARK: Refusals

    /// Ways a file can be wrong, the exit code, and words the message must hold.
    static let hostile: [(name: String, code: Int32, words: String, make: @Sendable (inout [String: Any]) -> Void)] = [
        ("wrong type", 2, "sessions[1].start: expected a date and time", { doc in edit(&doc, "sessions", 1) { $0["start"] = 123 } }),
        ("string number", 2, "sessions[0].targetHours: expected a number of hours", { doc in edit(&doc, "sessions", 0) { $0["targetHours"] = "16" } }),
        ("huge number", 2, "water[0].milliliters: 1e+300 is outside 1–5000 ml", { doc in edit(&doc, "water", 0) { $0["milliliters"] = 1e300 } }),
        ("huge target", 2, "sessions[0].targetHours", { doc in edit(&doc, "sessions", 0) { $0["targetHours"] = 1e20 } }),
        ("duplicate ids", 2, "sessions[1].id: the same id as sessions[0]", { doc in
            let id = (doc["sessions"] as! [[String: Any]])[0]["id"]!
            edit(&doc, "sessions", 1) { $0["id"] = id }
        }),
        ("duplicate water ids", 2, "water[2].id: the same id as water[0]", { doc in
            let id = (doc["water"] as! [[String: Any]])[0]["id"]!
            edit(&doc, "water", 2) { $0["id"] = id }
        }),
        ("end before start", 2, "sessions[0].end", { doc in edit(&doc, "sessions", 0) { $0["end"] = "2026-11-01T19:00:00+01:00" } }),
        ("under four hours", 2, "4 hours or more", { doc in edit(&doc, "sessions", 0) { $0["end"] = "2026-11-01T23:00:00+01:00" } }),
        ("not a uuid", 2, "sessions[2].id", { doc in edit(&doc, "sessions", 2) { $0["id"] = "3" } }),
        ("not a date", 2, "water[1].at", { doc in edit(&doc, "water", 1) { $0["at"] = "yesterday" } }),
        ("no offset", 2, "has no offset", { doc in edit(&doc, "water", 1) { $0["at"] = "2026-11-12T07:15" } }),
        ("before 1900", 2, "sessions[1].start: \"0000-12-31T20:00:00-05:00\" is before 1900", { doc in
            edit(&doc, "sessions", 1) { $0["start"] = "0000-12-31T20:00:00-05:00" }
        }),
        ("not a zone's name", 2, "is not the name of a time zone", { doc in edit(&doc, "sessions", 0) { $0["timeZone"] = "Mars Olympus" } }),
        ("missing id", 2, "sessions[0].id: missing", { doc in edit(&doc, "sessions", 0) { $0["id"] = nil } }),
        ("bad unit", 2, "settings.waterUnit", { doc in
            var settings = doc["settings"] as! [String: Any]
            settings["waterUnit"] = "cups"
            doc["settings"] = settings
        }),
        ("sessions not a list", 2, "sessions: expected a list", { doc in doc["sessions"] = ["a": 1] }),
        ("unknown format", 2, "format", { doc in doc["format"] = "fastapp-backup" }),
        ("no format", 2, "format: missing", { doc in doc["format"] = nil }),
        ("newer version", 1, "update atrest", { doc in doc["version"] = 2 }),
    ]

    @Test(arguments: hostile.indices)
    func aRefusedImportLeavesEveryFileByteIdentical(case index: Int) throws {
        let (name, code, words, make) = Self.hostile[index]
        var document = try Self.object(Self.export(Self.populated()))
        make(&document)
        let target = Self.populated()
        let before = target.snapshot()
        for dryRun in [false, true] {
            target.input = try JSONSerialization.data(withJSONObject: document)
            let result = target.run(["import", "-"] + (dryRun ? ["--dry-run"] : []))
            #expect(result.code == code, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(name): \(result.stderr)")
            #expect(result.stderr.contains(dryRun ? "nothing was written" : "nothing was changed"))
            #expect(result.stdout.isEmpty)
            #expect(target.snapshot() == before, "\(name) changed a file")
        }
    }

    @Test(arguments: [
        (name: "empty", bytes: Data(), words: "is empty"),
        (name: "blank", bytes: Data("  \n\t".utf8), words: "is empty"),
        (name: "a list", bytes: Data("[1, 2]".utf8), words: "not an atrest export"),
        (name: "cut short", bytes: Data(#"{"format": "atrest-export", "version": 1, "sessions": [{"id": "#.utf8), words: "cut short"),
        (name: "repeated key", bytes: Data(#"{"format": "atrest-export", "format": "x", "version": 1}"#.utf8), words: "appears twice"),
        (name: "infinite number", bytes: Data(#"{"format": "atrest-export", "version": 1e999}"#.utf8), words: "too large"),
        (name: "deep nesting", bytes: Data(String(repeating: "[", count: 100_000).utf8), words: "nested"),
        (name: "junk", bytes: ExportImportTests.junk(megabytes: 10), words: "neither JSON, CSV nor iCalendar"),
    ])
    func inputThatIsNotAnExportIsRefusedQuickly(name: String, bytes: Data, words: String) throws {
        let target = Self.populated()
        let before = target.snapshot()
        target.input = bytes
        let result = target.run("import", "-")
        #expect(result.code == 2, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(words), "\(name): \(result.stderr)")
        #expect(target.snapshot() == before)
        let file = target.home + "/hostile.json"
        target.write(bytes, to: file)
        let fromFile = target.run("import", file)
        #expect(fromFile.code == 2)
        #expect(fromFile.stderr.hasPrefix("atrest: could not import \(file)") || fromFile.stderr.hasPrefix("atrest: \(file) is empty"))
        var expected = before
        expected.files["hostile.json"] = target.snapshot().files["hostile.json"]
        #expect(target.snapshot() == expected)
    }

    @Test func inputOverTheLimitIsRefusedUnread() {
        let target = TestApp()
        target.input = Data(repeating: 0x20, count: 128 * 1024 * 1024 + 1)
        let result = target.run("import", "-")
        #expect(result.code == 2)
        #expect(result.stderr.contains("larger than 128 MB"))
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let target = TestApp()
        let path = target.home + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 200 * 1024 * 1024)  // sparse: costs no disk
        try handle.close()
        let result = target.run("import", path)
        #expect(result.code == 2)
        #expect(result.stderr.contains("larger than 128 MB"))
    }

    @Test func aMissingFileIsExitOne() {
        let result = TestApp().run("import", "/nonexistent/atrest-export.json")
        #expect(result.code == 1)
        #expect(result.stderr.contains("could not read /nonexistent/atrest-export.json"))
    }

    /// The same real fast typed on two computers no longer blocks the whole import: both are
    /// kept, and `log` marks them (issue 18, "the file always wins").
    @Test func fastsSharingTimeWithOnesHereAreKeptBesideThem() throws {
        let target = Self.populated()
        let overlapping: [String: Any] = [
            "format": "atrest-export", "version": 1,
            "sessions": [["id": "00000000-0000-4000-8000-000000000009", "start": "2026-11-02T06:00:00+01:00", "end": "2026-11-02T14:00:00+01:00"]],
            "water": [["id": "00000000-0000-4000-8000-000000000019", "at": "2026-11-02T08:00:00Z", "milliliters": 250]],
        ]
        let result = Self.importing(overlapping, into: target)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Added 1 fast and 1 water entry."))
        #expect(result.stdout.contains("1 fast from the file shares time with one recorded here; both are kept"))
        #expect(try target.store.loadHistory().completedCount == 4)
        #expect(target.run("log").stdout.contains("shares time"))
        #expect(target.run("log", "--json").stdout.contains(#""sharesTimeWith": "00000000-0000-4000-8000-000000000009""#))
        #expect(target.run("doctor").stdout.contains("both are kept"))
        // Either copy takes a note or a reference as any fast does; only new times are checked.
        let noted = target.run("edit", "00000000", "--note", "the copy from the laptop", "--target", "18")
        #expect(noted.code == 0, "\(noted.stderr)")
        #expect(target.run("edit", "00000000", "--end", "2026-11-02T15:00").code == 1, "new times that still share time are refused")
        // Deleting the copy not wanted resolves it.
        #expect(target.run("delete", "00000000").code == 0)
        #expect(!target.run("log").stdout.contains("shares time"))

        let anotherRunning: [String: Any] = [
            "format": "atrest-export", "version": 1,
            "activeFast": ["id": "00000000-0000-4000-8000-00000000000a", "start": "2026-11-21T12:30:00+01:00"],
        ]
        let second = Self.importing(anotherRunning, into: target)
        #expect(second.code == 0, "\(second.stderr)")
        #expect(second.stdout.contains("A second fast is running, since"), "\(second.stdout)")
        #expect(target.run("abandon").code == 0)
        #expect(target.run("status", "--quiet").code == 1, "setting the running fast aside settles the second one too")
    }

    @Test func aDamagedFileHereStopsTheImportAndIsNotOverwritten() throws {
        let exported = Self.export(Self.populated())
        let target = TestApp()
        target.run("add", "--start", "2026-10-01T20:00", "--end", "2026-10-02T12:00")
        target.write("", to: target.paths.sessions(year: 2026))
        let before = target.snapshot()
        target.input = Data(exported.utf8)
        let result = target.run("import", "-")
        #expect(result.code == 1)
        #expect(result.stderr.contains("sessions/2026.json"))
        #expect(result.stderr.contains("atrest doctor"))
        #expect(target.snapshot() == before)
    }

    // MARK: Helpers

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Gives the record `id` a stamp in the document's `changes`, as a later change elsewhere would.
    static func restamp(_ document: inout [String: Any], id: String, _ changed: String) {
        var changes = document["changes"] as? [String: Any] ?? ["version": 1]
        var stamps = (changes["stamps"] as? [[String: Any]] ?? []).filter { ($0["id"] as? String)?.uppercased() != id.uppercased() }
        stamps.append(["id": id.uppercased(), "changed": changed, "changedBy": "00000000-0000-4000-8000-0000000000EE"])
        changes["stamps"] = stamps
        document["changes"] = changes
    }

    static func importing(_ document: [String: Any], into app: TestApp) -> TestApp.Output {
        app.input = (try? JSONSerialization.data(withJSONObject: document)) ?? Data()
        return app.run("import", "-")
    }

    static func edit(_ document: inout [String: Any], _ key: String, _ index: Int, _ change: (inout [String: Any]) -> Void) {
        var items = document[key] as! [[String: Any]]
        change(&items[index])
        document[key] = items
    }

    /// Reproducible bytes that are not JSON.
    static func junk(megabytes: Int) -> Data {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: megabytes * 1024 * 1024)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        if bytes.first == UInt8(ascii: "[") || bytes.first == UInt8(ascii: "{") { bytes[0] = 0xFF }
        return Data(bytes)
    }
}
