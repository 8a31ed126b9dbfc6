import Domain
import Foundation
import JSON
import Store
import Testing

/// atrest's reader of its own files against `JSONDecoder` as an oracle: a file reads when it is
/// strict JSON that `JSONDecoder` reads into the shapes below (the files as atrest has always
/// written them) and every value is what its field takes, and it then reads the same.
@Suite struct FastDocumentTests {
    static let id = "0F6C1C3E-7F49-4A8B-9A43-2B1A7C9E5D10"
    /// A license check as earlier versions kept it beside the license, in one line; atrest
    /// no longer keeps one, and passes it over.
    static let license = #"{"expires": "2027-11-02T00:00:00Z", "holder": "Ada Lovelace", "issued": "2026-11-01T00:00:00Z", "key": "Y1/Vdz+gpVJLL1m8WOrHY6fmP92szJmtj5s9VLHqdcU=", "kind": "annual", "token": "4x-_Qw"}"#

    /// Texts of every kind of document: as atrest writes them now, as `JSONEncoder` wrote them
    /// before, and as other tools or hands might.
    static let variants: [(kind: String, text: String)] = [
        ("sessions", #"{"version": 1, "sessions": []}"#),
        ("sessions", #"{"sessions": [{"id": "\#(id)", "start": "2026-11-01T19:00:00Z", "end": "2026-11-02T11:00:00Z", "targetHours": 16, "timeZone": "Europe/Berlin"}], "version": 1}"#),
        ("sessions", #"{"sessions":[{"end":"2026-11-02T12:00:00+01:00","id":"\#(id.lowercased())","start":"2026-11-01T20:00:00+01:00","targetHours":16.5,"timeZone":"Europe\/Berlin","note":{"a":[1,2,{"b":null}]}}],"version":1,"extra":true}"#),
        ("sessions", #"{"version": 1, "sessions": [{"id": "\#(id)", "start": "2026-11-01T19:00:00Z", "end": "2026-11-02T11:00:00Z", "targetHours": 1.6e1, "timeZone": "UTC"}]}"#),
        ("sessions", #"{"version": 1, "version": 1, "sessions": []}"#),
        ("sessions", "\u{FEFF}{\"version\": 1, \"sessions\": []}"),
        ("sessions", #"{"version": 1, "sessions": [{"id": "\#(id)", "start": "2026-11-01T19:00:00Z", "end": "2026-11-02T11:00:00Z", "targetHours": 16, "timeZone": "Caf\u00e9"}]}"#),
        ("sessions", #"{"version": 1, "sessions": [{"id": "\#(id)", "start": "2026-11-01T19:00:00Z", "end": "2026-11-02T11:00:00Z", "targetHours": -0, "timeZone": "UTC"}]}"#),
        ("sessions", #"{"version": 1, "sessions": [{"id": "not-a-uuid", "start": "x", "end": "y", "targetHours": 16, "timeZone": "UTC"}]}"#),
        ("sessions", #"{"version": 1, "sessions": [{"id": "\#(id)", "start": "x", "end": "y", "targetHours": 016, "timeZone": "UTC"}]}"#),
        ("sessions", #"{"version": 1.0, "sessions": []}"#),
        ("sessions", #"{"version": 1, "sessions": [] } trailing"#),
        ("sessions", #"{"version": 1, "sessions": [{"id": "\#(id)"}]}"#),
        ("active", #"{"version": 1}"#),
        ("active", #"{"version": 1, "fast": null}"#),
        ("active", #"{"fast": {"id": "\#(id)", "start": "2026-11-20T19:00:00Z", "targetHours": 18, "timeZone": "Asia/Kathmandu", "recordedCount": 12}, "version": 1}"#),
        ("active", #"{"fast": {"id": "\#(id)", "start": "2026-11-20T19:00:00Z", "targetHours": 18, "timeZone": "UTC", "recordedCount": 1.5}, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": \#(license), "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": {"token": "c2ln", "key": "a2V5", "kind": "lifetime", "expires": null, "holder": "Grace", "issued": "2025-03-01T00:00:00Z", "seats": [1, {"a": null}]}, "version": 1}"#),
        // Written by an atrest that kept the check beside the fast: the member is skipped.
        ("active", #"{"fast": {"id": "\#(id)", "start": "2026-11-20T19:00:00Z", "targetHours": 18, "timeZone": "UTC", "recordedCount": 12, "license": {"signature": "c2ln", "key": "a2V5", "kind": "lifetime", "holder": "Grace", "issued": "2025-03-01T00:00:00Z"}}, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": {"token": "c2ln", "key": "a2V5", "kind": "lifetime", "holder": "Grace", "issued": "2025-03-01T00:00:00Z"}, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": null, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": \#(license), "licenseCheck": null, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": "c2ln", "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": {"token": "c2ln", "kind": "lifetime", "holder": "Grace", "issued": "2025-03-01T00:00:00Z"}, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": {"token": "c2ln", "key": "a2V5", "kind": "lifetime", "holder": "Zo\u00eb \"Z\"", "issued": "2025-03-01T00:00:00Z"}, "version": 1}"#),
        ("account", #"{"license": "abc.def", "licenseCheck": {"token": 7, "key": "a2V5", "kind": "lifetime", "holder": "Grace", "issued": "2025-03-01T00:00:00Z"}, "version": 1}"#),
        ("water", #"{"version": 1, "entries": [{"id": "\#(id)", "at": "2026-11-20T07:00:00Z", "milliliters": 250, "timeZone": "UTC"}]}"#),
        ("water", #"{"version": 1, "entries": [{"id": "\#(id)", "at": "2026-11-20T07:00:00Z", "milliliters": 250.0, "timeZone": "UTC"}]}"#),
        ("water", #"{"version": 1, "entries": [{"id": "\#(id)", "at": "2026-11-20T07:00:00Z", "milliliters": 99999999999999999999, "timeZone": "UTC"}]}"#),
        ("settings", #"{"version": 1}"#),
        ("settings", #"{"version": 1, "targetHours": 18, "waterUnit": "oz", "waterAmount": 300, "vigil": true}"#),
        ("settings", #"{"version": 1, "targetHours": null, "waterUnit": null, "waterAmount": null, "vigil": null}"#),
        ("settings", #"{"version": 1, "targetHours": "sixteen"}"#),
        ("settings", #"{"version": 1, "waterUnit": "o\"z"}"#),
        ("account", #"{"version": 1, "license": "abc.def", "transitionMomentShown": true}"#),
        ("account", #"{"version": 1, "transitionMomentShown": "yes"}"#),
        ("reminders", #"{"version": 1, "fastID": "\#(id)", "announcedPhase": "deeperRhythm", "targetAnnounced": false}"#),
        ("reminders", #"{"version": 1, "fastID": null}"#),
        ("reminders", #"{"version": 2}"#),
        ("reminders", "{\"version\": 1, \"announcedPhase\": \"\u{01}\"}"),
    ]

    /// The files' shapes as `Codable` wrote them before atrest read them by hand: the oracle.
    struct Sessions: Decodable { var version: Int; var sessions: [Session] }
    /// A zone's name as the store reads it: what is no zone's name (`ZoneName`) is UTC.
    static func asRead(_ name: String) -> String { ZoneName.isValid(name) ? name : "UTC" }

    struct Session: Decodable { var id: UUID; var start: String; var end: String; var targetHours: Double; var timeZone: String; var note: String? }
    struct Active: Decodable { var version: Int; var fast: Running? }
    struct Running: Decodable { var id: UUID; var start: String; var targetHours: Double; var timeZone: String; var recordedCount: Int; var note: String? }
    struct Water: Decodable { var version: Int; var entries: [Glass] }
    struct Glass: Decodable { var id: UUID; var at: String; var milliliters: Int; var timeZone: String }
    struct SettingsShape: Decodable { var version: Int; var targetHours: Double?; var waterUnit: String?; var waterAmount: Int?; var vigil: Bool?; var motion: Bool? }
    struct AccountShape: Decodable { var version: Int; var license: String?; var transitionMomentShown: Bool?; var completedFasts: Int? }
    struct RemindersShape: Decodable { var version: Int; var fastID: UUID?; var announcedPhase: String?; var targetAnnounced: Bool? }

    /// What the oracle reads from `data` as `T`, when the file is strict JSON of a version atrest reads.
    static func oracle<T: Decodable>(_ type: T.Type, _ data: Data, version: (T) -> Int) -> T? {
        guard StrictJSON.problem(in: data) == nil, let value = try? JSONDecoder().decode(T.self, from: data),
              (1...1).contains(version(value)) else { return nil }
        return value
    }

    static func read<T>(_ body: () throws(StoreError) -> T) -> T? {
        do throws(StoreError) { return try body() } catch { return nil }
    }

    /// The reader's result for `kind`, and the oracle's, as comparable text.
    static func bothWays(_ kind: String, _ data: Data) -> (read: String?, oracle: String?) {
        let zones = ZoneDatabase()
        func instant(_ text: String) -> Date? { Timestamp.parse(text) }
        switch kind {
        case "sessions":
            let read = Self.read { () throws(StoreError) in try RecordFile.readList(FastingSession.self, under: "sessions", from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(Sessions.self, data, version: \.version).flatMap { document -> [String]? in
                var all: [String] = []
                for s in document.sessions {
                    guard let start = instant(s.start), let end = instant(s.end) else { return nil }
                    all.append("\(s.id) \(start) \(end) \(s.targetHours) \(Self.asRead(s.timeZone)) \(s.note ?? "-")")
                }
                return all
            }
            return (read.map { $0.map { "\($0.id) \($0.start) \($0.end) \($0.targetHours) \($0.timeZone.identifier) \($0.note ?? "-")" }.joined(separator: "\n") },
                    oracle.map { $0.joined(separator: "\n") })
        case "active":
            let read = Self.read { () throws(StoreError) in try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(Active.self, data, version: \.version).flatMap { document -> String?? in
                guard let f = document.fast else { return .some(nil) }
                guard let start = instant(f.start) else { return nil }
                return .some("\(f.id) \(start) \(f.targetHours) \(Self.asRead(f.timeZone)) \(f.recordedCount) \(f.note ?? "-")")
            }
            return (read.map { $0.map { "\($0.fast.id) \($0.fast.start) \($0.fast.targetHours) \($0.fast.timeZone.identifier) \($0.recordedCount) \($0.fast.note ?? "-")" } ?? "none" },
                    oracle.map { $0 ?? "none" })
        case "water":
            let read = Self.read { () throws(StoreError) in try RecordFile.readList(WaterEntry.self, under: "entries", from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(Water.self, data, version: \.version).flatMap { document -> [String]? in
                var all: [String] = []
                for g in document.entries {
                    guard let at = instant(g.at) else { return nil }
                    all.append("\(g.id) \(at) \(g.milliliters) \(Self.asRead(g.timeZone))")
                }
                return all
            }
            return (read.map { $0.map { "\($0.id) \($0.at) \($0.milliliters) \($0.timeZone.identifier)" }.joined(separator: "\n") },
                    oracle.map { $0.joined(separator: "\n") })
        case "settings":
            let read = Self.read { () throws(StoreError) in try RecordFile.readMembers(Settings.self, from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(SettingsShape.self, data, version: \.version).flatMap { s -> String? in
                var settings = Settings()
                if let hours = s.targetHours { settings.targetHours = hours }
                if let unit = s.waterUnit { guard let known = VolumeUnit(rawValue: unit) else { return nil }; settings.waterUnit = known }
                if let amount = s.waterAmount { settings.waterAmount = amount }
                if let vigil = s.vigil { settings.vigil = vigil }
                if let motion = s.motion { settings.motion = motion }
                return "\(settings)"
            }
            return (read.map { "\($0)" }, oracle)
        case "reminders":
            let read = Self.read { () throws(StoreError) in try RecordFile.readMembers(ReminderLog.self, from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(RemindersShape.self, data, version: \.version).map {
                "\(ReminderLog(fastID: $0.fastID, announcedPhase: $0.announcedPhase.flatMap(FastingPhase.init(rawValue:)), targetAnnounced: $0.targetAnnounced ?? false))"
            }
            return (read.map { "\($0)" }, oracle)
        default:
            let read = Self.read { () throws(StoreError) in try RecordFile.readMembers(Account.self, from: data, path: "/x", zones: zones) }
            let oracle = Self.oracle(AccountShape.self, data, version: \.version).map {
                "\(Account(licenseToken: $0.license, transitionMomentShown: $0.transitionMomentShown ?? false, completedFasts: $0.completedFasts))"
            }
            return (read.map { "\($0)" }, oracle)
        }
    }

    static func agree(_ kind: String, _ data: Data) {
        let (read, oracle) = bothWays(kind, data)
        #expect(read == oracle, "\(kind): \(String(decoding: data, as: UTF8.self))")
    }

    @Test(arguments: variants.indices)
    func theReaderReadsAsTheOracleDoes(_ index: Int) {
        let (kind, text) = Self.variants[index]
        Self.agree(kind, Data(text.utf8))
    }

    /// The variants are not all refused or all read: the oracle comparison can tell them apart.
    @Test func theVariantsBothReadAndAreRefused() {
        let results = Self.variants.map { Self.bothWays($0.kind, Data($0.text.utf8)).read }
        #expect(results.contains { $0 == nil })
        #expect(results.filter { $0 != nil }.count >= 15)
    }

    /// An account file whose kept license check names `holder`, given as raw bytes, as the
    /// check was written for a while (with the terms); atrest keeps no check now.
    static func accountWithHolder(_ holder: [UInt8]) -> Data {
        var bytes = Array(#"{"license": "abc.def", "licenseCheck": {"token": "c2ln", "key": "a2V5", "kind": "lifetime", "issued": "2025-03-01T00:00:00Z", "holder": ""#.utf8)
        bytes += holder
        bytes += Array(#""}, "version": 1}"#.utf8)
        return Data(bytes)
    }

    /// The check earlier versions kept is passed over, whatever script a name in it is in.
    @Test(arguments: ["Zoë", "李雷", "\u{FEFF}Ada", "Ada\u{2028}Byron", "Ada\u{7F}", "\u{1F333} Tree", "Ada\u{FFFE}"])
    func aCheckWrittenWithItsTermsStillReads(_ holder: String) throws {
        let data = Self.accountWithHolder(Array(holder.utf8))
        let account = try RecordFile.readMembers(Account.self, from: data, path: "/x", zones: ZoneDatabase())
        #expect(account.licenseToken == "abc.def")
        Self.agree("account", data)
    }

    /// Malformed UTF-8 and lone surrogates are not text: the file is refused.
    @Test(arguments: [[0xED, 0xA0, 0x80], [0xC3], [0xFF], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x41, 0x80], Array(#"\ud800"#.utf8), Array(#"\udc00x"#.utf8)] as [[UInt8]])
    func aStringThatIsNotTextIsRefused(_ token: [UInt8]) {
        let data = Data(Array(#"{"license": "abc.def", "licenseCheck": {"key": "a2V5", "token": ""#.utf8) + token + Array(#""}, "version": 1}"#.utf8))
        #expect(throws: StoreError.self) { try RecordFile.readMembers(Account.self, from: data, path: "/x", zones: ZoneDatabase()) }
        Self.agree("account", data)
    }

    /// Strings are skimmed eight bytes at a time: a byte that needs a look (an escape, a
    /// control character, text beyond ASCII) is found wherever it falls in a word, and read.
    @Test(arguments: [#"\""#, #"\n"#, #"\u0041"#, "\u{01}", "\u{7F}", "é", "\u{1F332}", "/", #"\ud83c\udf33"#])
    func aByteThatNeedsALookIsFoundAnywhereInAString(special: String) {
        for position in 0...17 {
            var name = Array(repeating: "a", count: 18)
            name[position] = special
            let text = #"{"version": 1, "entries": [{"id": "\#(Self.id)", "at": "2026-11-20T07:00:00Z", "milliliters": 250, "timeZone": "\#(name.joined())"}]}"#
            Self.agree("water", Data(text.utf8))
        }
    }

    /// What atrest writes reads back as it was, strings of every kind included.
    @Test func everyRecordFileReadsBackWhatWasWritten() throws {
        let pieces = ["a", "Z", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", " ", "é", "€", "🌳"]
        var seed: UInt64 = 0x2026_1121
        for _ in 0..<300 {
            var text = ""
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 60) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            let account = Account(licenseToken: text, transitionMomentShown: seed & 1 == 0, completedFasts: Int(seed >> 40))
            let written = try RecordFile.write(members: account)
            #expect(StrictJSON.problem(in: written) == nil)
            #expect(try RecordFile.readMembers(Account.self, from: written, path: "/x", zones: ZoneDatabase()) == account)
            let zone = Zone(identifier: text, rules: ZoneRules(fixedOffset: 0))
            let fast = FastingSession(
                id: UUID(), start: Samples.instant("2026-11-20T19:00:00Z"), end: Samples.instant("2026-11-21T11:30:00Z"),
                targetHours: 16.5, timeZone: zone, note: text.isEmpty ? nil : text
            )
            let sessions = try RecordFile.write([fast], under: "sessions")
            let back = try RecordFile.readList(FastingSession.self, under: "sessions", from: sessions, path: "/x", zones: ZoneDatabase())
            #expect(back.map(\.note) == [fast.note])
            // What is no zone's name (a path, a space, a control character) is read as UTC.
            #expect(back.map(\.timeZone.identifier) == [ZoneName.isValid(text) ? text : "UTC"])
        }
        let settings = Settings(targetHours: 18.5, waterUnit: .oz, waterAmount: 300, vigil: true, motion: false)
        #expect(try RecordFile.readMembers(Settings.self, from: RecordFile.write(members: settings), path: "/x", zones: ZoneDatabase()) == settings)
        let running = StoredActiveFast(fast: Samples.fast, recordedCount: 7)
        #expect(try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: RecordFile.write(running, under: "fast"), path: "/x", zones: ZoneDatabase()) == running)
        #expect(try RecordFile.readMember(StoredActiveFast.self, under: "fast", from: RecordFile.write(StoredActiveFast?.none, under: "fast"), path: "/x", zones: ZoneDatabase()) == nil)
    }

    /// Members are written in the order of their keys, as files have always been, and each
    /// key is declared once.
    @Test func everyTableIsInTheOrderOfItsKeys() {
        let tables = [
            FastingSession.fields.map(\.name), StoredActiveFast.fields.map(\.name), WaterEntry.fields.map(\.name),
            Settings.fields.map(\.name), Account.fields.map(\.name), ReminderLog.fields.map(\.name),
        ]
        for keys in tables {
            #expect(keys == keys.sorted())
            #expect(Set(keys).count == keys.count)
        }
    }

    /// The history as atrest writes it is read in its written order and any other alike.
    @Test func aHistoryOfManyZonesReadsTheSameInAnyLayout() throws {
        let store = TemporaryDirectory().store()
        let zones = ["UTC", "Europe/Berlin", "Asia/Kathmandu", "Europe/Berlin", "America/St_Johns", "No/Such_Zone"]
        let sessions = (0..<60).map { n in
            FastingSession(
                start: Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 86_400),
                end: Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 86_400 + 16 * 3_600),
                targetHours: n % 2 == 0 ? 16 : 16.5, timeZone: ZoneDatabase().zoneOrUTC(named: zones[n % zones.count]),
                note: n % 3 == 0 ? "note \(n) é" : nil
            )
        }
        try store.saveHistory(History(sessions))
        let data = try #require(FileManager.default.contents(atPath: store.paths.sessions(year: 2023)))
        let direct = try RecordFile.readList(FastingSession.self, under: "sessions", from: data, path: "/x", zones: ZoneDatabase())
        #expect(History(direct) == History(sessions.filter { HistoryYear.of($0.end) == 2023 }))
        // The same records with their members in reverse order, as another tool may write them.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let reordered = try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
        #expect(try RecordFile.readList(FastingSession.self, under: "sessions", from: reordered, path: "/x", zones: ZoneDatabase()) == direct)
        #expect(try store.loadHistory() == History(sessions))
    }
}
