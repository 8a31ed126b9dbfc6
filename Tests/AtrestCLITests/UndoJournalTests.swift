import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// An undo entry read back byte by byte: what it holds, and nothing from a damaged one.
@Suite struct UndoJournalTests {
    /// The newest entry's bytes after `atrest import` of a history with a note in several scripts.
    static func importEntry() throws -> (app: TestApp, bytes: Data) {
        let app = TestApp()
        for day in 1...9 { app.run("add", "--start", "2026-10-0\(day)T20:00", "--end", "2026-10-0\(day + 1)T12:00") }
        app.run("edit", "--note", "Tee 🍵 — 水 — é")
        let export = app.run("export")
        let fresh = TestApp()
        let file = fresh.home + "/history.json"
        try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: file))
        #expect(fresh.run("import", file).code == 0)
        let folder = fresh.paths.data + "/undo"
        let newest = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".undo") }.max())
        return (fresh, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + newest)))
    }

    @Test func anImportsEntryReadsBackWithEveryFileItSaved() throws {
        let (app, bytes) = try Self.importEntry()
        let entry = try #require(ChangeJournal.read(bytes))
        #expect(entry.label.hasPrefix("atrest import "))
        #expect(entry.merges, "an import merges, so its undo takes it back here only")
        #expect(!entry.files.isEmpty && entry.files.allSatisfy { $0.path.hasPrefix("data:") || $0.path.hasPrefix("config:") })
        #expect(bytes.starts(with: Data("atrest-undo 2\n".utf8)))
        let written = ChangeJournal.bytes(label: entry.label, at: entry.at, merges: entry.merges, files: entry.files)
        #expect(written == bytes, "read and written again, the entry is the same bytes")
        // The first form, which earlier atrests wrote (base64), reads back to the same entry.
        let text = ChangeJournal.text(label: entry.label, at: entry.at, merges: entry.merges, files: entry.files)
        let first = try #require(ChangeJournal.read(Data(text.utf8)))
        #expect(first.label == entry.label && first.at == entry.at && first.merges == entry.merges && first.files == entry.files)
        #expect(app.run("undo").code == 0)
        #expect(try app.store.loadHistory().sessions.isEmpty)
    }

    @Test func aDamagedEntryReadsAsNothing() throws {
        let (_, bytes) = try Self.importEntry()
        #expect(ChangeJournal.read(bytes.prefix(bytes.count - 5)) == nil, "cut short")
        #expect(ChangeJournal.read(Data("x".utf8) + bytes.dropFirst()) == nil, "another first line")
        var broken = bytes
        if let index = broken.firstIndex(of: UInt8(ascii: "\n")) { broken[index] = UInt8(ascii: " ") }
        #expect(ChangeJournal.read(broken) == nil, "lines run together")
        var miscounted = bytes
        if let range = miscounted.range(of: Data("\nafter ".utf8)) { miscounted.insert(UInt8(ascii: "1"), at: range.upperBound) }
        #expect(ChangeJournal.read(miscounted) == nil, "a count that does not end where the bytes do")
        var uncounted = bytes
        if let range = uncounted.range(of: Data("\nafter ".utf8)) { uncounted[range.upperBound] = UInt8(ascii: "*") }
        #expect(ChangeJournal.read(uncounted) == nil, "not a count")
        let entry = try #require(ChangeJournal.read(bytes))
        var base64 = Data(ChangeJournal.text(label: entry.label, at: entry.at, merges: entry.merges, files: entry.files).utf8)
        if let range = base64.range(of: Data("\nafter ".utf8)) { base64[range.upperBound] = UInt8(ascii: "*") }
        #expect(ChangeJournal.read(base64) == nil, "the first form, not base64")
        #expect(ChangeJournal.read(Data([0xFF, 0xFE])) == nil)
    }
}
