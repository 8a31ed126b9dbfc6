import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// Zone names are names: a `TZ` atrest cannot read is said once and UTC is used, its text is
/// never written into a record; a name in a file is looked up in the database by name only,
/// never opened as a path; a name an older atrest wrote from such a TZ is read as UTC, kept,
/// and named by `doctor`.
@Suite struct ZoneNameTests {
    private func app(tz: String, database: ZoneDatabase = ZoneDatabase()) -> TestApp {
        let app = TestApp()
        let choice = database.choice(environment: ["TZ": tz])
        app.timeZone = choice.zone
        app.zoneOrigin = choice.origin
        return app
    }

    @Test(arguments: ["UTC ", "America/New York", "Europe/Zürich", "/dev/tty", "Nowhere/Land", "../../etc/passwd", "Europe/Paris\u{1B}[2J"])
    func aTZAtrestCannotReadIsSaidOnceAndNeverWritten(tz: String) throws {
        let app = app(tz: tz)
        let started = app.run("start", "--at", "-3h")
        #expect(started.code == 0, "\(started.stderr)")
        #expect(started.stderr.components(separatedBy: "which names no time zone this system has").count == 2, "said once: \(started.stderr)")
        #expect(started.stderr.contains("\u{1B}") == false)
        let written = try String(contentsOfFile: app.paths.activeFast, encoding: .utf8)
        #expect(written.contains("\"timeZone\" : \"UTC\""), "\(written)")
        app.advance(hours: 2)
        #expect(app.run("end").code == 0)
        for command in [["status"], ["log"], ["export"], ["doctor"]] {
            let ran = app.run(command)
            #expect(ran.code == 0, "\(command): \(ran.stderr)")
        }
        #expect(try app.store.loadHistory().sessions.count == 1)
    }

    /// Said once for the whole live view, not again under each key it runs a command for.
    @Test func watchSaysItOnce() throws {
        let app = app(tz: "America/New York")
        let terminal = FakeTerminal(columns: 80, rows: 24, events: [FakeTerminal.typing("w"), FakeTerminal.typing("q")])
        app.terminal = terminal
        let result = app.run("watch")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "names no time zone").count == 2, "\(result.stderr)")
        #expect(!terminal.written.contains("names no time zone"))
        #expect(terminal.written.contains("250 ml"), "w ran")
    }

    /// What an older atrest wrote from such a TZ: read as UTC, every record kept, said by
    /// doctor, and `doctor --repair` has nothing to "fix" by dropping the fast.
    @Test(arguments: ["America/New York", "UTC ", "/dev/tty", "Europe/Zürich"])
    func aFileAlreadyHoldingSuchANameIsReadAsUTCAndKept(name: String) throws {
        let app = TestApp()
        #expect(app.run("start", "--at", "-3h").code == 0)
        let file = app.paths.activeFast
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "Europe/Berlin", with: name)
        app.damage(file, with: text)
        #expect(app.run("status").code == 0)
        let doctor = app.run("doctor")
        #expect(doctor.code == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("which is no zone's name"), "\(doctor.stdout)")
        #expect(app.run("doctor", "--repair").code == 0)
        #expect(try app.store.loadActiveFast()?.0.timeZone == .utc, "the fast is kept, read as UTC")
        app.advance(hours: 2)
        #expect(app.run("end").code == 0)
        #expect(try app.store.loadHistory().sessions.map(\.timeZone.identifier) == ["UTC"])
        #expect(app.run("doctor").stdout.contains("no zone's name") == false, "the next save wrote UTC")
    }

    /// A zone's name this computer's database does not hold (newer than its tzdata, from
    /// another computer): read as UTC here, kept as written, and named by doctor as a note
    /// (doctor said "all in order" while `status` said "on Mars/Olympus time" in UTC).
    @Test func aNameThisDatabaseDoesNotHoldIsKeptAndNamedByDoctor() throws {
        let app = TestApp()
        #expect(app.run("start", "--at", "-3h").code == 0)
        let file = app.paths.activeFast
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "Europe/Berlin", with: "Mars/Olympus")
        app.damage(file, with: text)
        let doctor = app.run("doctor")
        #expect(doctor.code == 0, "a note, nothing that needs you: \(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("\"Mars/Olympus\""), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("does not hold"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("no zone's name"), "a zone's name, only not held here")
        app.advance(hours: 2)
        #expect(app.run("end").code == 0)
        #expect(try app.store.loadHistory().sessions.map(\.timeZone.identifier) == ["Mars/Olympus"], "the name is kept")
        #expect(app.run("doctor").stdout.contains("does not hold"), "\(app.run("doctor").stdout)")
    }

    /// A FIFO's path in another computer's file, or in a document to import, is never
    /// opened: nothing hangs holding the lock, nothing typed is read.
    @Test func aPathAsAZoneNameIsNeverOpened() throws {
        let app = TestApp()
        let fifo = app.home + "/zone-fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(app.run("start", "--at", "-3h").code == 0)
        let file = app.paths.activeFast
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "Europe/Berlin", with: fifo)
        app.damage(file, with: text)
        for command in [["status"], ["export"], ["doctor"]] {
            let ran = app.run(command)
            #expect(ran.code == 0, "\(command): \(ran.stdout)\(ran.stderr)")
        }
        let document = app.home + "/doc.json"
        try """
        {"format": "atrest-export", "version": 1, "sessions": [{"id": "6f1b2c3d-0000-4000-8000-000000000001", "start": "2026-11-10T20:00:00Z", "end": "2026-11-11T12:00:00Z", "targetHours": 16, "timeZone": "\(fifo)"}]}
        """.write(toFile: document, atomically: true, encoding: .utf8)
        let imported = app.run("import", document)
        #expect(imported.code == 2, "a document naming a path for a zone is refused: \(imported.stdout)\(imported.stderr)")
        #expect(imported.stderr.contains("is not the name of a time zone"), "\(imported.stderr)")
    }

    /// TZ naming a FIFO in the database (or given by path) is not waited on either.
    @Test func aFIFOInTheDatabaseIsNoZone() throws {
        let folder = NSTemporaryDirectory() + "atrest-zones-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/Test/Fifo", 0o600) == 0)
        let database = ZoneDatabase(environment: ["TZDIR": folder])
        #expect(database.zone(named: "Test/Fifo") == nil)
        #expect(database.choice(environment: ["TZ": "Test/Fifo"]).origin == .tzUnreadable("Test/Fifo"))
        #expect(database.choice(environment: ["TZ": folder + "/Test/Fifo"]).zone == .utc)
        #expect(database.choice(environment: ["TZ": "/dev/tty"]).zone == .utc)
    }

    @Test func namesAreCheckedAsTheDatabaseSpellsThem() throws {
        for name in ["Europe/Paris", "America/Argentina/ComodRivadavia", "Etc/GMT+5", "GMT+0530", "UTC", "localtime",
                     "EST5EDT,M3.2.0,M11.1.0", "<+0530>-5:30", "CET-1CEST,M3.5.0,M10.5.0/3", "Nowhere/Land"] {
            #expect(ZoneName.isValid(name), "\(name)")
        }
        for name in ["", "UTC ", " UTC", "America/New York", "Europe/Zürich", "/dev/tty", "/usr/share/zoneinfo/UTC", "../etc/passwd",
                     "Europe/../Asia/Tokyo", "Europe//Paris", "Europe/Paris/", "a\tb", "Europe/Paris\u{1B}", "Europe/\u{202E}Paris", ".", "-x"] {
            #expect(!ZoneName.isValid(name), "\(name.debugDescription)")
        }
    }

    /// The database-name check reads bytes in place (every record read asks it): its edges.
    @Test func databaseNamesAtTheirEdges() {
        let part64 = String(repeating: "a", count: 64), part65 = String(repeating: "a", count: 65)
        let long255 = Array(repeating: "abcd", count: 50).joined(separator: "/") + "/abcde"  // 255 bytes
        #expect(long255.utf8.count == 255)
        for name in [part64, "Etc/" + part64, "..a", "a..", "a/.b", "a/b.", "A-b/c_d+e", "x", long255] {
            #expect(ZoneName.isDatabaseName(name), "\(name)")
        }
        for name in [part65, "Etc/" + part65, "a/-b", "-a/b", "a/./b", "a/../b", "a/.", "a/..", "/a", "a/", "a//b",
                     long255 + "d", "a b", "a\u{0}b", "é", "a/\u{FF}", "a\\b", "a:b", "a,b"] {
            #expect(!ZoneName.isDatabaseName(name), "\(name.debugDescription)")
        }
    }
}
