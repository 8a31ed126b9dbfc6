import Foundation
import Testing
@testable import Licensing
@testable import LicenseSigning

@Suite struct Ed25519Tests {
    @Test func signatureRoundTrips() throws {
        let key = try LicensePrivateKey.generate()
        let message = Data("a fast well kept".utf8)
        let signature = try key.signature(for: message)
        #expect(signature.count == 64)
        #expect(try key.publicKey.isValidSignature(signature, for: message))
    }

    @Test func alteredMessageOrOtherKeyDoesNotVerify() throws {
        let key = try LicensePrivateKey.generate()
        let other = try LicensePrivateKey.generate()
        let message = Data("a fast well kept".utf8)
        let signature = try key.signature(for: message)
        #expect(try !key.publicKey.isValidSignature(signature, for: Data("a fast well kept!".utf8)))
        #expect(try !other.publicKey.isValidSignature(signature, for: message))
        #expect(try !key.publicKey.isValidSignature(signature.dropLast(), for: message))
        #expect(try !key.publicKey.isValidSignature(Data(count: 64), for: message))
    }

    @Test func generatedKeysDiffer() throws {
        let first = try LicensePrivateKey.generate()
        let second = try LicensePrivateKey.generate()
        #expect(first.rawRepresentation.count == 32)
        #expect(first.publicKey.rawRepresentation.count == 32)
        #expect(first.rawRepresentation != second.rawRepresentation)
    }

    /// RFC 8032, section 7.1, test 1: the wrapper agrees with the standard, so keys and
    /// licenses made on one platform verify on the other.
    @Test func matchesRFC8032TestVector() throws {
        let seed = try hex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
        let expectedPublic = try hex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
        let expectedSignature = try hex(
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        )
        let key = try LicensePrivateKey(rawRepresentation: seed)
        #expect(key.publicKey.rawRepresentation == expectedPublic)
        #expect(try key.publicKey.isValidSignature(expectedSignature, for: Data()))
        #if !canImport(CryptoKit)
        // libcrypto signs deterministically, as RFC 8032 describes; CryptoKit randomizes.
        #expect(try key.signature(for: Data()) == expectedSignature)
        #endif
    }

    @Test(arguments: [0, 31, 33, 64])
    func keysOfTheWrongLengthAreRefused(length: Int) {
        #expect(throws: LicenseKeyError.self) { try LicensePrivateKey(rawRepresentation: Data(count: length)) }
        #expect(throws: LicenseKeyError.self) { try LicensePublicKey(rawRepresentation: Data(count: length)) }
    }

    @Test func privateKeyDescriptionHidesTheSeed() throws {
        let key = try LicensePrivateKey.generate()
        #expect(!key.description.contains(key.rawRepresentation.base64EncodedString()))
    }

    private func hex(_ text: String) throws -> Data {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            bytes.append(try #require(UInt8(text[index..<next], radix: 16)))
            index = next
        }
        return Data(bytes)
    }
}
