import Domain
import Foundation
import Store
import Testing

/// The index of year files knows each file by its bytes too (`HistoryYearsIndex.Year.digest`):
/// a change that writes years describes them as it writes them, and a copy of a file (a home
/// copied with `cp -a`, a backup put back), whose identity is new, is still passed over for
/// its bytes; a file whose bytes differ is read.
@Suite struct HistoryYearsDigestTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }
    var paths: AtrestPaths { directory.paths }

    /// A window in September 2026: only 2026 could share time with it.
    static let window = Samples.instant("2026-09-10T20:00:00Z")..<Samples.instant("2026-09-11T12:00:00Z")

    static func parsedYears(_ stored: StoredHistory) -> [Int] { stored.files.compactMap(\.year).sorted() }

    /// Three years saved and a first change near September 2026 read: every year read, and the
    /// index kept (the files just written, their identities not settled: known by their bytes).
    func indexed() throws {
        try store.saveHistory(HistoryYearsTests.threeYears)
        let first = try store.loadStoredHistory(near: Self.window)
        #expect(Self.parsedYears(first) == [2024, 2025, 2026])
        store.keepYearsIndex(of: first)
    }

    @Test func yearsNotSettledArePassedOverByTheirBytes() throws {
        try indexed()
        let stored = try store.loadStoredHistory(near: Self.window)
        #expect(Self.parsedYears(stored) == [2026])
        #expect(stored.unreadCount == 4)
        #expect(stored.recordedCount == 6)
    }

    /// A change near its fast describes the years it writes as it writes them.
    @Test func aYearAChangeWroteIsPassedOverByItsBytes() throws {
        try indexed()
        let stored = try store.loadStoredHistory(near: Self.window)
        var history = stored.history
        history.insert(HistoryYearsTests.fast(7, ending: "2026-10-01T12:00:00Z"))
        try store.saveHistory(history, over: stored, runningFast: .continues)
        // Near the end of 2025: 2026 began later, and is known by the bytes the change wrote.
        let late2025 = Samples.instant("2025-12-31T20:00:00Z")..<Samples.instant("2025-12-31T22:00:00Z")
        #expect(Self.parsedYears(try store.loadStoredHistory(near: late2025)) == [2025])
        let copy = try #require(Disk.bytes(paths.sessions(year: 2026)))
        try FileManager.default.removeItem(atPath: paths.sessions(year: 2026))
        try Disk.put(copy, at: paths.sessions(year: 2026))
        let again = try store.loadStoredHistory(near: Self.window.lowerBound.addingTimeInterval(-400 * 86_400)..<Self.window.lowerBound.addingTimeInterval(-399 * 86_400))
        #expect(Self.parsedYears(again) == [2025], "2026 as written, and 2024, are known by their bytes")
        #expect(again.recordedCount == 7)
    }

    @Test func aCopyOfAYearFileWithANewIdentityIsStillPassedOver() throws {
        try indexed()
        for year in [2024, 2025] {
            let path = paths.sessions(year: year)
            let bytes = try #require(Disk.bytes(path))
            try FileManager.default.removeItem(atPath: path)
            try Disk.put(bytes, at: path)
        }
        let stored = try store.loadStoredHistory(near: Self.window)
        #expect(Self.parsedYears(stored) == [2026])
        #expect(stored.recordedCount == 6)
    }

    @Test func aYearWhoseBytesChangedIsRead() throws {
        try indexed()
        let path = paths.sessions(year: 2024)
        let held = [HistoryYearsTests.fast(1, ending: "2024-03-01T12:00:00Z"), HistoryYearsTests.fast(2, ending: "2024-09-01T12:00:00Z")]
        try FileManager.default.removeItem(atPath: path)
        try Disk.put(try RecordFile.write(held + [HistoryYearsTests.fast(9, ending: "2024-11-01T12:00:00Z")], under: "sessions"), at: path)
        let stored = try store.loadStoredHistory(near: Self.window)
        #expect(Self.parsedYears(stored) == [2024, 2026])
        #expect(stored.recordedCount == 7)
    }

    /// An index an older atrest kept (four words a line, no digest) still reads.
    @Test func anIndexWithoutDigestsStillReads() throws {
        try indexed()
        let text = """
        {
          "years" : ["2024 2 1709236800 1.2.3.4.5", "2025 2 1740772800 1.2.3.4.5"],
          "version" : 1
        }

        """
        try Disk.put(Data(text.utf8), at: paths.historyYears)
        let stored = try store.loadStoredHistory(near: Self.window)
        // The identities are not the files': every year is read, and counted as it holds.
        #expect(Self.parsedYears(stored) == [2024, 2025, 2026])
        #expect(stored.recordedCount == 6)
    }
}
