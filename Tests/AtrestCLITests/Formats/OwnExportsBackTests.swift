import AtrestCLI
import Domain
import Interchange
import Foundation
import Testing

/// atrest's own CSV and calendar exports read back, so history edited in a spreadsheet or a
/// calendar comes home; and the calendar export that stays the same when nothing changed.
@Suite struct OwnExportsBackTests {
    static let fasts = ForeignImportTests.fasts
    static let notes = ["=HYPERLINK(\"http://example.com\")", "-2 kg?", "'=already quoted", "plain, with a comma", "@home"]

    /// Fasts in three zones with notes that begin like formulas.
    static func populated() -> TestApp {
        let app = ExportImportTests.populated()
        for (day, note) in notes.enumerated() {
            app.run("add", "--start", "2026-10-0\(day + 1)T20:00", "--end", "2026-10-0\(day + 2)T12:00", "--target", "18", "--note=\(note)")
        }
        return app
    }

    /// `log --json` without the parts that differ between homes by design (none).
    static func history(_ app: TestApp) throws -> [String] {
        try Self.fasts(app).map { "\($0.id) \($0.start) \($0.end) \($0.target) \($0.note ?? "-")" }
    }

    @Test(arguments: ["csv", "ics"])
    func anExportReadBackIsTheSameHistory(format: String) throws {
        let source = Self.populated()
        let file = source.run("export", "--format", format).stdout
        let target = TestApp()
        target.input = Data(file.utf8)
        let output = target.run("import", "-")
        #expect(output.code == 0, "\(output.stderr)")
        #expect(output.stdout.contains(format == "csv" ? "Read as atrest's CSV export (CSV)." : "Read as atrest's calendar export (iCalendar)."), "\(output.stdout)")
        #expect(try Self.history(target) == (try Self.history(source)), "ids, instants, targets and notes, exactly")
        #expect(Set(try Self.fasts(target).compactMap(\.note)) == Set(Self.notes), "the formula guard's ' is taken off again")
        let zones = { (app: TestApp) in app.run("export", "--format", "csv").stdout.split(separator: "\r\n").map { $0.split(separator: ",").dropLast().last ?? "" } }
        #expect(zones(target) == zones(source), "each fast in the zone it was kept in")
        let again = target.run("import", "-", "--from", format)
        #expect(again.stdout.hasPrefix("Everything in the input is already here"), "\(again.stdout)")
    }

    @Test func aSpreadsheetEditComesHomeAndDryRunShowsTheNote() throws {
        let app = Self.populated()
        let csv = app.run("export", "--format", "csv").stdout
        // As a spreadsheet in Germany saves it: semicolons, a decimal comma, the note changed.
        var rows = try #require(CSVTable.rows(csv)).map(\.fields)
        let index = try #require(rows.firstIndex { $0.last == "'-2 kg?" })
        rows[index][rows[index].count - 1] = "'-1 kg; better"
        let edited = rows.map { fields in
            fields.map { field in
                field.contains(";") || field.contains("\"") ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field.replacingOccurrences(of: "16.5", with: "16,5")
            }.joined(separator: ";")
        }.joined(separator: "\r\n")
        #expect(edited.contains("16,5"))
        app.input = Data(edited.utf8)
        let dry = app.run("import", "-", "--dry-run")
        #expect(dry.code == 0, "\(dry.stderr)")
        #expect(dry.stdout.hasPrefix("Would change 1 fast."), "\(dry.stdout)")
        let changeLines = dry.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(changeLines.count == 2, "the fast, then what changes: \(dry.stdout)")
        #expect(changeLines.last?.contains("note becomes \u{201C}-1 kg; better\u{201D}") == true, "\(dry.stdout)")
        let output = app.run("import", "-")
        #expect(output.stdout.hasPrefix("Changed 1 fast."), "\(output.stdout)")
        #expect(try Self.fasts(app).compactMap(\.note).contains("-1 kg; better"))
        #expect(app.run("undo").code == 0, "an import is taken back as one change")
        #expect(try Self.fasts(app).compactMap(\.note).contains("-2 kg?"))
    }

    @Test func aCalendarEditComesHomeUnlessTheFastChangedHereSince() throws {
        let app = Self.populated()
        let ics = app.run("export", "--format", "ics").stdout
        let moved = ics.replacingOccurrences(of: "DTEND:20261002T100000Z", with: "DTEND:20261002T110000Z")
        #expect(moved != ics)
        app.input = Data(moved.utf8)
        app.advance(minutes: 5)
        let output = app.run("import", "-")
        #expect(output.stdout.hasPrefix("Changed 1 fast."), "\(output.stdout)")
        #expect(try Self.fasts(app).contains { $0.end == "2026-10-02T13:00:00+02:00" })

        // Edited here after the calendar's version was written: this computer's stays.
        let older = ics.replacingOccurrences(of: "DTEND:20261003T100000Z", with: "DTEND:20261003T090000Z")
        app.advance(minutes: 5)
        let id = try #require(try Self.fasts(app).first { $0.start == "2026-10-02T20:00:00+02:00" }?.id)
        #expect(app.run("edit", String(id.prefix(8)), "--note", "changed here").code == 0)
        app.input = Data(older.utf8)
        let kept = app.run("import", "-")
        #expect(kept.stdout.contains("older than the change made here since"), "\(kept.stdout)")
    }

    @Test func theCalendarExportIsStampedByEachFastsLastChange() throws {
        let app = Self.populated()
        let first = app.run("export", "--format", "ics").stdout
        app.advance(hours: 3)
        #expect(app.run("export", "--format", "ics").stdout == first, "unchanged data, the same bytes")
        let sequence = { (text: String, uid: String) -> Int? in
            let events = text.components(separatedBy: "BEGIN:VEVENT").filter { $0.contains(uid) }
            return events.first.flatMap { $0.components(separatedBy: "SEQUENCE:").dropFirst().first?.prefix(while: \.isNumber) }.flatMap { Int($0) }
        }
        let id = try #require(try Self.fasts(app).last?.id)
        let before = try #require(sequence(first, id))
        #expect(app.run("edit", String(id.prefix(8)), "--note", "a quiet one").code == 0)
        let second = app.run("export", "--format", "ics").stdout
        let after = try #require(sequence(second, id))
        #expect(after > before, "SEQUENCE grows with each change")
        #expect(second.contains("LAST-MODIFIED:20261121T150000Z"), "the edit's time")
        let unchangedEvents = { (text: String) in text.components(separatedBy: "BEGIN:VEVENT").filter { !$0.contains(id) } }
        #expect(unchangedEvents(second) == unchangedEvents(first), "the other events stay as they were")
    }

    @Test func helpExportSaysWhatTheFormulaGuardDoesAndWhy() {
        let help = TestApp().run("help", "export").stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("a note that begins with = + - or @ (such as -2 kg?) is written after a '"), "\(help)")
        #expect(help.contains("never runs it as a formula"))
        #expect(help.contains("atrest import takes it off again"))
        #expect(help.contains("SEQUENCE"))
    }

    /// The same person's history from two apps, exported and imported again, is unchanged.
    @Test(arguments: ["atrest", "csv"])
    func historyFromTwoAppsSurvivesExportAndImport(format: String) throws {
        let app = TestApp()
        #expect(app.run("import", Samples.path("zero-fasts.csv")).code == 0)
        #expect(app.run("import", Samples.path("fasttrack48.csv")).code == 0)
        let exported = app.run("export", "--format", format).stdout
        let other = TestApp()
        other.input = Data(exported.utf8)
        #expect(other.run("import", "-").code == 0)
        #expect(try Self.history(other) == (try Self.history(app)))
        let again = other.run("export", "--format", format).stdout
        #expect(ExportImportTests.withoutExportedAt(again) == ExportImportTests.withoutExportedAt(exported))
    }
}
