import Domain
import FaultInjection
import Foundation
import Store
import Testing

/// The store's saves cut at every step: each file is its old or its new self, and the
/// active fast's copy of the recorded count is never ahead of the history it copies.
@Suite struct AtrestStoreFaultTests {
    /// Names a data directory may hold besides temporary files.
    static let knownNames: Set<String> = [
        "sessions", "active.json", "active.json.previous", "water", "account.json", "account.json.previous", "last-fast.json",
    ]

    static func expectOnlyKnownFiles(in directory: TemporaryDirectory, effect: Effect, _ step: String) {
        let data = directory.paths.data
        for (folder, known) in [
            (data, knownNames), (data + "/sessions", ["2026.json", "2026.json.previous"]),
            (data + "/water", ["2026-11.json", "2026-11.json.previous"]),
        ] {
            let extras = Disk.names(folder).filter { !known.contains($0) }
            #expect(extras.allSatisfy(DurableWriter.isTemporary), "\(step): \(extras)")
            if effect == .fail { #expect(extras.isEmpty, "\(step): \(extras)") }
        }
    }

    static func describe(_ fileSystem: FaultInjectingFileSystem) -> String {
        fileSystem.log.last { $0.outcome != .performed }.map { "\($0.operation) of \(($0.path as NSString).lastPathComponent)" } ?? "clean"
    }

    /// What a save threw, which must be the disk's own error.
    static func expectDiskError(_ error: StoreError?, _ fileSystem: FaultInjectingFileSystem, _ step: String) {
        guard let error else {
            #expect(!fileSystem.hasCrashed, "\(step): nothing completes after a crash")
            return
        }
        #expect(error.fileSystemError?.code == EIO, "\(step): \(error)")
    }

    @Test(arguments: [Effect.fail, .crash], [false, true])
    func saveHistoryKeepsHistoryAndCountInStep(effect: Effect, existing: Bool) throws {
        let old = existing ? Samples.history(2) : History()
        let new = Samples.history(3)
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let live = directory.store()
            if existing {
                try live.saveHistory(old)
                try live.saveActiveFast(Samples.fast, recordedCount: 2)
            }
            var thrown: StoreError?
            do throws(StoreError) { try directory.store(fileSystem).saveHistory(new) } catch { thrown = error }
            let step = Self.describe(fileSystem)
            Self.expectDiskError(thrown, fileSystem, step)

            let history = try live.loadHistory()
            #expect(history == old || history == new, "\(step)")
            if thrown == nil { #expect(history == new, "\(step)") }
            let active = try live.loadActiveFast()
            if existing {
                #expect(active?.fast == Samples.fast, "\(step): the running fast is never lost")
                let count = active?.recordedCount ?? -1
                #expect(count == 2 || count == 3, "\(step)")
                if count == 3 { #expect(history == new, "\(step): the copy never runs ahead") }
                if thrown == nil { #expect(count == 3, "\(step)") }
            } else {
                #expect(active == nil && !Disk.names(directory.paths.data).contains("active.json"), "\(step)")
            }
            Self.expectOnlyKnownFiles(in: directory, effect: effect, step)
        }
        // Without an account yet, the first change also writes the trial's count (seven steps);
        // the copy of the newest fast (last-fast.json) is seven more.
        #expect(steps == (existing ? 25 : 21))
    }

    @Test(arguments: [Effect.fail, .crash], [false, true])
    func saveActiveFastIsAllOrNothing(effect: Effect, existing: Bool) throws {
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let live = directory.store()
            if existing { try live.saveActiveFast(Samples.fast, recordedCount: 4) }
            let replacement: ActiveFast? = existing ? nil : Samples.fast
            var thrown: StoreError?
            do throws(StoreError) {
                try directory.store(fileSystem).saveActiveFast(replacement, recordedCount: 5)
            } catch {
                thrown = error
            }
            let step = Self.describe(fileSystem)
            Self.expectDiskError(thrown, fileSystem, step)
            let active = try live.loadActiveFast()
            if existing {
                #expect(active == nil || (active?.fast == Samples.fast && active?.recordedCount == 4), "\(step)")
            } else {
                #expect(active == nil || (active?.fast == Samples.fast && active?.recordedCount == 5), "\(step)")
            }
            if thrown == nil { #expect(active?.fast == replacement, "\(step)") }
            Self.expectOnlyKnownFiles(in: directory, effect: effect, step)
        }
        #expect(steps == (existing ? 9 : 7))
    }

    @Test(arguments: [Effect.fail, .crash], [false, true])
    func saveWaterIsAllOrNothing(effect: Effect, existing: Bool) throws {
        let old = existing ? Samples.water(3) : []
        let new = Samples.water(4)
        let steps = try sweepFaults(effect) { fileSystem in
            let directory = TemporaryDirectory()
            let live = directory.store()
            if existing { try live.saveWater(old, month: Samples.november) }
            var thrown: StoreError?
            do throws(StoreError) {
                try directory.store(fileSystem).saveWater(new, month: Samples.november)
            } catch {
                thrown = error
            }
            let step = Self.describe(fileSystem)
            Self.expectDiskError(thrown, fileSystem, step)
            let entries = try live.loadWater(month: Samples.november)
            #expect(entries == old || entries == new, "\(step)")
            if thrown == nil { #expect(entries == new, "\(step)") }
            #expect(try live.waterMonths() == (entries.isEmpty ? [] : [Samples.november]), "\(step)")
            Self.expectOnlyKnownFiles(in: directory, effect: effect, step)
        }
        #expect(steps == (existing ? 9 : 7))
    }

    /// The person runs the command again after a crash: it works, and the leftovers do not matter.
    @Test func aSaveAfterACrashSucceedsDespiteLeftovers() throws {
        let directory = TemporaryDirectory()
        let live = directory.store()
        try live.saveHistory(Samples.history(2))
        let crashing = FaultInjectingFileSystem(.crash(.sync))
        #expect(throws: StoreError.self) { try directory.store(crashing).saveHistory(Samples.history(3)) }
        #expect(Disk.names(directory.paths.sessionsDirectory).contains(where: DurableWriter.isTemporary), "a temporary file was left")
        #expect(try live.loadHistory() == Samples.history(2))
        try live.saveHistory(Samples.history(3))
        #expect(try live.loadHistory() == Samples.history(3))
    }
}
