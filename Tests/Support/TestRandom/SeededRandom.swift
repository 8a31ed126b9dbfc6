#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A random number generator for tests that reproduces: its seed is `ATREST_TEST_SEED` when
/// that is set, else a fresh one, and every failure message carries `reproduce`.
///
/// SplitMix64 (Steele, Lea and Flood, 2014): small, fast and good enough for choosing test
/// inputs; nothing here is for secrets.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The environment variable that sets the seed.
    package static let variable = "ATREST_TEST_SEED"

    package let seed: UInt64
    private var state: UInt64

    package init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// Seeded from `ATREST_TEST_SEED`, or freshly when it is not set (or not a number).
    package init() {
        let given = ProcessInfo.processInfo.environment[Self.variable].flatMap { UInt64($0) }
        var fresh = SystemRandomNumberGenerator()
        self.init(seed: given ?? fresh.next())
    }

    /// Words for a failure message: how to run the test again with the same choices.
    package var reproduce: String { "\(Self.variable)=\(seed) reproduces this" }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A UUID from this generator's bytes (version 4 and its variant bits, as `UUID()` sets them).
    package mutating func uuid() -> UUID {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &self) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
