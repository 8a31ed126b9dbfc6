import AtrestCLI
import FaultInjection
import Foundation
import Store
import Testing

/// Commands that read the whole history, or a span of it, read it holding the lock, so that a
/// change saved across several files at that moment (an edit moving a fast into another
/// year's file, an `end`, an import) is seen before or after, never halfway.
@Suite struct ReadingLockTests {
    @Test(arguments: [["log"], ["log", "--json"], ["forest", "--width", "60"], ["calendar", "2026-11"], ["calendar", "--json"], ["export"]])
    func historyIsReadUnderTheLock(_ arguments: [String]) throws {
        let seed = SeedHome.make(.idle)
        let app = seed.copy()
        let fileSystem = FaultInjectingFileSystem()
        app.fileSystem = fileSystem
        let output = app.run(arguments)
        #expect(output.code == 0, "\(output.stderr)")
        let calls = fileSystem.log
        let lock = try #require(calls.firstIndex { $0.operation == .lock }, "atrest \(arguments.joined(separator: " ")) took no lock")
        let history = calls.indices.filter { calls[$0].operation == .read && calls[$0].path.contains("/sessions/") }
        #expect(!history.isEmpty)
        #expect(history.allSatisfy { $0 > lock }, "every year file is read after the lock is taken")
    }

    /// A lock file that cannot be opened (another person's, say) does not stop reading.
    @Test(arguments: [EACCES, EPERM, EROFS])
    func aLockThatCannotBeOpenedIsReadAround(_ code: Int32) {
        let seed = SeedHome.make(.idle)
        let app = seed.copy()
        app.fileSystem = FaultInjectingFileSystem(.fail(.lock, occurrence: nil, code: code))
        for arguments in [["log"], ["forest", "--width", "60"], ["calendar", "2026-11"], ["export"]] {
            let output = app.run(arguments)
            #expect(output.code == 0, "atrest \(arguments.joined(separator: " ")): \(output.stderr)")
        }
    }
}

/// A change saves each file it changes once: no operation writes a file behind another's back.
@Suite struct SavedOnceTests {
    @Test(arguments: [["end"], ["end", "--at", "-1m"], ["abandon"]])
    func endingSavesTheRunningFastOnce(_ arguments: [String]) throws {
        let app = SeedHome.make(.fasting).copy()
        let fileSystem = FaultInjectingFileSystem()
        app.fileSystem = fileSystem
        let output = app.run(arguments)
        #expect(output.code == 0, "\(output.stderr)")
        let saves = fileSystem.log.filter { $0.operation == .rename && !$0.path.hasSuffix(".previous") }.map(\.path)
        #expect(saves.filter { $0.hasSuffix("/active.json") }.count == 1, "\(saves)")
        #expect(Set(saves).count == saves.count, "a file saved twice: \(saves.map { $0.split(separator: "/").suffix(2).joined(separator: "/") })")
    }
}
