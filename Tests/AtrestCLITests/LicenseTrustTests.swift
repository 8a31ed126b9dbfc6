import AtrestCLI
import Domain
import Foundation
import LicenseSigning
import Licensing
import Store
import Rendering
import Screen
import Testing

/// Premium is what a genuine signature grants, and nothing else: the signature is checked
/// wherever premium is decided, so no edit of a file in atrest's folders can grant it.
@Suite struct LicenseTrustTests {
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
        app.licenseVerifier = LicenseVerifier(trusting: keys, willVerifySignature: { checks.record() })
        return (app, checks)
    }

    static func activate(_ token: String, in app: TestApp) {
        app.input = Data(token.utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
    }

    /// Whether `status`, composed in colour, stands a tree on its sky (the full experience): a
    /// block of a colour other than the numerals' (the sky itself is drawn in plain cells).
    static func statusDrawsTheTree(_ app: TestApp) -> Bool {
        let before = app.environment["COLORTERM"]
        app.environment["COLORTERM"] = "truecolor"
        defer { app.environment["COLORTERM"] = before }
        let text = app.run("status", "--color", "always").stdout
        #expect(text.contains("is your reference"), "status shows the running fast")
        // Each row of sky is two colours (half blocks blend it into the next row); the numerals
        // are the highlight. A tree is any other colour painted in a row.
        func distance(_ a: RGB, _ b: RGB) -> Int {
            abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
        }
        for row in StyledText.cells(text, foreground: Palette.accent, background: Palette.deepNight) {
            var painted: [RGB] = []
            for cell in row where cell.character == " " || "▀▄█".contains(cell.character) {
                painted.append(cell.background)
                if cell.character != " " { painted.append(cell.foreground) }
            }
            let counts = Dictionary(grouping: painted, by: { $0 }).mapValues(\.count).sorted { $0.value > $1.value }
            let sky = counts.prefix(2).map(\.key)
            let foreign = painted.contains { colour in
                colour != Palette.highlight && sky.allSatisfy { distance($0, colour) > 30 }
            }
            if foreign { return true }
        }
        return false
    }

    static let annual = LicensePayload.Term.annual(through: LocalDay(licenseText: "2026-11-30")!)

    /// A token of the right form whose signature is not a signature: the payload of a
    /// genuine lifetime license with `x` in place of its signature.
    static func forged() throws -> String {
        let genuine = try PremiumTests.license(.lifetime)
        let dot = try #require(genuine.lastIndex(of: "."))
        return String(genuine[..<dot]) + ".x"
    }

    /// The account as a person could write it by hand: the forged token, and the check an
    /// earlier atrest kept beside the license, naming the key this build trusts.
    static func writeForgedAccount(_ app: TestApp) throws {
        let token = try forged()
        let key = LicensePublicKey.testKeyFileText.trimmingCharacters(in: .whitespacesAndNewlines)
        let text = #"{"license": "\#(token)", "licenseCheck": {"key": "\#(key)", "token": "\#(token)"}, "version": 1}"#
        app.write(text + "\n", to: app.paths.account)
        app.setMode(app.paths.account, 0o600)
    }

    /// The attack that granted premium before: every command that decides the tier now
    /// checks the signature and finds none.
    @Test func aForgedTokenWithAKeptCheckGrantsNothing() throws {
        let (app, _) = Self.app()
        try Self.writeForgedAccount(app)
        app.run("start", "--at", "-8h")
        #expect(!Self.statusDrawsTheTree(app), "status draws no tree")
        #expect(app.run("forest").stdout.contains("atrest premium"), "forest says softly where it lives")
        #expect(app.run("log").stdout.split(separator: "\n").count <= 10, "log shows ten fasting days")
        let calendar = try app.json("calendar", "--json")
        let days = try #require(calendar["days"] as? [[String: Any]])
        #expect(days.compactMap { ($0["fasts"] as? [Any])?.count }.reduce(0, +) <= 10)
        #expect(try app.json("premium", "status", "--json")["tier"] as? String == "free")
    }

    /// `premium restore` refuses the forged token and leaves nothing behind that grants.
    @Test func aRefusedRestoreLeavesNothingThatGrants() throws {
        let (app, _) = Self.app()
        try Self.writeForgedAccount(app)
        let before = app.bytes(app.paths.account)
        #expect(app.run("premium", "restore").code == 1)
        #expect(app.bytes(app.paths.account) == before, "restore writes nothing")
        app.run("start", "--at", "-8h")
        #expect(!Self.statusDrawsTheTree(app))
    }

    @Test func statusChecksTheSignatureOfAVerifiedLicense() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        #expect((1...LicenseVerifier.builtIn.trustedKeys.count).contains(checks.made), "one check per trusted key, until one verifies")
    }

    /// The cost falls only on those who keep a license: without one, nothing is checked.
    @Test func withoutALicenseNothingIsChecked() throws {
        let (app, checks) = Self.app()
        app.run("start", "--at", "-8h")
        checks.reset()
        #expect(!Self.statusDrawsTheTree(app))
        for command in [["status", "--json"], ["status", "--line"], ["log"], ["calendar"], ["forest"], ["end"]] {
            app.run(command)
        }
        #expect(checks.made == 0)
    }

    /// In the trial everything is shown with premium or without, so what is shown costs no
    /// check; the premium commands and the transition moment still know premium from trial.
    @Test func inTheTrialWhatIsShownNeedsNoCheck() throws {
        let app = TestApp()
        let checks = Checks()
        app.licenseVerifier = LicenseVerifier(trusting: LicenseVerifier.builtIn.trustedKeys, willVerifySignature: { checks.record() })
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("add", "--start", "-40h", "--end", "-24h")
        app.run("start", "--at", "-8h")
        checks.reset()
        #expect(Self.statusDrawsTheTree(app))
        for command in [["log"], ["calendar"], ["forest"]] { #expect(app.run(command).code == 0) }
        #expect(checks.made == 0)
        #expect(try app.json("premium", "status", "--json")["tier"] as? String == "premium")
    }

    /// Every command that decides the tier checks the signature.
    @Test func everyCommandThatDecidesTheTierChecksTheSignature() throws {
        let (app, checks) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        // `status` decides only where it draws (a terminal, colour); piped, it shows no tree.
        for command in [["status", "--color", "always"], ["log"], ["log", "--json"], ["calendar"], ["forest"], ["end"], ["premium", "status"]] {
            checks.reset()
            #expect(app.run(command).code == 0)
            #expect(checks.made > 0, "\(command.joined(separator: " ")) checked the signature")
        }
        #expect(app.run("log").stdout.components(separatedBy: "\n").count > 13, "premium: the whole history, not ten days")
    }

    /// The terms are judged by the clock when they are used.
    @Test func aLapsedAnnualLicenseIsFree() throws {
        let (app, _) = Self.app()
        Self.activate(try PremiumTests.license(Self.annual), in: app)
        app.run("start", "--at", "-8h")
        #expect(Self.statusDrawsTheTree(app))
        app.now = Timestamp.parse("2026-12-01T00:00:01Z")!
        #expect(!Self.statusDrawsTheTree(app), "lapsed at 00:00 UTC after its last day")
        #expect(app.run("forest").stdout.contains("atrest premium"), "forest, too, is back to free")
        #expect(try app.store.loadAccount().licenseToken != nil, "nothing is deleted")
    }

    @Test(arguments: ["another genuine", "foreign", "tampered", "removed"])
    func whatIsStoredDecides(change: String) throws {
        let (app, _) = Self.app()
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
        var account = try app.store.loadAccount()
        account.licenseToken = replacement
        try app.store.saveAccount(account)
        #expect(Self.statusDrawsTheTree(app) == (change == "another genuine"))
    }

    /// A license made by a key this build does not trust grants nothing.
    @Test func aBuildTrustsOnlyItsOwnKeys() throws {
        let (app, _) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        app.run("start", "--at", "-8h")
        #expect(Self.statusDrawsTheTree(app))
        // A build that trusts only the release keys: the license was made with the test key.
        let release = LicenseVerifier.builtInKeys(includingTestKey: false)
        let checks = Checks()
        app.licenseVerifier = LicenseVerifier(trusting: release, willVerifySignature: { checks.record() })
        #expect(!Self.statusDrawsTheTree(app))
        #expect(checks.made == release.count, "checked against every trusted key, in vain")
    }

    /// An account an earlier atrest wrote, with the check it kept beside the license, reads;
    /// the check is passed over and left out at the next save.
    @Test func anAccountWithAKeptCheckStillReads() throws {
        let (app, _) = Self.app()
        let token = try PremiumTests.license(.lifetime)
        let key = LicensePublicKey.testKeyFileText.trimmingCharacters(in: .whitespacesAndNewlines)
        app.write(#"{"license": "\#(token)", "licenseCheck": {"key": "\#(key)", "token": "\#(token)"}, "version": 1}"# + "\n", to: app.paths.account)
        app.setMode(app.paths.account, 0o600)
        app.run("start", "--at", "-8h")
        #expect(Self.statusDrawsTheTree(app))
        Self.activate(token, in: app)
        let text = String(decoding: try #require(app.bytes(app.paths.account)), as: UTF8.self)
        #expect(!text.contains("licenseCheck"))
    }

    /// A refused license leaves the account as it was.
    @Test func aRefusedActivationChangesNothing() throws {
        let (app, _) = Self.app()
        Self.activate(try PremiumTests.license(.lifetime), in: app)
        let before = app.bytes(app.paths.account)
        app.input = Data(try PremiumTests.license(.lifetime, key: LicensePrivateKey.generate()).utf8)
        #expect(app.run("premium", "activate", "-").code == 1)
        app.input = Data(try Self.forged().utf8)
        #expect(app.run("premium", "activate", "-").code == 1)
        #expect(app.bytes(app.paths.account) == before)
    }
}
