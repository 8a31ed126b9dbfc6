import Domain
import Foundation
import Testing

/// A running fast's and a glass's rules named by hand (`RecordRules+Named`, start-up path)
/// give what their declared members give (`checkDeclared`): the same members in the same
/// order, and the same first broken rule for records that keep every rule, break one, or
/// break several.
@Suite struct NamedRulesTests {
    static let valid = Zone(identifier: "Europe/Berlin", rules: ZoneRules(fixedOffset: 3600))
    static let invalid = Zone(identifier: "Europe/ Berlin", rules: ZoneRules(fixedOffset: 3600))
    static let early = Date(timeIntervalSince1970: -3_000_000_000)
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func theNamedMembersAreTheDeclaredOnes() {
        // A member added to `declared`: name its rule in `RecordRules+Named` as well.
        #expect(ActiveFast.declared.map(\.text) == ActiveFast.namedMembers)
        #expect(WaterEntry.declared.map(\.text) == WaterEntry.namedMembers)
    }

    @Test func aRunningFastBreaksTheSameRuleFirst() {
        var fasts: [ActiveFast] = []
        for start in [Self.now, Self.early] {
            for hours in [16, 3.5, 72, 72.5, .nan, .infinity] {
                for zone in [Self.valid, Self.invalid, .utc] {
                    for note in [nil, "broth", "two\nlines", String(repeating: "x", count: 501)] {
                        fasts.append(ActiveFast(start: start, targetHours: hours, timeZone: zone, note: note))
                    }
                }
            }
        }
        for fast in fasts {
            let named = ActiveFast.check(fast), declared = ActiveFast.checkDeclared(fast)
            #expect(named?.field == declared?.field && named?.problem == declared?.problem, "\(fast)")
        }
        #expect(fasts.contains { ActiveFast.check($0) == nil })
        #expect(Set(fasts.compactMap { ActiveFast.check($0)?.field }) == ["start", "targetHours", "timeZone", "note"])
    }

    @Test func aGlassBreaksTheSameRuleFirst() {
        var entries: [WaterEntry] = []
        for at in [Self.now, Self.early] {
            for milliliters in [250, 0, -5, Int.max, Int.min, 5000, 5001] {
                for zone in [Self.valid, Self.invalid] {
                    entries.append(WaterEntry(at: at, milliliters: milliliters, timeZone: zone))
                }
            }
        }
        for entry in entries {
            let named = WaterEntry.check(entry), declared = WaterEntry.checkDeclared(entry)
            #expect(named?.field == declared?.field && named?.problem == declared?.problem, "\(entry)")
        }
        #expect(entries.contains { WaterEntry.check($0) == nil })
        #expect(Set(entries.compactMap { WaterEntry.check($0)?.field }) == ["at", "milliliters", "timeZone"])
    }
}
