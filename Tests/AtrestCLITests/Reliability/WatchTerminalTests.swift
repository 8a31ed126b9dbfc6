// Linux only: it reads /proc for the process under the pane and spawns tmux with Glibc's posix_spawn.
#if os(Linux)
import Foundation
import Store
import TestProcesses
import Testing

/// `atrest watch` as built, in a real pseudo-terminal (a tmux server of its own): start it,
/// read the screen, press keys, check what was saved, resize, send SIGTERM, and check the
/// terminal's mode and screen were given back.
@Suite(.serialized) struct WatchTerminalTests {
    /// tmux on a private socket, so nothing of the person's own tmux is touched.
    final class Tmux {
        let socket = "atrest-test-" + UUID().uuidString.prefix(8)
        /// The home every process under this server has.
        let home: String

        init(home: String) { self.home = home }

        static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }

        /// Runs tmux and returns what it printed. posix_spawn and waitpid rather than
        /// `Process`: the server tmux forks keeps `Process`'s own descriptors open, and its wait
        /// for them never ends.
        @discardableResult
        func run(_ arguments: [String]) -> String {
            guard let path = Self.path else { return "" }
            let output = NSTemporaryDirectory() + "atrest-tmux-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: output) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = ([path, "-L", socket] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            // A clean signal state: a test thread's blocked signals would otherwise pass to the
            // server and to atrest under it, and SIGTERM would never arrive.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), all = sigset_t()
            sigemptyset(&none)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid: pid_t = 0
            // A fresh environment, not the caller's: the server and every pane's shell inherit
            // it, so atrest under them finds only the test's home whatever XDG_* the caller set.
            let environment = FreshEnvironment.make(home: home)
            guard FreshEnvironment.problems(in: environment).isEmpty else { return "" }
            let spawned = FreshEnvironment.withCStrings(environment) { envp in
                posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            }
            guard spawned == 0 else { return "" }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }

        func screen() -> String { run(["capture-pane", "-p", "-t", "w"]) }
        func show(_ format: String) -> String { run(["display-message", "-p", "-t", "w", format]).trimmingCharacters(in: .whitespacesAndNewlines) }

        deinit { run(["kill-server"]) }
    }

    /// Waits up to `seconds` for `condition`, looking every 50 ms.
    static func eventually(_ seconds: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func theBinaryInAPseudoTerminalTakesKeysFollowsResizesAndGivesTheTerminalBackOnSIGTERM() throws {
        guard Tmux.path != nil else {
            print("WatchTerminalTests: skipped, tmux is not installed (apt-get install tmux; .ci/run installs it)")
            return
        }
        let binary = try #require(AtrestProcess.binary, "the atrest binary is beside the tests")
        let home = ProcessHome()
        #expect(try AtrestProcess.run(["start", "--at", "-3h"], home: home.path) == 0)
        let marks = home.path + "/marks"
        try FileManager.default.createDirectory(atPath: marks, withIntermediateDirectories: true)
        let script = """
        stty -g > \(marks)/before; COLORTERM=truecolor \(binary) watch; \
        echo $? > \(marks)/code; stty -g > \(marks)/after.part; mv \(marks)/after.part \(marks)/after; exec sleep 60
        """
        let tmux = Tmux(home: home.path)
        tmux.run(["new-session", "-d", "-s", "w", "-x", "90", "-y", "30", "/bin/sh", "-c", script])
        #expect(Self.eventually { tmux.screen().contains("water today: 0 ml") }, "the view is up:\n\(tmux.screen())")
        #expect(tmux.show("#{alternate_on}") == "1", "in the alternate screen")
        #expect(tmux.screen().contains("3h 0m") == false, "numerals are blocks, not text")

        tmux.run(["send-keys", "-t", "w", "w"])
        #expect(Self.eventually { tmux.screen().contains("water today: 250 ml") }, "w logged water:\n\(tmux.screen())")
        #expect(try home.waterEntries().map(\.milliliters) == [250])

        tmux.run(["resize-window", "-t", "w", "-x", "50", "-y", "16"])
        #expect(Self.eventually { tmux.screen().split(separator: "\n").contains { $0.contains("? help · q quit") && $0.count <= 50 } },
                "laid out again for 50 columns:\n\(tmux.screen())")

        let shell = Int32(tmux.show("#{pane_pid}")) ?? 0
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        let watch = try #require(children.split(separator: " ").compactMap { Int32($0) }.first, "atrest watch runs under the pane's shell")
        kill(watch, SIGTERM)
        #expect(Self.eventually { FileManager.default.fileExists(atPath: marks + "/after") }, "watch ended on SIGTERM")
        let code = try String(contentsOfFile: marks + "/code", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == "143", "128 + SIGTERM, as shells expect")
        let before = try String(contentsOfFile: marks + "/before", encoding: .utf8)
        let after = try String(contentsOfFile: marks + "/after", encoding: .utf8)
        #expect(before == after, "the terminal's mode is as it was found")
        #expect(tmux.show("#{alternate_on}") == "0", "back on the main screen")
        #expect(tmux.show("#{cursor_flag}") == "1", "the cursor is shown again")
        #expect(try home.store.loadActiveFast() != nil, "quitting changes nothing")
    }

    /// A pane's shell, and so atrest under it, sees only the test's home in every XDG
    /// variable: before, the server took the caller's environment and `w` wrote a glass of
    /// water into the data of whoever ran the tests with XDG_DATA_HOME set.
    @Test func aPaneSeesOnlyTheFreshEnvironment() throws {
        guard Tmux.path != nil else { return }
        let home = ProcessHome()
        let file = home.path + "/seen"
        let tmux = Tmux(home: home.path)
        tmux.run(["new-session", "-d", "-s", "w", "-x", "80", "-y", "24", "/bin/sh", "-c", "env > \(file).part; mv \(file).part \(file); exec sleep 60"])
        #expect(Self.eventually { FileManager.default.fileExists(atPath: file) })
        let seen = TestIsolationTests.parse(try String(contentsOfFile: file, encoding: .utf8))
        #expect(FreshEnvironment.problems(in: seen).isEmpty, "\(seen)")
        TestIsolationTests.expectNothingOfTheCaller(in: seen, fresh: FreshEnvironment.make(home: home.path))
    }

    @Test func quitKeysAndCtrlCGiveTheTerminalBackToo() throws {
        guard Tmux.path != nil else {
            print("WatchTerminalTests: skipped, tmux is not installed (apt-get install tmux; .ci/run installs it)")
            return
        }
        let binary = try #require(AtrestProcess.binary)
        let home = ProcessHome()
        for (index, key) in ["q", "Escape", "C-c"].enumerated() {
            let marks = home.path + "/marks\(index)"
            try FileManager.default.createDirectory(atPath: marks, withIntermediateDirectories: true)
            // As an interactive shell does, the shell outlives the Ctrl-C its child is sent.
            let script = "trap : INT; stty -g > \(marks)/before; \(binary) watch; echo $? > \(marks)/code; stty -g > \(marks)/after.part; mv \(marks)/after.part \(marks)/after; exec sleep 60"
            let tmux = Tmux(home: home.path)
            tmux.run(["new-session", "-d", "-s", "w", "-x", "80", "-y", "24", "/bin/sh", "-c", script])
            #expect(Self.eventually { tmux.screen().contains("ready.") }, "idle: \(tmux.screen())")
            tmux.run(["send-keys", "-t", "w", key])
            #expect(Self.eventually { FileManager.default.fileExists(atPath: marks + "/after") }, "\(key) quits")
            #expect(try String(contentsOfFile: marks + "/before", encoding: .utf8) == String(contentsOfFile: marks + "/after", encoding: .utf8), "\(key)")
            #expect(tmux.show("#{alternate_on}") == "0", "\(key)")
        }
    }
}
#endif
