import Store
import Testing

/// A month file's name is read as bytes when it has atrest's own shape, and as before
/// otherwise: the same months either way.
@Suite struct WaterMonthNameTests {
    @Test(arguments: [
        ("2026-11", 2026, 11), ("1976-01", 1976, 1), ("0000-12", 0, 12),
        // Not atrest's shape, read as they always were.
        ("+026-11", 26, 11), ("2026--11", 2026, 11),
    ])
    func aNameReadsAsItsMonth(name: String, year: Int, month: Int) {
        #expect(WaterMonth(name) == WaterMonth(year: year, month: month))
    }

    @Test(arguments: ["2026-00", "2026-13", "2026-1x", "2026_11", "2026-11.json", "202-011", "", "２０２６-11"])
    func anythingElseIsNoMonth(name: String) {
        #expect(WaterMonth(name) == nil)
    }
}
