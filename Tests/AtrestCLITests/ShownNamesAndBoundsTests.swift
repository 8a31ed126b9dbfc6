import AtrestCLI
import Domain
import Foundation
import Screen
import Store
import Testing

/// Smaller trust items of issue 26: names from the disk and notes never carry escapes or
/// reordering marks to the terminal; doctor's advice fits the file; a socket in the sync folder
/// is passed over; the live view's frame is bounded whatever size the terminal claims.
@Suite struct ShownNamesAndBoundsTests {
    static let escape = "\u{1B}[31m"
    static let marks = ["\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{202A}", "\u{202B}"]

    /// A leftover temporary file whose name carries an escape, in a folder whose path does
    /// too: doctor names both, visibly (before: the escape reached the terminal raw).
    @Test func doctorShowsNamesWithEscapesVisibly() throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        app.write("{", to: app.paths.data + "/.sessions\(Self.escape).json.1-17.tmp")
        let report = app.run("doctor")
        #expect(report.stdout.contains("temporary file"), "\(report.stdout)")
        #expect(!report.stdout.contains("\u{1B}"), "\(report.stdout.debugDescription)")
        #expect(report.stdout.contains("\\e[31m"))

        let odd = TestApp()
        odd.environment["XDG_DATA_HOME"] = odd.home + "/data\(Self.escape)\u{202E}here"
        #expect(odd.run("water", "add", "250").code == 0)
        let oddReport = odd.run("doctor")
        #expect(!oddReport.stdout.contains("\u{1B}") && !oddReport.stdout.contains("\u{202E}"), "\(oddReport.stdout.debugDescription)")
    }

    @Test func exportOutputShowsANameWithEscapesVisibly() throws {
        let app = TestApp()
        let result = app.run("export", "--output", "out\(Self.escape).json")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("\u{1B}"))
    }

    /// Bidirectional marks in a note can reorder what a person reads: log and calendar show
    /// them as escapes (before: printed raw). JSON keeps the note as written.
    @Test func reorderingMarksInNotesAreNeutralisedOnOutput() throws {
        let app = TestApp()
        let note = "paid " + Self.marks.joined() + "0001 rof"
        #expect(app.run("add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00", "--note", note).code == 0)
        for command in [["log"], ["calendar", "2026-11-20"], ["calendar", "2026-11"]] {
            let output = app.run(command).stdout
            for mark in Self.marks { #expect(!output.contains(mark), "\(command): \(output.debugDescription)") }
        }
        #expect(app.run("log").stdout.contains("\\u{202E}"))
        let fasts = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]])
        #expect(fasts.first?["note"] as? String == note)
    }

    /// Files an export does not hold are not sent to an import (before: every damaged file
    /// without a previous copy was).
    @Test(arguments: ["reminders", "device", "sync"])
    func aDamagedFileAnExportDoesNotHoldIsNotSentToAnImport(file: String) throws {
        let app = TestApp()
        #expect(app.run("start", "--at", "-1h").code == 0)
        app.run("remind")
        let path: String = switch file {
        case "reminders": app.paths.reminders
        case "device": app.paths.device
        default: app.paths.syncFolder
        }
        app.damage(path, with: "{")
        try? FileManager.default.removeItem(atPath: path + ".previous")
        let report = app.run("doctor")
        #expect(report.code == 1)
        let unwrapped = report.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(unwrapped.contains("No import is needed"), "\(report.stdout)")
        #expect(!report.stdout.contains("atrest import"), "\(report.stdout)")
    }

    /// A socket named like a computer's file stopped every sync ("no such device or
    /// address"): it is passed over and said, as any file that is not a plain file is.
    @Test func aSocketInTheSyncFolderIsPassedOverAndSaid() throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        let folder = app.home + "/s"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = "atrest-11111111-2222-4333-8444-555555555555.json"
        let socketPath = folder + "/" + name
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0, "a socket is made")
        let result = app.run("sync", folder)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Left alone: \(name)"), "\(result.stdout)")
    }

    /// A terminal claiming 10000 × 10000 gets a bounded picture: the frame stays within
    /// `WatchScreen.largest` (before: a frame of a hundred million cells, gigabytes).
    @Test func watchBoundsItsFrameWhateverSizeTheTerminalClaims() throws {
        let app = TestApp()
        #expect(app.run("start", "--at", "-3h").code == 0)
        let terminal = FakeTerminal(columns: 10_000, rows: 10_000, events: [.timeout, FakeTerminal.typing("q")])
        app.terminal = terminal
        let result = app.run("watch")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(terminal.isGivenBack)
        let written = terminal.written
        #expect(written.utf8.count < 40_000_000, "\(written.utf8.count) bytes")
        #expect(!written.contains("\u{1B}[\(WatchScreen.largest.rows + 1);"), "no row past the bound is addressed")
        #expect(WatchScreen.bounded((10_000, 10_000)) == (600, 200) && WatchScreen.bounded((80, 24)) == (80, 24))
    }
}

/// What doctor missed (issue 26): a water entry held twice, and a lock that cannot be opened.
@Suite struct DoctorMissedTests {
    @Test func aWaterEntryHeldTwiceIsNamed() throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        let month = WaterMonth(containing: app.now)
        let path = app.paths.water(month: month)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let entry = try #require(text.range(of: #"\{"at"[^}]*\}"#, options: .regularExpression).map { String(text[$0]) })
        app.damage(path, with: text.replacingOccurrences(of: entry, with: entry + ",\n    " + entry))
        #expect(try app.store.loadWater(month: month).count == 2, "the store reads both copies")
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("more than once"), "\(report.stdout)")
    }

    /// A folder (or a link) where the lock should be stops every change; doctor stopped on it
    /// too, saying only "could not open the lock". Now it names it and how to set it aside.
    @Test(arguments: ["folder", "link"])
    func aBrokenLockIsNamed(kind: String) throws {
        let app = TestApp()
        #expect(app.run("water", "add", "250").code == 0)
        let lock = app.paths.lock
        try FileManager.default.removeItem(atPath: lock)
        if kind == "folder" {
            try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
        } else {
            try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: app.home + "/nowhere")
        }
        #expect(app.run("water", "add", "100").code == 1)
        let report = app.run("doctor")
        #expect(report.code == 1)
        #expect(report.stdout.contains("cannot be opened as atrest's lock"), "\(report.stdout)\(report.stderr)")
        #expect(report.stdout.contains("lock.broken"))
        try FileManager.default.moveItem(atPath: lock, toPath: lock + ".broken")
        #expect(app.run("water", "add", "100").code == 0, "set aside as doctor says, changes go on")
    }
}
