/// A fixed, non-cryptographic 128-bit hash of bytes, for ids and digests where the platform
/// has no SHA-256 (`DerivedID`, `SyncCommand.digest`): two 64-bit FNV-1a passes with different
/// starting values, each finished by MurmurHash3's 64-bit mixer. The same bytes give the same
/// value on every computer and in every version; nothing secret or adversarial depends on it.
package enum StableHash {
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
