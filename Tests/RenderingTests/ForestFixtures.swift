import Domain
import Foundation
import Rendering

/// Forests for the tests: a tiny one written out by hand, and large ones generated the same
/// way every run.
enum ForestFixtures {
    static func id(_ text: String) -> UUID { UUID(uuidString: text) ?? UUID() }

    static let day: TimeInterval = 86_400
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    /// Three fasts: two established, one incomplete.
    static let tiny: [ForestEntry] = [
        ForestEntry(id: id("6F9619FF-8B86-D011-B42D-00C04FC964FF"), ended: start, kind: .established),
        ForestEntry(id: id("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), ended: start + day, kind: .incomplete),
        ForestEntry(id: id("3B241101-E2BB-4255-8CAF-4136C566A962"), ended: start + 2 * day, kind: .established),
    ]

    /// `count` fasts on consecutive days, ids from a fixed SplitMix64 stream, one in seven incomplete.
    static func generated(_ count: Int) -> [ForestEntry] {
        var state: UInt64 = 2024
        func next() -> UInt64 {
            state = StableHash.splitMix64(state)
            return state
        }
        return (0..<count).map { day in
            let (a, b) = (next(), next())
            let bytes = (0..<16).map { k in UInt8(truncatingIfNeeded: (k < 8 ? a : b) >> (8 * UInt64(k % 8))) }
            let id = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            let kind: TreeKind = next() % 7 == 0 ? .incomplete : .established
            return ForestEntry(id: id, ended: start + Double(day) * self.day, kind: kind)
        }
    }

    /// `text` without escape sequences: what a person sees, cell for cell.
    static func visible(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
