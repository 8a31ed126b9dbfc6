import AtrestCLI
import FaultInjection
import Foundation
import Testing

/// `CommandFaultTests`' sweep of `sync`, its clean run made on files old enough to be settled
/// (`FileIdentity`), as happens when a loaded machine is slow between copying the seed and
/// running. The clean run then keeps the folder's file identity in `sync-state.json` while
/// the fault injector's file system gives none, and the sweep once failed under load with
/// "sync-state.json is neither its old nor its new self": a test race, not a third state
/// (`FaultScenario.comparable`).
@Suite struct SyncFaultSettlingTests {
    @Test func everyFailingStepOfSyncAfterASlowCleanRun() throws {
        let scenario = try #require(FaultScenario.all.first { $0.arguments.first == "sync" })
        let seed = SeedHome.make(scenario.seed)
        // Past the nanosecond file systems' margin of a tenth of a second.
        let clean = scenario.cleanRun(seed, settling: 0.3)
        var finished = false
        for step in 1...CommandFaultTests.stepLimit {
            let fileSystem = FaultInjectingFileSystem(.fail(atStep: step))
            let app = seed.copy()
            app.fileSystem = fileSystem
            let output = app.run(scenario.arguments)
            guard fileSystem.hasFired else {
                finished = true
                break
            }
            scenario.verify(app, output: output, fileSystem: fileSystem, seed: seed, clean: clean, label: "fail at step \(step)")
        }
        #expect(finished)
    }
}
