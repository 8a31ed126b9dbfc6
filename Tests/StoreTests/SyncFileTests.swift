import Domain
import Foundation
import JSON
import Store
import Testing

/// The file each computer writes into a sync folder (`SyncFile`): read back whole, the same as
/// earlier atrest wrote it, and refused whole when any part of it is not as atrest writes it.
@Suite struct SyncFileTests {
    static let device = UUID(uuidString: "0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!
    static let other = UUID(uuidString: "F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9")!
    static let zones = ZoneDatabase()

    static func at(_ text: String) -> Date { Timestamp.parse(text)! }

    /// A history with one of everything a sync file holds: fasts with and without a stamp and
    /// a note, two running fasts, water in two zones, each kind of deletion, settings with and
    /// without a stamp, the trial's count and the moment after the tenth fast.
    static var sample: Replica {
        let berlin = zones.zoneOrUTC(named: "Europe/Berlin")
        let newYork = zones.zoneOrUTC(named: "America/New_York")
        var replica = Replica()
        let noted = FastingSession(
            id: UUID(uuidString: "11111111-2222-4333-8444-555555555555")!, start: at("2026-11-01T19:00:00Z"), end: at("2026-11-02T11:30:00Z"),
            targetHours: 16, timeZone: berlin, note: "quiet \"evening\" / walk, café ☕"
        )
        let plain = FastingSession(
            id: UUID(uuidString: "21111111-2222-4333-8444-555555555555")!, start: at("2026-11-03T20:00:00Z"), end: at("2026-11-04T10:15:00Z"),
            targetHours: 14.5, timeZone: newYork
        )
        replica.fasts[noted.id] = Stamped(noted, Stamp(at: at("2026-11-02T11:30:05Z"), device: device))
        replica.fasts[plain.id] = Stamped(plain, .unstamped)
        let running = ActiveFast(
            id: UUID(uuidString: "31111111-2222-4333-8444-555555555555")!, start: at("2026-11-20T18:00:00Z"), targetHours: 18, timeZone: berlin, note: "begun here"
        )
        let elsewhere = ActiveFast(id: UUID(uuidString: "41111111-2222-4333-8444-555555555555")!, start: at("2026-11-20T19:00:00Z"), targetHours: 12, timeZone: newYork)
        replica.running[running.id] = Stamped(running, Stamp(at: at("2026-11-20T18:00:00Z"), device: device))
        replica.running[elsewhere.id] = Stamped(elsewhere, .unstamped)
        for (index, (time, amount, zone)) in [("2026-11-02T08:00:00Z", 250, berlin), ("2026-11-02T09:30:00Z", 330, newYork)].enumerated() {
            let id = UUID(uuidString: "5111111\(index)-2222-4333-8444-555555555555")!
            replica.water[id] = WaterEntry(id: id, at: at(time), milliliters: amount, timeZone: zone)
        }
        for (index, kind) in Deletion.Kind.allCases.enumerated() {
            let id = UUID(uuidString: "6111111\(index)-2222-4333-8444-555555555555")!
            replica.deletions[id] = Deletion(id: id, kind: kind, stamp: Stamp(at: at("2026-11-05T12:00:00Z"), device: other))
        }
        replica.settings[.targetHours] = Stamped("16.0", Stamp(at: at("2026-11-06T07:00:00Z"), device: other))
        replica.settings[.waterUnit] = Stamped("oz", .unstamped)
        replica.completedFasts = 12
        replica.transitionMomentShown = true
        return replica
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `sample` as atrest wrote it before sync's file moved onto the field tables (with
    /// `JSONEncoder`, compact, keys sorted): what computers not yet updated still write.
    static func writtenByJSONEncoder() throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent("sync-file-jsonencoder.json"))
    }

    /// This computer's clock while it reads the files: after everything in `sample`.
    static let now = at("2026-11-24T12:00:00Z")

    static func decode(_ data: Data) -> Replica? { try? refusal(data).get() }

    static func refusal(_ data: Data) -> Result<Replica, SyncFile.Refusal> { SyncFile.decode(data, device: device, zones: zones, now: now) }

    static func decode(_ text: String) -> Replica? { decode(Data(text.utf8)) }

    @Test func readsAFileWrittenByEarlierAtrest() throws {
        #expect(Self.decode(try Self.writtenByJSONEncoder()) == Self.sample)
    }

    /// The same bytes as before: a computer updated in the middle of syncing rewrites nothing,
    /// and the sync tool carries nothing, for the change of writer.
    @Test func writesWhatEarlierAtrestWroteByteForByte() throws {
        let written = try SyncFile.encode(Self.sample, device: Self.device)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self))
    }

    @Test func readsBackWhatItWrites() throws {
        let written = try SyncFile.encode(Self.sample, device: Self.device)
        #expect(Self.decode(written) == Self.sample)
        #expect(try SyncFile.encode(#require(Self.decode(written)), device: Self.device) == written, "the same history gives the same bytes")
        var plain = Self.sample
        plain.transitionMomentShown = false
        plain.completedFasts = 0
        #expect(Self.decode(try SyncFile.encode(plain, device: Self.device)) == plain)
        #expect(Self.decode(try SyncFile.encode(Replica(), device: Self.device)) == Replica())
    }

    /// A computer still on an earlier atrest reads what this one writes: its reader was
    /// `JSONDecoder` over these types, after a strict JSON check.
    @Test func earlierAtrestReadsWhatItWrites() throws {
        let written = try SyncFile.encode(Self.sample, device: Self.device)
        #expect(StrictJSON.problem(in: written) == nil)
        let file = try JSONDecoder().decode(EarlierSyncFile.self, from: written)
        #expect(file.format == "atrest-sync" && file.version == 1 && file.device == Self.device)
        #expect(file.completedFasts == 12 && file.transitionMomentShown == true)
        #expect(file.fasts.map(\.id) == [UUID(uuidString: "11111111-2222-4333-8444-555555555555")!, UUID(uuidString: "21111111-2222-4333-8444-555555555555")!])
        #expect(file.fasts[0].note == "quiet \"evening\" / walk, café ☕" && file.fasts[0].changedBy == Self.device && file.fasts[0].changed == "2026-11-02T11:30:05Z")
        #expect(file.fasts[1].changed == nil && file.fasts[1].changedBy == nil && file.fasts[1].targetHours == 14.5)
        #expect(file.fasts.map(\.end) == ["2026-11-02T11:30:00Z", "2026-11-04T10:15:00Z"] && file.fasts[1].timeZone == "America/New_York")
        #expect(file.running.count == 2 && file.running.allSatisfy { $0.end == nil } && file.running[0].note == "begun here")
        #expect(file.water.map(\.milliliters) == [250, 330] && file.water[0].at == "2026-11-02T08:00:00Z")
        #expect(file.deletions.map(\.kind).sorted() == ["fast", "running", "water"] && file.deletions.allSatisfy { $0.changedBy == Self.other })
        #expect(file.settings.map(\.key) == ["targetHours", "waterUnit"] && file.settings[0].value == "16.0" && file.settings[1].changed == nil)
    }

    // MARK: Refused whole

    @Test func aFileCutShortAnywhereIsRefused() throws {
        let written = try SyncFile.encode(Self.sample, device: Self.device)
        #expect(written.last == UInt8(ascii: "\n"))
        for length in 0..<written.count - 1 where Self.decode(written.prefix(length)) != nil {
            Issue.record("a file cut at byte \(length) of \(written.count) was taken")
        }
    }

    /// Each change makes the earlier writer's file one that atrest never writes whole.
    static let refusals: [(String, String)] = [
        ("\"version\":1", "\"version\":2"),
        ("\"version\":1", "\"version\":0"),
        ("\"version\":1", "\"version\":\"1\""),
        ("\"format\":\"atrest-sync\"", "\"format\":\"atrest-export\""),
        ("\"device\":\"0A1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D\"", "\"device\":\"F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9\""),
        ("\"end\":\"2026-11-02T11:30:00Z\"", "\"end\":\"2026-11-01T18:00:00Z\""),
        ("\"end\":\"2026-11-02T11:30:00Z\"", "\"end\":null"),
        ("\"end\":\"2026-11-02T11:30:00Z\"", "\"end\":\"the second\""),
        ("\"targetHours\":16,", "\"targetHours\":100,"),
        ("\"targetHours\":18,", "\"targetHours\":0,"),
        ("\"milliliters\":250,", "\"milliliters\":0,"),
        ("\"milliliters\":250,", "\"milliliters\":250000,"),
        ("\"milliliters\":250,", "\"milliliters\":\"250\","),
        ("\"kind\":\"water\"", "\"kind\":\"glass\""),
        ("\"changed\":\"2026-11-02T11:30:05Z\",", ""),
        ("\"changed\":\"2026-11-06T07:00:00Z\",", ""),
        ("\"changed\":\"2026-11-05T12:00:00Z\",", ""),
        ("\"changed\":\"2026-11-02T11:30:05Z\"", "\"changed\":\"yesterday\""),
        ("\"completedFasts\":12", "\"completedFasts\":-1"),
        ("\"completedFasts\":12,", ""),
        ("\"water\":[", "\"water\":{},\"was\":["),
        ("\"transitionMomentShown\":true", "\"transitionMomentShown\":\"yes\""),
        ("\"id\":\"51111110-2222-4333-8444-555555555555\"", "\"id\":\"a glass\""),
        ("\"milliliters\":330,", "\"milliliters\":330,,"),
        ("\"kind\":\"water\"}]", "\"kind\":\"water\"},]"),
    ]

    @Test func aFileAtrestDidNotWriteWholeIsRefused() throws {
        let earlier = String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self)
        for (found, replacement) in Self.refusals {
            #expect(earlier.contains(found), "the fixture has \(found)")
            let changed = earlier.replacingOccurrences(of: found, with: replacement)
            #expect(Self.decode(changed) == nil, "taken with \(found) → \(replacement)")
        }
        #expect(Self.decode(String(earlier.dropLast()) + ",") == nil, "taken with a trailing comma")
        #expect(Self.decode(earlier.replacingOccurrences(of: "begun here", with: "begun\there")) == nil, "taken with a raw tab in a text")
    }

    /// A value the store would refuse on reading its own files (`RecordRules`) is refused here
    /// too: taken in, it was saved, and every command that read history then stopped on a
    /// "damaged" file of this computer's own.
    static let outsideTheRules: [(String, String)] = [
        ("\"end\":\"2026-11-02T11:30:00Z\"", "\"end\":\"2026-11-01T20:00:00Z\""),
        ("\"start\":\"2026-11-01T19:00:00Z\"", "\"start\":\"1899-11-01T19:00:00Z\""),
        ("\"start\":\"2026-11-20T18:00:00Z\"", "\"start\":\"1899-11-20T18:00:00Z\""),
        ("\"at\":\"2026-11-02T08:00:00Z\"", "\"at\":\"1899-11-02T08:00:00Z\""),
        ("begun here", "begun\\u0007here"),
        ("\"completedFasts\":12", "\"completedFasts\":1000000000000"),
    ]

    @Test func aValueTheStoreWouldRefuseIsRefused() throws {
        let earlier = String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self)
        for (found, replacement) in Self.outsideTheRules {
            #expect(earlier.contains(found), "the fixture has \(found)")
            let changed = earlier.replacingOccurrences(of: found, with: replacement)
            #expect(Self.decode(changed) == nil, "taken with \(found) → \(replacement)")
        }
    }

    /// A running fast that has an end is not one atrest writes.
    @Test func aRunningFastWithAnEndIsRefused() throws {
        let earlier = String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self)
        let changed = earlier.replacingOccurrences(of: "\"id\":\"31111111", with: "\"end\":\"2026-11-21T18:00:00Z\",\"id\":\"31111111")
        #expect(changed != earlier)
        #expect(Self.decode(changed) == nil)
    }

    /// What a newer atrest may add is passed over: members atrest does not know, and settings.
    @Test func membersAndSettingsANewerAtrestAddsArePassedOver() throws {
        let earlier = String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self)
        let newer = earlier
            .replacingOccurrences(of: "\"completedFasts\":12", with: "\"completedFasts\":12,\"moods\":[{\"a\":[1,2,{\"b\":null}]}]")
            .replacingOccurrences(of: "\"milliliters\":250,", with: "\"milliliters\":250,\"source\":\"tap\",")
            .replacingOccurrences(of: "\"settings\":[", with: "\"settings\":[{\"changed\":\"2026-11-07T07:00:00Z\",\"changedBy\":\"F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9\",\"key\":\"theme\",\"value\":\"dusk\"},")
        #expect(newer.contains("theme") && newer.contains("moods") && newer.contains("tap"))
        #expect(Self.decode(newer) == Self.sample)
        var absent = earlier.replacingOccurrences(of: ",\"transitionMomentShown\":true", with: "")
        var expected = Self.sample
        expected.transitionMomentShown = false
        #expect(Self.decode(absent) == expected)
        absent = earlier.replacingOccurrences(of: "\"transitionMomentShown\":true", with: "\"transitionMomentShown\":null")
        #expect(Self.decode(absent) == expected)
    }

    @Test func everyListMustBeThere() throws {
        let earlier = String(decoding: try Self.writtenByJSONEncoder(), as: UTF8.self)
        for list in ["deletions", "fasts", "running", "settings", "water"] {
            let pattern = try Regex("\"\(list)\":\\[[^\\]]*\\],?")
            let without = earlier.replacing(pattern, with: "")
            #expect(without != earlier && !without.contains("\"\(list)\":"))
            #expect(Self.decode(without) == nil, "taken without \(list)")
        }
    }
}

/// The sync file as atrest read it with `JSONDecoder` before it moved onto the field tables
/// (Sources/Store/SyncFile.swift at 96027a1): what a computer not yet updated reads.
private struct EarlierSyncFile: Decodable {
    var format: String
    var version: Int
    var device: UUID
    var fasts: [Fast]
    var running: [Fast]
    var water: [Water]
    var deletions: [Gone]
    var settings: [Setting]
    var completedFasts: Int
    var transitionMomentShown: Bool?

    struct Fast: Decodable {
        var id: UUID
        var start: String
        var end: String?
        var targetHours: Double
        var timeZone: String
        var note: String?
        var changed: String?
        var changedBy: UUID?
    }

    struct Water: Decodable {
        var id: UUID
        var at: String
        var milliliters: Int
        var timeZone: String
    }

    struct Gone: Decodable {
        var id: UUID
        var kind: String
        var changed: String
        var changedBy: UUID
    }

    struct Setting: Decodable {
        var key: String
        var value: String
        var changed: String?
        var changedBy: UUID?
    }
}
