#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hashes that give the same answer in every process and on every machine.
///
/// Swift's `hashValue` is seeded randomly per process, so a tree seeded from it would change
/// shape each time the forest is drawn. FNV-1a folds the bytes; SplitMix64 then spreads the
/// bits so that numbers drawn for different purposes are independent of one another.
package enum StableHash {
    /// FNV-1a (64-bit) over `bytes`.
    package static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// One SplitMix64 step: a well-mixed 64-bit value from `x`.
    package static func splitMix64(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The 16 bytes of `id`, in the order they are written in its string form.
    package static func bytes(of id: UUID) -> [UInt8] {
        let u = id.uuid
        return [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
    }
}
