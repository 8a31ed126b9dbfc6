#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which file each fast id was first met in, for merging the history's files.
///
/// An open-addressed table of the ids' bits rather than a `Set<UUID>`, which hashes every
/// id with SipHash: merging ten years of fasts through one showed in every command that
/// reads the whole history.
struct FirstHolders {
    private struct Slot {
        var high: UInt64 = 0
        var low: UInt64 = 0
        /// The file's index, or -1 for an empty slot.
        var file = -1
    }

    private var slots: [Slot]
    private var count = 0
    /// log2 of the slot count.
    private var bits: Int

    /// Room for `capacity` ids before the table grows.
    init(capacity: Int) {
        bits = 4
        while 1 << bits < capacity * 2 { bits += 1 }
        slots = Array(repeating: Slot(), count: 1 << bits)
    }

    /// The file that first held `id`: `file`, when this is the first time it is met.
    mutating func claim(_ id: UUID, for file: Int) -> Int {
        let (high, low) = withUnsafeBytes(of: id.uuid) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        if (count + 1) * 2 > slots.count { grow() }
        var index = slot(high, low)
        while slots[index].file >= 0 {
            if slots[index].high == high, slots[index].low == low { return slots[index].file }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = Slot(high: high, low: low, file: file)
        count += 1
        return file
    }

    /// A multiplicative hash of both halves; its top bits pick the slot, so ids that differ
    /// only in their last digits still spread.
    private func slot(_ high: UInt64, _ low: UInt64) -> Int {
        let mixed = (low ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: Slot(), count: 1 << bits)
        for entry in old where entry.file >= 0 {
            var index = slot(entry.high, entry.low)
            while slots[index].file >= 0 { index = (index + 1) & (slots.count - 1) }
            slots[index] = entry
        }
    }
}
