import Domain
import Foundation
import Store
import Testing

/// Today's water read from the month file's end (`loadWater(month:since:)`) and a glass added
/// into its bytes (`addWater(_:keeping:)`): the same entries and the same file as reading and
/// writing the month whole, and a damaged file still refused where it is read.
@Suite struct WaterTailTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }
    var path: String { directory.paths.water(month: Samples.november) }

    /// 200 glasses through November, an hour apart; two in one second near the end.
    func month() -> [WaterEntry] {
        var entries = Samples.water(200)
        entries[150].at = entries[149].at
        return entries
    }

    @Test(arguments: [
        "2026-10-31T00:00:00Z", "2026-11-02T07:00:00Z", "2026-11-05T12:00:00Z", "2026-11-08T07:00:00Z",
        "2026-11-08T08:00:00Z", "2026-11-09T14:00:00Z", "2026-12-01T00:00:00Z",
    ])
    func theTailHoldsWhatTheWholeMonthHoldsFromThatInstantOn(since text: String) throws {
        try store.saveWater(month(), month: Samples.november)
        let since = Samples.instant(text)
        let whole = try store.loadWater(month: Samples.november).filter { $0.at >= since }
        #expect(try store.loadWater(month: Samples.november, since: since) == whole)
    }

    /// A file's zones are kept two apart and the rest in a list (`ZoneCache`): entries naming
    /// four zones, back and forth, each read back in its own zone, from the end and whole.
    @Test func eachEntryKeepsItsZoneAmongMany() throws {
        let names = ["Europe/Berlin", "UTC", "Asia/Kolkata", "America/New_York", "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata"]
        var entries = Samples.water(40)
        for index in entries.indices { entries[index].timeZone = Samples.zone(names[index % names.count]) }
        try store.saveWater(entries, month: Samples.november)
        let since = entries[0].at
        for read in [try store.loadWater(month: Samples.november), try store.loadWater(month: Samples.november, since: since)] {
            #expect(read.map(\.timeZone.identifier) == entries.map(\.timeZone.identifier))
            #expect(read.map { $0.timeZone.secondsFromGMT(for: $0.at) } == entries.map { $0.timeZone.secondsFromGMT(for: $0.at) })
        }
    }

    @Test func aMonthWithoutAFileHoldsNothing() throws {
        #expect(try store.loadWater(month: Samples.november, since: Samples.instant("2026-11-01T00:00:00Z")).isEmpty)
    }

    /// The glass goes where a whole read, a sort and a whole write would put it, byte for byte:
    /// after the last; before later ones (another computer's, or a clock set back); in the
    /// same second as one read, after it; into an empty month; before every line read (then
    /// the month is read and written whole).
    @Test(arguments: [(199, 3600, 200), (180, -60, 200), (170, 0, 200), (170, 0, 0), (0, -60, 200)])
    func aGlassAddedIsTheFileAWholeSaveWrites(near index: Int, offset: Int, count: Int) throws {
        let all = month()
        let entries = Array(all.prefix(count))
        let entry = WaterEntry(
            id: Samples.id(7), at: all[index].at.addingTimeInterval(TimeInterval(offset)), milliliters: 330, timeZone: Samples.zone("Asia/Kolkata")
        )
        let today = all[160].at
        let whole = TemporaryDirectory()
        if count > 0 {
            try store.saveWater(entries, month: Samples.november)
            try whole.store().saveWater(entries, month: Samples.november)
        }
        let added = try store.addWater(entry, keeping: today)
        try whole.store().saveWater(entries + [entry], month: Samples.november)

        #expect(Disk.bytes(path) == Disk.bytes(whole.paths.water(month: Samples.november)))
        #expect(added.entries == (try store.loadWater(month: Samples.november)).filter { $0.at >= today })
        #expect(added.entries.contains(entry) == (entry.at >= today))
    }

    @Test func aFileInAnotherLayoutIsReadAndWrittenWhole() throws {
        let entries = Samples.water(3)
        let lines = entries.map { entry in
            #"{"at":"\#(Timestamp.formatUTC(entry.at))","id":"\#(entry.id.uuidString)","milliliters":\#(entry.milliliters),"timeZone":"UTC"}"#
        }
        try Disk.put(Data(#"{"version":1,"entries":[\#(lines.joined(separator: ","))]}"#.utf8), at: path)
        let since = entries[1].at
        #expect(try store.loadWater(month: Samples.november, since: since).map(\.id) == [entries[1].id, entries[2].id])
        _ = try store.addWater(WaterEntry(id: Samples.id(8), at: Samples.instant("2026-11-20T00:00:00Z"), milliliters: 250, timeZone: .utc), keeping: since)
        #expect(try store.loadWater(month: Samples.november).count == 4)
    }

    // MARK: Damage

    /// What is read is refused as a whole read refuses it, the file left as it was.
    @Test(arguments: [
        ("\"milliliters\" : 399", "\"milliliters\" : -5"),           // the last glass out of range
        ("\"milliliters\" : 399,", "\"milliliters\" : 399,,"),      // the last line not JSON
        ("\n  ],\n  \"version\" : 1\n}\n", "\n  ],\n  \"version\" : 1\n"),  // cut short
        ("\"version\" : 1", "\"version\" : 2"),                      // written by a newer atrest
    ])
    func damageInWhatIsReadIsRefused(replacing old: String, with new: String) throws {
        try store.saveWater(month(), month: Samples.november)
        let text = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        let damaged = Data(text.replacingOccurrences(of: old, with: new).utf8)
        #expect(damaged != Data(text.utf8))
        try Disk.put(damaged, at: path)
        let since = Samples.instant("2026-11-09T00:00:00Z")
        let whole = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
        let tail = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november, since: since) }
        #expect(tail.map { "\($0)" } == whole.map { "\($0)" })
        #expect(throws: StoreError.self) {
            try store.addWater(WaterEntry(at: Samples.instant("2026-11-10T00:00:00Z"), milliliters: 250, timeZone: .utc), keeping: since)
        }
        #expect(Disk.bytes(path) == damaged)
    }

    /// Two lines of the tail out of time order: not what atrest writes, so the month is read
    /// whole, which finds every glass of the day wherever it stands.
    @Test func linesOutOfOrderAreReadWhole() throws {
        try store.saveWater(month(), month: Samples.november)
        let text = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let last = try #require(lines.firstIndex { $0.hasPrefix("  ]") }) - 1
        let (earlier, later) = (lines[last - 1], lines[last])
        lines[last - 1] = later + ","
        lines[last] = String(earlier.dropLast())
        try Disk.put(Data(lines.joined(separator: "\n").utf8), at: path)
        let since = Samples.instant("2026-11-10T00:00:00Z")
        let read = try store.loadWater(month: Samples.november, since: since)
        #expect(read.count == month().filter { $0.at >= since }.count)
        #expect(Set(read.map(\.id)) == Set(try store.loadWater(month: Samples.november).filter { $0.at >= since }.map(\.id)))
    }

    /// Lines before the day asked for are not read, so not judged: `status` and `water add`
    /// answer, `water add` keeps those bytes exactly, and a whole read (`water --json`, `log`,
    /// `export`, `doctor`) still refuses the file and names the place.
    @Test func damageBeforeWhatIsReadIsKeptAsItIsForAWholeReadToRefuse() throws {
        try store.saveWater(month(), month: Samples.november)
        let text = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        // A value out of its range keeps the line's shape (`WaterTail.lookWritten`).
        let damaged = text.replacingOccurrences(of: "\"milliliters\" : 210", with: "\"milliliters\" : 9210")
        #expect(damaged != text)
        try Disk.put(Data(damaged.utf8), at: path)
        let since = Samples.instant("2026-11-09T00:00:00Z")
        let refused = #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
        #expect(refused.map { "\($0)".contains("entries[10].milliliters") } == true, "\(String(describing: refused))")
        #expect(try store.loadWater(month: Samples.november, since: since).count == month().filter { $0.at >= since }.count)

        let entry = WaterEntry(id: Samples.id(9), at: Samples.instant("2026-11-10T12:00:00Z"), milliliters: 250, timeZone: .utc)
        _ = try store.addWater(entry, keeping: since)
        let after = try #require(Disk.bytes(path).map { String(decoding: $0, as: UTF8.self) })
        let cut = try #require(damaged.firstRange(of: "\"milliliters\" : 9210")).upperBound
        #expect(after.hasPrefix(damaged[..<cut]))
        #expect(throws: StoreError.self) { try store.loadWater(month: Samples.november) }
    }

    /// A month a disk zeroed or cut in its middle, or a member's name changed, before the day: `water add` reads it whole and
    /// refuses it, so neither the file nor its previous generation (what `doctor --repair`
    /// puts back) is replaced by it.
    @Test(arguments: ["zeroed", "cut", "a word"])
    func aMonthDamagedInItsShapeBeforeTheDayIsNotSavedAgain(damage: String) throws {
        try store.saveWater(Array(month().dropLast()), month: Samples.november)
        try store.saveWater(month(), month: Samples.november)
        var bytes = try #require(Disk.bytes(path))
        let middle = bytes.count / 3
        switch damage {
        case "zeroed": bytes.replaceSubrange(middle..<(middle + 64), with: Data(count: 64))
        case "cut": bytes.removeSubrange(middle..<(middle + 40))
        default: bytes[try #require(bytes[middle...].firstRange(of: Data("\"id\"".utf8))).lowerBound + 1] = UInt8(ascii: "I")
        }
        try Disk.put(bytes, at: path)
        let previous = try #require(Disk.bytes(path + ".previous"))
        let since = Samples.instant("2026-11-09T00:00:00Z")
        let entry = WaterEntry(id: Samples.id(9), at: Samples.instant("2026-11-10T12:00:00Z"), milliliters: 250, timeZone: .utc)
        #expect(throws: StoreError.self) { _ = try store.addWater(entry, keeping: since) }
        #expect(Disk.bytes(path) == bytes)
        #expect(Disk.bytes(path + ".previous") == previous)
    }
}
