import Domain
import FaultInjection
import Foundation
import Store
import Testing
import TestRandom

/// Several homes doing random things and syncing in random orders, through syncs cut short
/// and copies the sync tool has not finished: at the end, once everyone has synced, every
/// home's export is the same and no record has gone without a deletion to say so.
@Suite struct SyncPropertyTests {
    @Test(arguments: 0..<6)
    func homesThatSyncInAnyOrderEndTheSame(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let desk = SyncTests.Desk(3, now: "2026-11-01T12:00:00Z")
        var recorded = Set<UUID>(), water = Set<UUID>()
        for step in 0..<40 {
            desk.advance(minutes: Double(Int.random(in: 1...600, using: &random)))
            let index = Int.random(in: 0..<desk.homes.count, using: &random)
            let home = desk.homes[index]
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                let hoursAgo = Int.random(in: 17...200, using: &random)
                home.run("add", "--start", "-\(hoursAgo)h", "--end", "-\(hoursAgo - 16)h")
            case 1:
                if let fast = try home.store.loadHistory().sessions.randomElement(using: &random) {
                    home.run("delete", FastTextID.short(fast.id))
                }
            case 2:
                if let fast = try home.store.loadHistory().sessions.randomElement(using: &random) {
                    home.run("edit", FastTextID.short(fast.id), "--note", "step \(step)")
                }
            case 3:
                home.run("start")
            case 4:
                home.run(Bool.random(using: &random) ? "end" : "abandon")
            case 5:
                home.run("water", "add", "\(Int.random(in: 100...500, using: &random))")
            case 6:
                home.run("water", "remove", "last")
            case 7:
                home.run("config", "target-hours", "\([14, 16, 18].randomElement(using: &random) ?? 16)")
            case 8:
                // A sync cut short at a random step of its writing.
                home.fileSystem = FaultInjectingFileSystem(.fail(atStep: Int.random(in: 1...40, using: &random)))
                home.run("sync", desk.folder)
                home.fileSystem = LiveFileSystem()
            default:
                // A copy the sync tool has not finished: another home's file cut short for this sync.
                let names = (try? FileManager.default.contentsOfDirectory(atPath: desk.folder)) ?? []
                let cut = names.filter { $0.hasPrefix("atrest-") }.randomElement(using: &random)
                let whole = cut.flatMap { home.bytes(desk.folder + "/" + $0) }
                if let cut, let whole, Bool.random(using: &random) {
                    home.write(whole.prefix(Int.random(in: 0..<max(1, whole.count), using: &random)), to: desk.folder + "/" + cut)
                }
                let output = home.run("sync", desk.folder)
                #expect(output.code == 0, "seed \(seed), step \(step): \(output.stderr)")
                if let cut, let whole { home.write(whole, to: desk.folder + "/" + cut) }
            }
            for home in desk.homes {
                recorded.formUnion(try home.store.loadHistory().sessions.map(\.id))
                for month in try home.store.waterMonths() { water.formUnion(try home.store.loadWater(month: month).map(\.id)) }
            }
        }
        desk.settle()
        let first = desk.export(0)
        for index in desk.homes.indices.dropFirst() {
            #expect(desk.export(index) == first, "seed \(seed): home \(index) differs from home 0 after everyone synced")
        }
        let store = desk.homes[0].store
        let history = Set(try store.loadHistory().sessions.map(\.id))
        let deletions = try store.loadChanges().deletions
        for id in recorded where !history.contains(id) {
            #expect(deletions[id]?.kind == .fast, "seed \(seed): fast \(id) went without a deletion")
        }
        var kept = Set<UUID>()
        for month in try store.waterMonths() { kept.formUnion(try store.loadWater(month: month).map(\.id)) }
        for id in water where !kept.contains(id) {
            #expect(deletions[id]?.kind == .water, "seed \(seed): water entry \(id) went without a deletion")
        }
    }
}
