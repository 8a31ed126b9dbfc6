import AtrestCLI
import Domain
import Foundation
import Store
import TestProcesses
import Testing

@Suite struct DoctorCommandTests {
    /// A home where every data file has been saved twice, so each has a previous generation.
    static func home() -> TestApp {
        let app = TestApp()
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        app.run("add", "--start", "2026-11-05T20:00", "--end", "2026-11-06T12:00")
        app.run("water", "add", "250")
        app.run("water", "add", "300")
        app.run("config", "water-unit", "oz")
        app.run("config", "target-hours", "18")
        return app
    }

    @Test func aHealthyHomeIsInOrderAndDoctorChangesNothing() {
        let app = Self.home()
        let before = app.snapshot()
        let result = app.run("doctor")
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("All of atrest's files are in order.\n"))
        #expect(result.stdout.contains("~/.local/share/atrest"))
        #expect(app.snapshot() == before)
        #expect(app.run("doctor", "--repair").stdout.contains("nothing to repair"))
        #expect(app.snapshot() == before)
    }

    @Test func anEmptyHomeHasNothingToCheckAndGetsNoFiles() {
        let app = TestApp()
        let result = app.run("doctor")
        #expect(result.code == 0)
        #expect(result.stdout.contains("atrest has no files yet"))
        #expect(app.snapshot().files.isEmpty)
    }

    /// Hand damage to a file that has a readable previous generation.
    static let damage: [(name: String, words: String, damage: @Sendable (Data) -> Data)] = [
        ("empty", "it is empty", { _ in Data() }),
        ("truncated", "not valid JSON", { $0.prefix($0.count / 2) }),
        ("not JSON", "not valid JSON", { _ in Data("hello\n".utf8) }),
        ("binary", "not valid JSON", { _ in Data([0x00, 0xFF, 0x13, 0x37]) }),
        ("version 0", "version 0", { _ in Data(#"{"version": 0, "sessions": [], "entries": []}"#.utf8) }),
        ("wrong shape", "could not be read", { _ in Data(#"{"version": 1, "sessions": {"a": 1}, "entries": {"a": 1}}"#.utf8) }),
        ("bad instant", "not a date", { data in
            Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "2026-11-", with: "2026-13-").utf8)
        }),
    ]

    @Test(arguments: damage.indices, ["sessions", "water"])
    func aDamagedFileIsExplainedThenRestoredFromItsPreviousCopy(case index: Int, file: String) throws {
        let (name, words, damage) = Self.damage[index]
        let app = Self.home()
        let path = file == "sessions" ? app.paths.sessions(year: 2026) : app.paths.water(month: WaterMonth(year: 2026, month: 11))
        let previous = try #require(app.bytes(path + ".previous"))
        let damaged = damage(try #require(app.bytes(path)))
        app.damage(path, with: damaged)
        let before = app.snapshot()

        let log = app.run(file == "sessions" ? "log" : "water")
        #expect(log.code == 1, "a damaged file is never read as empty (\(name))")
        #expect(log.stderr.contains("atrest doctor"))

        let report = app.run("doctor")
        #expect(report.code == 1, "\(name)")
        let shownPath = "~" + path.dropFirst(app.home.count)
        #expect(report.stdout.contains(shownPath + "\n  could not be read: "), "\(name): \(report.stdout)")
        #expect(report.stdout.contains(words), "\(name): \(report.stdout)")
        #expect(report.stdout.contains("atrest doctor --repair sets the file aside"))
        #expect(app.snapshot() == before, "doctor without --repair changes nothing")

        let repair = app.run("doctor", "--repair")
        #expect(repair.code == 0, "\(name): \(repair.stdout)")
        #expect(repair.stdout.contains("Set aside as \((path as NSString).lastPathComponent).damaged-20261121T120000Z"))
        #expect(repair.stdout.contains("All of atrest's files are in order now."))
        #expect(app.bytes(path) == previous, "the previous generation is back")
        #expect(app.bytes(path + ".previous") == previous, "and still kept")
        #expect(app.bytes(path + ".damaged-20261121T120000Z") == damaged, "the damaged file is kept, byte for byte")
        #expect(app.mode(path) == 0o600)
        #expect(app.run(file == "sessions" ? "log" : "water").code == 0)

        let after = app.run("doctor")
        #expect(after.code == 0, "a copy set aside is a note, not a problem")
        #expect(after.stdout.replacingOccurrences(of: "\n  ", with: " ").contains("set aside by atrest doctor --repair"))
    }

    @Test func aSecondRepairNeverOverwritesAnEarlierDamagedCopy() throws {
        let app = Self.home()
        app.damage(app.paths.sessions(year: 2026), with: "first damage")
        #expect(app.run("doctor", "--repair").code == 0)
        app.damage(app.paths.sessions(year: 2026), with: "second damage")
        #expect(app.run("doctor", "--repair").code == 0)
        let aside = app.paths.sessions(year: 2026) + ".damaged-20261121T120000Z"
        #expect(app.bytes(aside) == Data("first damage".utf8))
        #expect(app.bytes(aside + "-2") == Data("second damage".utf8))
    }

    @Test func settingsAreRestoredToo() throws {
        let app = Self.home()
        let previous = app.bytes(app.paths.settings + ".previous")
        app.damage(app.paths.settings, with: "{")
        #expect(app.run("config").code == 1)
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(app.bytes(app.paths.settings) == previous)
        #expect(app.run("config", "water-unit").stdout == "oz\n", "one save older: the unit was set, the target not yet")
        #expect(app.run("config", "target-hours").stdout == "16\n")
    }

    @Test func aFileFromANewerAtrestIsLeftAlone() {
        let app = Self.home()
        app.damage(app.paths.sessions(year: 2026), with: #"{"version": 99, "sessions": "a format from the future"}"#)
        let before = app.snapshot()
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("was written by a newer atrest (format 99)"))
        #expect(report.stdout.contains("Update atrest"))
        let repair = app.run("doctor", "--repair")
        #expect(repair.code == 1)
        #expect(app.snapshot() == before, "never replaced by an older generation")
    }

    @Test func aByteOrderMarkIsANoteAndTheFileStillReads() throws {
        let app = Self.home()
        let bytes = try #require(app.bytes(app.paths.sessions(year: 2026)))
        app.damage(app.paths.sessions(year: 2026), with: Data([0xEF, 0xBB, 0xBF]) + bytes)
        let report = app.run("doctor")
        #expect(report.code == 0)
        #expect(report.stdout.contains("byte-order mark"))
        #expect(app.run("log").code == 0)
    }

    @Test func aMissingFileWithAPreviousCopyIsRestored() throws {
        let app = Self.home()
        let previous = app.bytes(app.paths.sessions(year: 2026) + ".previous")
        try FileManager.default.removeItem(atPath: app.paths.sessions(year: 2026))
        #expect(app.run("log").code == 1, "missing while its previous copy remains: not an empty history")
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("is missing, though its previous copy is still there"))
        let repair = app.run("doctor", "--repair")
        #expect(repair.code == 0)
        #expect(repair.stdout.contains("The previous copy is in its place now."))
        #expect(app.bytes(app.paths.sessions(year: 2026)) == previous)
        #expect(!app.names(in: app.paths.data).contains { $0.contains("damaged") })
    }

    @Test func withoutAReadablePreviousCopyNothingIsReplaced() {
        let app = TestApp()
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        app.damage(app.paths.sessions(year: 2026), with: "[]")
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("There is no previous copy"))
        #expect(report.stdout.contains("atrest import"))
        let before = app.snapshot()
        #expect(app.run("doctor", "--repair").code == 1)
        #expect(app.snapshot() == before)

        app.damage(app.paths.sessions(year: 2026) + ".previous", with: "also damaged")
        let both = app.run("doctor")
        #expect(both.stdout.contains("could not be read either"))
        #expect(app.run("doctor", "--repair").code == 1)
    }

    @Test func loosePermissionsAreSetRight() {
        let app = Self.home()
        app.setMode(app.paths.sessions(year: 2026), 0o644)
        app.setMode(app.paths.data, 0o755)
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("has mode 0644: others on this computer can read it"))
        #expect(report.stdout.contains("has mode 0755"))
        let repair = app.run("doctor", "--repair")
        #expect(repair.code == 0)
        #expect(repair.stdout.contains("Set to 0600."))
        #expect(app.mode(app.paths.sessions(year: 2026)) == 0o600)
        #expect(app.mode(app.paths.data) == 0o700)
    }

    @Test func temporaryFilesAreExplainedAndNeverDeletedByDoctor() {
        let app = Self.home()
        // No process can have this number (Linux's largest is 2^22), so its writer is gone.
        let leftover = app.paths.data + "/.sessions.json.999999999-17.tmp"
        app.write("{\"version\": 1, \"sess", to: leftover)
        let report = app.run("doctor")
        #expect(report.code == 0)
        #expect(report.stdout.contains("a temporary file left by a save that was cut short"))
        #expect(report.stdout.contains("the next change atrest saves removes it"))
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(app.bytes(leftover) != nil, "doctor never deletes")
        let change = app.run("water", "add", "8oz")
        #expect(change.code == 0, "\(change.stderr)")
        #expect(app.bytes(leftover) == nil, "the next change removed it")
        #expect(app.run("doctor").stdout.contains("All of atrest's files are in order"))
    }

    @Test func aTemporaryFileWhoseWriterStillRunsIsLeftAlone() throws {
        let app = Self.home()
        // A running process named like atrest (a copy of sleep, so it runs and waits): a file
        // naming it is never taken for an orphan.
        let holder = app.home + "/atrest-holder"
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: holder)
        let process = try TestProcess.make(holder, ["10"], home: app.home)
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let running = app.paths.data + "/.sessions.json.\(process.processIdentifier)-17.tmp"
        app.write("{", to: running)
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("    rm ~/'.local/share/atrest/.sessions.json.\(process.processIdentifier)-17.tmp'\n"), "\(report.stdout)")
        #expect(report.stdout.hasSuffix("Nothing was changed. What each finding needs is said with it.\n")
            || report.stdout.contains("Nothing was changed. What each finding needs is said with it."), "a closing line, not a blank: \(report.stdout)")
        #expect(app.run("water", "add", "8oz").code == 0)
        #expect(app.bytes(running) != nil)
    }

    /// A number in use by another program (process 1 here; after a reboot, any) is no atrest
    /// still saving: its file is an orphan, which the next change removes.
    @Test func aTemporaryFileNamingAnotherProgramIsAnOrphan() {
        let app = Self.home()
        let leftover = app.paths.data + "/.sessions.json.1-17.tmp"
        app.write("{", to: leftover)
        #expect(app.run("doctor").code == 0)
        #expect(app.run("water", "add", "8oz").code == 0)
        #expect(app.bytes(leftover) == nil)
    }

    @Test func fastsThatShareTimeAreNamed() {
        let app = TestApp()
        app.write("""
        {"version": 1, "sessions": [
          {"id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-01T19:00:00Z", "end": "2026-11-02T11:00:00Z", "targetHours": 16, "timeZone": "Europe/Berlin"},
          {"id": "00000000-0000-4000-8000-000000000002", "start": "2026-11-02T09:00:00Z", "end": "2026-11-02T17:00:00Z", "targetHours": 16, "timeZone": "Europe/Berlin"}
        ]}
        """, to: app.paths.sessions(year: 2026))
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("holds two fasts that share time"))
        #expect(report.stdout.contains("00000000"))
        #expect(report.stdout.contains("atrest delete with the id of the copy you do not want"))
        #expect(report.stdout.contains("both are kept"))
        #expect(app.run("log").stdout.contains("shares time with 00000000"))
    }
}
