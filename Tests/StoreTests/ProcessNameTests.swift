import Foundation
import Store
import Testing

/// The name the system gives a process, which the orphan check of half-written files asks.
@Suite struct ProcessNameTests {
    @Test func theRunningTestsAreNamedAsTheirProgram() throws {
        let name = try #require(ProcessName.of(getpid()))
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        #expect(!name.isEmpty && !name.hasSuffix("\n"))
        // Linux cuts the name to 15 characters, macOS to 16 or 32.
        #expect(program.hasPrefix(name), "\(name) is not the start of \(program)")
    }

    @Test func aProcessThatIsNotThereHasNoName() {
        #expect(ProcessName.of(Int32.max) == nil)
    }
}
