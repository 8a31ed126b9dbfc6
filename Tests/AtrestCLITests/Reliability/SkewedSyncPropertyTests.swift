import Domain
import Foundation
import Store
import Testing
import TestRandom

/// Computers whose clocks disagree (issue 26): three to five homes, each clock off by up to two
/// days either way, one that jumps to 2099 for a command and back, doing random things (start,
/// end, abandon, add, edit, delete, water, config, undo, import of another home's export) and
/// syncing in random orders. Once everyone has synced twice round: every export is the same,
/// nothing recorded has gone without a deletion to say so, nothing deleted has come back
/// unless someone changed it, and no sync ever left a file alone.
///
/// `ATREST_TEST_SEED` seeds it (CI fixes it; the seed of a round that goes wrong is printed);
/// `ATREST_SYNC_ROUNDS` raises the rounds from 2 for a longer run (`Tests/Scripts/skewed-sync`);
/// `ATREST_SYNC_TRACE=1` prints every step and what each home then holds, to shrink a failure.
@Suite struct SkewedSyncPropertyTests {
    static let day: TimeInterval = 86400

    @Test func homesWithClocksThatDisagreeEndTheSame() throws {
        let rounds = ProcessInfo.processInfo.environment["ATREST_SYNC_ROUNDS"].flatMap { Int($0) } ?? 2
        var seeds = SeededRandom()
        var seed = seeds.seed
        for _ in 0..<max(1, rounds) {
            try Self.round(seed: seed)
            seed = seeds.next()
        }
    }

    /// One walk, its every choice drawn from `seed`.
    static func round(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let say = "seed \(seed) (ATREST_TEST_SEED=\(seed) ATREST_SYNC_ROUNDS=1 reproduces it)"
        let count = Int.random(in: 3...5, using: &random)
        let desk = SyncTests.Desk(count, now: "2026-11-01T12:00:00Z")
        var real = desk.homes[0].now
        // One clock right, the others off by up to two days, ahead or behind.
        let skews = (0..<count).map { index -> TimeInterval in
            index == 0 ? 0 : TimeInterval(Int.random(in: -2 * 86400...2 * 86400, using: &random))
        }
        let jumper = Int.random(in: 0..<count, using: &random)
        let future = Timestamp.parse("2099-03-01T09:00:00Z")!
        var recorded = Set<UUID>(), water = Set<UUID>(), removed = Set<UUID>(), deleted = Set<UUID>(), touched = Set<UUID>()
        func setClocks() { for (index, home) in desk.homes.enumerated() { home.now = real.addingTimeInterval(skews[index]) } }
        setClocks()
        let trace = ProcessInfo.processInfo.environment["ATREST_SYNC_TRACE"] != nil
        if trace { print("skews \(skews) jumper \(jumper)") }

        for step in 0..<45 {
            real = real.addingTimeInterval(TimeInterval(Int.random(in: 1...600, using: &random) * 60))
            setClocks()
            let index = Int.random(in: 0..<count, using: &random)
            let home = desk.homes[index]
            // Now and then one clock says 2099 for one command.
            if index == jumper, Int.random(in: 0..<12, using: &random) == 0 { home.now = future.addingTimeInterval(TimeInterval(step * 60)) }
            let sessions = try home.store.loadHistory().sessions
            var said: [String] = []
            func run(_ arguments: String...) -> TestApp.Output {
                said = arguments
                return home.run(arguments)
            }
            var output: TestApp.Output
            switch Int.random(in: 0..<14, using: &random) {
            case 0:
                let hoursAgo = Int.random(in: 17...300, using: &random)
                output = run("add", "--start", "-\(hoursAgo)h", "--end", "-\(hoursAgo - 16)h")
            case 1:
                guard let fast = sessions.randomElement(using: &random) else { continue }
                output = run("delete", fast.id.uuidString)
                if output.code == 0 { deleted.insert(fast.id) }
            case 2:
                guard let fast = sessions.randomElement(using: &random) else { continue }
                output = run("edit", fast.id.uuidString, "--note", "step \(step)")
                touched.insert(fast.id)
            case 3: output = run("start", "--at", "-\(Int.random(in: 1...20, using: &random))h")
            case 4: output = run(Bool.random(using: &random) ? "end" : "abandon")
            case 5: output = run("water", "add", "\(Int.random(in: 100...500, using: &random))")
            case 6:
                let before = try Self.waterIDs(home)
                output = run("water", "remove", "last")
                removed.formUnion(before.subtracting(try Self.waterIDs(home)))
            case 7: output = run("config", "target-hours", "\([14, 16, 18, 20].randomElement(using: &random) ?? 16)")
            case 8:
                output = run("undo")
                // What an undo brings back was changed by it: it may stay.
                touched.formUnion(try home.store.loadHistory().sessions.map(\.id))
            case 9:
                let other = desk.homes[Int.random(in: 0..<count, using: &random)]
                home.input = Data(ExportImportTests.export(other).utf8)
                output = run("import", "-")
            default:
                output = run("sync", desk.folder)
                #expect(output.code == 0, "\(say), step \(step): \(output.stderr)")
                #expect(!output.stdout.contains("Left alone"), "\(say), step \(step): \(output.stdout)")
            }
            #expect((0...2).contains(output.code), "\(say), step \(step): \(output.stderr)")
            if trace { try Self.trace(step: step, index: index, said: said, output: output, desk: desk) }
            setClocks()
            for home in desk.homes {
                recorded.formUnion(try home.store.loadHistory().sessions.map(\.id))
                water.formUnion(try Self.waterIDs(home))
            }
        }
        desk.settle()

        let first = desk.export(0)
        for index in desk.homes.indices.dropFirst() {
            #expect(desk.export(index) == first, "\(say): home \(index) (clock \(skews[index]) s off) differs from home 0 after everyone synced twice")
        }
        let store = desk.homes[0].store
        let history = Set(try store.loadHistory().sessions.map(\.id))
        let deletions = try store.loadChanges().deletions
        for id in recorded where !history.contains(id) {
            #expect((deletions[id]?.kind ?? .running) >= .fast, "\(say): fast \(id) went without a deletion")
        }
        for id in deleted.subtracting(touched) {
            #expect(!history.contains(id), "\(say): fast \(id), deleted and never changed since, came back")
        }
        let kept = try Self.waterIDs(desk.homes[0])
        for id in water where !kept.contains(id) {
            #expect(deletions[id]?.kind == .water, "\(say): water entry \(id) went without a deletion")
        }
        for id in removed {
            #expect(!kept.contains(id), "\(say): water entry \(id) was removed and came back")
        }
        for (index, home) in desk.homes.enumerated() {
            #expect(!desk.sync(index).stdout.contains("Left alone"), "\(say): home \(index)")
            #expect(home.run("doctor").code != 2, "\(say): home \(index)")
        }
    }

    /// One step as `ATREST_SYNC_TRACE` prints it: the command, what it said, and what each
    /// home then holds (ids shortened to 8 digits; `-` marks a deletion, with its kinds).
    static func trace(step: Int, index: Int, said: [String], output: TestApp.Output, desk: SyncTests.Desk) throws {
        func short(_ id: UUID) -> String { String(id.uuidString.prefix(8)) }
        let home = desk.homes[index]
        print("step \(step) home \(index) at \(home.now) code \(output.code): \(said.joined(separator: " "))")
        for line in (output.stdout + output.stderr).split(separator: "\n") { print("    " + line) }
        for (number, each) in desk.homes.enumerated() {
            let fasts = try each.store.loadHistory().sessions.map { short($0.id) }.sorted()
            let running = try each.store.loadActiveFast().map { short($0.fast.id) } ?? "none"
            let water = try waterIDs(each).map(short).sorted()
            let gone = try each.store.loadChanges().deletions.values.map { short($0.id) + ":" + $0.kinds.map(\.kind.rawValue).joined(separator: "+") }.sorted()
            print("    home \(number) fasts \(fasts) running \(running) water \(water) -\(gone)")
        }
    }

    static func waterIDs(_ home: TestApp) throws -> Set<UUID> {
        var ids = Set<UUID>()
        for month in try home.store.waterMonths() { ids.formUnion(try home.store.loadWater(month: month).map(\.id)) }
        return ids
    }
}
