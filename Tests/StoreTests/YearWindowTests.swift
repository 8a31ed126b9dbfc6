import Domain
import Foundation
import Store
import Testing

/// A month's fasts read from one year file without decoding the rest of the year
/// (`loadHistory(endingWithin:)`, `YearWindow`): the same fasts as reading the history whole,
/// and damage where it is read still refused.
@Suite struct YearWindowTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }
    var path: String { directory.paths.sessions(year: Samples.year) }

    /// 80 sample fasts from October into December 2026, two with notes (escapes, and letters
    /// beyond ASCII), one ending on a window's very second and one a fraction after it.
    func history() -> History {
        var sessions = (0..<80).map(Samples.session)
        sessions[40].note = "slept badly, \"tired\" \\ then fine"
        sessions[41].note = "Fête · ünïcode"
        sessions[49].end = Samples.instant("2026-11-20T00:00:00Z")
        sessions[50].end = Samples.instant("2026-11-21T00:00:00Z").addingTimeInterval(0.25)
        return History(sessions)
    }

    func window(_ lower: String, _ upper: String) -> Range<Date> {
        Samples.instant(lower)..<Samples.instant(upper)
    }

    @Test(arguments: [
        ("2026-10-31T00:00:00Z", "2026-12-02T00:00:00Z"),  // November, as calendar asks
        ("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z"),  // a day, its bounds on fasts' ends
        ("2026-11-21T00:00:00Z", "2026-11-22T00:00:00Z"),
        ("2026-01-01T00:00:00Z", "2026-02-01T00:00:00Z"),  // before every fast
        ("2026-12-19T00:00:00Z", "2026-12-31T23:59:59Z"),  // the year's last fasts
        ("2026-09-30T00:00:00Z", "2026-12-31T00:00:00Z"),  // all of them
    ])
    func theWindowHoldsWhatTheWholeHistoryHoldsWithinIt(lower: String, upper: String) throws {
        try store.saveHistory(history())
        let window = window(lower, upper)
        let whole = try store.loadHistory().sessions.filter { window.contains($0.end) }
        #expect(try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) } == whole)
    }

    @Test func aYearWithoutAFileHoldsNothing() throws {
        #expect(try store.loadHistory(endingWithin: window("2026-10-31T00:00:00Z", "2026-12-02T00:00:00Z")).sessions.isEmpty)
    }

    /// A window across the new year reads both years whole, as before.
    @Test func aWindowAcrossTwoYearsReadsThemWhole() throws {
        var sessions = history().sessions
        sessions.append(FastingSession(
            id: Samples.id(300), start: Samples.instant("2026-12-31T18:00:00Z"), end: Samples.instant("2027-01-01T12:00:00Z"),
            targetHours: 16, timeZone: .utc
        ))
        try store.saveHistory(History(sessions))
        let window = window("2026-12-31T00:00:00Z", "2027-02-02T00:00:00Z")
        let whole = try store.loadHistory().sessions.filter { window.contains($0.end) }
        #expect(whole.count == 1)
        #expect(try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) } == whole)
    }

    @Test func aFileInAnotherLayoutIsReadWhole() throws {
        let sessions = Array(history().sessions.prefix(3))
        let lines = sessions.map { fast in
            #"{"start":"\#(Timestamp.formatUTC(fast.start))","end":"\#(Timestamp.formatUTC(fast.end))","id":"\#(fast.id.uuidString)","targetHours":16,"timeZone":"UTC"}"#
        }
        try Disk.put(Data(#"{"version":1,"sessions":[\#(lines.joined(separator: ","))]}"#.utf8), at: path)
        let window = window("2026-10-02T12:00:00Z", "2026-12-02T00:00:00Z")
        #expect(try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) }.map(\.id) == [sessions[1].id, sessions[2].id])
    }

    // MARK: Damage

    /// What is decoded is refused as a whole read refuses it: a fast within the window out of
    /// range, a line that is not JSON, a file cut short or from a newer atrest, and an end
    /// outside the file's year (which is passed over by its bytes alone otherwise).
    @Test(arguments: [
        ("\"targetHours\" : 18, \"timeZone\" : \"America/New_York\"}", "\"targetHours\" : 99, \"timeZone\" : \"America/New_York\"}"),
        ("\"Fête · ünïcode\"", "\"Fête · ünïcode\",,"),
        ("\n  ],\n  \"version\" : 1\n}\n", "\n  ],\n  \"version\" : 1\n"),
        ("\"version\" : 1", "\"version\" : 2"),
        ("{\"end\" : \"2026-10-02T", "{\"end\" : \"2025-10-02T"),
    ])
    func damageInWhatIsReadIsRefused(replacing old: String, with new: String) throws {
        try store.saveHistory(history())
        let text = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        let damaged = text.replacingOccurrences(of: old, with: new)
        #expect(damaged != text)
        try Disk.put(Data(damaged.utf8), at: path)
        let window = window("2026-10-31T00:00:00Z", "2026-12-02T00:00:00Z")
        let whole = #expect(throws: StoreError.self) { try store.loadHistory() }
        let read = #expect(throws: StoreError.self) { try store.loadHistory(endingWithin: window) }
        #expect(read.map { "\($0)" } == whole.map { "\($0)" })
    }

    /// Fasts outside the window are passed over by their end's bytes, so not judged: the
    /// month is shown, and a whole read (`log`, `export`, `doctor`, every change) still
    /// refuses the file and names the place.
    @Test func damageOutsideTheWindowIsLeftForAWholeReadToRefuse() throws {
        try store.saveHistory(history())
        let window = window("2026-10-31T00:00:00Z", "2026-12-02T00:00:00Z")
        let before = try store.loadHistory().sessions.filter { window.contains($0.end) }
        let text = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        let damaged = text.replacingOccurrences(of: "\"id\" : \"00000000-0000-4000-8000-000000000003\"", with: "\"id\" : \"not an id\"")
        #expect(damaged != text)
        try Disk.put(Data(damaged.utf8), at: path)
        let refused = #expect(throws: StoreError.self) { try store.loadHistory() }
        #expect(refused.map { "\($0)".contains("sessions[3].id") } == true)
        #expect(before.count > 20)
        #expect(try store.loadHistory(endingWithin: window).sessions.filter { window.contains($0.end) } == before)
    }
}
