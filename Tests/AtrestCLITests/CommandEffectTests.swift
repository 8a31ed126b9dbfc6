import AtrestCLI
import Foundation
import Testing

/// Each command declares its effect (`Command.effect`); these tests hold every declaration to
/// what the command does, and `help undo` to the declarations.
@Suite struct CommandEffectTests {
    /// A line for each command, with what runs before it. A new command fails
    /// `everyCommandDoesWhatItDeclares` until it has one here.
    static let samples: [String: (before: [[String]], line: [String])] = [
        "status": ([], ["status"]),
        "watch": ([], ["watch"]),
        "start": ([], ["start", "--at", "-1h"]),
        "end": ([["start", "--at", "-17h"]], ["end"]),
        "abandon": ([["start", "--at", "-2h"]], ["abandon"]),
        "log": ([], ["log"]),
        "add": ([], ["add", "--start", "2026-11-17T20:00", "--end", "2026-11-18T12:00"]),
        "edit": ([fast], ["edit", "last", "--note", "kept"]),
        "delete": ([fast], ["delete", "last"]),
        "undo": ([fast], ["undo"]),
        "water": ([], ["water"]),
        "water add": ([], ["water", "add", "250"]),
        "water remove": ([["water", "add", "250"]], ["water", "remove", "last"]),
        "forest": ([fast], ["forest"]),
        "calendar": ([fast], ["calendar"]),
        "config": ([], ["config", "target-hours", "18"]),
        "vigil": ([], ["vigil", "on"]),
        "premium": ([], ["premium"]),
        "premium activate": ([], ["premium", "activate", "not-a-license"]),
        "premium restore": ([], ["premium", "restore"]),
        "premium status": ([], ["premium", "status"]),
        "export": ([fast], ["export"]),
        "import": ([], ["import", "FILE"]),
        "sync": ([], ["sync", "FOLDER"]),
        "doctor": ([fast], ["doctor", "--repair"]),
        "remind": ([["start", "--at", "-5h"]], ["remind"]),
        "completions": ([], ["completions", "bash"]),
        "man": ([], ["man"]),
        "help": ([], ["help"]),
    ]

    static let fast = ["add", "--start", "2026-11-19T20:00", "--end", "2026-11-20T12:00"]

    /// Reading leaves the data as it was and nothing for undo; a change undo takes back is
    /// taken back; a change beyond undo leaves undo nothing of its own to take back.
    @Test(arguments: CommandTable.named.map(\.name))
    func everyCommandDoesWhatItDeclares(name: String) throws {
        let effect = try #require(CommandTable.named.first { $0.name == name }?.command.effect)
        let sample = try #require(Self.samples[name], "\(name) has no sample line in CommandEffectTests.samples")
        let app = TestApp()
        let elsewhere = TestApp()
        elsewhere.run(Self.fast)
        let file = elsewhere.home + "/export.json"
        elsewhere.run("export", "--output", file)
        let folder = elsewhere.home + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The other computer's fast waits in the folder, for `sync` to bring.
        elsewhere.run("sync", folder)
        for line in sample.before { #expect(app.run(line).code == 0, "\(name): \(line)") }
        let line = sample.line.map { $0 == "FILE" ? file : $0 == "FOLDER" ? folder : $0 }
        let entries = undoEntries(app)
        let before = app.kept()
        let result = app.run(line)
        switch effect {
        case .reads:
            #expect(undoEntries(app) == entries, "\(name) reads only, yet left something for undo")
            #expect(app.kept() == before, "\(name) reads only, yet changed the data")
        case .changes:
            #expect(result.code == 0, "\(name): \(result.stderr)")
            let undo = app.run("undo")
            // Only `AtrestStore.apply` writes an undo entry: a command that saved some other way
            // (`saveHistory`, `saveWater`) is named here.
            #expect(
                undo.code == 0 && undo.stdout.hasPrefix("Took back atrest \(name)"),
                "\(name): \(undo.stdout)\(undo.stderr) (does it apply its change, store.apply(StoreChange)?)"
            )
        case .changesBeyondUndo:
            #expect(undoEntries(app).count <= entries.count, "\(name) changes beyond undo, yet left undo an entry")
        }
    }

    /// `help undo` (and so the manual page) names what undo takes back, from the declarations.
    @Test func helpUndoNamesEveryUndoableCommand() {
        let help = TestApp().run("help", "undo").stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Takes back start, end, abandon, add, edit, delete, water add, water remove, config, vigil, import and sync, newest first"), "\(help)")
        #expect(CommandTable.undoable.contains("sync") && !CommandTable.undoable.contains("doctor"))
    }

    private func undoEntries(_ app: TestApp) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: app.paths.data + "/undo")) ?? []).sorted()
    }
}

extension TestApp {
    /// The files of the data and settings folders (the state folder holds bookkeeping).
    fileprivate func kept() -> [String: HomeSnapshot.File] {
        snapshot().files.filter { $0.key.hasPrefix(".local/share/") || $0.key.hasPrefix(".config/") }
    }
}
