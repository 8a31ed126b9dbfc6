import Domain
import Foundation
import Testing

/// `sync`'s digest is XXH64 exactly: the reference implementation's published values.
@Suite struct ContentDigestTests {
    @Test(arguments: [
        ("", "ef46db3751d8e999"),
        ("a", "d24ec4f1a98c6e5b"),
        ("abc", "44bc2cf5ad770999"),
        ("Nobody inspects the spammish repetition", "fbcea83c8a378bf1"),
    ])
    func matchesTheReference(text: String, hex: String) {
        #expect(ContentDigest.hex(of: Data(text.utf8)) == hex)
    }

    /// One byte changed anywhere, in every stripe and tail length, changes the digest.
    @Test func tellsAChangedByteAtEveryPlace() {
        for count in [1, 7, 8, 12, 31, 32, 33, 64, 100] {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) })
            let digest = ContentDigest.hex(of: bytes)
            for place in 0..<count {
                var changed = bytes
                changed[place] ^= 1
                #expect(ContentDigest.hex(of: changed) != digest, "\(count) bytes, at \(place)")
            }
        }
    }

    /// Fed in pieces of every size, across stripes and tails, the same digest as of the whole.
    @Test func piecesGiveTheDigestOfTheWhole() {
        for count in [0, 1, 31, 32, 33, 63, 64, 65, 100, 257] {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
            let whole = ContentDigest.hex(of: bytes)
            for piece in [1, 3, 8, 31, 32, 33, 50] {
                var stream = ContentDigest.Stream()
                var at = 0
                while at < count {
                    stream.add(bytes.subdata(in: at..<min(count, at + piece)))
                    stream.add(Data())
                    at += piece
                }
                #expect(stream.hex == whole, "\(count) bytes in pieces of \(piece)")
            }
        }
    }
}
