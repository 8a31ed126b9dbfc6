import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import JSON
import Store

/// The events a command's hooks are told of, gathered while it runs and told once it is done
/// (see `Hooks.run`): a start, an end, a fast set aside, a phase as `remind` announces it.
package final class HookQueue: @unchecked Sendable {
    private let lock = Lock()
    private var queued: [(name: String, event: JSONValue)] = []

    package init() {}

    /// `name` is the event's (`start`, `end`, `abandon`, `phase`); `members` follow `"event"`.
    func add(_ name: String, _ members: [(String, JSONValue)]) {
        lock.withLock { queued.append((name, .object([("event", .string(name))] + members))) }
    }

    var events: [(name: String, event: JSONValue)] { lock.withLock { queued } }

    var isEmpty: Bool { lock.withLock { queued.isEmpty } }
}

/// Executables in `$XDG_CONFIG_HOME/atrest/hooks/` named for an event, run after the change
/// is saved and the lock let go, each with its event as one JSON object on stdin. Each gets
/// five seconds and is then stopped; what it does cannot reach the save, and what goes wrong
/// with it is one line on stderr, the command's exit code as it was.
package enum Hooks {
    package static let names = ["on-start", "on-end", "on-abandon", "on-phase", "on-change"]
    static let timeout = 5.0

    static func run(after command: String, queue: HookQueue, saved: [String], context: Context) {
        // Before the queue's list is copied: its element type is made at run time, 13,000
        // instructions of `status` (start-up path: Sources/START-UP.md).
        guard !saved.isEmpty || !queue.isEmpty else { return }
        var events = queue.events
        // Atrest's bookkeeping saved is not the person's data changing.
        let changed = saved.filter { !AtrestPaths.bookkeeping.contains($0) }
        if !changed.isEmpty {
            events.append(("change", .object([
                ("event", .string("change")), ("command", .string(command)), ("files", .array(changed.map(JSONValue.string))),
            ])))
        }
        // Most runs (status, log) change nothing: they look for no hook at all.
        guard !events.isEmpty, let paths = AtrestPaths(environment: context.environment) else { return }
        let folder = paths.config + "/hooks"
        for (name, event) in events {
            let hook = "\(folder)/on-\(name)"
            guard context.fileSystem.exists(hook) else { continue }
            let input = Data((event.rendered(pretty: false) + "\n").utf8)
            let problem: String? = switch context.runProgram([hook], input, timeout) {
            case .exited(0): nil
            case .exited(let status): "ended with status \(status)"
            case .signalled(let signal): "was stopped by signal \(signal)"
            case .timedOut: "did not finish within 5 seconds and was stopped"
            case .notStarted(let code) where code == EACCES: "is not executable (chmod +x makes it run)"
            case .notStarted(let code): "could not be run: \(FileSystemError(.read, path: hook, code: code).reason)"
            }
            if let problem { context.writeError("atrest: the hook on-\(name) \(problem); what was saved stays saved.\n") }
        }
    }

    /// A running fast as `status --json` names it.
    static func fast(_ fast: ActiveFast) -> JSONValue {
        .object([
            ("id", .string(FastText.id(fast.id))),
            ("start", .string(Timestamp.format(fast.start, in: fast.timeZone))),
            ("targetHours", .double(fast.targetHours)),
            ("note", fast.note.map(JSONValue.string) ?? .null),
        ])
    }

    /// A recorded fast as `log --json` writes it.
    static func session(_ session: FastingSession) -> JSONValue {
        var writer = JSONWriter(pretty: false)
        FastText.write(session, into: &writer)
        return (try? JSONValue.parse(Data(writer.text.utf8))) ?? .null
    }
}
