import Domain
import Foundation
import Testing
@testable import Licensing
@testable import LicenseSigning

@Suite struct LicenseVerifierTests {
    static let annual = LicensePayload(
        term: .annual(through: LocalDay(licenseText: "2026-03-01") ?? LocalDay(utcContaining: Date())),
        holder: "Ada Lovelace", issued: LocalDay(licenseText: "2025-03-01") ?? LocalDay(utcContaining: Date())
    )
    static let lifetime = LicensePayload(
        term: .lifetime, holder: "Grace Hopper", issued: LocalDay(licenseText: "2025-03-01") ?? LocalDay(utcContaining: Date())
    )

    @Test func annualLicenseVerifies() throws {
        let token = try LicenseToken.sign(Self.annual, with: TestKeys.privateKey())
        let terms = try TestKeys.verifier().verify(token: token, now: TestTime.at("2025-06-01T12:00:00Z")).get()
        #expect(terms == LicenseTerms(
            kind: .annual(expires: try TestTime.at("2026-03-02T00:00:00Z")),
            holder: "Ada Lovelace", issued: try TestTime.at("2025-03-01T00:00:00Z")
        ))
        #expect(try TestKeys.verifier().verify(token: token).map(\.payload).get() == Self.annual)
    }

    @Test func lifetimeLicenseVerifiesForGood() throws {
        let token = try LicenseToken.sign(Self.lifetime, with: TestKeys.privateKey())
        let terms = try TestKeys.verifier().verify(token: token, now: TestTime.at("2999-12-31T23:59:59Z")).get()
        #expect(terms.kind == .lifetime)
        #expect(terms.holder == "Grace Hopper")
    }

    @Test func tokenHasTheDocumentedForm() throws {
        let token = try LicenseToken.sign(Self.lifetime, with: TestKeys.privateKey())
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts[0] == "atrest-license-1")
        let json = try #require(Base64URL.decode(parts[1]))
        #expect(String(decoding: json, as: UTF8.self).hasPrefix(#"{"holder":"Grace Hopper","id":""#))
        let signature = try #require(Base64URL.decode(parts[2]))
        let signed = Data(("atrest-license-1." + parts[1]).utf8)
        #expect(try TestKeys.publicKey().isValidSignature(signature, for: signed))
    }

    @Test func annualLicenseIsValidThroughItsLastDayInUTC() throws {
        let token = try LicenseToken.sign(Self.annual, with: TestKeys.privateKey())
        let verifier = try TestKeys.verifier()
        let lastSecond = try TestTime.at("2026-03-01T23:59:59Z")
        #expect(throws: Never.self) { try verifier.verify(token: token, now: lastSecond).get() }
        #expect(throws: Never.self) { try verifier.verify(token: token, now: lastSecond.addingTimeInterval(0.999)).get() }
        let lapse = try TestTime.at("2026-03-02T00:00:00Z")
        let expectedTerms = Self.annual.terms
        #expect(verifier.verify(token: token, now: lapse)
            == .failure(.expired(lastDay: try .test("2026-03-01"), terms: expectedTerms)))
        #expect(verifier.verify(token: token, now: lapse.addingTimeInterval(400 * 86_400))
            == .failure(.expired(lastDay: try .test("2026-03-01"), terms: expectedTerms)))
        // Reading ignores the clock, so a lapsed license can still be shown.
        #expect(try verifier.verify(token: token).map(\.payload).get() == Self.annual)
    }

    @Test func foreignKeyIsNotTrusted() throws {
        let foreign = try LicensePrivateKey.generate()
        let token = try LicenseToken.sign(Self.lifetime, with: foreign)
        #expect(try TestKeys.verifier().verify(token: token, now: Date()) == .failure(.untrusted))
        #expect(LicenseVerifier(trusting: []).verify(token: token, now: Date()) == .failure(.untrusted))
        // With several trusted keys, any one of them will do.
        let both = LicenseVerifier(trusting: [try TestKeys.publicKey(), foreign.publicKey])
        #expect(throws: Never.self) { try both.verify(token: token, now: Date()).get() }
    }

    @Test func releaseKeysDoNotTrustTheTestKey() throws {
        let token = try LicenseToken.sign(Self.lifetime, with: TestKeys.privateKey())
        let release = LicenseVerifier(trusting: LicenseVerifier.builtInKeys(includingTestKey: false))
        #expect(release.verify(token: token, now: Date()) == .failure(.untrusted))
        #if DEBUG
        #expect(throws: Never.self) { try LicenseVerifier.builtIn.verify(token: token, now: Date()).get() }
        #endif
    }

    /// Every way of changing one byte of a genuine token: each single-bit flip and each
    /// replacement by a token character, at every position. None may verify, and none may
    /// even get as far as the signed contents.
    @Test func noSingleByteChangeVerifies() throws {
        let token = Data(try LicenseToken.sign(Self.annual, with: TestKeys.privateKey()).utf8)
        let verifier = try TestKeys.verifier()
        let now = try TestTime.at("2025-06-01T00:00:00Z")
        #expect(throws: Never.self) { try verifier.verify(contents: token, now: now).get() }
        let replacements = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.+/= ".utf8)
        var tried = 0
        for position in token.indices {
            var candidates = (0..<8).map { token[position] ^ (1 << $0) }
            candidates += replacements.filter { $0 != token[position] }
            for byte in candidates {
                var changed = token
                changed[position] = byte
                tried += 1
                switch verifier.verify(contents: changed, now: now) {
                case .failure(.malformed), .failure(.untrusted):
                    continue
                case let other:
                    Issue.record("byte \(position) changed to \(byte) gave \(other)")
                }
            }
        }
        #expect(tried > token.count * 70)
    }

    @Test func surroundingWhitespaceIsFine() throws {
        let token = try LicenseToken.sign(Self.lifetime, with: TestKeys.privateKey())
        let verifier = try TestKeys.verifier()
        for wrapped in ["\n" + token + "\n", "  \t" + token + "\r\n\r\n", token + "\n\n\n"] {
            #expect(throws: Never.self) { try verifier.verify(token: wrapped, now: Date()).get() }
            #expect(throws: Never.self) { try verifier.verify(contents: Data(wrapped.utf8), now: Date()).get() }
        }
    }

    @Test(arguments: ["", " ", "\n", " \t\r\n \n"])
    func emptyTextIsEmpty(text: String) throws {
        #expect(try TestKeys.verifier().verify(token: text, now: Date()) == .failure(.empty))
    }

    @Test(arguments: Mangling.allCases)
    func malformedTokensAreNotLicenses(mangling: Mangling) throws {
        let token = try LicenseToken.sign(Self.annual, with: TestKeys.privateKey())
        let text = try mangling.apply(to: token)
        let result = try TestKeys.verifier().verify(token: text, now: Date())
        guard case .failure(.malformed) = result else {
            Issue.record("\(mangling) gave \(result)")
            return
        }
    }

    @Test(arguments: WrongContents.allCases)
    func signedContentsOfTheWrongShapeAreUnreadable(contents: WrongContents) throws {
        let token = try LicenseToken.sign(payloadBytes: contents.bytes, with: TestKeys.privateKey())
        let result = try TestKeys.verifier().verify(token: token, now: Date())
        guard case .failure(.unreadableTerms) = result else {
            Issue.record("\(contents) gave \(result)")
            return
        }
    }

    @Test func hugeInputIsRefusedAtOnce() throws {
        let verifier = try TestKeys.verifier()
        let huge = Data(repeating: UInt8(ascii: " "), count: 10 * 1024 * 1024)
        // Refused for its length before anything is decoded (the reason says so); no timing,
        // which a loaded machine makes flaky.
        #expect(verifier.verify(contents: huge, now: Date()) == .failure(.malformed("it is longer than any license")))
        let text = String(repeating: "A", count: 10 * 1024 * 1024)
        guard case .failure(.malformed) = verifier.verify(token: text, now: Date()) else {
            Issue.record("a 10 MB text was not refused as malformed")
            return
        }
    }

    @Test func contentsThatAreNotTextAreRefused() throws {
        let result = try TestKeys.verifier().verify(contents: Data([0xFF, 0xFE, 0x00, 0x41]), now: Date())
        #expect(result == .failure(.malformed("it is not text")))
    }

    @Test func everyProblemHasAGentleMessage() throws {
        let problems: [LicenseProblem] = [
            .empty, .malformed("it does not start with atrest-license-1."), .untrusted,
            .unreadableTerms("it is annual but names no expiry date"),
            .expired(lastDay: try .test("2026-03-01"), terms: Self.annual.terms), .couldNotVerify("x"),
        ]
        for problem in problems {
            let message = problem.message
            #expect(message.first?.isLowercase == true, "\(message)")
            for word in ["fail", "unlock", "locked", "error", "invalid"] {
                #expect(!message.lowercased().contains(word), "\(message)")
            }
        }
    }
}
