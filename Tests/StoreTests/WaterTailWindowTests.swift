import Domain
import Foundation
import Store
import Testing

/// Today's water read from the month file's two ends (`FileEnds`): its first bytes and a
/// window at its end, grown while the day's first glass begins before it. Small windows make
/// every step happen in a small month: the same entries as a whole read, damage inside the
/// bytes read refused as a whole read refuses it, and any file not laid out as atrest writes
/// it read whole.
@Suite struct WaterTailWindowTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }
    var path: String { directory.paths.water(month: Samples.november) }

    /// 200 glasses through November, an hour apart; two in one second near the end.
    func month() -> [WaterEntry] {
        var entries = Samples.water(200)
        entries[150].at = entries[149].at
        return entries
    }

    func text() throws -> String {
        try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
    }

    /// Windows shorter than a line, a few lines, most of the month and more than the file;
    /// days that begin in the last line, a few lines back, at the same second as the line
    /// before, at the month's first line and before the month.
    @Test(arguments: [1, 60, 133, 500, 4096, 1_000_000], [
        "2026-10-31T00:00:00Z", "2026-11-02T07:00:00Z", "2026-11-08T07:00:00Z", "2026-11-08T08:00:00Z",
        "2026-11-09T14:00:00Z", "2026-11-10T05:00:00Z", "2026-12-01T00:00:00Z",
    ])
    func eachWindowGivesWhatTheWholeMonthHolds(window: Int, since text: String) throws {
        try store.saveWater(month(), month: Samples.november)
        let since = Samples.instant(text)
        let whole = try store.loadWater(month: Samples.november).filter { $0.at >= since }
        #expect(try store.loadWater(month: Samples.november, since: since, window: window) == whole)
    }

    /// A glass the day holds whose line begins exactly where the window begins: the byte
    /// before it is not read, so the window grows rather than guess.
    @Test func aLineBeginningWhereTheWindowBeginsIsReadWhole() throws {
        try store.saveWater(month(), month: Samples.november)
        let bytes = try #require(Disk.bytes(path))
        let since = month()[190].at
        for window in 100...400 {
            let start = bytes.count - window
            guard start > 0, bytes[start - 1] == UInt8(ascii: "\n") else { continue }
            #expect(try store.loadWater(month: Samples.november, since: since, window: window) == month().filter { $0.at >= since })
        }
    }

    /// Damage in the lines the day needs is refused, in the same words as a whole read,
    /// whatever the window; damage before them is not read, as a whole file's tail read does
    /// not read it, and a whole read still refuses it.
    @Test(arguments: [60, 500, 4096])
    func damageIsJudgedWhereItIsRead(window: Int) throws {
        let since = Samples.instant("2026-11-09T00:00:00Z")
        for (old, new, inside) in [
            ("\"milliliters\" : 399", "\"milliliters\" : -5", true),      // the last glass
            ("\"milliliters\" : 380", "\"milliliters\" : 380,", true),    // a glass of the day, not JSON
            ("\"milliliters\" : 210", "\"milliliters\" : -210", false),   // a glass days before
            ("\"milliliters\" : 202", "\"milliliters\" : 202 ]", false),  // the month's third glass, not JSON
        ] {
            try store.saveWater(month(), month: Samples.november)
            let damaged = try text().replacingOccurrences(of: old, with: new)
            #expect(damaged != (try text()))
            try Disk.put(Data(damaged.utf8), at: path)
            let whole = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
            if inside {
                let tail = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november, since: since, window: window) }
                #expect(tail.map { "\($0)" } == whole.map { "\($0)" })
            } else {
                #expect(try store.loadWater(month: Samples.november, since: since, window: window).count == month().filter { $0.at >= since }.count)
            }
            #expect(Disk.bytes(path) == Data(damaged.utf8))
        }
    }

    /// A file that does not begin or end as atrest writes it, or holds its records in another
    /// layout, is read whole: what reads is read the same, what does not is refused.
    @Test(arguments: [60, 4096])
    func aFileNotAsAtrestWritesItIsReadWhole(window: Int) throws {
        let since = Samples.instant("2026-11-09T00:00:00Z")
        let expected = month().filter { $0.at >= since }
        try store.saveWater(month(), month: Samples.november)
        let written = try text()
        let readable = [
            written + "\n",                                                         // a blank line after
            written.replacingOccurrences(of: "{\n  \"entries\"", with: "{\n \"entries\""), // another indent at its head
            written.replacingOccurrences(of: "\"version\" : 1\n}", with: "\"version\":1}"),   // another end
            written.replacingOccurrences(of: "\n    {", with: "\n{"),                      // records unindented
        ]
        for text in readable {
            #expect(text != written)
            try Disk.put(Data(text.utf8), at: path)
            #expect(try store.loadWater(month: Samples.november, since: since, window: window) == expected, "\(text.suffix(40))")
        }
        // A head that is not JSON, far from the window: a whole read finds it.
        try Disk.put(Data(written.replacingOccurrences(of: "{\n  \"entries\" : [", with: "{\n  \"entries\" : [[").utf8), at: path)
        let whole = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
        let tail = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november, since: since, window: window) }
        #expect(tail.map { "\($0)" } == whole.map { "\($0)" })
    }

    /// The ends the file system gives: both from the file as it is, the whole file when it
    /// is no longer than both, and nothing for a file that is not there; an own file's rules
    /// (no link) hold as for a whole read.
    @Test func theEndsAreTheFilesOwnBytes() throws {
        let file = directory.path + "/ends"
        let bytes = Data((0..<1000).map { UInt8($0 % 251) })
        try Disk.put(bytes, at: file)
        let live = LiveFileSystem()
        for (head, tail) in [(0, 0), (19, 4096), (19, 100), (0, 999), (1, 999), (500, 500), (0, 1), (Int.max, 3), (3, Int.max)] {
            let ends = try #require(try live.ends(ofOwnFile: file, head: head, tail: tail))
            let expected = FileEnds(of: bytes, head: head, tail: tail)
            #expect(ends.head == expected.head && ends.tail == expected.tail && ends.tailStart == expected.tailStart, "\(head) \(tail)")
            if ends.isWhole {
                #expect(ends.tail == bytes)
            } else {
                #expect(ends.head == bytes.prefix(head))
                #expect(ends.tail == bytes.suffix(tail))
                #expect(ends.tailStart == bytes.count - tail)
            }
        }
        #expect(try live.ends(ofOwnFile: directory.path + "/none", head: 1, tail: 1) == nil)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/link", withDestinationPath: file)
        #expect(throws: FileSystemError.self) { try live.ends(ofOwnFile: directory.path + "/link", head: 1, tail: 1) }
    }

    /// A month's file that is a link is refused as a whole read refuses it.
    @Test func aMonthThatIsALinkIsRefused() throws {
        try store.saveWater(month(), month: Samples.november)
        let target = directory.path + "/elsewhere.json"
        try FileManager.default.moveItem(atPath: path, toPath: target)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let whole = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
        let tail = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november, since: Samples.instant("2026-11-09T00:00:00Z")) }
        #expect(tail.map { "\($0)" } == whole.map { "\($0)" })
    }
}
