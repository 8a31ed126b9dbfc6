import Domain
import Foundation
import Testing
@testable import Licensing

/// A kept check (`CachedLicense`) speaks for exactly the token it was made from, under the
/// keys a build trusts, and otherwise the signature is checked in full.
@Suite struct LicenseCacheTests {
    /// Counts the signature checks a verifier makes.
    final class Checks: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var made: Int { lock.withLock { count } }
        func record() { lock.withLock { count += 1 } }
        func reset() { lock.withLock { count = 0 } }
    }

    static func verifier(trusting keys: [LicensePublicKey]? = nil, counting checks: Checks) throws -> LicenseVerifier {
        LicenseVerifier(trusting: try keys ?? [TestKeys.publicKey()], willCheckSignature: { checks.record() })
    }

    static func token(_ payload: LicensePayload = LicenseVerifierTests.annual, key: LicensePrivateKey? = nil) throws -> String {
        try LicenseToken.sign(payload, with: key ?? TestKeys.privateKey())
    }

    @Test func aCheckKeepsTheVerifyingKeyAndTheTokenWithoutItsWhitespace() throws {
        let token = try Self.token()
        let other = try LicensePrivateKey.generate()
        let verifier = LicenseVerifier(trusting: [other.publicKey, try TestKeys.publicKey()])
        let genuine = try verifier.check(token: "\n" + token + "\n").get()
        #expect(genuine.key == (try TestKeys.publicKey()))
        #expect(genuine.token == token)
        #expect(genuine.payload == LicenseVerifierTests.annual)
        #expect(genuine.cached == CachedLicense(token: token, key: try TestKeys.publicKey().base64))
    }

    /// Expiry is the clock's business when the terms are used, so a lapsed license is kept
    /// too, and its terms, read from the token, say when it lapsed.
    @Test func anExpiredLicenseIsCheckedAndKeptAndItsTermsRead() throws {
        let token = try Self.token()
        let checks = Checks()
        let verifier = try Self.verifier(counting: checks)
        let cached = try verifier.check(token: token).get().cached
        let terms = try #require(verifier.terms(of: token, cache: cached))
        #expect(terms == LicenseVerifierTests.annual.terms)
        #expect(!terms.isValid(at: try TestTime.at("2030-01-01T00:00:00Z")))
        #expect(checks.made == 1)
    }

    /// The check vouches for the signature only: the terms always come from the token, so
    /// what it grants cannot be changed beside it.
    @Test func theTermsComeFromTheTokenNotTheCheck() throws {
        let checks = Checks()
        let verifier = try Self.verifier(counting: checks)
        let annual = try Self.token()
        let lifetime = try Self.token(LicenseVerifierTests.lifetime)
        let cached = try verifier.check(token: annual).get().cached
        #expect(verifier.terms(of: annual, cache: cached) == LicenseVerifierTests.annual.terms)
        let lifetimeCheck = try verifier.check(token: lifetime).get().cached
        #expect(verifier.terms(of: lifetime, cache: lifetimeCheck) == LicenseVerifierTests.lifetime.terms)
        checks.reset()
        // The lifetime check beside the annual token is another token's: checked in full.
        #expect(verifier.terms(of: annual, cache: lifetimeCheck) == LicenseVerifierTests.annual.terms)
        #expect(checks.made == 1)
    }

    @Test func aMatchingCacheSkipsTheSignatureCheck() throws {
        let checks = Checks()
        let verifier = try Self.verifier(counting: checks)
        let token = try Self.token()
        let cached = try verifier.check(token: token).get().cached
        #expect(checks.made == 1)
        #expect(verifier.terms(of: token, cache: cached) == LicenseVerifierTests.annual.terms)
        #expect(checks.made == 1, "the kept check stood in for the crypto")
        #expect(verifier.terms(of: token, cache: nil) == LicenseVerifierTests.annual.terms)
        #expect(checks.made == 2, "without a cache the signature is checked")
        #expect(verifier.terms(of: "  " + token + "\r\n", cache: cached) == LicenseVerifierTests.annual.terms)
        #expect(checks.made == 3, "other bytes are another text: checked in full, still genuine")
    }

    @Test func anotherGenuineTokenMissesTheCacheAndIsCheckedInFull() throws {
        let checks = Checks()
        let verifier = try Self.verifier(counting: checks)
        let cached = try verifier.check(token: try Self.token()).get().cached
        let lifetime = try Self.token(LicenseVerifierTests.lifetime)
        #expect(!verifier.matches(cached, token: lifetime))
        #expect(verifier.terms(of: lifetime, cache: cached) == LicenseVerifierTests.lifetime.terms)
        #expect(checks.made == 2)
    }

    @Test func aTokenThatIsNotGenuineMissesTheCacheAndGivesNoTerms() throws {
        let verifier = try TestKeys.verifier()
        let token = try Self.token()
        let cached = try verifier.check(token: token).get().cached
        let foreign = try Self.token(LicenseVerifierTests.lifetime, key: LicensePrivateKey.generate())
        let fields = token.split(separator: ".")
        let otherSignature = try Self.token(LicenseVerifierTests.lifetime).split(separator: ".")[2]
        for text in [foreign, "\(fields[0]).\(fields[1]).\(otherSignature)", "", "not a license", token + ".", "x" + token] {
            #expect(!verifier.matches(cached, token: text), "\(text)")
            #expect(verifier.terms(of: text, cache: cached) == nil, "\(text)")
        }
    }

    @Test func aCacheMadeWithAKeyNoLongerTrustedIsIgnored() throws {
        let token = try Self.token()
        let cached = try TestKeys.verifier().check(token: token).get().cached
        let checks = Checks()
        let release = try Self.verifier(trusting: LicenseVerifier.builtInKeys(includingTestKey: false), counting: checks)
        #expect(!release.matches(cached, token: token))
        #expect(release.terms(of: token, cache: cached) == nil, "the full check decides: the test key is not trusted")
        #expect(checks.made == release.trustedKeys.count)
        var forged = cached
        forged.key = try LicensePrivateKey.generate().publicKey.base64
        #expect(!(try TestKeys.verifier().matches(forged, token: token)))
    }

    /// Byte for byte: a token spelled differently (even one case flip) is another token.
    @Test func theTokenMustMatchByteForByte() throws {
        let token = try Self.token()
        let verifier = try TestKeys.verifier()
        var cached = try verifier.check(token: token).get().cached
        cached.token = cached.token.uppercased()
        #expect(!verifier.matches(cached, token: token))
        cached.token = ""
        #expect(!verifier.matches(cached, token: token))
    }

    /// The signature alone is not enough: contents edited under a kept signature miss the
    /// cache, and the full check then refuses them.
    @Test func contentsEditedUnderTheSameSignatureMissTheCache() throws {
        let token = try Self.token()
        let verifier = try TestKeys.verifier()
        let cached = try verifier.check(token: token).get().cached
        let fields = token.split(separator: ".")
        let lifetimePayload = try Self.token(LicenseVerifierTests.lifetime).split(separator: ".")[1]
        let edited = "\(fields[0]).\(lifetimePayload).\(fields[2])"
        #expect(!verifier.matches(cached, token: edited))
        #expect(verifier.terms(of: edited, cache: cached) == nil)
    }
}
