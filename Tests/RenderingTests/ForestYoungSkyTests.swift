import Domain
import Foundation
import Testing
import TestRandom
@testable import Rendering

/// A young forest's stars are few enough for the window's sky to hold them all, so `forest`
/// (the foot of the canvas, drawn as a landscape) shows every one: none culled, none hidden.
@Suite struct ForestYoungSkyTests {
    static let widths = [40, 41, 60, 80, 100, 120, 160, 200]
    static let heights = [12, 13, 16, 20, 24, 30, 40, 50, 60]

    /// The windows (count, width, height) where `render` shows fewer star glyphs than `entries` has stars.
    static func shortfalls(_ entries: [ForestEntry]) -> [String] {
        let established = entries.filter { $0.kind == .established }.count
        var missing: [String] = []
        for width in widths {
            for height in heights {
                let picture = Forest(entries: entries).render(PictureStyle(width: width, depth: .none), height: height)
                let shown = picture.filter { $0 == "✦" || $0 == "·" }.count
                if shown != established { missing.append("\(entries.count) trees at \(width)×\(height): \(shown) of \(established)") }
            }
        }
        return missing
    }

    @Test(arguments: 1...15)
    func everyStarOfAYoungForestShowsAtItsFoot(_ count: Int) {
        let missing = Self.shortfalls(ForestFixtures.generated(count))
        #expect(missing.isEmpty, "\(missing.prefix(8))")
    }

    /// The same with ids drawn afresh (seeded), so no one lucky set of places passes alone.
    @Test func everyStarShowsWhateverTheIds() {
        var random = SeededRandom()
        let count = Int.random(in: 1...15, using: &random)
        let entries = (0..<count).map { day in
            var bytes = [UInt8](repeating: 0, count: 16)
            for k in bytes.indices { bytes[k] = UInt8.random(in: 0...255, using: &random) }
            let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            return ForestEntry(id: id, ended: ForestFixtures.start + Double(day) * ForestFixtures.day, kind: .established)
        }
        let missing = Self.shortfalls(entries)
        #expect(missing.isEmpty, "\(missing.prefix(8)) — \(random.reproduce)")
    }
}
