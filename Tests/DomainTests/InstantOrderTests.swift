import Domain
import Foundation
import Testing

/// Sorting by keys (`InstantOrder`) gives exactly what sorting the records by
/// `History.precedes` and `WaterEntry.precedes` gave, ties and all.
@Suite struct InstantOrderTests {
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Ids that share their first bytes (and some that are equal), instants that repeat.
    private func entries(_ count: Int, seed: UInt64) -> [WaterEntry] {
        var random = Generator(state: seed)
        return (0..<count).map { index in
            let a = random.next() % 4, b = random.next() % 3
            var bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: a), count: 16)
            bytes[15] = UInt8(truncatingIfNeeded: b)
            bytes[8] = UInt8(truncatingIfNeeded: random.next() % 2)
            let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            let at = Date(timeIntervalSince1970: Double(random.next() % 5) * 60 - 1e9)
            return WaterEntry(id: id, at: at, milliliters: index + 1, timeZone: .utc)
        }
    }

    @Test func waterInTheOrderASortGave() {
        for seed in 1...40 as ClosedRange<UInt64> {
            let water = entries(Int(seed) * 7, seed: seed)
            // The standard sort is stable: entries equal in time and id keep their order.
            #expect(WaterEntry.inOrder(water).map(\.milliliters) == water.sorted(by: WaterEntry.precedes).map(\.milliliters))
        }
        #expect(WaterEntry.inOrder([]).isEmpty)
    }

    @Test func historyInTheOrderASortGave() {
        for seed in 1...40 as ClosedRange<UInt64> {
            let sessions = entries(Int(seed) * 5, seed: seed).map { entry in
                FastingSession(id: entry.id, start: entry.at, end: entry.at.addingTimeInterval(Double(entry.milliliters) * 3600),
                               targetHours: 16, timeZone: .utc)
            }
            let sorted = sessions.sorted(by: History.precedes)
            #expect(History.inOrder(sessions).map(\.end) == sorted.map(\.end))
            #expect(History(sessions).sessions.map(\.end) == sorted.map(\.end))
            // Already in order: given back as it is.
            #expect(History.inOrder(sorted).map(\.end) == sorted.map(\.end))
        }
    }

    /// Ids compare by their bytes in order, the first byte first, as `UUID.precedes` does.
    @Test func idsCompareByTheirBytes() {
        let at = Date(timeIntervalSince1970: 0)
        let low = WaterEntry(id: UUID(uuidString: "00000000-0000-0000-FF00-000000000000")!, at: at, milliliters: 1, timeZone: .utc)
        let high = WaterEntry(id: UUID(uuidString: "00000000-0000-0001-0000-000000000000")!, at: at, milliliters: 2, timeZone: .utc)
        let last = WaterEntry(id: UUID(uuidString: "80000000-0000-0000-0000-000000000000")!, at: at, milliliters: 3, timeZone: .utc)
        #expect(WaterEntry.inOrder([last, high, low]).map(\.milliliters) == [1, 2, 3])
        #expect(WaterEntry.inOrder([high, last, low]).map(\.milliliters) == [1, 2, 3])
    }
}
