import AtrestCLI
import Domain
import Foundation
import Store
import Testing

@Suite struct WaterCommandTests {
    // MARK: Amounts

    @Test(arguments: [
        (typed: ["250"], unit: "ml", milliliters: 250),
        (typed: ["250ml"], unit: "ml", milliliters: 250),
        (typed: ["250ML"], unit: "ml", milliliters: 250),
        (typed: ["8oz"], unit: "ml", milliliters: 237),
        (typed: ["1.5l"], unit: "ml", milliliters: 1500),
        (typed: ["0.5 l"], unit: "ml", milliliters: 500),
        (typed: ["0.5", "l"], unit: "ml", milliliters: 500),
        (typed: ["250", "ml"], unit: "oz", milliliters: 250),
        (typed: ["8"], unit: "oz", milliliters: 237),
        (typed: ["5l"], unit: "ml", milliliters: 5000),
        (typed: [], unit: "ml", milliliters: 250),
        (typed: [], unit: "oz", milliliters: 250),
    ])
    func addReadsAmountsInTheirUnitAndStoresMillilitres(typed: [String], unit: String, milliliters: Int) throws {
        let app = TestApp()
        if unit != "ml" { app.run("config", "water-unit", unit) }
        let result = app.run(["water", "add"] + typed)
        #expect(result.code == 0, "\(result.stderr)")
        let total = try app.json("water", "--json")["total"] as? Int
        #expect(total == milliliters)
        #expect(try app.store.loadWater(month: WaterMonth(containing: app.now)).map(\.milliliters) == [milliliters])
    }

    @Test(arguments: [
        (typed: "0", unit: "ml"), (typed: "-5", unit: "ml"), (typed: "abc", unit: "ml"),
        (typed: "6l", unit: "ml"), (typed: "1e9", unit: "ml"), (typed: "5001", unit: "ml"),
        (typed: "0.4", unit: "ml"), (typed: "250", unit: "oz"), (typed: "12,5,0", unit: "ml"),
    ])
    func addRefusesWhatIsNotAnAmountAndWritesNothing(typed: String, unit: String) {
        let app = TestApp()
        if unit != "ml" { app.run("config", "water-unit", unit) }
        let before = app.snapshot()
        let result = app.run("water", "add", typed)
        #expect(result.code == 2)
        #expect(result.stderr.hasPrefix("atrest: "))
        #expect(result.stderr.contains("5000 ml"), "says what is allowed: \(result.stderr)")
        #expect(app.snapshot() == before)
    }

    @Test func amountsAreShownInThePersonsUnit() {
        let app = TestApp()
        #expect(app.run("water", "add", "500ml").stdout.hasPrefix("500 ml. Today: 500 ml."))
        app.run("config", "water-unit", "oz")
        let listed = app.run("water").stdout
        #expect(listed.contains("16.9 oz today"))
        #expect(app.run("water", "add", "8oz").stdout.hasPrefix("8 oz. Today: 24.9 oz."))
    }

    // MARK: Days

    /// Entries just either side of local midnight, and the local day they belong to.
    @Test(arguments: [
        (zone: "Europe/Berlin", before: "2026-11-20T23:59", first: "2026-11-21T00:01", last: "2026-11-21T23:59", after: "2026-11-22T00:01"),
        // Twelve hours ahead of UTC: the local first of December begins in UTC November.
        (zone: "Pacific/Auckland", before: "2026-11-30T23:59", first: "2026-12-01T00:01", last: "2026-12-01T23:59", after: "2026-12-02T00:01"),
        (zone: "America/Los_Angeles", before: "2026-11-20T23:59", first: "2026-11-21T00:01", last: "2026-11-21T23:59", after: "2026-11-22T00:01"),
        // The day clocks fall back: 25 hours long, and both ends still belong to it.
        (zone: "America/Los_Angeles", before: "2026-10-31T23:59", first: "2026-11-01T00:01", last: "2026-11-01T23:59", after: "2026-11-02T00:01"),
        // The day clocks spring forward: 23 hours long.
        (zone: "Europe/Berlin", before: "2026-03-28T23:59", first: "2026-03-29T00:01", last: "2026-03-29T23:59", after: "2026-03-30T00:01"),
    ])
    func todayIsTheLocalDay(zone: String, before: String, first: String, last: String, after: String) throws {
        let app = TestApp(timeZone: zone)
        for (time, amount) in [(before, "100"), (first, "200"), (last, "300"), (after, "400")] {
            app.setClock(time)
            #expect(app.run("water", "add", amount).code == 0)
        }
        app.setClock(last)
        let today = try app.json("water", "--json")
        #expect(today["total"] as? Int == 500, "only the entries of \(first.prefix(10)) in \(zone)")
        #expect(today["day"] as? String == String(first.prefix(10)))
        let entries = try #require(today["entries"] as? [[String: Any]])
        #expect(entries.map { $0["milliliters"] as? Int } == [200, 300])
        let offset = Timestamp.format(app.now, in: app.timeZone).suffix(6)
        #expect((entries.last?["at"] as? String)?.hasSuffix(String(offset)) == true, "instants carry the local offset")
        app.setClock(after)
        #expect(try app.json("water", "--json")["total"] as? Int == 400)
    }

    @Test func jsonHasTheContractKeysAndTotalInMillilitres() throws {
        let app = TestApp()
        app.run("config", "water-unit", "oz")
        app.run("water", "add", "8oz")
        let object = try app.json("water", "--json")
        #expect(object["total"] as? Int == 237)
        #expect(object["unit"] as? String == "oz")
        let entry = try #require((object["entries"] as? [[String: Any]])?.first)
        for key in ["id", "at", "milliliters"] { #expect(entry[key] != nil, "entries lack \(key)") }
        #expect(UUID(uuidString: entry["id"] as? String ?? "") != nil)
        #expect(entry["at"] as? String == "2026-11-21T13:00:00+01:00")
    }

    @Test func emptyDaySaysSoAndHowToLog() {
        let result = TestApp().run("water")
        #expect(result.code == 0)
        #expect(result.stdout.contains("No water logged today."))
        #expect(result.stdout.contains("atrest water add logs 250 ml"))
    }

    // MARK: Removing

    @Test func removeLastTakesTheLatestEntryEvenInAnEarlierFile() throws {
        let app = TestApp()
        app.setClock("2026-10-31T22:00")
        app.run("water", "add", "100")
        app.setClock("2026-11-21T08:00")
        app.run("water", "add", "200")
        app.setClock("2026-11-21T09:00")
        app.run("water", "add", "300")
        let removed = app.run("water", "remove", "last")
        #expect(removed.code == 0)
        #expect(removed.stdout == "Removed the 300 ml logged at 09:00. Today: 200 ml.\n")
        app.run("water", "remove", "last")
        let october = app.run("water", "remove", "last")
        #expect(october.stdout.contains("Sat 31 Oct 22:00"), "found in the October file: \(october.stdout)")
        #expect(!october.stdout.contains("Today"))
        let none = app.run("water", "remove", "last")
        #expect(none.code == 1)
        #expect(none.stderr.contains("no water"))
        #expect(app.names(in: app.paths.waterDirectory).contains("2026-10.json"), "an emptied month file is kept, not deleted")
    }

    @Test func removeByIdPrefixFromAnyDay() throws {
        let app = TestApp()
        app.setClock("2026-11-19T10:00")
        app.run("water", "add", "100")
        app.setClock("2026-11-21T10:00")
        app.run("water", "add", "200")
        let entries = try app.store.loadWater(month: WaterMonth(year: 2026, month: 11))
        let older = try #require(entries.first { $0.milliliters == 100 })
        let prefix = String(older.id.uuidString.lowercased().prefix(6))
        let result = app.run("water", "remove", prefix)
        #expect(result.code == 0)
        #expect(result.stdout.contains("100 ml"))
        #expect(try app.store.loadWater(month: WaterMonth(year: 2026, month: 11)).map(\.milliliters) == [200])
        #expect(app.run("water", "remove", prefix).code == 1, "gone now")
        #expect(app.run("water", "remove", "xyz").code == 2, "not an id")
        #expect(app.run("water", "remove").code == 2, "ID is needed")
    }

    // MARK: Water and fasts

    @Test func waterNeverChangesAFastAndShowsInStatusOnlyWhileFasting() throws {
        let app = TestApp()
        app.run("water", "add", "400")
        #expect(!app.run("status").stdout.contains("water"), "idle status says nothing of water")
        app.run("start", "--at", "-5h")
        let before = try #require(try app.store.loadActiveFast())
        app.run("water", "add", "250")
        #expect(app.run("status").stdout.contains("water today: 650 ml"))
        #expect(try app.json("status", "--json")["waterTodayMilliliters"] as? Int == 650)
        #expect(try app.store.loadActiveFast()?.fast == before.fast)
        app.run("end")
        #expect(try app.store.loadHistory().sessions.map(\.duration) == [5 * 3600])
    }

    @Test func waterTakesNoUnknownWords() {
        let app = TestApp()
        #expect(app.run("water", "drink").code == 2)
        #expect(app.run("water", "add", "--at", "08:00").code == 2)
        #expect(app.run("help", "water", "add").stdout.contains("atrest water add [AMOUNT]"))
    }
}
