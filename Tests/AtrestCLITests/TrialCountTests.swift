import AtrestCLI
import Domain
import Foundation
import Store
import Testing

/// The trial is the first ten fasts completed with atrest, counted by a count that only goes
/// up: kept with the account, carried by atrest's export, never lowered by a deletion.
@Suite struct TrialCountTests {
    /// Records `count` past fasts of 15 hours, one a day, ending before the app's clock.
    static func record(_ count: Int, in app: TestApp, from day: Int = 0) {
        for offset in day..<(day + count) {
            let start = app.now.addingTimeInterval(TimeInterval(-(60 - offset) * 86_400))
            let output = app.run("add", "--start", Timestamp.formatUTC(start), "--end", Timestamp.formatUTC(start + 15 * 3600))
            #expect(output.code == 0, "\(output.stderr)")
        }
    }

    static func tier(_ app: TestApp) throws -> String? {
        try app.json("premium", "status", "--json")["tier"] as? String
    }

    static func deleteOldest(_ count: Int, in app: TestApp) throws {
        for _ in 0..<count {
            let fasts = try #require(try app.json("log", "--json")["fasts"] as? [[String: Any]])
            let id = try #require(fasts.last?["id"] as? String)
            #expect(app.run("delete", id).code == 0)
        }
    }

    /// The account as an earlier atrest wrote it: no count.
    static func forgetCount(_ app: TestApp) throws {
        var account = try app.store.loadAccount()
        account.completedFasts = nil
        try app.store.saveAccount(account)
    }

    @Test func deletingFastsNeverGivesTheTrialBack() throws {
        let app = TestApp()
        Self.record(11, in: app)
        #expect(try Self.tier(app) == "free")
        try Self.deleteOldest(2, in: app)
        #expect(try Self.tier(app) == "free", "nine recorded, eleven completed")
        app.run("start", "--at", "-8h")
        let status = app.run("status").stdout
        #expect(!status.contains { "░▒▓█▀▄".contains($0) }, "status draws no tree")
        #expect(app.run("forest").stdout.contains("atrest premium"))
        #expect(try app.store.loadAccount().completedFasts == 11)
    }

    /// The count is a number a person can edit: written down below the fasts recorded, it
    /// gives nothing back.
    @Test func aCountEditedDownGivesNothingBack() throws {
        let app = TestApp()
        Self.record(11, in: app)
        var account = try app.store.loadAccount()
        account.completedFasts = 0
        try app.store.saveAccount(account)
        #expect(try Self.tier(app) == "free")
        try Self.forgetCount(app)
        #expect(try Self.tier(app) == "free")
    }

    /// A home an earlier atrest kept starts from the fasts it has recorded, and its first
    /// change (a deletion here) keeps that count.
    @Test func anExistingHomeStartsFromItsRecordedCount() throws {
        let app = TestApp()
        Self.record(11, in: app)
        try Self.forgetCount(app)
        #expect(try Self.tier(app) == "free")
        try Self.deleteOldest(1, in: app)
        #expect(try app.store.loadAccount().completedFasts == 11)
        #expect(try Self.tier(app) == "free")
    }

    @Test func anExistingHomeInItsTrialStaysInIt() throws {
        let app = TestApp()
        Self.record(4, in: app)
        try Self.forgetCount(app)
        #expect(try Self.tier(app) == "trial")
        Self.record(1, in: app, from: 30)
        #expect(try app.store.loadAccount().completedFasts == 5)
    }

    /// The moment after the tenth fast goes by the same count as the tier.
    @Test func theTransitionMomentGoesByTheSameCount() throws {
        let app = TestApp()
        Self.record(9, in: app)
        try Self.deleteOldest(3, in: app)
        app.run("start", "--at", "-16h")
        let end = app.run("end")
        #expect(end.stdout.contains("Continue with Atrest"), "the tenth fast completed, though seven are recorded")
        #expect(try app.store.loadAccount().completedFasts == 10)
        #expect(try app.store.loadAccount().transitionMomentShown)
        app.run("start", "--at", "-16h")
        #expect(!app.run("end").stdout.contains("Continue with Atrest"), "once")
    }

    /// The count travels with atrest's export, and an import takes the larger.
    @Test func theCountTravelsWithTheExport() throws {
        let app = TestApp()
        Self.record(12, in: app)
        try Self.deleteOldest(5, in: app)
        let export = app.run("export")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        #expect(document["completedFasts"] as? Int == 12)

        let other = TestApp()
        other.write(export.stdout, to: other.home + "/backup.json")
        #expect(other.run("import", "backup.json").code == 0)
        #expect(try Self.tier(other) == "free", "seven fasts arrive, twelve completed")
        #expect(try other.json("export")["completedFasts"] as? Int == 12, "and it goes on travelling")

        // An export with a smaller count lowers nothing; importing it again changes nothing.
        let smaller = export.stdout.replacingOccurrences(of: #""completedFasts": 12"#, with: #""completedFasts": 3"#)
        #expect(smaller != export.stdout)
        other.write(smaller, to: other.home + "/smaller.json")
        #expect(other.run("import", "smaller.json").code == 0)
        #expect(try other.store.loadAccount().completedFasts == 12)
    }

    /// A document without a count uses none of the trial (product.md, "Clocks that disagree,
    /// and data that must always restore"): only `end` and `add` do.
    @Test func aDocumentWithoutACountCountsNone() throws {
        let app = TestApp()
        Self.record(11, in: app)
        var document = try app.json("export")
        document.removeValue(forKey: "completedFasts")
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)

        let other = TestApp()
        other.write(text, to: other.home + "/old.json")
        #expect(other.run("import", "old.json").code == 0)
        #expect(try other.store.loadAccount().completedFasts == 0)
        #expect(try Self.tier(other) == "trial")
    }

    /// A larger count alone is brought in, without a word about it.
    @Test func aLargerCountAloneIsTakenQuietly() throws {
        let app = TestApp()
        Self.record(3, in: app)
        var document = try app.json("export")
        document["completedFasts"] = 14
        app.write(String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self), to: app.home + "/more.json")
        let output = app.run("import", "more.json")
        #expect(output.code == 0)
        #expect(!output.stdout.lowercased().contains("trial") && !output.stdout.contains("14"))
        #expect(try Self.tier(app) == "free")
    }

    @Test(arguments: [#""completedFasts": -1"#, #""completedFasts": 2.5"#, #""completedFasts": "11""#])
    func aCountThatIsNotOneIsRefused(member: String) throws {
        let app = TestApp()
        let text = #"{"format": "atrest-export", "version": 1, "sessions": [], \#(member)}"#
        app.write(text, to: app.home + "/bad.json")
        let output = app.run("import", "bad.json")
        #expect(output.code == 2)
        #expect(output.stderr.contains("completedFasts"))
    }

    @Test func aNegativeCountInTheAccountIsRefusedLikeDamage() throws {
        let app = TestApp()
        Self.record(2, in: app)
        let text = String(decoding: try #require(app.bytes(app.paths.account)), as: UTF8.self)
        app.damage(app.paths.account, with: text.replacingOccurrences(of: #""completedFasts" : 2"#, with: #""completedFasts" : -2"#))
        let output = app.run("premium", "status")
        #expect(output.code == 1)
        #expect(output.stderr.contains("account.json: completedFasts: -2 is not a count"))
    }
}
