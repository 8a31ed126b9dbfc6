#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DoctorExamination {
    /// Whether an id may be there twice among `count` ids (`id(index)`): false only when none
    /// is. A month or a year almost never holds one twice, and sorting a number made of each
    /// id's bytes says so for a fraction of what hashing each into a set costs; only a file
    /// for which it says true is looked through with a set, which names what it holds twice.
    static func mayHoldRepeats(count: Int, _ id: (Int) -> UUID) -> Bool {
        guard count > 1 else { return false }
        var keys: [UInt64] = []
        keys.reserveCapacity(count)
        for index in 0..<count {
            // Two ids alike give one number; two numbers alike may still be two ids (the set decides).
            keys.append(withUnsafeBytes(of: id(index).uuid) {
                $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self) ^ $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            })
        }
        keys.sort()
        for index in 1..<count where keys[index] == keys[index - 1] { return true }
        return false
    }
}
