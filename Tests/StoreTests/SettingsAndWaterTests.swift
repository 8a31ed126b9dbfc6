import Domain
import Foundation
import Store
import Testing

/// Settings with their defaults and limits, and water filed by UTC month.
@Suite struct SettingsAndWaterTests {
    let directory = TemporaryDirectory()
    var store: AtrestStore { directory.store() }

    @Test func settingsDefaultWhenMissingAndLoadBackEqual() throws {
        #expect(try store.loadSettings() == Settings())
        let chosen = Settings(targetHours: 16.5, waterUnit: .oz, waterAmount: 355, vigil: true)
        try store.saveSettings(chosen)
        #expect(try store.loadSettings() == chosen)
    }

    @Test(arguments: [
        (#"{"version": 1}"#, Settings()),
        (#"{"version": 1, "targetHours": 18}"#, Settings(targetHours: 18)),
        (#"{"version": 1, "waterUnit": "oz", "vigil": true}"#, Settings(waterUnit: .oz, vigil: true)),
        (#"{"version": 1, "targetHours": 4, "waterAmount": 1}"#, Settings(targetHours: 4, waterAmount: 1)),
        (#"{"version": 1, "targetHours": 72, "waterAmount": 5000, "unknownKey": [1, 2]}"#, Settings(targetHours: 72, waterAmount: 5000)),
    ])
    func missingSettingsTakeDefaults(text: String, expected: Settings) throws {
        try Disk.put(Data(text.utf8), at: directory.paths.settings)
        #expect(try store.loadSettings() == expected)
    }

    @Test(arguments: [
        (#"{"version": 1, "targetHours": 3.99}"#, "targetHours: 3.99 is outside 4–72"),
        (#"{"version": 1, "targetHours": 72.5}"#, "targetHours: 72.5 is outside 4–72"),
        (#"{"version": 1, "targetHours": -16}"#, "targetHours: -16.0 is outside 4–72"),
        (#"{"version": 1, "waterUnit": "l"}"#, "waterUnit: not \"ml\" or \"oz\""),
        (#"{"version": 1, "waterAmount": 0}"#, "waterAmount: 0 ml is outside 1–5000"),
        (#"{"version": 1, "waterAmount": 5001}"#, "waterAmount: 5001 ml is outside 1–5000"),
    ])
    func outOfRangeSettingsAreRefused(text: String, reason: String) throws {
        let path = directory.paths.settings
        try Disk.put(Data(text.utf8), at: path)
        #expect(throws: StoreError.damaged(path: path, reason: reason)) { try store.loadSettings() }
        #expect(Disk.bytes(path) == Data(text.utf8))
    }

    @Test(arguments: [
        ("2026-11-01T00:00:00Z", "2026-11"), ("2026-11-30T23:59:59Z", "2026-11"), ("2026-12-01T00:00:00Z", "2026-12"),
        ("2026-12-01T00:30:00+01:00", "2026-11"), ("2026-11-30T20:00:00-05:00", "2026-12"), ("1969-12-31T23:59:59Z", "1969-12"),
    ])
    func waterIsFiledByUTCMonth(instant: String, month: String) {
        #expect(WaterMonth(containing: Samples.instant(instant)).description == month)
    }

    @Test(arguments: [("2026-11", true), ("2026-01", true), ("2026-12", true), ("2026-13", false), ("2026-00", false),
                      ("2026-1", false), ("26-11", false), ("2026-11-01", false), ("2026_11", false), ("", false)])
    func waterMonthNames(text: String, valid: Bool) {
        #expect((WaterMonth(text) != nil) == valid)
        if valid { #expect(WaterMonth(text)?.description == text) }
    }

    @Test func monthsCoveringASpan() {
        let months = WaterMonth.covering(Samples.instant("2026-11-20T00:00:00Z"), Samples.instant("2027-02-01T00:00:00Z"))
        #expect(months.map(\.description) == ["2026-11", "2026-12", "2027-01"])
        #expect(WaterMonth(year: 2026, month: 12).next == WaterMonth(year: 2027, month: 1))
    }

    @Test func waterLoadsBackEqualAndOldestFirst() throws {
        let entries = Samples.water(6)
        try store.saveWater(entries.reversed(), month: Samples.november)
        #expect(try store.loadWater(month: Samples.november) == entries)
        #expect(try store.loadWater(month: WaterMonth(year: 2026, month: 10)).isEmpty)
    }

    @Test func waterMonthsListsOnlyMonthFilesInOrder() throws {
        #expect(try store.waterMonths().isEmpty, "no folder yet")
        for month in [WaterMonth(year: 2027, month: 1), WaterMonth(year: 2026, month: 11), WaterMonth(year: 2026, month: 12)] {
            try store.saveWater(Samples.water(1), month: month)
        }
        try store.saveWater(Samples.water(2), month: Samples.november)
        let folder = directory.paths.waterDirectory
        try Disk.put(Data(), at: folder + "/.2026-10.json.123-456.tmp")
        try Disk.put(Data(), at: folder + "/notes.json")
        try Disk.put(Data(), at: folder + "/2026-13.json")
        #expect(try store.waterMonths().map(\.description) == ["2026-11", "2026-12", "2027-01"])
    }
}
