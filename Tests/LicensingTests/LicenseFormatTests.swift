import Domain
import Foundation
import Testing
@testable import Licensing
@testable import LicenseSigning

@Suite struct Base64URLTests {
    @Test(arguments: [0, 1, 2, 3, 4, 31, 32, 64, 100])
    func roundTrips(length: Int) {
        let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) })
        let text = Base64URL.encode(data)
        #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
        #expect(Base64URL.decode(text[...]) == data)
    }

    @Test(arguments: [
        "AQ==",     // padding
        "+/8",      // the standard alphabet
        "AR",       // 01 with unused low bits set: only "AQ" spells it
        "AQJ",      // 01 02 with unused low bits set: only "AQI" spells it
        "A",        // a length no byte string has
        "AQ\n",     // a line break
        "AQ ",      // a space
        "é",        // not ASCII
    ])
    func refusesAnythingButTheCanonicalSpelling(text: String) {
        #expect(Base64URL.decode(text[...]) == nil)
    }
}

@Suite struct LicenseDayTests {
    @Test func readsAndWritesDays() throws {
        let day = try LocalDay.test("2028-02-29")
        #expect(day.description == "2028-02-29")
        #expect(day.utcStart == (try TestTime.at("2028-02-29T00:00:00Z")))
        #expect(day.utcEnd == (try TestTime.at("2028-03-01T00:00:00Z")))
        #expect(LocalDay(utcContaining: try TestTime.at("2028-02-29T23:59:59Z")) == day)
        #expect(LocalDay(licenseText: "0042-01-02")?.description == "0042-01-02")
    }

    @Test(arguments: [
        "", "2025-02-30", "2027-02-29", "2025-13-01", "2025-00-10", "2025-01-00", "2025-1-05",
        "25-01-05", "2025/01/05", "2025-01-05 ", " 2025-01-05", "2025-01-05T00:00:00Z",
        "+025-01-05", "2025-0a-05", "0000-01-01", "２０２５-01-05",
    ])
    func refusesAnythingButARealDay(text: String) {
        #expect(LocalDay(licenseText: text) == nil)
    }
}

@Suite struct LicensePayloadTests {
    @Test func writesSortedCompactJSON() throws {
        let id = try #require(UUID(uuidString: "6F1C2A3B-0D4E-4F50-8A61-72B3C4D5E6F7"))
        let payload = LicensePayload(
            term: .annual(through: try .test("2026-03-01")), holder: "Ada / Lovelace",
            issued: try .test("2025-03-01"), id: id
        )
        let json = String(decoding: try payload.json(), as: UTF8.self)
        #expect(json == #"{"expires":"2026-03-01","holder":"Ada / Lovelace","id":"6F1C2A3B-0D4E-4F50-8A61-72B3C4D5E6F7","issued":"2025-03-01","kind":"annual"}"#)
        #expect(try LicensePayload.parse(payload.json()).get() == payload)
    }

    @Test(arguments: [
        ("", "empty"),
        (" Ada", "padded"),
        ("Ada ", "padded"),
        ("Ada\u{1B}[2J", "escape"),
        ("Ada\nLovelace", "line break"),
        ("Ada\u{2028}", "line separator"),
        (String(repeating: "a", count: 201), "too long"),
    ])
    func refusesHolderNames(holder: String, why: String) {
        let payload = LicensePayload(term: .lifetime, holder: holder, issued: LocalDay(utcContaining: Date()))
        #expect(payload.problem != nil, "\(why)")
    }

    @Test func acceptsNamesFromAnyScript() {
        for holder in ["Ада Лавлейс", "李小龍", "José Ñúñez", "O'Brien-Smith", "👩‍🚀 Sally"] {
            let payload = LicensePayload(term: .lifetime, holder: holder, issued: LocalDay(utcContaining: Date()))
            #expect(payload.problem == nil, "\(holder)")
        }
    }

    @Test func refusesExpiryBeforeIssue() throws {
        let payload = LicensePayload(
            term: .annual(through: try .test("2025-02-28")), holder: "Ada", issued: try .test("2025-03-01")
        )
        #expect(payload.problem != nil)
        #expect(throws: LicenseSigningError.self) { try LicenseToken.sign(payload, with: TestKeys.privateKey()) }
    }
}
