@testable import AtrestCLI
import Domain
import Foundation
import JSON
import Store
import Testing

/// `log --json` writes each fast by hand, in one buffer (`FastText.writeForLog`), while the
/// declared list holds the members it knows; these hold it to what the list itself writes,
/// byte for byte.
@Suite struct FastTextJSONTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    static var fasts: [FastingSession] {
        let zones = ZoneDatabase()
        let kathmandu = zones.zoneOrUTC(named: "Asia/Kathmandu")
        let berlin = zones.zoneOrUTC(named: "Europe/Berlin")
        return [
            FastingSession(start: start, end: start.addingTimeInterval(16 * 3600), targetHours: 16, timeZone: .utc),
            FastingSession(start: start, end: start.addingTimeInterval(3 * 3600 + 17), targetHours: 16.5, timeZone: kathmandu, note: "tea, \"green\"\nand a walk \u{1}"),
            FastingSession(start: start, end: start.addingTimeInterval(40 * 3600), targetHours: 36, timeZone: berlin, note: ""),
            FastingSession(start: Date(timeIntervalSince1970: -2_000_000_000), end: Date(timeIntervalSince1970: -1_999_900_000), targetHours: 13.25, timeZone: berlin, note: "Grüße ✓"),
        ]
    }

    @Test func theDeclaredMembersAreTheOnesWrittenByHand() {
        #expect(FastText.declaredAsWritten, "FastingSession.declared changed: teach FastText.writeForLog the new member")
    }

    @Test(arguments: [true, false])
    func byHandIsTheDeclaredListByteForByte(pretty: Bool) {
        for fast in Self.fasts {
            for other in [nil, UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")] {
                var direct = JSONWriter(pretty: pretty)
                direct.array { json in
                    FastText.writeForLog(fast, sharesTimeWith: other, into: &json)
                    FastText.writeForLog(fast, sharesTimeWith: other, into: &json)
                }
                var declared = JSONWriter(pretty: pretty)
                declared.array { json in
                    for _ in 0..<2 {
                        FastText.writeDeclared(fast, into: &json) { json in
                            json.key("sharesTimeWith")
                            if let other { json.string(other.lowercaseText) } else { json.null() }
                        }
                    }
                }
                #expect(direct.text == declared.text)
            }
        }
    }

    @Test func piecesTakenAsItGoesMakeTheWholeText() {
        let fasts = Self.fasts  // made once: each fast has a new id
        var whole = JSONWriter()
        whole.array(of: fasts) { json, fast in FastText.write(fast, into: &json) }
        var pieces = JSONWriter(capacity: 16)
        var taken: [UInt8] = []
        pieces.array(of: fasts) { json, fast in
            FastText.write(fast, into: &json)
            taken += json.takeBytes()
        }
        taken += pieces.takeLine()
        #expect(String(decoding: taken, as: UTF8.self) == whole.text + "\n")
    }

    @Test func aLineTakenFromTheWriterIsItsTextAndABreak() {
        var json = JSONWriter()
        json.object { $0.member("a", int: 1) }
        let text = json.text
        #expect(json.takeLine() == Array((text + "\n").utf8))
    }
}
