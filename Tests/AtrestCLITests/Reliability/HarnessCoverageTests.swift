import AtrestCLI
import Foundation
import Testing

/// The fault sweep reaches every command in the table that changes a file: a command added to
/// the table is swept, or this test names it and says why it is not.
@Suite struct HarnessCoverageTests {
    /// Commands the sweep leaves out, and why. Each is run below, every way the table knows,
    /// and must change no file.
    static let notSwept: [String: String] = [
        "status": "reads only",
        "watch": "reads only itself; its keys run `water add` and `end`, which are swept",
        "log": "reads only",
        "water": "reads only",
        "calendar": "reads only",
        "premium": "reads only",
        "premium status": "reads only",
        "premium restore": "reads only: it checks the kept license again",
        "completions": "prints a script; reads no data",
        "man": "prints the manual page; reads no data",
        "help": "prints help; reads no data",
    ]

    @Test func everyCommandIsSweptOrSaysWhyNot() {
        let swept = Set(FaultScenario.all.compactMap { Invocations.command(of: $0.arguments) })
        for (name, _) in CommandTable.named {
            #expect(swept.contains(name) || Self.notSwept[name] != nil,
                    "atrest \(name) is in no FaultScenario: add one from a home where it changes something, or add it to notSwept with why")
            #expect(!(swept.contains(name) && Self.notSwept[name] != nil), "atrest \(name) is swept and also listed as not swept")
        }
        for name in Self.notSwept.keys {
            #expect(CommandTable.named.contains { $0.name == name }, "notSwept names \(name), which is not a command")
        }
        for scenario in FaultScenario.all {
            #expect(Invocations.command(of: scenario.arguments) != nil, "\(scenario.testDescription) runs no command in the table")
        }
    }

    /// What the list says holds: none of these commands creates, replaces or removes a file.
    @Test(arguments: Self.notSwept.keys.sorted(), [SeedHome.Kind.idle, .fasting])
    func aCommandNotSweptChangesNothing(_ name: String, _ kind: SeedHome.Kind) throws {
        let spec = try #require(CommandTable.specs.first { $0.name == name })
        let seed = SeedHome.make(kind)
        for arguments in Invocations.of(spec) {
            let app = seed.copy()
            let recorder = RecordingFileSystem()
            app.fileSystem = recorder
            let output = app.run(arguments)
            let changed = Set(recorder.versions.keys).union(recorder.createdOrRemoved)
            #expect(changed.isEmpty, "atrest \(arguments.joined(separator: " ")) (exit \(output.code)) changed \(changed.sorted())")
        }
    }

    /// The invocations are found, not invented: examples become their words.
    @Test func examplesBecomeWords() {
        #expect(Invocations.words("atrest start --target 18 --at '2h ago'") == ["start", "--target", "18", "--at", "2h ago"])
        #expect(Invocations.words("atrest log --json | jq '.fasts[0]'") == ["log", "--json"])
        #expect(Invocations.words("atrest delete 3f9a2c1e && atrest undo") == ["delete", "3f9a2c1e"])
        #expect(Invocations.words("atrest man > ~/.local/share/man/man1/atrest.1") == ["man"])
        #expect(Invocations.words("atrest premium activate ~/Downloads/atrest-license.txt") == nil)
        #expect(Invocations.command(of: ["water", "add", "300"]) == "water add")
        #expect(Invocations.command(of: ["water", "--json"]) == "water")
        #expect(Invocations.command(of: ["ponder"]) == nil)
    }
}
