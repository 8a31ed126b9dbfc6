#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DoctorExamination {
    /// Whether an id may be there twice among `count` ids (`id(index)`): false only when none
    /// is. A month or a year almost never holds one twice, and a number made of each id's
    /// bytes, put in a small open-addressed table, says so for a fraction of what hashing each
    /// into a set costs (and a fifth of what sorting the numbers cost: 31 million instructions
    /// for fifty years of water); only a file for which it says true is looked through with a
    /// set, which names what it holds twice.
    static func mayHoldRepeats(count: Int, _ id: (Int) -> UUID) -> Bool {
        guard count > 1 else { return false }
        var bits = 4
        while 1 << bits < count * 2 { bits += 1 }
        let mask = (1 << bits) - 1
        // 0 marks an empty slot; an id whose number is 0 is counted apart.
        var table = [UInt64](repeating: 0, count: 1 << bits)
        var zeros = 0
        for index in 0..<count {
            // Two ids alike give one number; two numbers alike may still be two ids (the set decides).
            let key = withUnsafeBytes(of: id(index).uuid) {
                $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self) ^ $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
            guard key != 0 else {
                zeros += 1
                if zeros > 1 { return true }
                continue
            }
            // Multiplied, its top bits pick the slot: ids that differ only in their last digits still spread.
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
            while table[slot] != 0 {
                if table[slot] == key { return true }
                slot = (slot + 1) & mask
            }
            table[slot] = key
        }
        return false
    }
}
