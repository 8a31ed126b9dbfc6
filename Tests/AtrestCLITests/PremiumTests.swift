import AtrestCLI
import Domain
import Foundation
import LicenseSigning
import Licensing
import Testing

/// The trial, the one transition moment, the free tier, and licenses (doctrine 05).
@Suite struct PremiumTests {
    /// Records `count` past fasts of 15 hours, one a day, ending before the app's clock.
    private func record(_ count: Int, in app: TestApp, daysBack: Int = 40) {
        for day in 0..<count {
            let start = app.now.addingTimeInterval(TimeInterval(-(daysBack - day) * 86_400))
            let end = start.addingTimeInterval(15 * 3600)
            app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(end), "--target", "14")
        }
    }

    private func fast(_ app: TestApp, hours: Double = 16) -> TestApp.Output {
        app.run("start")
        app.advance(hours: hours)
        let output = app.run("end")
        app.advance(hours: 1)
        return output
    }

    private func tier(_ app: TestApp) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(app.run("premium", "status", "--json").stdout.utf8)) as? [String: Any]
        return object?["tier"] as? String
    }

    static func license(_ term: LicensePayload.Term, holder: String = "Ada", key: LicensePrivateKey? = nil) throws -> String {
        let keyText = try String(
            contentsOf: PolicyScanner.packageRoot.appendingPathComponent("Tests/LicensingTests/Keys/test-license-private.key"),
            encoding: .utf8
        )
        let signingKey = try key ?? LicensePrivateKey(keyFileText: keyText)
        return try LicenseToken.sign(LicensePayload(term: term, holder: holder, issued: LocalDay(licenseText: "2026-11-01")!), with: signingKey)
    }

    @Test func tenRecordedFastsAreTheTrialAndTheEleventhIsFree() throws {
        let app = TestApp()
        record(10, in: app)
        #expect(try tier(app) == "trial")
        record(1, in: app, daysBack: 20)
        #expect(try tier(app) == "free")
    }

    @Test func theTransitionMomentAppearsOnceAtTheTenthEndAndNeverAgain() throws {
        let app = TestApp()
        record(8, in: app)
        #expect(!fast(app).stdout.contains("Continue with Atrest"), "ninth")
        let tenth = fast(app).stdout
        #expect(tenth.contains("Continue with Atrest") && tenth.contains("Maybe later"))
        let prose = tenth.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for words in [
            "ten fasts", "The timer, every phase, water and your recent history stay yours", "no charge, no conditions and no expiry",
            "The tree, the forest and your full history are the deeper experience", "good companion", "keep it all", "$29", "$79",
        ] {
            #expect(prose.contains(words), "the moment says \(words)")
        }
        #expect(!tenth.lowercased().contains("trial"), "human output never says trial")
        #expect(try app.store.loadAccount().transitionMomentShown)
        for _ in 0..<3 { #expect(!fast(app).stdout.contains("Continue with Atrest")) }
    }

    @Test func addingPastFastsNeverShowsTheMomentAndTheNextEndStillDoesOnce() {
        let app = TestApp()
        record(12, in: app)
        let output = app.run("add", "--start", "-30h", "--end", "-10h").stdout
        #expect(!output.contains("Continue with Atrest"))
        #expect(fast(app).stdout.contains("Continue with Atrest"), "the first end that leaves ten or more")
        #expect(!fast(app).stdout.contains("Continue with Atrest"))
    }

    @Test func premiumNeverSeesTheMoment() throws {
        let app = TestApp()
        app.input = Data(try Self.license(.lifetime).utf8)
        #expect(app.run("premium", "activate", "-").code == 0)
        record(9, in: app)
        #expect(!fast(app).stdout.contains("Continue with Atrest"))
    }

    @Test func theFreeTierShowsTheTenMostRecentFastingDaysAndNothingMarkedMissing() throws {
        let app = TestApp()
        record(14, in: app)
        let fasts = try #require(try JSONSerialization.jsonObject(with: Data(app.run("log", "--json").stdout.utf8)) as? [String: Any])
        #expect((fasts["fasts"] as? [[String: Any]])?.count == 10)
        let text = app.run("log").stdout
        #expect(text.split(separator: "\n").count == 10)
        for word in ["more", "hidden", "older", "premium", "locked"] { #expect(!text.lowercased().contains(word)) }
        app.input = Data(try Self.license(.lifetime).utf8)
        app.run("premium", "activate", "-")
        #expect(app.run("log").stdout.split(separator: "\n").count == 14, "nothing was lost")
    }

    @Test func aValidLicenseActivatesAndEverythingIsThereAtOnce() throws {
        let app = TestApp()
        record(12, in: app)
        app.input = Data(try Self.license(.annual(through: LocalDay(licenseText: "2027-11-20")!)).utf8)
        let result = app.run("premium", "activate", "-")
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("Welcome back to the whole of atrest"), "\(result.stdout)")
        #expect(!result.stdout.lowercased().contains("thank"))
        #expect(try tier(app) == "premium")
        #expect(app.run("premium", "restore").code == 0)
    }

    @Test(arguments: ["tampered", "foreign", "expired", "malformed", "empty"])
    func aLicenseThatDoesNotVerifyChangesNothing(kind: String) throws {
        let app = TestApp()
        record(12, in: app)
        let valid = try Self.license(.lifetime)
        let license: String
        switch kind {
        case "tampered":
            var bytes = Array(valid.utf8)
            let index = bytes.count / 2
            bytes[index] = bytes[index] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
            license = String(decoding: bytes, as: UTF8.self)
        case "foreign": license = try Self.license(.lifetime, key: LicensePrivateKey.generate())
        case "expired": license = try Self.license(.annual(through: LocalDay(licenseText: "2026-11-20")!))
        case "malformed": license = "this is a letter, not a license"
        default: license = "  \n"
        }
        let accountBefore = app.bytes(app.paths.account)
        app.input = Data(license.utf8)
        let result = app.run("premium", "activate", "-")
        #expect(result.code == 1)
        #expect(result.stderr.contains("nothing was changed"))
        #expect(app.bytes(app.paths.account) == accountBefore)
        #expect(try tier(app) == "free")
    }

    @Test func aLapsedAnnualLicenseReturnsToFreeSilentlyAndDeletesNothing() throws {
        let app = TestApp()
        record(12, in: app)
        app.input = Data(try Self.license(.annual(through: LocalDay(licenseText: "2026-11-30")!)).utf8)
        app.run("premium", "activate", "-")
        #expect(try tier(app) == "premium")
        app.now = Timestamp.parse("2026-12-01T00:00:01Z")!
        #expect(try tier(app) == "free")
        #expect(try app.store.loadAccount().licenseToken != nil, "the license is kept")
        #expect(try app.store.loadHistory().completedCount == 12)
        #expect(app.run("status").stdout.contains("When you're ready"), "no banner")
        #expect(app.run("premium", "restore").code == 1)
        #expect(app.run("premium", "status").stdout.contains("valid through Mon 30 Nov;"))
    }

    @Test func restoreWithNothingStoredSaysSoPlainly() throws {
        let app = TestApp()
        let result = app.run("premium", "restore")
        #expect(result.code == 1)
        #expect(result.stderr.contains("no license is kept"))
        #expect(try tier(app) == "trial")
    }

    @Test func theValuesSurfaceGivesBothPricesEqualWeightAndNoUrgency() {
        let text = TestApp().run("premium").stdout
        #expect(text.contains("Keep the tree. Keep the forest. Keep your full history."))
        let annual = text.split(separator: "\n").first { $0.contains("$29") }
        let lifetime = text.split(separator: "\n").first { $0.contains("$79") }
        #expect(annual != nil && lifetime != nil)
        #expect(annual?.contains("\u{1B}") == lifetime?.contains("\u{1B}"))
        #expect(!text.contains("/month") && !text.contains("per month") && !text.lowercased().contains("trial"))
        for word in ["restore", "renew", "Terms", "Privacy"] { #expect(text.contains(word)) }
    }

    @Test func theValuesSurfaceOpensWithItsStatementAndLifetimeIsOnceForever() {
        let text = TestApp().run("premium").stdout
        let first = text.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(first?.contains("no urgency, no guilt and no tricks") == true, "\(String(describing: first))")
        let prose = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(prose.contains("no urgency, no guilt and no tricks, and supporting it is what keeps it so"), "one statement: \(prose)")
        #expect(prose.contains("Keep the tree. Keep the forest. Keep your full history."))
        #expect(!prose.lowercased().contains("unlock") && !prose.lowercased().contains("thank you"))
        #expect(text.contains("Lifetime · $79, once, forever"))
    }

    @Test func someoneInTheirFirstFastsIsNotToldThingsAreHereAgain() throws {
        let app = TestApp()
        record(3, in: app)
        app.input = Data(try Self.license(.lifetime).utf8)
        let result = app.run("premium", "activate", "-")
        #expect(result.code == 0)
        #expect(!result.stdout.contains("again") && !result.stdout.contains("Welcome back"), "\(result.stdout)")
        #expect(result.stdout.contains("Your license is kept"))
    }

    @Test func premiumPeopleSeeTheirLicenseNotTheSalesPage() throws {
        let app = TestApp()
        record(12, in: app)
        app.input = Data(try Self.license(.lifetime, holder: "Ada").utf8)
        app.run("premium", "activate", "-")
        let text = app.run("premium").stdout
        #expect(text.contains("Premium. Lifetime, for Ada."), "\(text)")
        #expect(!text.contains("$29") && !text.contains("$79"))
        #expect(text.contains("premium restore"))
    }
}
