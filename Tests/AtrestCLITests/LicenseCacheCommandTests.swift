import AtrestCLI
import Domain
import Foundation
import Licensing
import Store
import Testing

/// `start` keeps a check of the license beside the fast, and `status` uses it in place of the
/// signature check; the license stays the single source of truth.
@Suite struct LicenseCacheCommandTests {
    /// Counts the signature checks the app's commands make.
    final class Checks: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var made: Int { lock.withLock { count } }
        func record() { lock.withLock { count += 1 } }
        func reset() { lock.withLock { count = 0 } }
    }

    /// An app past its trial (twelve fasts, so no license means the free tier), whose license
    /// checks trust `keys` (this build's by default) and are counted.
    static func app(trusting keys: [LicensePublicKey] = LicenseVerifier.builtIn.trustedKeys) -> (TestApp, Checks) {
        let app = TestApp()
        for day in 0..<12 {
            let start = app.now.addingTimeInterval(TimeInterval(-(40 - day) * 86_400))
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
        }
        let checks = Checks()
        app.licenseVerifier = LicenseVerifier(trusting: keys, willCheckSignature: { checks.record() })
        return (app, checks)
    }

    static func activate(_ token: String, in app: TestApp) {
        app.input = Data(token.utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
    }

    static func signature(of token: String) -> String {
        String(token.split(separator: ".").last ?? "")
    }

    static func kept(_ app: TestApp) throws -> CachedLicense? {
        try app.store.loadActiveFastState()?.license
    }

    /// The status text draws the becoming tree (the full experience) or not.
    static func statusDrawsTheTree(_ app: TestApp) -> Bool {
        let text = app.run("status").stdout
        #expect(text.contains("is your reference"), "status shows the running fast")
        return text.contains { "░▒▓█▀▄".contains($0) }
    }

    static let annual = LicensePayload.Term.annual(through: LicenseDay("2026-11-30")!)

    @Test func startKeepsTheCheckOfAGenuineLicense() throws {
        let (app, _) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        Self.activate(token, in: app)
        app.run("start", "--at", "-8h")
        let kept = try #require(try Self.kept(app))
        #expect(kept.signature == Self.signature(of: token))
        #expect(kept.key == LicensePublicKey.testKeyFileText.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(kept.terms == LicenseTerms(kind: .lifetime, holder: "Ada", issued: Timestamp.parse("2026-11-01T00:00:00Z")!))
    }

    @Test func startKeepsNothingWithoutAGenuineLicense() throws {
        let (app, _) = Self.app()
        app.run("start", "--at", "-8h")
        #expect(try Self.kept(app) == nil, "no license")
        #expect(!Self.statusDrawsTheTree(app))
        app.run("abandon")
        try app.store.saveAccount(Account(licenseToken: try PremiumTests.license(.lifetime, key: LicensePrivateKey.generate())))
        app.run("start", "--at", "-8h")
        #expect(try Self.kept(app) == nil, "a license no trusted key made")
        #expect(!Self.statusDrawsTheTree(app))
    }

    @Test func statusUsesTheKeptCheckInPlaceOfTheCrypto() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        for form in ["--json", "--line", "--quiet"] { app.run("status", form) }
        #expect(checks.made == 0, "status checked no signature")
        // A past fast added while fasting changes the count beside the fast, not the kept check.
        app.run("add", "--start", "-60h", "--end", "-44h")
        #expect(try Self.kept(app) != nil)
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        #expect(checks.made == 0)
        // Without a kept check, status checks the license in full and comes to the same tier.
        try app.store.saveCachedLicense(nil)
        #expect(Self.statusDrawsTheTree(app))
        #expect(checks.made > 0)
    }

    @Test func otherCommandsStillCheckTheLicenseInFull() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        for command in [["premium", "status"], ["log"], ["calendar"], ["forest"], ["end"]] {
            checks.reset()
            #expect(app.run(command).code == 0)
            #expect(checks.made > 0, "\(command.joined(separator: " ")) checked the license")
        }
    }

    /// The kept terms are judged by the clock at status time, as a full check judges them.
    @Test func aLapsedAnnualLicenseWithAKeptCheckIsFree() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(Self.annual), in: app)
        app.run("start", "--at", "-8h")
        #expect(Self.statusDrawsTheTree(app))
        app.now = Timestamp.parse("2026-12-01T00:00:01Z")!
        checks.reset()
        #expect(!Self.statusDrawsTheTree(app), "lapsed at 00:00 UTC after its last day")
        #expect(checks.made == 0, "the clock decided, not the crypto")
        // A fast begun after it lapsed keeps its terms too, and they grant nothing.
        app.run("abandon")
        app.run("start", "--at", "-1h")
        #expect(try Self.kept(app)?.terms.kind == .annual(expires: Timestamp.parse("2026-12-01T00:00:00Z")!))
        #expect(!Self.statusDrawsTheTree(app))
    }

    @Test(arguments: ["another genuine", "foreign", "tampered", "removed"])
    func aChangedLicenseMissesTheKeptCheck(change: String) throws {
        let (app, checks) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        Self.activate(token, in: app)
        app.run("start", "--at", "-8h")
        let replacement: String?
        switch change {
        case "another genuine": replacement = try PremiumTests.license(Self.annual, holder: "Grace")
        case "foreign": replacement = try PremiumTests.license(.lifetime, key: LicensePrivateKey.generate())
        case "tampered": replacement = String(token.dropLast()) + (token.hasSuffix("A") ? "Q" : "A")
        default: replacement = nil
        }
        // Written around `premium activate`, as a hand or another tool might.
        try app.store.saveAccount(Account(licenseToken: replacement))
        checks.reset()
        let tree = Self.statusDrawsTheTree(app)
        #expect(tree == (change == "another genuine"), "the full check decides")
        #expect((checks.made > 0) == (replacement != nil), "a stored token is checked in full; no token, nothing to check")
    }

    @Test func aKeptCheckByAKeyThisBuildDoesNotTrustIsIgnored() throws {
        let (app, _) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        #expect(try Self.kept(app) != nil)
        // A build that trusts only the release keys: the kept check names the test key.
        let release = LicenseVerifier.builtInKeys(includingTestKey: false)
        let checks = Checks()
        app.licenseVerifier = LicenseVerifier(trusting: release, willCheckSignature: { checks.record() })
        #expect(!Self.statusDrawsTheTree(app))
        #expect(checks.made == release.count, "checked in full against every trusted key, in vain")
    }

    @Test func activateAndRestoreRenewTheKeptCheckOfARunningFast() throws {
        let (app, checks) = Self.app()
        app.run("start", "--at", "-8h")
        #expect(try Self.kept(app) == nil)
        let first = try PremiumTests.license(.lifetime)
        Self.activate(first, in: app)
        #expect(try Self.kept(app)?.signature == Self.signature(of: first))
        let second = try PremiumTests.license(Self.annual, holder: "Grace")
        Self.activate(second, in: app)
        #expect(try Self.kept(app)?.signature == Self.signature(of: second))
        #expect(try Self.kept(app)?.terms.holder == "Grace")
        try app.store.saveCachedLicense(nil)
        #expect(app.run("premium", "restore").code == 0)
        #expect(try Self.kept(app)?.signature == Self.signature(of: second))
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        #expect(checks.made == 0)
    }

    @Test func withoutARunningFastActivateAndRestoreKeepNothing() throws {
        let (app, _) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        #expect(app.run("premium", "restore").code == 0)
        #expect(!FileManager.default.fileExists(atPath: app.paths.activeFast))
    }
}
