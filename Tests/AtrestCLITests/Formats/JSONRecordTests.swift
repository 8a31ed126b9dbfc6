@testable import AtrestCLI
import Domain
import Foundation
import Interchange
import JSON
import Store
import Testing

/// A record made in one buffer (`JSONWriter.record`) is the bytes `object` writes with the
/// same members, at any depth and in either layout; one that cannot be made so leaves the
/// writer as it was; and `log --json`'s and `export`'s records made so are the bytes of the
/// member-by-member writers.
@Suite struct JSONRecordTests {
    static let texts = ["", "plain", "tea, \"green\"\nand a walk \u{1}\u{1F}\u{7F}", "back\\slash\t\r\u{8}\u{C}/", "Grüße ✓ \u{1F331}"]
    static let numbers: [Double] = [16, 16.5, 0, -0.0, 13.25, 1e15, 1e20, -3, .nan, .infinity, 0.1]

    /// The same members through `object` and through `record`.
    static func members(_ index: Int, object json: inout JSONWriter) {
        json.member("id", string: texts[index % texts.count])
        json.key("n")
        json.double(numbers[index % numbers.count])
        json.member("count", int: [0, -1, 7, Int.max, Int.min, 250][index % 6])
        json.key("none")
        json.null()
    }

    static func members(_ index: Int, record: inout JSONRecord) {
        record.key("id")
        record.string(texts[index % texts.count])
        record.key("n")
        record.double(numbers[index % numbers.count])
        record.key("count")
        record.int([0, -1, 7, Int.max, Int.min, 250][index % 6])
        record.key("none")
        record.null()
    }

    @Test(arguments: [true, false])
    func aRecordIsTheBytesOfTheObject(pretty: Bool) {
        // Depths 0 to 18: beyond the indents the writer keeps, `record` declines and `object` writes.
        for depth in 0...18 {
            func nest(_ json: inout JSONWriter, _ level: Int, _ body: (inout JSONWriter) -> Void) {
                guard level > 0 else { return body(&json) }
                json.array { json in nest(&json, level - 1, body) }
            }
            var byObject = JSONWriter(pretty: pretty), byRecord = JSONWriter(pretty: pretty)
            nest(&byObject, depth) { json in
                for index in 0..<12 { json.object { json in Self.members(index, object: &json) } }
                json.object { _ in }
                json.object { json in json.key("inner"); json.object { json in Self.members(3, object: &json) } }
            }
            nest(&byRecord, depth) { json in
                for index in 0..<12 where !json.record(capacity: 512, { Self.members(index, record: &$0) }) {
                    json.object { json in Self.members(index, object: &json) }
                }
                if !json.record(capacity: 0, { _ in }) { json.object { _ in } }
                json.object { json in
                    json.key("inner")
                    if !json.record(capacity: 512, { Self.members(3, record: &$0) }) { json.object { json in Self.members(3, object: &json) } }
                }
            }
            #expect(byRecord.text == byObject.text, "depth \(depth)")
        }
        var top = JSONWriter(pretty: pretty)
        #expect(top.record(capacity: 512) { Self.members(2, record: &$0) })
        var topObject = JSONWriter(pretty: pretty)
        topObject.object { json in Self.members(2, object: &json) }
        #expect(top.text == topObject.text)
    }

    @Test func aRecordThatCannotBeMadeLeavesTheWriterAsItWas() {
        var json = JSONWriter()
        json.array { json in
            json.object { json in json.member("a", int: 1) }
            let before = json.count
            #expect(!json.record(capacity: 8) { record in
                record.key("long")
                record.string(String(repeating: "x", count: 100))
            })
            #expect(!json.record(capacity: 512) { record in
                record.key("at")
                record.plainString(limit: 25) { _ in nil }
            })
            #expect(!json.record(capacity: 512) { record in
                record.key("at")
                record.plainString(limit: 4) { _ in 5 }
            })
            #expect(json.count == before)
            json.object { json in json.member("b", int: 2) }
        }
        var expected = JSONWriter()
        expected.array { json in
            json.object { json in json.member("a", int: 1) }
            json.object { json in json.member("b", int: 2) }
        }
        #expect(json.text == expected.text)
    }

    /// Fasts beyond four-digit years have no plain instant: written member by member.
    static var fasts: [FastingSession] {
        let far = Date(timeIntervalSince1970: 253_402_300_799 + 86_400 * 400)
        let long = String(repeating: "a \"quoted\" line\n", count: 2_000)
        return FastTextJSONTests.fasts + [
            FastingSession(start: far, end: far.addingTimeInterval(16 * 3600), targetHours: 16, timeZone: .utc, note: "far"),
            FastingSession(start: FastTextJSONTests.start, end: FastTextJSONTests.start.addingTimeInterval(7_200), targetHours: 1e20, timeZone: .utc, note: long),
        ]
    }

    @Test(arguments: [true, false])
    func logsFastsAreTheBytesOfTheMemberByMemberWriter(pretty: Bool) {
        let fasts = Self.fasts, other = UUID()
        for sharing in [nil, other] as [UUID?] {
            var byRecord = JSONWriter(pretty: pretty), byMember = JSONWriter(pretty: pretty)
            byRecord.object { json in
                json.key("fasts")
                json.array(of: fasts) { json, fast in FastText.writeForLog(fast, sharesTimeWith: sharing, into: &json) }
            }
            byMember.object { json in
                json.key("fasts")
                json.array(of: fasts) { json, fast in
                    FastText.writeDeclared(fast, into: &json) { json in
                        json.key("sharesTimeWith")
                        if let sharing { json.string(sharing.lowercaseText) } else { json.null() }
                    }
                }
            }
            #expect(byRecord.text == byMember.text)
        }
    }

    @Test func exportsRecordsAreTheBytesOfTheDeclaredList() {
        let fasts = Self.fasts
        let zones = ZoneDatabase()
        let water = ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kathmandu"].enumerated().map { index, name in
            WaterEntry(id: UUID(), at: FastTextJSONTests.start.addingTimeInterval(Double(index) * 3_600), milliliters: 250 - 300 * index, timeZone: zones.zoneOrUTC(named: name))
        } + [WaterEntry(id: UUID(), at: Date(timeIntervalSince1970: 253_402_300_799 + 86_400), milliliters: 100, timeZone: .utc)]
        func written(_ write: (inout JSONWriter) -> Void) -> String {
            var json = JSONWriter()
            json.object { json in
                json.key("list")
                json.array { json in write(&json) }
            }
            return json.text
        }
        #expect(written { json in for fast in fasts { ExportDocument.sessionRecord(fast, into: &json) } }
            == written { json in for fast in fasts { ExportDocument.record(fast, into: &json) } })
        #expect(written { json in for entry in water { ExportDocument.waterRecord(entry, into: &json) } }
            == written { json in for entry in water { ExportDocument.record(entry, into: &json) } })
    }
}
