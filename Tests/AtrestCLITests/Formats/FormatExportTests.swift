import AtrestCLI
import Domain
import Interchange
import Foundation
import Licensing
import Store
import TestProcesses
import Testing

/// The Atrest app's types, re-declared from its handover documents, and encoded with
/// Foundation's `JSONEncoder` as the app encodes them: the independent reader and writer the
/// ios export is checked against.
private struct AppSession: Codable, Equatable {
    var id: UUID
    var start: Date
    var end: Date
    var targetDurationHours: Double?
}

private struct AppPayload: Codable, Equatable {
    var sessions: [AppSession]
}

private struct AppExport: Codable, Equatable {
    var version: Int
    var generatedAt: Date
    var payload: AppPayload
    var checksum: String
}

private enum AppCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func checksum(_ payload: AppPayload) throws -> String {
        try SHA256Hash.hex(of: encoder.encode(payload))
    }
}

@Suite struct IOSExportTests {
    @Test func theSampleIsWhatTheAppsEncoderWrites() throws {
        let data = try Samples.data("atrest-ios.json")
        let file = try AppCoding.decoder.decode(AppExport.self, from: data)
        #expect(try AppCoding.checksum(file.payload) == file.checksum)
        #expect(try AppCoding.encoder.encode(file) == data)
    }

    @Test func exportIsByteForByteWhatTheAppsEncoderWrites() throws {
        let app = TestApp()
        #expect(app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00", "--target", "16").code == 0)
        #expect(app.run("add", "--start", "2026-11-03T19:30", "--end", "2026-11-04T13:45", "--target", "18.5", "--note", "a/b").code == 0)
        let output = app.run("export", "--format", "ios")
        #expect(output.code == 0)
        let data = Data(output.stdout.utf8)
        let file = try AppCoding.decoder.decode(AppExport.self, from: data)
        #expect(try AppCoding.encoder.encode(file) == data, "sorted keys, whole-second Z dates, 16 not 16.0")
        #expect(try AppCoding.checksum(file.payload) == file.checksum)
        #expect(file.version == 1)
        #expect(file.payload.sessions.map(\.targetDurationHours) == [16, 18.5])
        #expect(output.stdout.contains("\"targetDurationHours\":16}"))
        #expect(file.payload.sessions.allSatisfy { output.stdout.contains($0.id.uuidString) }, "upper-case ids")
    }

    @Test func onlyFastsAreWrittenAndAnEmptyHistoryIsAnEmptyList() throws {
        let app = TestApp()
        let data = Data(app.run("export", "--format", "ios").stdout.utf8)
        let file = try AppCoding.decoder.decode(AppExport.self, from: data)
        #expect(file.payload.sessions.isEmpty)
        #expect(try AppCoding.checksum(file.payload) == file.checksum)
    }

    /// ios → atrest → ios: the same ids, instants and targets (a missing target is 16; the
    /// fast under 4 hours was never kept, as the app does not keep it either).
    @Test func aRoundTripKeepsIdsInstantsAndTargets() throws {
        let original = try AppCoding.decoder.decode(AppExport.self, from: Samples.data("atrest-ios.json"))
        let app = TestApp()
        #expect(app.run("import", Samples.path("atrest-ios.json")).code == 0)
        let written = try AppCoding.decoder.decode(AppExport.self, from: Data(app.run("export", "--format", "ios").stdout.utf8))
        let expected = original.payload.sessions
            .filter { $0.end.timeIntervalSince($0.start) >= 4 * 3600 }
            .map { AppSession(id: $0.id, start: $0.start, end: $0.end, targetDurationHours: $0.targetDurationHours ?? 16) }
        #expect(written.payload.sessions == expected)
        let again = TestApp()
        again.input = Data(app.run("export", "--format", "ios").stdout.utf8)
        #expect(again.run("import", "-").code == 0)
        #expect(again.run("export", "--format", "ios").stdout == app.run("export", "--format", "ios").stdout)
    }
}

/// Runs `python3` with `script`, the exported file's path as its argument; nil when python3
/// or a module the script needs is missing (exit 3).
func python(_ script: String, file: String) throws -> (code: Int32, output: String) {
    // python3 where the system has it (CI's /usr/local/bin too), in a fresh environment.
    let ran = try TestProcess.run("/usr/bin/env", ["python3", "-c", script, file], environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"])
    return (ran.status, ran.output + ran.errors)
}

/// True when `python3` can import `module`; CI installs what these tests need (`.ci/run`)
/// and sets ATREST_REQUIRE_PYTHON_READERS, so there a missing reader fails instead of skipping.
func pythonHas(_ module: String) -> Bool {
    if ProcessInfo.processInfo.environment["ATREST_REQUIRE_PYTHON_READERS"] != nil { return true }
    return (try? python("import \(module)", file: ""))?.code == 0
}

@Suite struct CalendarExportTests {
    static func app() -> TestApp {
        let app = TestApp()
        app.run("add", "--start", "2026-03-28T20:00", "--end", "2026-03-29T12:00", "--note", "Rain; then, a \\ quiet morning")
        let long = String(repeating: "Stille über dem Wald, ", count: 22).trimmingCharacters(in: .whitespaces)
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00", "--note", long)
        return app
    }

    @Test func linesEndInCRLFAndAreFoldedAt75Octets() throws {
        let text = Self.app().run("export", "--format", "ics").stdout
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") }, "the long note is folded")
        #expect(text.contains("DESCRIPTION:Rain\\; then\\, a \\\\ quiet morning"))
    }

    @Test(.enabled(if: pythonHas("icalendar"), "python3 -m pip install icalendar to run it"))
    func pythonsIcalendarReadsEveryEvent() throws {
        let app = Self.app()
        let path = app.home + "/fasts.ics"
        #expect(app.run("export", "--format", "ics", "--output", path).code == 0)
        let script = """
        import sys, icalendar
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        print(calendar['PRODID'])
        for event in calendar.walk('VEVENT'):
            print(event['UID'], event['DTSTART'].dt.isoformat(), event['DTEND'].dt.isoformat(), event['DTSTAMP'].dt.isoformat(), event['SUMMARY'], '|', event.get('DESCRIPTION', ''))
        """
        let (code, output) = try python(script, file: path)
        #expect(code == 0, "\(output)")
        let ids = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]]).compactMap { $0["id"] as? String }.reversed()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("-//atrest//atrest ") == true)
        #expect(lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) } == ids.map { "\($0)@atrest" })
        #expect(lines[1].contains(" 2026-03-28T19:00:00+00:00 2026-03-29T10:00:00+00:00 2026-11-21T12:00:00+00:00 Fast | Rain; then, a \\ quiet morning"), "\(lines[1])")
        #expect(lines[2].hasSuffix(String(repeating: "Stille über dem Wald, ", count: 22).trimmingCharacters(in: .whitespaces)), "unfolded whole")
    }
}

@Suite struct SpreadsheetExportTests {
    @Test(.enabled(if: pythonHas("csv"), "needs python3"))
    func pythonsCSVReaderReadsEveryRowWithOffsets() throws {
        let app = TestApp()
        app.run("add", "--start", "2026-03-28T20:00", "--end", "2026-03-29T12:15", "--target", "18", "--note", "said \"enough\", and slept")
        app.run("add", "--start", "2026-11-01T20:00", "--end", "2026-11-02T12:00")
        let path = app.home + "/fasts.csv"
        #expect(app.run("export", "--format", "csv", "--output", path).code == 0)
        let bytes = try #require(app.bytes(path))
        #expect(String(decoding: bytes, as: UTF8.self).hasSuffix("\r\n"))
        let script = """
        import sys, csv, datetime
        with open(sys.argv[1], newline='') as f:
            for row in csv.DictReader(f, strict=True):
                start = datetime.datetime.fromisoformat(row['start'].replace('Z', '+00:00'))
                end = datetime.datetime.fromisoformat(row['end'].replace('Z', '+00:00'))
                assert start.utcoffset() is not None and end.utcoffset() is not None
                print(row['id'], start.isoformat(), end.isoformat(), row['durationSeconds'], row['targetHours'], row['tree'], row['timeZone'], '|' + row['note'] + '|')
        """
        let (code, output) = try python(script, file: path)
        #expect(code == 0, "\(output)")
        let ids = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]]).compactMap { $0["id"] as? String }.reversed()
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.map { String($0.prefix(36)) } == Array(ids))
        #expect(lines.first?.hasSuffix(" 2026-03-28T20:00:00+01:00 2026-03-29T12:15:00+02:00 54900 18 incomplete Europe/Berlin |said \"enough\", and slept|") == true, "\(lines)")
        #expect(lines.last?.hasSuffix(" 57600 16 established Europe/Berlin ||") == true)
    }

    /// A note that begins like a formula is kept text in a spreadsheet (a leading `'`), and only
    /// there: `log --json` and atrest's own export give it back exactly as it was typed.
    @Test func aNoteThatBeginsLikeAFormulaStaysText() throws {
        let app = TestApp()
        let notes = ["=HYPERLINK(\"http://example.com\",\"look\")", "+1 glass", "@home", "-ish, and slept", "plain = fine", "'=quoted already"]
        for (day, note) in notes.enumerated() {
            let added = app.run("add", "--start", "2026-11-0\(day + 1)T20:00", "--end", "2026-11-0\(day + 2)T12:00", "--note=\(note)")
            #expect(added.code == 0, "\(added.stderr)")
        }
        let csv = app.run("export", "--format", "csv").stdout
        let rows = try #require(CSVTable.rows(csv)).dropFirst()
        #expect(rows.map { $0.fields[7] } == [
            "'=HYPERLINK(\"http://example.com\",\"look\")", "'+1 glass", "'@home", "'-ish, and slept", "plain = fine", "''=quoted already",
        ], "a note that already began with ' before a formula gets one more, so reading it back is exact")
        let logged = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]]).compactMap { $0["note"] as? String }
        #expect(logged == notes.reversed())
        let exported = try #require(try app.json("export")["sessions"] as? [[String: Any]]).compactMap { $0["note"] as? String }
        #expect(Set(exported) == Set(notes))
    }

    @Test(arguments: [("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("a=1", "a=1"), ("", ""), ("'=1", "''=1"), ("'x", "'x"), ("''-2", "'''-2")])
    func formulaLeadsAreMadeInert(_ text: String, _ written: String) {
        #expect(CSVTable.inert(text) == written)
        #expect(CSVTable.restored(written) == text, "reading atrest's CSV back gives the note exactly")
    }
}
