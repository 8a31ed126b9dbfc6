import Foundation
import Licensing
import Testing

/// SHA-256 from the platform's crypto agrees with the standard's own examples.
@Suite struct SHA256HashTests {
    /// FIPS 180-2, appendix B, and the empty message.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ])
    func matchesTheStandardsExamples(message: String, expected: String) throws {
        #expect(try SHA256Hash.hex(of: Data(message.utf8)) == expected)
        #expect(try SHA256Hash.digest(of: Data(message.utf8)).count == SHA256Hash.length)
    }

    @Test func aSliceHashesAsItsBytes() throws {
        let whole = Data("xxabcxx".utf8)
        #expect(try SHA256Hash.hex(of: whole.dropFirst(2).dropLast(2)) == SHA256Hash.hex(of: Data("abc".utf8)))
    }
}
