import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// How fasts are filed in year files, as a person meets it: a copy left in two files by a
/// move cut short is explained and heals; a fast filed in the wrong year is refused.
@Suite struct HistoryFilingTests {
    static let id = "2BD45AF1-4352-4B62-BBED-B27E5FE8842B"

    static func file(_ records: String...) -> String {
        #"{"sessions": [\#(records.joined(separator: ", "))], "version": 1}"# + "\n"
    }

    static func record(start: String, end: String, id: String = id) -> String {
        #"{"end": "\#(end)", "id": "\#(id)", "start": "\#(start)", "targetHours": 16, "timeZone": "UTC"}"#
    }

    /// An edit that moved a fast from 31 December to 1 January, cut short after the new year's
    /// file was written: the fast is in both files, each copy in its own year.
    static func movedHome() -> TestApp {
        let app = TestApp(now: "2026-02-01T12:00:00Z", timeZone: "UTC")
        app.write(file(record(start: "2025-12-30T20:00:00Z", end: "2025-12-31T12:00:00Z")), to: app.paths.sessions(year: 2025))
        app.write(file(record(start: "2025-12-31T20:00:00Z", end: "2026-01-01T12:00:00Z")), to: app.paths.sessions(year: 2026))
        for path in [app.paths.sessions(year: 2025), app.paths.sessions(year: 2026)] { app.setMode(path, 0o600) }
        for path in [app.paths.data, app.paths.sessionsDirectory] { app.setMode(path, 0o700) }
        return app
    }

    @Test func aFastInTwoYearFilesCountsOnceIsExplainedAndTheNextChangeHealsIt() throws {
        let app = Self.movedHome()
        let log = app.run("log", "--json")
        #expect(log.code == 0)
        #expect(log.stdout.components(separatedBy: "2bd45af1-").count == 2, "listed once: \(log.stdout)")
        #expect(log.stdout.contains("2026-01-01T12:00:00Z"), "the newer file's copy counts")

        let report = app.run("doctor")
        #expect(report.code == 0, "nothing is damaged: \(report.stdout)")
        let words = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(report.stdout.contains("~/.local/share/atrest/sessions/2025.json\n"))
        #expect(words.contains("holds an older copy of the fast 2bd45af1"), "\(report.stdout)")

        #expect(app.run("add", "--start", "2026-01-10T20:00", "--end", "2026-01-11T12:00").code == 0)
        let older = String(decoding: try #require(app.bytes(app.paths.sessions(year: 2025))), as: UTF8.self)
        #expect(!older.contains(Self.id), "the next change leaves the fast in one file")
        #expect(!app.run("doctor").stdout.contains("older copy"))
    }

    /// Many fasts moved at once (and sessions.json beside year files, an earlier atrest's
    /// move) make one note each file, not one a fast.
    @Test func manyCopiesMakeOneNote() throws {
        let app = TestApp(now: "2026-02-01T12:00:00Z", timeZone: "UTC")
        let other = "3C0FFEE0-4352-4B62-BBED-B27E5FE8842B"
        app.write(Self.file(
            Self.record(start: "2025-12-28T20:00:00Z", end: "2025-12-29T12:00:00Z", id: other),
            Self.record(start: "2025-12-30T20:00:00Z", end: "2025-12-31T12:00:00Z")
        ), to: app.paths.sessions(year: 2025))
        app.write(Self.file(
            Self.record(start: "2025-12-31T20:00:00Z", end: "2026-01-01T12:00:00Z", id: other),
            Self.record(start: "2026-01-01T20:00:00Z", end: "2026-01-02T12:00:00Z")
        ), to: app.paths.sessions(year: 2026))
        let legacy = Self.file(Self.record(start: "2025-12-30T20:00:00Z", end: "2025-12-31T12:00:00Z"))
        app.write(legacy, to: app.paths.legacySessions)
        for path in [app.paths.sessions(year: 2025), app.paths.sessions(year: 2026), app.paths.legacySessions] { app.setMode(path, 0o600) }
        for path in [app.paths.data, app.paths.sessionsDirectory] { app.setMode(path, 0o700) }
        let report = app.run("doctor")
        #expect(report.code == 0)
        let words = report.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("holds older copies of 2 fasts that newer year files hold too"), "\(report.stdout)")
        #expect(report.stdout.components(separatedBy: "older cop").count == 2, "one note: \(report.stdout)")
    }

    @Test func aFastFiledInTheWrongYearIsRefusedByEveryReader() {
        let app = TestApp(now: "2026-02-01T12:00:00Z", timeZone: "UTC")
        app.write(Self.file(Self.record(start: "2023-12-31T20:00:00Z", end: "2024-01-01T12:00:00Z")), to: app.paths.sessions(year: 2026))
        for arguments in [["log"], ["calendar", "2024-01"], ["forest"], ["export"], ["add", "--start", "2025-01-01T20:00", "--end", "2025-01-02T12:00"]] {
            let output = app.run(arguments)
            #expect(output.code == 1, "\(arguments): \(output.stdout)")
            #expect(output.stderr.contains("sessions/2026.json: sessions[0].end: 2024-01-01T12:00:00Z is not in 2026"), "\(arguments): \(output.stderr)")
        }
        #expect(app.run("doctor").code == 1)
    }

    @Test func anEndBeforeItsStartIsRefusedWhereItUsedToExportAsZeroMinutes() {
        let app = TestApp(now: "2026-02-01T12:00:00Z", timeZone: "UTC")
        app.write(Self.file(Self.record(start: "2026-01-02T20:00:00Z", end: "2026-01-01T12:00:00Z")), to: app.paths.sessions(year: 2026))
        for arguments in [["log"], ["export"], ["edit", "2bd4", "--target", "18"]] {
            let output = app.run(arguments)
            #expect(output.code == 1, "\(arguments): \(output.stdout)")
            #expect(output.stderr.contains("sessions[0].end: 2026-01-01T12:00:00Z is not after the start"), "\(arguments): \(output.stderr)")
        }
    }
}
