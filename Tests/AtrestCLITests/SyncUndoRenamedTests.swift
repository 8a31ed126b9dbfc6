import Domain
import Foundation
import Store
import Testing

/// An undo that brings a glass or a running fast back under a new id (its deletion stands)
/// and then an undo of the sync that first brought it: the sync's entry must not take the
/// record made here with it. Shrunk from `SkewedSyncPropertyTests` seed 11508609034945340396,
/// where the glass went from every computer with no deletion to say so.
@Suite struct SyncUndoRenamedTests {
    static func waterIDs(_ home: TestApp) throws -> Set<UUID> {
        try SkewedSyncPropertyTests.waterIDs(home)
    }

    @Test func aGlassBroughtBackUnderANewIdOutlivesTheUndoOfTheSyncThatBroughtIt() throws {
        let desk = SyncTests.Desk(2, now: "2026-11-01T12:00:00Z")
        let (here, there) = (desk.homes[0], desk.homes[1])
        #expect(there.run("water", "add", "183").code == 0)
        desk.sync(1)
        desk.advance(minutes: 60)
        desk.sync(0)
        let glass = try #require(try Self.waterIDs(here).first)
        desk.advance(minutes: 60)
        #expect(here.run("water", "remove", "last").code == 0)
        desk.advance(minutes: 60)
        #expect(here.run("undo").code == 0)
        let back = try Self.waterIDs(here)
        #expect(back.count == 1 && !back.contains(glass), "the glass comes back under a new id")
        desk.advance(minutes: 60)
        // The sync's entry would put the month back as it was before the glass came: the
        // glass under its new id is held nowhere else, so that would lose it without a trace.
        let undo = here.run("undo")
        #expect(undo.code == 1 && undo.stderr.contains("has changed since atrest sync"), "\(undo.stdout)\(undo.stderr)")
        #expect(try Self.waterIDs(here) == back)
        desk.advance(minutes: 60)
        desk.settle()
        #expect(desk.export(0) == desk.export(1))
        let kept = try Self.waterIDs(here)
        let deletions = try here.store.loadChanges().deletions
        for id in back.union([glass]) where !kept.contains(id) {
            #expect(deletions[id]?.kind == .water, "water entry \(id) went without a deletion")
        }
        #expect(kept == back, "the glass brought back stays, under its new id")
    }

    @Test func aRunningFastBroughtBackUnderANewIdOutlivesTheUndoOfTheSyncThatBroughtIt() throws {
        let desk = SyncTests.Desk(2, now: "2026-11-01T12:00:00Z")
        let (here, there) = (desk.homes[0], desk.homes[1])
        #expect(there.run("start", "--at", "-3h").code == 0)
        desk.sync(1)
        desk.advance(minutes: 60)
        desk.sync(0)
        let running = try #require(try here.store.loadActiveFast()?.fast)
        desk.advance(minutes: 60)
        #expect(here.run("abandon").code == 0)
        desk.advance(minutes: 60)
        #expect(here.run("undo").code == 0)
        let back = try #require(try here.store.loadActiveFast()?.fast, "the fast runs again")
        #expect(back.id != running.id && back.start == running.start)
        desk.advance(minutes: 60)
        let undo = here.run("undo")
        #expect(undo.code == 1 && undo.stderr.contains("has changed since atrest sync"), "\(undo.stdout)\(undo.stderr)")
        #expect(try here.store.loadActiveFast()?.fast == back)
        desk.advance(minutes: 60)
        desk.settle()
        #expect(desk.export(0) == desk.export(1))
        #expect(try there.store.loadActiveFast()?.fast.id == back.id, "the fast brought back runs on every computer")
    }
}
