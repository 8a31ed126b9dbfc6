import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// History in one file per UTC year of a fast's end: which file a fast goes to, which files
/// a change writes, and what part of the history a partial read brings.
@Suite struct HistoryYearsTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }
    var paths: AtrestPaths { directory.paths }

    /// A fast of 16 hours ending at `end` (UTC text), in `zone`, with id `n`.
    static func fast(_ n: Int, ending end: String, zone: String = "UTC") -> FastingSession {
        let finish = Samples.instant(end)
        return FastingSession(id: Samples.id(n), start: finish.addingTimeInterval(-16 * 3600), end: finish, targetHours: 16, timeZone: Samples.zone(zone))
    }

    /// Fasts ending in 2024, 2025 and 2026, two a year.
    static let threeYears = History([
        fast(1, ending: "2024-03-01T12:00:00Z"), fast(2, ending: "2024-09-01T12:00:00Z"),
        fast(3, ending: "2025-03-01T12:00:00Z"), fast(4, ending: "2025-09-01T12:00:00Z"),
        fast(5, ending: "2026-03-01T12:00:00Z"), fast(6, ending: "2026-09-01T12:00:00Z"),
    ])

    func idsIn(year: Int) throws -> [UUID] {
        let data = try #require(Disk.bytes(paths.sessions(year: year)))
        return try RecordFile.readList(FastingSession.self, under: "sessions", from: data, path: "/x", zones: ZoneDatabase()).map(\.id)
    }

    // MARK: Which file

    /// The UTC instant of the end decides, not the start, nor the day where the fast was kept.
    @Test func aFastIsFiledByTheUTCYearOfItsEnd() throws {
        let history = History([
            // Began in 2025, ended 2026 in UTC: 2026.
            Self.fast(1, ending: "2026-01-01T08:00:00Z"),
            // Ended on 1 January in Kiritimati (UTC+14), still 31 December in UTC: 2025.
            Self.fast(2, ending: "2025-12-31T10:30:00Z", zone: "Pacific/Kiritimati"),
            // Ended on 31 December in Honolulu (UTC−10), already 1 January in UTC: 2026.
            Self.fast(3, ending: "2026-01-01T09:30:00Z", zone: "Pacific/Honolulu"),
            // The very last second of 2024, and the very first of 2025.
            Self.fast(4, ending: "2024-12-31T23:59:59Z"),
            Self.fast(5, ending: "2025-01-01T00:00:00Z"),
        ])
        try store.saveHistory(history)
        #expect(Disk.names(paths.sessionsDirectory) == ["2024.json", "2025.json", "2026.json"])
        #expect(try idsIn(year: 2024) == [Samples.id(4)])
        #expect(try idsIn(year: 2025) == [Samples.id(5), Samples.id(2)])
        #expect(try idsIn(year: 2026) == [Samples.id(1), Samples.id(3)])
        #expect(try store.loadHistory() == history)
        #expect(try store.historyYears() == [2024, 2025, 2026])
    }

    @Test func eachYearFileHasTheShapeSessionsJSONHad() throws {
        try store.saveHistory(Self.threeYears)
        let text = String(decoding: try #require(Disk.bytes(paths.sessions(year: 2025))), as: UTF8.self)
        #expect(text == """
        {
          "sessions" : [
            {"end" : "2025-03-01T12:00:00Z", "id" : "00000000-0000-4000-8000-000000000003", "start" : "2025-02-28T20:00:00Z", "targetHours" : 16, "timeZone" : "UTC"},
            {"end" : "2025-09-01T12:00:00Z", "id" : "00000000-0000-4000-8000-000000000004", "start" : "2025-08-31T20:00:00Z", "targetHours" : 16, "timeZone" : "UTC"}
          ],
          "version" : 1
        }

        """)
    }

    // MARK: Only what changes

    /// The years a save renamed into place.
    static func savedYears(_ fileSystem: FaultInjectingFileSystem) -> [String] {
        fileSystem.log.filter { $0.operation == .rename && !$0.path.hasSuffix(".previous") }.map { ($0.path as NSString).lastPathComponent }
    }

    @Test func recordingAFastWritesOnlyItsYear() throws {
        try store.saveHistory(Self.threeYears)
        let before = try Disk.names(paths.sessionsDirectory).map { ($0, try #require(Disk.bytes(paths.sessionsDirectory + "/" + $0))) }
        let stored = try store.loadStoredHistory()
        var history = stored.history
        history.insert(Self.fast(7, ending: "2025-11-01T12:00:00Z"))
        let recording = FaultInjectingFileSystem(faults: [])
        try directory.store(recording).saveHistory(history, over: stored, runningFast: .continues)
        #expect(Self.savedYears(recording) == ["2025.json"])
        for (name, bytes) in before where name != "2025.json" {
            #expect(Disk.bytes(paths.sessionsDirectory + "/" + name) == bytes, "\(name) is untouched")
        }
        #expect(try store.loadHistory() == history)
        #expect(Disk.bytes(AtrestPaths.previous(of: paths.sessions(year: 2025))) == before.first { $0.0 == "2025.json" }?.1)
    }

    @Test func aSaveThatChangesNothingWritesNothing() throws {
        try store.saveHistory(Self.threeYears)
        let recording = FaultInjectingFileSystem(faults: [])
        try directory.store(recording).saveHistory(Self.threeYears)
        #expect(recording.stepCount == 0)
    }

    @Test func anEditThatMovesAFastToAnotherYearWritesBoth() throws {
        try store.saveHistory(Self.threeYears)
        var history = Self.threeYears
        history.insert(Self.fast(4, ending: "2026-01-01T06:00:00Z"))
        let recording = FaultInjectingFileSystem(faults: [])
        try directory.store(recording).saveHistory(history)
        #expect(Self.savedYears(recording) == ["2026.json", "2025.json"], "the year it moves to first")
        #expect(try idsIn(year: 2025) == [Samples.id(3)])
        #expect(try idsIn(year: 2026) == [Samples.id(4), Samples.id(5), Samples.id(6)])
        #expect(try store.loadHistory() == history)
    }

    /// Two fasts trading years: each year gains one while another moves away, so each file is
    /// written twice, and still keeps the file from before the change as its previous copy.
    @Test func aYearWrittenTwiceKeepsTheFileFromBeforeTheChangeAsItsPrevious() throws {
        try store.saveHistory(Self.threeYears)
        let before2025 = Disk.bytes(paths.sessions(year: 2025)), before2026 = Disk.bytes(paths.sessions(year: 2026))
        var history = Self.threeYears
        history.insert(Self.fast(4, ending: "2026-01-01T06:00:00Z"))
        history.insert(Self.fast(5, ending: "2025-12-31T06:00:00Z"))
        let recording = FaultInjectingFileSystem(faults: [])
        try directory.store(recording).saveHistory(history)
        #expect(Self.savedYears(recording).count == 4, "both years twice")
        #expect(try store.loadHistory() == history)
        #expect(Disk.bytes(AtrestPaths.previous(of: paths.sessions(year: 2025))) == before2025)
        #expect(Disk.bytes(AtrestPaths.previous(of: paths.sessions(year: 2026))) == before2026)
    }

    /// A year whose last fast is deleted keeps a file, empty, with the fast in its previous copy.
    @Test func deletingAYearsLastFastLeavesItsFileEmpty() throws {
        try store.saveHistory(History([Self.fast(1, ending: "2025-03-01T12:00:00Z"), Self.fast(2, ending: "2026-03-01T12:00:00Z")]))
        try store.saveHistory(History([Self.fast(2, ending: "2026-03-01T12:00:00Z")]))
        #expect(try idsIn(year: 2025) == [])
        #expect(Disk.bytes(AtrestPaths.previous(of: paths.sessions(year: 2025))) != nil)
        #expect(try store.loadHistory() == History([Self.fast(2, ending: "2026-03-01T12:00:00Z")]))
    }

    /// A change that moves a fast between files, cut at every step: every file reads, and the
    /// history is as it was or as it is to be, the fast in it once.
    @Test(arguments: [Effect.fail, .crash], ["2026-01-01T06:00:00Z", "2024-12-31T18:00:00Z"])
    func aMoveBetweenYearsCutShortNeverLosesTheFast(effect: Effect, newEnd: String) throws {
        var new = Self.threeYears
        new.insert(Self.fast(4, ending: newEnd))
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let live = directory.store()
            try live.saveHistory(Self.threeYears)
            _ = try? directory.store(fileSystem).saveHistory(new)
            let history = try live.loadHistory()
            #expect(history == Self.threeYears || history == new, "\(fileSystem.log.last { $0.outcome != .performed }.map { "\($0.operation) \($0.path)" } ?? "")")
            if !fileSystem.hasFired { #expect(history == new) }
        }
        #expect(steps > 0)
    }

    // MARK: Reading part of it

    @Test func aWindowReadsOnlyTheYearsItTouches() throws {
        try store.saveHistory(Self.threeYears)
        let reading = FaultInjectingFileSystem(faults: [])
        let window = Samples.instant("2025-02-01T00:00:00Z")..<Samples.instant("2025-04-01T00:00:00Z")
        let history = try directory.store(reading).loadHistory(endingWithin: window)
        // The fast within the window; of others, perhaps the same year's (`YearWindow` decodes
        // only what ended within it), never another year's.
        #expect(history.sessions.filter { window.contains($0.end) }.map(\.id) == [Samples.id(3)])
        #expect(history.sessions.allSatisfy { [Samples.id(3), Samples.id(4)].contains($0.id) })
        let read = reading.log.filter { $0.operation == .read }.map { ($0.path as NSString).lastPathComponent }
        #expect(read == ["sessions.json", "2025.json"])
    }

    @Test func aWindowAcrossNewYearReadsBothYears() throws {
        try store.saveHistory(Self.threeYears)
        let window = Samples.instant("2025-12-30T00:00:00Z")..<Samples.instant("2026-01-02T00:00:00Z")
        #expect(try store.loadHistory(endingWithin: window).sessions.map(\.id) == (3...6).map(Samples.id))
    }

    @Test func recentHistoryIsReadFromTheNewestYearUntilItIsEnough() throws {
        try store.saveHistory(Self.threeYears)
        var seen: [Int] = []
        let recent = try store.loadRecentHistory { history, since in
            seen.append(history.completedCount)
            return history.completedCount >= 3
        }
        #expect(seen == [2, 4])
        #expect(recent.history.sessions.map(\.id) == (3...6).map(Samples.id))
        #expect(recent.since == Samples.instant("2025-01-01T00:00:00Z"))

        let all = try store.loadRecentHistory { _, _ in false }
        #expect(all.history == Self.threeYears)
        #expect(all.since == nil, "the whole history, and it says so")
    }

    @Test func aDamagedYearStopsOnlyTheReadsThatReachIt() throws {
        try store.saveHistory(Self.threeYears)
        try Disk.put(Data("{".utf8), at: paths.sessions(year: 2024))
        let window = Samples.instant("2026-02-01T00:00:00Z")..<Samples.instant("2026-04-01T00:00:00Z")
        #expect(try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) }.map(\.id) == [Samples.id(5)])
        #expect(try store.loadRecentHistory { history, _ in history.completedCount >= 4 }.history.completedCount == 4)
        #expect(throws: StoreError.damaged(path: paths.sessions(year: 2024), reason: "it is not valid JSON (it may be cut short)")) {
            try store.loadHistory()
        }
    }

    // MARK: Counted once

    /// Left by a move between years that was cut short: the newest year's copy counts.
    @Test func aFastInTwoYearFilesIsCountedOnceAsTheNewerHasIt() throws {
        let old = Self.fast(9, ending: "2025-12-31T20:00:00Z")
        let moved = Self.fast(9, ending: "2026-01-01T02:00:00Z")
        try Disk.put(Self.document([old, Self.fast(1, ending: "2025-06-01T12:00:00Z")]), at: paths.sessions(year: 2025))
        try Disk.put(Self.document([moved]), at: paths.sessions(year: 2026))
        let stored = try store.loadStoredHistory()
        #expect(stored.history.sessions.map(\.id) == [Samples.id(1), Samples.id(9)])
        #expect(stored.history.session(id: Samples.id(9)) == moved)
        #expect(stored.file(holding: Samples.id(9))?.year == 2026)
        // The next change of anything tidies the stale copy away.
        var history = stored.history
        history.insert(Self.fast(2, ending: "2026-06-01T12:00:00Z"))
        try store.saveHistory(history, over: stored, runningFast: .continues)
        #expect(try idsIn(year: 2025) == [Samples.id(1)])
        #expect(try store.loadHistory() == history)
    }

    /// `doctor` points a fast held twice in one file out; reading keeps both.
    @Test func aFastTwiceInOneFileIsKeptTwice() throws {
        let fast = Self.fast(1, ending: "2025-06-01T12:00:00Z")
        try Disk.put(Self.document([fast, fast]), at: paths.sessions(year: 2025))
        #expect(try store.loadHistory().completedCount == 2)
    }

    /// A history file written by hand, as atrest writes them.
    static func document(_ sessions: [FastingSession]) -> Data {
        let records = sessions.map { session in
            #"{"end": "\#(Timestamp.formatUTC(session.end))", "id": "\#(session.id.uuidString)", "start": "\#(Timestamp.formatUTC(session.start))", "targetHours": \#(session.targetHours), "timeZone": "\#(session.timeZone.identifier)"}"#
        }
        return Data(#"{"sessions": [\#(records.joined(separator: ", "))], "version": 1}"#.utf8)
    }
}
