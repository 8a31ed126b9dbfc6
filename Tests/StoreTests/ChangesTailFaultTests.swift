import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// The stamps, across a crash at every step of writing them: a whole write of `changes.json`
/// over a tail of recent changes (as a sync's merge or a fold makes) leaves the stamps as they
/// were or as they are after, never without a change noted before it.
@Suite struct ChangesTailFaultTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func noting(_ directory: TemporaryDirectory, _ fileSystem: any FileSystem = LiveFileSystem()) -> AtrestStore {
        AtrestStore(paths: directory.paths, fileSystem: fileSystem, recording: .change(at: now, journal: nil))
    }

    @Test(arguments: [Effect.fail, .crash])
    func aWholeWriteOverATailIsAllOrNothing(effect: Effect) throws {
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let live = directory.store()
            try Self.noting(directory).saveHistory(Samples.history(2))
            let noted = try live.loadChanges()
            #expect(noted.stamps.count == 2 && Disk.names(directory.paths.data).contains("changes-recent.json"))
            // What a merge brings: one more record's stamp, from another computer.
            var merged = noted
            merged.stamps[UUID()] = Stamp(at: Self.now.addingTimeInterval(60), device: UUID())
            var thrown: StoreError?
            do throws(StoreError) { try directory.store(fileSystem).saveChanges(merged) } catch { thrown = error }
            let step = AtrestStoreFaultTests.describe(fileSystem)
            let read = try live.loadChanges()
            #expect(read == noted || read == merged, "\(step)")
            if thrown == nil { #expect(read == merged, "\(step)") }
            // A change after it stamps after everything kept, whichever it was.
            try Self.noting(directory).saveHistory(Samples.history(3))
            let after = try live.loadChanges()
            let newest = try #require(Samples.history(3).sessions.first { read.stamps[$0.id] == nil }?.id)
            #expect(after.stamps[newest].map { stamp in read.allStamps.allSatisfy { $0 < stamp } } == true, "\(step)")
        }
        #expect(steps > 0)
    }
}
