import Domain
import Foundation
import Store
import Testing

/// No lost updates: real `atrest` processes at once, as cron and a person at the shell are.
/// Every change is a read-modify-write under one lock, so each lands exactly once.
@Suite(.serialized) struct ConcurrencyTests {
    /// A moment in UTC, `days` from `base`, as ISO 8601 for `--at`, `--start` and `--end`.
    static func iso(_ base: Date, days: Double, hours: Double = 0) -> String {
        Timestamp.formatUTC(base.addingTimeInterval(days * 86_400 + hours * 3_600))
    }

    @Test func twoRacingStartsLetExactlyOneWin() throws {
        let home = ProcessHome()
        for round in 1...10 {
            let racers = try (0..<2).map { _ in try AtrestProcess.start(["start"], home: home.path) }
            let endings = racers.map { $0.wait() }
            #expect(endings.sorted { "\($0)" < "\($1)" } == [.exited(0), .exited(1)], "round \(round): \(endings)")
            #expect(try home.store.loadActiveFast() != nil, "round \(round)")
            #expect(try AtrestProcess.run(["abandon"], home: home.path) == 0)
        }
        home.expectEveryFileLoads("after the races")
    }

    @Test func waterFromManyProcessesAtOnceIsAllKept() throws {
        let home = ProcessHome()
        let workers = 6, each = 10
        let processes = try (0..<workers).map { worker in
            try AtrestProcess.shell(
                "i=0; while [ $i -lt \(each) ]; do \"$ATREST\" water add \(100 + worker) || exit 1; i=$((i+1)); done",
                home: home.path
            )
        }
        let endings = processes.map { $0.wait() }
        #expect(endings.allSatisfy { $0 == .exited(0) }, "\(endings)")
        let entries = try home.waterEntries()
        #expect(entries.count == workers * each, "every glass is kept, none twice")
        #expect(Set(entries.map(\.id)).count == entries.count)
        for worker in 0..<workers {
            #expect(entries.filter { $0.milliliters == 100 + worker }.count == each, "worker \(worker)")
        }
        home.expectEveryFileLoads("after the water")
    }

    /// Water, fasts started and ended, and past fasts added, all at once.
    @Test func waterAndFastsAtOnceKeepEveryRecord() throws {
        let home = ProcessHome()
        // Past fasts come before the ones started and ended, so a start never overlaps one.
        let base = Date().addingTimeInterval(-30 * 86_400)
        var fasting = "", adding = ""
        for day in 0..<5 {
            fasting += "\"$ATREST\" start --long --at \(Self.iso(base, days: Double(day))) || exit 1; "
            fasting += "\"$ATREST\" end --at \(Self.iso(base, days: Double(day), hours: 16)) || exit 1; "
            adding += "\"$ATREST\" add --start \(Self.iso(base, days: Double(day) - 10)) --end \(Self.iso(base, days: Double(day) - 10, hours: 15)) || exit 1; "
        }
        let water = (0..<4).map { worker in
            "i=0; while [ $i -lt 10 ]; do \"$ATREST\" water add \(200 + worker) || exit 1; i=$((i+1)); done"
        }
        let processes = try ([fasting, adding] + water).map { try AtrestProcess.shell($0, home: home.path) }
        let endings = processes.map { $0.wait() }
        #expect(endings.allSatisfy { $0 == .exited(0) }, "\(endings)")

        let history = try home.store.loadHistory()
        #expect(history.completedCount == 10, "five ended and five added")
        #expect(Set(history.sessions.map(\.id)).count == history.sessions.count)
        #expect(try home.store.loadActiveFast() == nil)
        #expect(try home.waterEntries().count == 40)
        home.expectEveryFileLoads("after everything at once")
    }

    /// A shell that sets `XDG_STATE_HOME` and a cron job that does not share the data, and so
    /// the lock: half the writers here have a state folder of their own.
    @Test func writersWithDifferentStateFoldersShareOneLock() throws {
        let home = ProcessHome()
        let workers = 6, each = 10
        let processes = try (0..<workers).map { worker in
            try AtrestProcess.shell(
                (worker % 2 == 0 ? "export XDG_STATE_HOME=\"$HOME/state-\(worker)\"; " : "")
                    + "i=0; while [ $i -lt \(each) ]; do \"$ATREST\" water add \(100 + worker) || exit 1; i=$((i+1)); done",
                home: home.path
            )
        }
        let endings = processes.map { $0.wait() }
        #expect(endings.allSatisfy { $0 == .exited(0) }, "\(endings)")
        #expect(try home.waterEntries().count == workers * each, "every glass is kept")
    }
}
