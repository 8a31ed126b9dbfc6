@testable import AtrestCLI
import Domain
import Interchange
import Foundation
import Store
import Testing

/// Each record's members are declared once (`DeclaredRecord.declared`); these tests hold the
/// places that once named them by hand, and dropped a new one without a word, to every
/// declared member: `end`, the merge's tie-breaker, import's sameness, and CSV.
@Suite struct DeclaredFieldTests {
    static let kathmandu = ZoneDatabase().zoneOrUTC(named: "Asia/Kathmandu")
    static let lisbon = ZoneDatabase().zoneOrUTC(named: "Europe/Lisbon")
    static let fast = StoredFieldTests.fast
    static let running = StoredFieldTests.running

    /// `record` with another value of `field`'s kind, one that keeps every rule: one case per
    /// kind, so a new kind is named here by the compiler.
    static func varied<Record>(_ field: RecordField<Record>, _ record: Record) -> Record {
        var record = record
        switch field.value {
        case .id(_, let set): set(&record, UUID())
        // An hour earlier keeps a fast's end after its start and the fast over 4 hours.
        case .instant(let get, let set): set(&record, get(record).addingTimeInterval(-3600))
        case .hours(let get, let set): set(&record, get(record) + 1)
        case .milliliters(let get, let set): set(&record, get(record) + 10)
        case .zone(let get, let set): set(&record, get(record).identifier == lisbon.identifier ? kathmandu : lisbon)
        case .note(let get, let set): set(&record, (get(record) ?? "") + " and tea")
        }
        return record
    }

    static var members: [RecordField<FastingSession>] { FastingSession.declared.filter { $0.text != "id" } }
    static var runningMembers: [RecordField<ActiveFast>] { ActiveFast.declared.filter { $0.text != "id" } }

    @Test func aChangeOfAnyOneMemberIsAChangeToImport() {
        for field in Self.members {
            let changed = Self.varied(field, Self.fast)
            #expect(RecordRules.check(changed) == nil, "\(field.text): the varied fast breaks a rule")
            #expect(!ImportPlan.same(Self.fast, changed), "import calls a change of only \(field.text) unchanged")
        }
        for field in Self.runningMembers {
            #expect(!ImportPlan.same(Self.running, Self.varied(field, Self.running)), "import calls a change of only \(field.text) unchanged")
        }
    }

    /// Two versions stamped alike that differ in one member merge to the same version in
    /// either order: the tie-breaker compares every member.
    @Test func versionsStampedAlikeMergeTheSameEitherWayWhateverMemberDiffers() {
        let stamp = Stamp(at: StoredFieldTests.instant("2026-11-22T08:00:00Z"), device: UUID())
        for field in Self.members {
            var here = Replica()
            var there = Replica()
            here.fasts[Self.fast.id] = Stamped(Self.fast, stamp)
            there.fasts[Self.fast.id] = Stamped(Self.varied(field, Self.fast), stamp)
            #expect(FastingSession.mergeText(Self.fast) != FastingSession.mergeText(Self.varied(field, Self.fast)), "the tie-breaker leaves out \(field.text)")
            #expect(here.merged(with: there) == there.merged(with: here), "merging depends on the order when only \(field.text) differs")
        }
        for field in Self.runningMembers {
            #expect(ActiveFast.mergeText(Self.running) != ActiveFast.mergeText(Self.varied(field, Self.running)), "the tie-breaker leaves out \(field.text)")
        }
    }

    /// `end` makes the running fast a recorded one: every member of the running fast is one
    /// of the recorded fast's, and comes through with its value.
    @Test func endingAFastKeepsEveryMemberOfTheRunningFast() {
        let end = StoredFieldTests.instant("2026-11-21T22:00:00Z")
        let (_, dropped) = FastingSession.carrying(Self.running, into: Self.fast)
        #expect(dropped.isEmpty, "a recorded fast has no member for the running fast's \(dropped)")
        for field in Self.runningMembers {
            let running = Self.varied(field, Self.running)
            let session = running.session(endingAt: end)
            let recorded = FastingSession.declared.first { $0.text == field.text }
            #expect(recorded?.mergeText(session) == field.mergeText(running), "end drops \(field.text)")
        }
    }

    @Test func csvHasAColumnForEveryMember() {
        let header = SpreadsheetExport.text([Self.fast]).prefix { $0 != "\r\n" }.split(separator: ",").map(String.init)
        let missing = Set(FastingSession.declared.map(\.text)).subtracting(header)
        #expect(missing.isEmpty, "CSV leaves out \(missing.sorted())")
        // A new member's column goes after these, which scripts already read by position.
        #expect(Array(header.prefix(8)) == ["id", "start", "end", "durationSeconds", "targetHours", "tree", "timeZone", "note"])
    }
}

/// CSV and ICS are read back by readers of their own (`SpreadsheetImport`, `CalendarImport`),
/// which take a fast they hold differently as an edit made there: a member either format
/// leaves out would be cleared by importing its own export. These hold both to every member.
@Suite struct OwnFormatsKeepEveryMemberTests {
    @Test(arguments: ["csv", "ics"])
    func importingItsOwnExportChangesNoFast(format: String) throws {
        let app = try StoredFieldTests.populated()
        let before = try app.store.loadHistory()
        let export = app.run("export", "--format", format)
        #expect(export.code == 0, "\(export.stderr)")
        app.write(export.stdout, to: app.home + "/fasts." + format)
        let imported = app.run("import", "--from", format, app.home + "/fasts." + format)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(try app.store.loadHistory() == before, "\(format): importing its own export changed a fast:\n\(imported.stdout)")
    }
}
