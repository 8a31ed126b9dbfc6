import Domain
import Foundation
import Store
import Testing

/// The hand-written reader and writer of atrest's files against `JSONDecoder` and
/// `JSONEncoder`: whatever the fast reader takes, it takes exactly as `JSONDecoder` does, and
/// what it declines still reads (or is refused) the careful way, which takes strict JSON only.
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
        let account = try DocumentCoding.decode(AccountDocument.self, from: data, path: "/x")
        #expect(account.license == "abc.def")
        Self.agree(AccountDocument.self, data)
    }

    /// Malformed UTF-8 is left to JSONDecoder, which refuses it.
    @Test(arguments: [[0xED, 0xA0, 0x80], [0xC3], [0xFF], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x41, 0x80]] as [[UInt8]])
    func aTokenOfMalformedUTF8IsLeftToJSONDecoder(_ token: [UInt8]) {
        let data = Data(Array(#"{"license": "abc.def", "licenseCheck": {"key": "a2V5", "token": ""#.utf8) + token + Array(#""}, "version": 1}"#.utf8))
        #expect(AccountDocument.readFast(data) == nil)
        #expect(throws: StoreError.self) { try DocumentCoding.decode(AccountDocument.self, from: data, path: "/x") }
        Self.agree(AccountDocument.self, data)
    }

    /// What `DocumentCoding.decode` gives and what `JSONDecoder` gives must agree.
    static func agree<Document: VersionedDocument & Equatable>(_ type: Document.Type, _ data: Data) {
        let careful = try? JSONDecoder().decode(Document.self, from: data)
        let usual: Document?
        do throws(StoreError) {
            usual = try DocumentCoding.decode(Document.self, from: data, path: "/x")
        } catch {
            usual = nil
        }
        // What JSONDecoder takes beyond strict JSON (a key given twice …) atrest refuses.
        let acceptable = careful.map { (1...Document.currentVersion).contains($0.version) } ?? false
        let strict = StrictJSON.problem(in: data) == nil
        #expect(usual == (acceptable && strict ? careful : nil), "\(String(decoding: data, as: UTF8.self))")
        if let fast = Document.readFast(data) {
            #expect(fast == careful, "the fast reader took it differently: \(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test(arguments: variants.indices)
    func theFastReaderReadsExactlyAsJSONDecoderDoes(_ index: Int) {
        let (kind, text) = Self.variants[index]
        let data = Data(text.utf8)
        switch kind {
        case "sessions": Self.agree(SessionsDocument.self, data)
        case "active": Self.agree(ActiveDocument.self, data)
        case "water": Self.agree(WaterDocument.self, data)
        case "settings": Self.agree(SettingsDocument.self, data)
        case "account": Self.agree(AccountDocument.self, data)
        default: Self.agree(RemindersDocument.self, data)
        }
    }

    /// Strings are skimmed eight bytes at a time: a byte that needs a look (an escape, a
    /// control character, text beyond ASCII) is found wherever it falls in a word.
    @Test(arguments: [#"\""#, #"\n"#, #"\u0041"#, "\u{01}", "\u{7F}", "é", "\u{1F332}", "/"])
    func aByteThatNeedsALookIsFoundAnywhereInAString(special: String) {
        for position in 0...17 {
            var name = Array(repeating: "a", count: 18)
            name[position] = special
            let text = #"{"version": 1, "entries": [{"id": "\#(Self.id)", "at": "2026-11-20T07:00:00Z", "milliliters": 250, "timeZone": "\#(name.joined())"}]}"#
            Self.agree(WaterDocument.self, Data(text.utf8))
        }
    }

    /// The history read straight into fasts is the history read through the document.
    @Test(arguments: variants.indices.filter { variants[$0].kind == "sessions" })
    func historyStraightFromBytesIsTheHistoryThroughTheDocument(_ index: Int) throws {
        let data = Data(Self.variants[index].text.utf8)
        guard let direct = SessionsDocument.readSessions(data, zones: ZoneDatabase()) else { return }
        let document = try JSONDecoder().decode(SessionsDocument.self, from: data)
        #expect(direct.count == document.sessions.count)
        for (session, record) in zip(direct, document.sessions) {
            #expect(session.id == record.id)
            #expect(session.start == Timestamp.parse(record.start))
            #expect(session.end == Timestamp.parse(record.end))
            #expect(session.targetHours == record.targetHours)
            #expect(session.timeZone.identifier == record.timeZone)
        }
    }

    @Test(arguments: variants.indices.filter { variants[$0].kind == "water" })
    func waterStraightFromBytesIsTheWaterThroughTheDocument(_ index: Int) throws {
        let data = Data(Self.variants[index].text.utf8)
        guard let direct = WaterDocument.readEntries(data, zones: ZoneDatabase()) else { return }
        let document = try JSONDecoder().decode(WaterDocument.self, from: data)
        #expect(direct.map(\.id) == document.entries.map(\.id))
        #expect(direct.map(\.at) == document.entries.map { Timestamp.parse($0.at) })
        #expect(direct.map(\.milliliters) == document.entries.map(\.milliliters))
    }

    @Test func aHistoryOfManyZonesReadsTheSameBothWays() throws {
        let store = TemporaryDirectory().store()
        let zones = ["UTC", "Europe/Berlin", "Asia/Kathmandu", "Europe/Berlin", "America/St_Johns", "No/Such_Zone"]
        let sessions = (0..<60).map { n in
            FastingSession(
                start: Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 86_400),
                end: Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 86_400 + 16 * 3_600),
                targetHours: n % 2 == 0 ? 16 : 16.5, timeZone: ZoneDatabase().zoneOrUTC(named: zones[n % zones.count])
            )
        }
        try store.saveHistory(History(sessions))
        let data = try #require(FileManager.default.contents(atPath: store.paths.sessions(year: 2023)))
        let direct = try #require(SessionsDocument.readSessions(data, zones: ZoneDatabase()))
        #expect(History(direct) == History(sessions.filter { HistoryYear.of($0.end) == 2023 }))
        #expect(try store.loadHistory() == History(sessions))
    }

    @Test func theFastReaderTakesWhatAtrestWritesAndWhatJSONEncoderWrote() throws {
        let store = TemporaryDirectory().store()
        try store.saveHistory(Samples.history(40))
        try store.saveActiveFast(Samples.fast, recordedCount: 40)
        try store.saveAccount(Account(licenseToken: "atrest-license-1.e30.s1G-_naTuRe", transitionMomentShown: true))
        try store.saveWater(Samples.water(30), month: Samples.november)
        let paths = store.paths
        for (path, type) in [(paths.sessions(year: Samples.year), "sessions"), (paths.activeFast, "active"), (paths.account, "account"), (paths.water(month: Samples.november), "water")] {
            let written = try #require(FileManager.default.contents(atPath: path))
            switch type {
            case "sessions":
                let fast = try #require(SessionsDocument.readFast(written), "the fast reader reads what atrest writes")
                #expect(fast == (try JSONDecoder().decode(SessionsDocument.self, from: written)))
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                #expect(SessionsDocument.readFast(try encoder.encode(fast)) == fast, "and what JSONEncoder wrote before")
            case "active":
                let fast = try #require(ActiveDocument.readFast(written))
                #expect(fast == (try JSONDecoder().decode(ActiveDocument.self, from: written)))
            case "account":
                let account = try #require(AccountDocument.readFast(written))
                #expect(account.license != nil)
                #expect(account == (try JSONDecoder().decode(AccountDocument.self, from: written)))
            default:
                let fast = try #require(WaterDocument.readFast(written))
                #expect(fast == (try JSONDecoder().decode(WaterDocument.self, from: written)))
            }
        }
    }

    /// A month written straight from its entries is the month written from its records.
    @Test func waterIsWrittenFromEntriesAsFromRecords() throws {
        let odd = WaterEntry(
            id: try #require(UUID(uuidString: Self.id)), at: Samples.instant("2026-11-30T23:59:59Z"), milliliters: 5000,
            timeZone: Zone(identifier: "Odd \"zone\" \\ /\u{01}é", rules: ZoneRules(fixedOffset: 3600))
        )
        for entries in [[], Samples.water(30), [odd]] {
            let records = entries.map {
                WaterRecord(id: $0.id, at: Timestamp.formatUTC($0.at), milliliters: $0.milliliters, timeZone: $0.timeZone.identifier)
            }
            let written = WaterDocument.writeJSON(entries)
            #expect(written == (try DocumentCoding.encode(WaterDocument(entries: records))))
            #expect(try JSONDecoder().decode(WaterDocument.self, from: written).entries == records)
        }
    }

    /// Small documents are written byte for byte as JSONEncoder wrote them.
    @Test func smallDocumentsKeepTheirOldBytes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        func same<Document: VersionedDocument>(_ document: Document) throws {
            var old = try encoder.encode(document)
            old.append(0x0A)
            #expect(try DocumentCoding.encode(document) == old, "\(String(decoding: old, as: UTF8.self))")
        }
        for data in [
            #"{"version": 1}"#,
            #"{"version": 1, "fast": {"id": "\#(Self.id)", "start": "2026-11-20T19:00:00Z", "targetHours": 16.5, "timeZone": "America/St_Johns", "recordedCount": 3}}"#,
        ] { try same(try JSONDecoder().decode(ActiveDocument.self, from: Data(data.utf8))) }
        for data in [
            #"{"version": 1, "license": "abc.def", "licenseCheck": \#(Self.license)}"#,
            #"{"version": 1, "license": "abc.def", "licenseCheck": {"token": "c2ln", "key": "a2V5", "kind": "lifetime", "holder": "Zo\u00eb \"Z\" \\ /", "issued": "2025-03-01T00:00:00Z"}, "transitionMomentShown": true}"#,
        ] { try same(try JSONDecoder().decode(AccountDocument.self, from: Data(data.utf8))) }
        try same(try JSONDecoder().decode(SettingsDocument.self, from: Data(#"{"version": 1, "targetHours": 18, "waterUnit": "oz", "waterAmount": 300, "vigil": true}"#.utf8)))
        try same(try JSONDecoder().decode(AccountDocument.self, from: Data(#"{"version": 1, "license": "a\"b\\c/d\n\t\u0001é\u001f", "transitionMomentShown": false}"#.utf8)))
        // Strings of every kind JSON escapes or leaves alone, at every position, empty included.
        let pieces = ["a", "Z", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", " ", "é", "€", "🌳"]
        var seed: UInt64 = 0x2026_1121
        for _ in 0..<500 {
            var text = ""
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(seed >> 60) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            let literal = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
            try same(try JSONDecoder().decode(AccountDocument.self, from: Data(#"{"version": 1, "license": \#(literal)}"#.utf8)))
        }
        try same(try JSONDecoder().decode(RemindersDocument.self, from: Data(#"{"version": 1, "fastID": "\#(Self.id)", "announcedPhase": "extendedFast", "targetAnnounced": true}"#.utf8)))
    }
}
