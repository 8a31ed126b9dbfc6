import Domain
import Foundation
import Testing

@Suite struct UUIDOrderTests {
    @Test func bytesOrderIdsAsTheirTextDoes() {
        let ids = (0..<300).map { _ in UUID() } + [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        for (a, b) in zip(ids, ids.shuffled()) {
            #expect(UUID.precedes(a, b) == (a.uuidString < b.uuidString), "\(a) \(b)")
        }
        #expect(!UUID.precedes(ids[0], ids[0]))
    }

    @Test func lowercaseTextIsTheUUIDStringInLowerCase() {
        for id in (0..<100).map({ _ in UUID() }) {
            #expect(id.lowercaseText == id.uuidString.lowercased())
        }
    }
}
