#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A digest that tells a changed file from the same one, as `sync` keeps them for the folder's
/// files and the history here: XXH64 (Yann Collet's xxHash, 64 bits, seed 0), in hex.
///
/// SHA-256 took a third of a first sync of fifty years (an 18 MB file hashed at about 24
/// instructions a byte); this reads eight bytes a step at under one. Nothing secret or
/// adversarial rests on it: a collision would only make one sync skip reading a file that the
/// next change to it makes read again. Not for ids (`DerivedID`), which must never change.
package enum ContentDigest {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    package static func hex(of data: Data) -> String {
        hex(data.withUnsafeBytes { xxh64($0) })
    }

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* p1 &+ p4
    }

    @inline(__always) static func word(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
    }

    /// XXH64 of `bytes` with seed 0.
    package static func xxh64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var stream = Stream()
        stream.add(bytes)
        return stream.value
    }

    /// Hex of a 64-bit digest, as `hex(of:)` writes it.
    static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(16)
        for shift in stride(from: 60, through: 0, by: -4) { text.append(digits[Int((value >> UInt64(shift)) & 0xF)]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// XXH64 fed piece by piece, the same digest as of all the pieces one after another:
    /// `sync` takes the history's digest over hundreds of files without joining them into
    /// one buffer (20 MB at fifty years).
    package struct Stream {
        private var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
        private var total = 0
        /// Bytes of an unfinished 32-byte stripe.
        private var pending: [UInt8] = []

        package init() {}

        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var at = 0
            total += bytes.count
            if !pending.isEmpty {
                let taken = min(32 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                at = taken
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe($0, 0) }
                pending.removeAll(keepingCapacity: true)
            }
            while at + 32 <= bytes.count {
                stripe(bytes, at)
                at += 32
            }
            if at < bytes.count { pending.append(contentsOf: bytes[at...]) }
        }

        package mutating func add(_ data: Data) {
            data.withUnsafeBytes { add($0) }
        }

        @inline(__always) private mutating func stripe(_ bytes: UnsafeRawBufferPointer, _ at: Int) {
            v1 = round(v1, word(bytes, at))
            v2 = round(v2, word(bytes, at + 8))
            v3 = round(v3, word(bytes, at + 16))
            v4 = round(v4, word(bytes, at + 24))
        }

        /// The digest of everything added.
        package var value: UInt64 {
            var hash: UInt64
            if total >= 32 {
                hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                hash = merge(hash, v1)
                hash = merge(hash, v2)
                hash = merge(hash, v3)
                hash = merge(hash, v4)
            } else {
                hash = p5
            }
            hash = hash &+ UInt64(total)
            return pending.withUnsafeBytes { bytes in
                let count = bytes.count
                var at = 0
                while at + 8 <= count {
                    hash ^= round(0, word(bytes, at))
                    hash = rotl(hash, 27) &* p1 &+ p4
                    at += 8
                }
                if at + 4 <= count {
                    let four = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
                    hash ^= four &* p1
                    hash = rotl(hash, 23) &* p2 &+ p3
                    at += 4
                }
                while at < count {
                    hash ^= UInt64(bytes[at]) &* p5
                    hash = rotl(hash, 11) &* p1
                    at += 1
                }
                hash ^= hash >> 33
                hash = hash &* p2
                hash ^= hash >> 29
                hash = hash &* p3
                hash ^= hash >> 32
                return hash
            }
        }

        package var hex: String { ContentDigest.hex(value) }
    }
}
