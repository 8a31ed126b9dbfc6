import Domain
import Foundation
import Testing
import TestRandom

@Suite struct UUIDOrderTests {
    @Test func bytesOrderIdsAsTheirTextDoes() {
        var random = SeededRandom()
        let ids = (0..<300).map { _ in random.uuid() } + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        for (a, b) in zip(ids, ids.shuffled(using: &random)) {
            #expect(UUID.precedes(a, b) == (a.uuidString < b.uuidString), "\(a) \(b); \(random.reproduce)")
        }
        #expect(!UUID.precedes(ids[0], ids[0]))
    }

    @Test func lowercaseTextIsTheUUIDStringInLowerCase() {
        var random = SeededRandom()
        for id in (0..<100).map({ _ in random.uuid() }) {
            #expect(id.lowercaseText == id.uuidString.lowercased(), "\(random.reproduce)")
            #expect(id.uppercaseText == id.uuidString, "\(random.reproduce)")
        }
    }

    @Test func parseReadsWhatUUIDStringReads() {
        var random = SeededRandom()
        for id in (0..<100).map({ _ in random.uuid() }) {
            #expect(UUID.parse(id.uuidString) == id, "\(random.reproduce)")
            #expect(UUID.parse(id.uuidString.lowercased()) == id, "\(random.reproduce)")
        }
        for text in ["", "0F6C1C3E-7F49-4A8B-9A43-2B1A7C9E5D1", "0F6C1C3E-7F49-4A8B-9A43-2B1A7C9E5D10X", "0F6C1C3E 7F49-4A8B-9A43-2B1A7C9E5D10",
                     "0F6C1C3G-7F49-4A8B-9A43-2B1A7C9E5D10", "0F6C1C3E7F49-4A8B-9A43-2B1A7C9E5D10-", "0F6C1C3E-7F49-4A8B-9A43-2B1A7C9E5D1é"] {
            #expect(UUID.parse(text) == UUID(uuidString: text), "\(text)")
        }
    }
}
