import Domain
import Foundation
import Store
import Testing

/// What is saved loads back equal: ids, instants to the second, targets, zones.
@Suite struct RoundTripTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }

    @Test func historyInManyZonesLoadsBackEqual() throws {
        let history = Samples.history(12)
        #expect(Set(history.sessions.map(\.timeZone.identifier)).count == Samples.zones.count)
        #expect(history.sessions.contains { $0.targetHours == 16.5 })
        try store.saveHistory(history)
        let loaded = try store.loadHistory()
        #expect(loaded == history)
        #expect(loaded.sessions.map(\.timeZone.identifier) == history.sessions.map(\.timeZone.identifier))
        #expect(loaded.sessions.map(\.day) == history.sessions.map(\.day))
    }

    @Test func emptyOrMissingHistoryIsEmpty() throws {
        #expect(try store.loadHistory() == History())
        try store.saveHistory(History())
        #expect(try store.loadHistory() == History())
    }

    /// On disk: UTC instants with `Z`, beside the zone they were recorded in.
    @Test func sessionsAreStoredInUTCWithTheirZone() throws {
        try store.saveHistory(History([Samples.session(1)]))
        let bytes = try #require(Disk.bytes(directory.paths.sessions(year: Samples.year)))
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let record = try #require((object["sessions"] as? [[String: Any]])?.first)
        #expect(record["id"] as? String == Samples.id(1).uuidString)
        #expect(record["start"] as? String == Timestamp.formatUTC(Samples.session(1).start))
        #expect((record["end"] as? String)?.hasSuffix("Z") == true)
        #expect(record["timeZone"] as? String == "America/New_York")
        #expect(record["targetHours"] as? Double == 18)
    }

    @Test func fractionsOfASecondAreDropped() throws {
        var session = Samples.session(2)
        session.start.addTimeInterval(0.75)
        session.end.addTimeInterval(0.25)
        try store.saveHistory(History([session]))
        let loaded = try #require(try store.loadHistory().sessions.first)
        #expect(loaded.start == Samples.session(2).start)
        #expect(loaded.end == Samples.session(2).end)
    }

    @Test func anUnknownZoneReadsAsUTCAndKeepsTheInstantAndItsName() throws {
        let text = #"{"version": 1, "sessions": [{"id": "00000000-0000-4000-8000-000000000001", "start": "2026-11-20T19:00:00Z", "end": "2026-11-21T11:00:00Z", "targetHours": 16, "timeZone": "Mars/Olympus_Mons"}]}"#
        try Disk.put(Data(text.utf8), at: directory.paths.sessions(year: Samples.year))
        let session = try #require(try store.loadHistory().sessions.first)
        #expect(session.timeZone.secondsFromGMT(for: session.start) == 0)
        #expect(session.start == Samples.instant("2026-11-20T19:00:00Z"))
        // Written back, the zone keeps the name it came with (an atrest elsewhere may know it).
        try store.saveHistory(History([session]))
        #expect(try store.loadHistory().sessions.first?.timeZone.identifier == "Mars/Olympus_Mons")
    }

    /// JSON has no NaN or infinity: such a value is refused before anything touches the disk.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aValueJSONCannotHoldIsRefusedAndTheFileKept(target: Double) throws {
        try store.saveHistory(Samples.history(2))
        let before = try #require(Disk.bytes(directory.paths.sessions(year: Samples.year)))
        var history = Samples.history(2)
        var session = Samples.session(5)
        session.targetHours = target
        history.insert(session)
        let error = try #require(throws: StoreError.self) { try store.saveHistory(history) }
        #expect(error.fileSystemError?.code == EINVAL, "\(error)")
        #expect(error.fileSystemError?.path == directory.paths.sessions(year: Samples.year))
        #expect(Disk.bytes(directory.paths.sessions(year: Samples.year)) == before)
        #expect(Disk.bytes(directory.paths.sessions(year: Samples.year) + ".previous") == nil, "nothing was even kept aside")
        #expect(try store.loadHistory() == Samples.history(2))
        var fast = Samples.fast
        fast.targetHours = target
        #expect(throws: StoreError.self) { try store.saveActiveFast(fast) }
        #expect(!FileManager.default.fileExists(atPath: directory.paths.activeFast))
    }

    @Test func theActiveFastKeepsItsTargetZoneAndCount() throws {
        #expect(try store.loadActiveFast() == nil)
        try store.saveActiveFast(Samples.fast, recordedCount: 7)
        let loaded = try #require(try store.loadActiveFast())
        #expect(loaded.fast == Samples.fast)
        #expect(loaded.fast.timeZone.identifier == "Asia/Kolkata")
        #expect(loaded.recordedCount == 7)
        try store.saveActiveFast(nil)
        #expect(try store.loadActiveFast() == nil)
    }

    @Test func savingHistoryKeepsTheActiveFastsCountInStep() throws {
        try store.saveHistory(Samples.history(3))
        #expect(!FileManager.default.fileExists(atPath: directory.paths.activeFast), "no fast, no file")
        try store.saveActiveFast(Samples.fast, recordedCount: 3)
        try store.saveHistory(Samples.history(5))
        #expect(try store.loadActiveFast()?.recordedCount == 5)
        #expect(try store.loadActiveFast()?.fast == Samples.fast)
    }

    @Test func accountAndRemindersLoadBackEqual() throws {
        #expect(try store.loadAccount() == Account())
        #expect(try store.loadReminders() == ReminderLog())
        let account = Account(licenseToken: "atrest-license-v1.abc.def", transitionMomentShown: true)
        let reminders = ReminderLog(fastID: Samples.fast.id, announcedPhase: .extendedFast, targetAnnounced: true)
        try store.saveAccount(account)
        try store.saveReminders(reminders)
        #expect(try store.loadAccount() == account)
        #expect(try store.loadReminders() == reminders)
    }
}
