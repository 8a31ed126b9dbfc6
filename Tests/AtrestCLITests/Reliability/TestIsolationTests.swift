import Foundation
import TestProcesses
import Testing

/// Tests never touch the data of the person running them: every process a test starts has a
/// home of its own, every XDG variable inside it, a fixed TZ and LANG, and nothing of the
/// caller's environment. (Tests/Scripts/test-isolation runs the process-starting suites with
/// every such variable pointed at a sentinel folder and checks it stays empty.)
@Suite struct TestIsolationTests {
    static let tests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Tests/, but the one helper allowed to start processes.
    static func sources() throws -> [(path: String, text: String)] {
        let helper = tests.appendingPathComponent("Support/TestProcesses").path
        // Declarations that stand in for Apple's C library, type-checked and never run.
        let darwinShapes = tests.appendingPathComponent("DarwinTypecheck").path
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.map { tests.appendingPathComponent($0).path }
            .filter { !$0.hasPrefix(helper) && !$0.hasPrefix(darwinShapes) && $0 != #filePath }
            .map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
    }

    /// A process started any other way would inherit the caller's environment (Foundation's
    /// `Process` does when none is given; `environ` is the caller's own).
    @Test func noTestStartsAProcessButThroughTheFreshEnvironment() throws {
        let sources = try Self.sources()
        #expect(sources.count > 100, "the tests' sources are found")
        let environ = try Regex(#"\benviron\b"#)
        let process = try Regex(#"\bProcess\(\)"#)
        for (path, text) in sources {
            let name = path.replacingOccurrences(of: Self.tests.path + "/", with: "")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains(process) {
                    Issue.record("\(name):\(number + 1) makes a Process of its own; use TestProcess")
                }
                for word in ["popen(", "system(", "execv", "posix_spawnp("] where code.contains(word) {
                    Issue.record("\(name):\(number + 1) starts a process with \(word); use TestProcess")
                }
                if code.contains(environ) {
                    Issue.record("\(name):\(number + 1) passes the caller's environment to a child; use FreshEnvironment")
                }
                if code.contains("posix_spawn("), !text.contains("FreshEnvironment.withCStrings") {
                    Issue.record("\(name):\(number + 1) posix_spawn without FreshEnvironment")
                }
            }
        }
    }

    /// What a child is given is exactly the fresh environment: nothing of the caller's.
    @Test func aChildSeesOnlyItsFreshEnvironment() throws {
        let home = TestProcess.makeHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let printed = try TestProcess.run("/usr/bin/env", [], home: home).output
        let seen = Self.parse(printed)
        #expect(seen == FreshEnvironment.make(home: home), "\(printed)")
        #expect(FreshEnvironment.problems(in: seen).isEmpty)
    }

    /// The helper the kill loops and the live view's tests start atrest through: a shell under
    /// it sees the test's home in every XDG variable, whatever the caller has set.
    @Test func theAtrestProcessHelperGivesAFreshEnvironment() throws {
        guard AtrestProcess.binary != nil else { return }
        let home = ProcessHome()
        let file = home.path + "/seen"
        #expect(try AtrestProcess.shell("env > '\(file)'", home: home.path).wait() == .exited(0))
        let seen = Self.parse(try String(contentsOfFile: file, encoding: .utf8))
        #expect(FreshEnvironment.problems(in: seen).isEmpty, "\(seen)")
        Self.expectNothingOfTheCaller(in: seen, fresh: FreshEnvironment.make(home: home.path))
    }

    /// The checker itself: a child missing a variable, or with one outside its home, is refused.
    @Test func anEnvironmentThatCouldReachTheCallersDataIsRefused() throws {
        let home = TestProcess.makeHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var missing = FreshEnvironment.make(home: home)
        missing["XDG_DATA_HOME"] = nil
        #expect(FreshEnvironment.problems(in: missing) == ["XDG_DATA_HOME is not set"])
        #expect(FreshEnvironment.problems(in: FreshEnvironment.make(home: home, overriding: ["XDG_CONFIG_HOME": "/home/someone/.config"])).count == 1)
        #expect(FreshEnvironment.problems(in: FreshEnvironment.make(home: home, overriding: ["XDG_STATE_HOME": home + "/../x"])).count == 1)
        #expect(FreshEnvironment.problems(in: FreshEnvironment.make(home: "/home/someone")).isEmpty == false)
        #expect(throws: TestProcess.Unfenced.self) { try TestProcess.make("/bin/true", [], home: "/home/someone") }
    }

    static func parse(_ printed: String) -> [String: String] {
        var seen: [String: String] = [:]
        for line in printed.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            seen[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return seen
    }

    /// No variable of the caller's reaches the child unless the fresh environment gives it
    /// the same value (what a shell sets of itself is allowed).
    static func expectNothingOfTheCaller(in seen: [String: String], fresh: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
        let shells = ["PWD", "OLDPWD", "SHLVL", "_", "TERM", "TMUX", "TMUX_PANE", "COLUMNS", "LINES", "ATREST",
                      "SHELL", "TERM_PROGRAM", "TERM_PROGRAM_VERSION"]
        for (name, value) in ProcessInfo.processInfo.environment where !shells.contains(name) && fresh[name] != value {
            #expect(seen[name] != value, "the caller's \(name) reached the child", sourceLocation: sourceLocation)
        }
        for name in seen.keys where !shells.contains(name) {
            #expect(fresh[name] != nil, "\(name) is not of the fresh environment", sourceLocation: sourceLocation)
        }
    }
}
