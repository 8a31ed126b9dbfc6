#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Records in the order `History.precedes` and `WaterEntry.precedes` give them: by an instant,
/// then by the id's bytes. It sorts small keys and then picks the records, instead of sorting
/// the records themselves: each move of a record in a sort retains and releases what it holds
/// (its zone, its note), which made sorting ten years of water a fifth of a first `sync`.
package enum InstantOrder {
    private struct Key {
        var at: Double
        var high: UInt64
        var low: UInt64
        var index: Int
    }

    package static func sorted<Record>(_ records: [Record], at instant: (Record) -> Date, id: (Record) -> UUID) -> [Record] {
        guard records.count > 1 else { return records }
        var keys: [Key] = []
        keys.reserveCapacity(records.count)
        var inOrder = true
        for (index, record) in records.enumerated() {
            // The id's bytes as two big-endian words compare as `UUID.precedes` compares the bytes.
            let (high, low) = withUnsafeBytes(of: id(record).uuid) { bytes in
                (UInt64(bigEndian: bytes.loadUnaligned(as: UInt64.self)), UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            }
            let key = Key(at: instant(record).timeIntervalSinceReferenceDate, high: high, low: low, index: index)
            if inOrder, let last = keys.last, precedes(key, last) { inOrder = false }
            keys.append(key)
        }
        if inOrder { return records }
        keys.sort(by: precedes)
        return keys.map { records[$0.index] }
    }

    private static func precedes(_ a: Key, _ b: Key) -> Bool {
        if a.at != b.at { return a.at < b.at }
        if a.high != b.high { return a.high < b.high }
        if a.low != b.low { return a.low < b.low }
        return a.index < b.index
    }
}

extension History {
    /// `sessions` in history's order (`History.precedes`).
    package static func inOrder(_ sessions: [FastingSession]) -> [FastingSession] {
        InstantOrder.sorted(sessions, at: \.start, id: \.id)
    }
}

extension WaterEntry {
    /// `entries` in the order water is kept (`WaterEntry.precedes`).
    package static func inOrder(_ entries: [WaterEntry]) -> [WaterEntry] {
        InstantOrder.sorted(entries, at: \.at, id: \.id)
    }
}
