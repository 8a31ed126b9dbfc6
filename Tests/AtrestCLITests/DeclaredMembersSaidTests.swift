@testable import AtrestCLI
import Domain
import Foundation
import Testing

/// Places that say a fast's members by hand, not from its declaration (`Sources/README.md`,
/// "A new field"): a running fast in `status --json` and in the `on-start` hook's event
/// (`Hooks.fast`, "as status --json names a fast"), and what `import` says of a fast it
/// changes (`ChangeLines`). These name a declared member any of them leaves out.
@Suite struct DeclaredMembersSaidTests {
    /// Declared members that are said another way: the fast's zone is the start's offset.
    static let saidOtherwise: Set<String> = ["timeZone"]

    static func missing(from keys: [String]) -> [String] {
        Set(ActiveFast.declared.map(\.text)).subtracting(keys).subtracting(saidOtherwise).sorted()
    }

    @Test func statusJSONNamesEveryMemberOfTheRunningFast() throws {
        let app = TestApp()
        try app.store.saveActiveFast(StoredFieldTests.running, recordedCount: 0)
        let status = app.run("status", "--json")
        #expect(status.code == 0, "\(status.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let fast = try #require(object["fast"] as? [String: Any])
        #expect(Self.missing(from: Array(fast.keys)).isEmpty, "status --json leaves out \(Self.missing(from: Array(fast.keys)))")
        #expect(fast["note"] as? String == StoredFieldTests.running.note)
    }

    @Test func theStartHooksFastNamesEveryMemberOfTheRunningFast() throws {
        guard case .object(let members) = Hooks.fast(StoredFieldTests.running) else {
            Issue.record("the hook's fast is not an object")
            return
        }
        let keys = members.map(\.0)
        #expect(Self.missing(from: keys).isEmpty, "the on-start hook leaves out \(Self.missing(from: keys))")
    }

    /// `import` (and its `--dry-run`) says a line for each thing that changes, so a change of
    /// one member alone is seen as one.
    @Test func importSaysAChangeOfEveryMember() {
        let clock = ClockText(now: StoredFieldTests.instant("2026-11-22T12:00:00Z"), timeZone: StoredFieldTests.zone)
        for field in DeclaredFieldTests.members {
            let lines = ChangeLines.lines(DeclaredFieldTests.fast, DeclaredFieldTests.varied(field, DeclaredFieldTests.fast), clock: clock)
            #expect(lines.count > 1, "import says nothing of a change of only \(field.text): \(lines)")
        }
    }
}
