import AtrestCLI
import Foundation
import TestProcesses
import Testing

/// Completion in real shells (issue 29): folders where a folder is wanted, a single argument
/// not offered again once given, and zsh quiet at start-up when the script is sourced.
@Suite struct ShellCompletionFixTests {
    /// Runs `script` in `shell` in a folder with `dirA`, `dirB` and `fileX`; stdout and stderr.
    static func run(_ shell: String, _ arguments: [String], in folder: String) throws -> (String, String) {
        let process = try TestProcess.make(shell, arguments, home: folder)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (output.trimmingCharacters(in: .whitespacesAndNewlines), errors)
    }

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "atrest-shell-\(UUID().uuidString)"
        for name in ["dirA", "dirB"] { try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true) }
        _ = FileManager.default.createFile(atPath: folder + "/fileX", contents: Data())
        return folder
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")), arguments: [
        (["atrest", "sync", "di"], "dirA dirB"),
        (["atrest", "config", "sync-folder", ""], "dirA dirB"),
        (["atrest", "water", "remove", ""], "last"),
        (["atrest", "water", "remove", "last", ""], ""),
        (["atrest", "sync", "dirA", ""], ""),
        (["atrest", "import", "fi"], "fileX"),
    ])
    func bashCompletes(words: [String], expected: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/atrest.bash"
        try TestApp().run("completions", "bash").stdout.write(toFile: script, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let (output, _) = try Self.run("/bin/bash", ["-c", "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _atrest; echo \"${COMPREPLY[*]}\""], in: folder)
        #expect(output.split(separator: " ").sorted() == expected.split(separator: " ").sorted(), "\(words)")
    }

    /// `source <(atrest completions zsh)` in a .zshrc, with compinit or before it, says nothing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshSourcesTheScriptWithoutAWord() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/atrest.zsh"
        try TestApp().run("completions", "zsh").stdout.write(toFile: script, atomically: true, encoding: .utf8)
        let (registered, errors) = try Self.run("/usr/bin/zsh", ["-f", "-i", "-c", "autoload -Uz compinit; compinit -u -d \(folder)/.zcompdump; source \(script); print -r -- ${_comps[atrest]}"], in: folder)
        #expect(errors.isEmpty, "\(errors)")
        #expect(registered == "_atrest", "registered for atrest")
        let (_, before) = try Self.run("/usr/bin/zsh", ["-f", "-c", "source \(script)"], in: folder)
        #expect(before.isEmpty, "sourced before compinit: \(before)")
        let (_, syntax) = try Self.run("/usr/bin/zsh", ["-n", script], in: folder)
        #expect(syntax.isEmpty, "\(syntax)")
    }

    @Test func fishOffersFoldersAndNotASingleWordTwice() {
        let script = TestApp().run("completions", "fish").stdout
        #expect(script.contains("__fish_complete_directories"))
        #expect(script.contains("not __fish_seen_subcommand_from last"), "water remove last is whole")
    }

    @Test func statusLineInASCIIHasNoMiddleDot() {
        let app = TestApp()
        app.run("start", "--at", "-3h")
        let line = app.run("status", "--line", "--ascii").stdout
        #expect(line.hasPrefix("3h 0m - "), "\(line)")
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
        #expect(app.run("status", "--line").stdout.contains("·"))
    }
}
