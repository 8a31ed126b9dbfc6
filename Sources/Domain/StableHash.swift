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
/// The tree seeds and the forest's layout draw on the first three on `status`'s start-up, so
/// they are inlinable across modules (`Sources/START-UP.md`); `bytes16` and `hex` give ids and
/// digests where the platform has no SHA-256.
package enum StableHash {
    /// FNV-1a (64-bit) over `bytes`. An array, not any sequence: called from another module,
    /// a generic one ran unspecialised, through the sequence's witnesses, on every tree.
    @inlinable
    package static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// One SplitMix64 step: a well-mixed 64-bit value from `x`.
    @inlinable
    package static func splitMix64(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The 16 bytes of `id`, in the order they are written in its string form.
    @inlinable
    package static func bytes(of id: UUID) -> [UInt8] {
        let u = id.uuid
        return [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
    }

    /// A fixed, non-cryptographic 128-bit hash of bytes, for ids and digests where the
    /// platform has no SHA-256 (`DerivedID`, `SyncCommand.digest`): two 64-bit FNV-1a passes
    /// with different starting values, each finished by MurmurHash3's 64-bit mixer. The same
    /// bytes give the same value on every computer and in every version; nothing secret or
    /// adversarial depends on it.
    package static func bytes16(of bytes: [UInt8]) -> [UInt8] {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        second = (second ^ UInt64(bytes.count)) &* 0x0000_0100_0000_01b3
        var result: [UInt8] = []
        result.reserveCapacity(16)
        for value in [mix(first), mix(second)] {
            for shift in stride(from: 56, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        return result
    }

    /// `stable-` and 32 hexadecimal digits, never mistaken for a SHA-256's 64.
    package static func hex(of bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = Array("stable-".utf8)
        for byte in bytes16(of: bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k = k &* 0xff51_afd7_ed55_8ccd
        k ^= k >> 33
        k = k &* 0xc4ce_b9fe_1a85_ec53
        k ^= k >> 33
        return k
    }
}
