#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Domain

/// Everything about a tree that comes from its fast's id: form, tone, and where it stands.
///
/// Derived from a stable hash of the UUID's 16 bytes, so the same fast gives the same tree in
/// every run, on every machine, in the terminal and in the SVG. Each quantity draws from its
/// own stream (``Stream``), so that, for example, the tone tells nothing about the position.
package struct TreeSeed: Sendable, Hashable {
    package let id: UUID
    private let base: UInt64

    package init(id: UUID) {
        self.id = id
        base = StableHash.fnv1a(StableHash.bytes(of: id))
    }

    /// The independent quantities a tree draws from its seed.
    package enum Stream: UInt64, Sendable, CaseIterable {
        case variant = 1, tone, x, y, starX, starY, depth, star
    }

    /// A well-mixed 64-bit number for `stream`.
    package func bits(_ stream: Stream) -> UInt64 {
        StableHash.splitMix64(base ^ StableHash.splitMix64(stream.rawValue &* 0x9E37_79B9_7F4A_7C15))
    }

    /// A number in 0..<1 for `stream`, from the top 53 bits so that every value is exact.
    package func unit(_ stream: Stream) -> Double {
        Double(bits(stream) >> 11) / Double(UInt64(1) << 53)
    }

    /// The `index`-th number in 0..<1 for `stream`; index 0 is ``unit(_:)`` itself.
    ///
    /// Used where a tree draws a few candidates (for example places to stand) and keeps the best.
    package func unit(_ stream: Stream, _ index: Int) -> Double {
        guard index != 0 else { return unit(stream) }
        let bits = StableHash.splitMix64(bits(stream) ^ StableHash.splitMix64(UInt64(truncatingIfNeeded: index)))
        return Double(bits >> 11) / Double(UInt64(1) << 53)
    }

    /// Which of the eight silhouettes (0–7).
    package var variant: Int { Int(bits(.variant) % 8) }

    /// Which of the five earth tones (0–4).
    package var tone: Int { Int(bits(.tone) % 5) }
}
