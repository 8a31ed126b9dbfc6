import AtrestCLI
import Domain
import Foundation
import Licensing
import Rendering
import Screen
import Store
import Testing

/// `premium activate` keeps a check of the license beside it in the account, and the commands
/// use it in place of the signature check; the license stays the single source of truth.
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

    static func kept(_ app: TestApp) throws -> CachedLicense? {
        try app.store.loadAccount().licenseCheck
    }

    /// The account with its license but without the kept check, as an older atrest left it.
    static func forgetCheck(_ app: TestApp) throws {
        var account = try app.store.loadAccount()
        account.licenseCheck = nil
        try app.store.saveAccount(account)
    }

    /// The status text draws the becoming tree (the full experience) or not.
    /// Whether `status`, composed in colour, stands a tree on its sky: a block of a colour
    /// other than the numerals' (the sky itself is drawn in plain cells).
    static func statusDrawsTheTree(_ app: TestApp) -> Bool {
        let before = app.environment["COLORTERM"]
        app.environment["COLORTERM"] = "truecolor"
        defer { app.environment["COLORTERM"] = before }
        let text = app.run("status", "--color", "always").stdout
        #expect(text.contains("is your reference"), "status shows the running fast")
        return StyledText.cells(text, foreground: Palette.accent, background: Palette.deepNight).joined().contains { cell in
            "▀▄█".contains(cell.character) && cell.foreground != Palette.highlight
        }
    }

    static let annual = LicensePayload.Term.annual(through: LicenseDay("2026-11-30")!)

    @Test func activateKeepsTheCheckOfTheLicense() throws {
        let (app, _) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        Self.activate("\n" + token + "\n", in: app)
        #expect(try app.store.loadAccount().licenseToken == token, "kept without the whitespace around it")
        let kept = try #require(try Self.kept(app))
        #expect(kept.token == token)
        #expect(kept.key == LicensePublicKey.testKeyFileText.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A license kept by an older atrest, without its check, gets one at the next start.
    @Test func startKeepsACheckForALicenseThatHasNone() throws {
        let (app, checks) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        Self.activate(token, in: app)
        try Self.forgetCheck(app)
        app.run("start", "--at", "-8h")
        #expect(try Self.kept(app)?.token == token)
        checks.reset()
        app.run("abandon")
        app.run("start", "--at", "-8h")
        #expect(checks.made == 0, "a check that speaks for the license is not made again")
    }

    @Test func endKeepsACheckForALicenseThatHasNone() throws {
        let (app, _) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        app.run("start", "--at", "-8h")
        Self.activate(token, in: app)
        try Self.forgetCheck(app)
        #expect(app.run("end").code == 0)
        #expect(try Self.kept(app)?.token == token)
    }

    /// Keeping the check is a speed-up: an account that cannot be read does not stop a
    /// start, and is left exactly as it was for the next command to name.
    @Test func aDamagedAccountDoesNotStopAStartAndIsLeftAlone() throws {
        let (app, _) = Self.app()
        let damaged = Data(#"{"license": "abc", "#.utf8)
        try damaged.write(to: URL(fileURLWithPath: app.paths.account))
        #expect(app.run("start", "--at", "-8h").code == 0)
        #expect(FileManager.default.contents(atPath: app.paths.account) == damaged)
        let status = app.run("status")
        #expect(status.code == 1)
        #expect(status.stderr.contains("account.json"))
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
        // Without a kept check, status checks the license in full and comes to the same tier.
        try Self.forgetCheck(app)
        #expect(Self.statusDrawsTheTree(app))
        #expect(checks.made > 0)
    }

    /// Every command that decides the tier uses the kept check; the premium commands, where a
    /// person goes to see where their license stands, check it in full.
    @Test func otherCommandsUseTheKeptCheckToo() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        for command in [["log"], ["log", "--json"], ["calendar"], ["forest"], ["end"]] {
            checks.reset()
            #expect(app.run(command).code == 0)
            #expect(checks.made == 0, "\(command.joined(separator: " ")) checked no signature")
        }
        #expect(app.run("log").stdout.components(separatedBy: "\n").count > 13, "premium: the whole history, not ten days")
        checks.reset()
        #expect(app.run("premium", "status").code == 0)
        #expect(checks.made > 0, "premium status checks the license in full")
    }

    /// The kept terms are judged by the clock when they are used, as a full check judges them.
    @Test func aLapsedAnnualLicenseWithAKeptCheckIsFree() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(Self.annual), in: app)
        app.run("start", "--at", "-8h")
        #expect(Self.statusDrawsTheTree(app))
        app.now = Timestamp.parse("2026-12-01T00:00:01Z")!
        checks.reset()
        #expect(!Self.statusDrawsTheTree(app), "lapsed at 00:00 UTC after its last day")
        #expect(checks.made == 0, "the clock decided, not the crypto")
        #expect(app.run("forest").stdout.contains("atrest premium"), "forest, too, is back to free")
        #expect(checks.made == 0)
        #expect(try Self.kept(app) != nil, "nothing is deleted")
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
        // Written around `premium activate`, as a hand or another tool might, the old check kept.
        var account = try app.store.loadAccount()
        account.licenseToken = replacement
        try app.store.saveAccount(account)
        #expect(try Self.kept(app) != nil)
        checks.reset()
        let tree = Self.statusDrawsTheTree(app)
        #expect(tree == (change == "another genuine"), "the full check decides")
        #expect((checks.made > 0) == (replacement != nil), "a stored token is checked in full; no token, nothing to check")
    }

    /// Terms written beside the kept check (as they were for a while, or by a hand hoping
    /// for more) are passed over: what the token says is what the commands grant.
    @Test func termsWrittenBesideTheCheckGrantNothing() throws {
        let (app, checks) = Self.app()
        let token = try PremiumTests.license(Self.annual)
        Self.activate(token, in: app)
        app.run("start", "--at", "-8h")
        let bytes = try #require(FileManager.default.contents(atPath: app.paths.account))
        let text = String(decoding: bytes, as: UTF8.self)
        let edited = text.replacingOccurrences(
            of: "\"licenseCheck\" : {",
            with: "\"licenseCheck\" : {\n    \"kind\" : \"lifetime\", \"holder\" : \"Ada\", \"issued\" : \"2026-11-01T00:00:00Z\","
        )
        #expect(edited != text)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: app.paths.account))
        #expect(try Self.kept(app)?.token == token, "the check still reads and matches")
        app.now = Timestamp.parse("2026-12-01T00:00:01Z")!
        checks.reset()
        #expect(!Self.statusDrawsTheTree(app), "the annual license lapsed, whatever is written beside it")
        #expect(checks.made == 0)
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

    @Test func activateAndRestoreRenewTheKeptCheck() throws {
        let (app, checks) = Self.app()
        let first = try PremiumTests.license(.lifetime)
        Self.activate(first, in: app)
        #expect(try Self.kept(app)?.token == first)
        let second = try PremiumTests.license(Self.annual, holder: "Grace")
        Self.activate(second, in: app)
        #expect(try Self.kept(app)?.token == second)
        try Self.forgetCheck(app)
        #expect(app.run("premium", "restore").code == 0)
        #expect(try Self.kept(app)?.token == second)
        app.run("start", "--at", "-8h")
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        #expect(checks.made == 0)
    }

    /// A refused license leaves the account as it was, kept check and all.
    @Test func aRefusedActivationChangesNothing() throws {
        let (app, _) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        Self.activate(token, in: app)
        let before = try app.store.loadAccount()
        app.input = Data(try PremiumTests.license(.lifetime, key: LicensePrivateKey.generate()).utf8)
        #expect(app.run("premium", "activate", "-").code == 1)
        #expect(try app.store.loadAccount() == before)
    }
}
