import AtrestCLI
import FaultInjection
import Foundation
import Store
import Testing

/// All-or-nothing saves, command by command: every writing command is cut at its first disk
/// operation, then its second, and so on until it runs through, both as a failure it hears
/// about and as a crash it does not survive. Afterwards every file is its old self, its new
/// self, or a state a clean run passes through; every data file loads; temporary files are
/// never read as data; and the command exited 1 unless it finished.
@Suite struct CommandFaultTests {
    /// More steps than any command takes; a sweep that reaches it is a failure.
    static let stepLimit = 300

    @Test(arguments: FaultScenario.all, [FaultInjectingFileSystem.Effect.fail, .crash])
    func everyStepOfEveryWritingCommand(_ scenario: FaultScenario, effect: FaultInjectingFileSystem.Effect) {
        let seed = SeedHome.make(scenario.seed)
        let clean = scenario.cleanRun(seed)
        var finished = false
        for step in 1...Self.stepLimit {
            let fault: FaultInjectingFileSystem.Fault = effect == .fail ? .fail(atStep: step) : .crash(atStep: step)
            let fileSystem = FaultInjectingFileSystem(fault)
            let app = seed.copy()
            app.fileSystem = fileSystem
            let output = app.run(scenario.arguments)
            guard fileSystem.hasFired else {
                #expect(output.code == clean.code, "step \(step) ran clean but exited \(output.code): \(output.stderr)")
                finished = true
                break
            }
            scenario.verify(app, output: output, fileSystem: fileSystem, seed: seed, clean: clean, label: "\(effect) at step \(step)")
        }
        #expect(finished, "\(scenario.testDescription) did not finish within \(Self.stepLimit) steps")
    }

    /// Reads, listings and the lock failing, one occurrence at a time: the command stops
    /// with exit 1 and a plain message, and changes nothing it cannot finish.
    @Test(arguments: FaultScenario.all)
    func everyReadOfEveryWritingCommand(_ scenario: FaultScenario) {
        let seed = SeedHome.make(scenario.seed)
        let clean = scenario.cleanRun(seed)
        for operation in [FileSystemError.Operation.read, .list, .lock] {
            for occurrence in 1...Self.stepLimit {
                let fileSystem = FaultInjectingFileSystem(.fail(operation, occurrence: occurrence, code: EIO))
                let app = seed.copy()
                app.fileSystem = fileSystem
                let output = app.run(scenario.arguments)
                guard fileSystem.hasFired else { break }
                scenario.verify(app, output: output, fileSystem: fileSystem, seed: seed, clean: clean, label: "\(operation) #\(occurrence) failing")
            }
        }
    }
}
