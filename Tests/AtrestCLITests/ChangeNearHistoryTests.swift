import Domain
import Foundation
import Store
import Testing

/// `end`, `add` and `start` read only the year files the fast could share time with, and count
/// the others from the index of years (`HistoryYearsIndex`), so they cost the same with fifty
/// years of history as with one; every overlap is still refused, and every count is the one a
/// whole read gives.
@Suite(.serialized) struct ChangeNearHistoryTests {
    /// A fast in March of each year from 2016 to 2026, imported.
    static func home(extra: [[String: Any]] = []) -> TestApp {
        let app = TestApp()
        var sessions: [[String: Any]] = (2016...2026).map { year in
            ["id": UUID().uuidString, "start": "\(year)-03-01T20:00:00Z", "end": "\(year)-03-02T12:00:00Z"]
        }
        sessions += extra
        let imported = ExportImportTests.importing(["format": "atrest-export", "version": 1, "sessions": sessions], into: app)
        #expect(imported.code == 0, "\(imported.stderr)")
        // Long enough for the files' identities to settle, so the index keeps them.
        SyncUnchangedFilesTests.settle()
        return app
    }

    static func yearsRead(_ recorder: RecordingFileSystem) -> Set<String> {
        Set(recorder.reads.filter { $0.contains("/sessions/") }.map { String($0.split(separator: "/").last ?? "") })
    }

    /// The first change reads every year and keeps the index; once the files' identities have
    /// settled, the next reads only the year of its fast.
    @Test func startAndEndReadOnlyTheYearOfTheFast() throws {
        let app = Self.home()
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(app.run("abandon").code == 0)
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(Self.yearsRead(recorder) == ["2026.json"], "start read \(Self.yearsRead(recorder).sorted())")
        let whole = try app.store.loadHistory().completedCount
        #expect(try app.store.loadActiveFast()?.recordedCount == whole, "the running fast's count is the whole history's")

        let ending = RecordingFileSystem()
        app.fileSystem = ending
        #expect(app.run("end").code == 0)
        #expect(Self.yearsRead(ending) == ["2026.json"], "end read \(Self.yearsRead(ending).sorted())")
        #expect(try app.store.loadHistory().completedCount == whole + 1)
        #expect(try app.store.loadLastFast()?.end == app.now, "the copy of the newest fast follows")
    }

    /// A fast of 2023 to 2025 is filed in 2025: adding one in 2024 must still meet it.
    @Test func aLongFastFiledInALaterYearIsStillMet() throws {
        let long: [String: Any] = ["id": UUID().uuidString, "start": "2023-06-01T20:00:00Z", "end": "2025-01-02T12:00:00Z"]
        let app = TestApp()
        let imported = ExportImportTests.importing(["format": "atrest-export", "version": 1, "sessions": [
            ["id": UUID().uuidString, "start": "2021-03-01T20:00:00Z", "end": "2021-03-02T12:00:00Z"], long,
            ["id": UUID().uuidString, "start": "2026-03-01T20:00:00Z", "end": "2026-03-02T12:00:00Z"],
        ]], into: app)
        #expect(imported.code == 0, "\(imported.stderr)")
        SyncUnchangedFilesTests.settle()
        #expect(app.run("start", "--at", "-17h").code == 0)
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        let refused = app.run("add", "--start", "2024-03-01T20:00", "--end", "2024-03-02T12:00")
        #expect(refused.code == 1 && refused.stderr.contains("overlaps"), "\(refused.stdout)\(refused.stderr)")
        #expect(Self.yearsRead(recorder) == ["2025.json"], "add read \(Self.yearsRead(recorder).sorted())")
        // After the long fast, in its year: 2025 is read, and neither 2021 nor 2026.
        let added = app.run("add", "--start", "2025-02-01T20:00", "--end", "2025-02-02T12:00")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(try app.store.loadActiveFast()?.recordedCount == (try app.store.loadHistory().completedCount))
    }

    /// A year file rewritten by something else since the index was kept is read again, and its
    /// fasts counted as it holds them now.
    @Test func aYearChangedSinceItWasIndexedIsReadAgain() throws {
        let app = Self.home()
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(app.run("abandon").code == 0)
        // 2019 gains a fast behind atrest's back (as a restore of an older copy might).
        let path = app.paths.sessions(year: 2019)
        let held = try app.store.loadHistory().sessions.filter { HistoryYear.of($0.end) == 2019 }
        let gained = FastingSession(
            start: try #require(Timestamp.parse("2019-05-01T20:00:00Z")), end: try #require(Timestamp.parse("2019-05-02T12:00:00Z")), targetHours: 16,
            timeZone: held[0].timeZone
        )
        try FileManager.default.removeItem(atPath: path)
        try RecordFile.write(held + [gained], under: "sessions").write(to: URL(fileURLWithPath: path))
        SyncUnchangedFilesTests.settle()
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(Self.yearsRead(recorder) == ["2019.json", "2026.json"], "start read \(Self.yearsRead(recorder).sorted())")
        #expect(try app.store.loadActiveFast()?.recordedCount == (try app.store.loadHistory().completedCount))
    }

    /// An index that does not read is no index: every year is read, and it is made again.
    @Test func anIndexThatDoesNotReadIsMadeAgain() throws {
        let app = Self.home()
        app.write("{ not json", to: app.paths.historyYears)
        let recorder = RecordingFileSystem()
        app.fileSystem = recorder
        #expect(app.run("start", "--at", "-17h").code == 0)
        #expect(Self.yearsRead(recorder).count == 11)
        #expect(try app.store.loadActiveFast()?.recordedCount == 11)
    }
}
