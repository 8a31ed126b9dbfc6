import Domain
import Foundation
import Testing

/// A record's members are declared once, as a `switch` over their places
/// (`DeclaredRecord.member(_:_:)`): its table (`declared`) is made from it, and its check
/// (`RecordRules.check`) walks it member by member without the table (start-up path). A
/// place skipped in the `switch` would end the list there and drop every member after it.
@Suite struct DeclaredMembersTests {
    static let valid = Zone(identifier: "Europe/Berlin", rules: ZoneRules(fixedOffset: 3600))
    static let invalid = Zone(identifier: "Europe/ Berlin", rules: ZoneRules(fixedOffset: 3600))
    static let early = Date(timeIntervalSince1970: -3_000_000_000)
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// The places after the last member hold none: no member is left out by a gap.
    static func places<Record: DeclaredRecord>(_ type: Record.Type) -> [String] {
        var names: [String] = []
        for place in 0..<64 {
            if let name = Record.member(place, { name, _, _, _ in name.description }) { names.append(name) }
        }
        return names
    }

    @Test func theTableIsTheMembersInTheirPlaces() {
        #expect(Self.places(FastingSession.self) == ["id", "start", "end", "targetHours", "timeZone", "note"])
        #expect(Self.places(ActiveFast.self) == ["id", "start", "targetHours", "timeZone", "note"])
        #expect(Self.places(WaterEntry.self) == ["id", "at", "milliliters", "timeZone"])
        #expect(FastingSession.declared.map(\.text) == Self.places(FastingSession.self))
        #expect(ActiveFast.declared.map(\.text) == Self.places(ActiveFast.self))
        #expect(WaterEntry.declared.map(\.text) == Self.places(WaterEntry.self))
    }

    /// The first rule broken, in declared order: what the table's members say of the record.
    static func firstBroken<Record: DeclaredRecord>(_ record: Record) -> (field: String, problem: RecordRules.Problem)? {
        for field in Record.declared {
            if let problem = field.value.problem(record) ?? field.rule?(record) {
                return (field.text, problem)
            }
        }
        return nil
    }

    @Test func aRunningFastBreaksItsFirstRuleInDeclaredOrder() {
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
            let checked = RecordRules.check(fast), expected = Self.firstBroken(fast)
            #expect(checked?.field == expected?.field && checked?.problem == expected?.problem, "\(fast)")
        }
        #expect(fasts.contains { RecordRules.check($0) == nil })
        #expect(Set(fasts.compactMap { RecordRules.check($0)?.field }) == ["start", "targetHours", "timeZone", "note"])
        let late = ActiveFast(start: Self.early, targetHours: 3, timeZone: Self.invalid, note: "two\nlines")
        #expect(RecordRules.check(late)?.field == "start")
    }

    @Test func aGlassBreaksItsFirstRuleInDeclaredOrder() {
        var entries: [WaterEntry] = []
        for at in [Self.now, Self.early] {
            for milliliters in [250, 0, -5, Int.max, Int.min, 5000, 5001] {
                for zone in [Self.valid, Self.invalid] {
                    entries.append(WaterEntry(at: at, milliliters: milliliters, timeZone: zone))
                }
            }
        }
        for entry in entries {
            let checked = RecordRules.check(entry), expected = Self.firstBroken(entry)
            #expect(checked?.field == expected?.field && checked?.problem == expected?.problem, "\(entry)")
        }
        #expect(entries.contains { RecordRules.check($0) == nil })
        #expect(Set(entries.compactMap { RecordRules.check($0)?.field }) == ["at", "milliliters", "timeZone"])
    }

    /// A fast's own rule over the whole record (its end after its start) comes after its
    /// member's kind, at the member's place.
    @Test func aFastsEndIsCheckedAtItsPlace() {
        let start = Self.now
        let backwards = FastingSession(start: start, end: start.addingTimeInterval(-60), targetHours: 16, timeZone: Self.invalid)
        #expect(RecordRules.check(backwards)?.field == "end")
        #expect(RecordRules.check(backwards)?.problem == .endNotAfterStart)
        let short = FastingSession(start: start, end: start.addingTimeInterval(3600), targetHours: 16, timeZone: Self.valid)
        #expect(RecordRules.check(short)?.field == "end")
    }
}
