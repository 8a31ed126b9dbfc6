#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// Sends reminders to the desktop: `notify-send` (app name atrest, low urgency: a reminder
/// is never urgent) or, on a Mac, `osascript`. What goes wrong is said on stderr once, not
/// at every run of cron, and said again only when it changes or after it was put right.
struct DesktopNotifier {
    let run: CommandRun
    let store: AtrestStore

    /// A notification service that does not answer gets this long.
    static let timeout = 5.0

    #if os(macOS)
    static let onMac = true
    #else
    static let onMac = false
    #endif

    /// The program and its arguments that show `text`.
    static func command(for text: String, onMac: Bool) -> [String] {
        if onMac {
            // The words go in as an argument, never into the script's own text.
            return ["osascript", "-e", "on run argv", "-e", "display notification (item 1 of argv) with title \"atrest\"", "-e", "end run", text]
        }
        return ["notify-send", "--app-name=atrest", "--urgency=low", "atrest", text]
    }

    func send(_ texts: [String]) {
        var problem: String?
        for text in texts {
            let command = Self.command(for: text, onMac: Self.onMac)
            switch run.context.runProgram(command, Data(), Self.timeout) {
            case .exited(0): continue
            case .notStarted(let code) where code == 2:  // ENOENT
                problem = "\(command[0]) was not found, so reminders go to stdout only"
            case .exited(let status):
                problem = "\(command[0]) ended with status \(status); this reminder went to stdout only"
            case .signalled(let signal):
                problem = "\(command[0]) was stopped by signal \(signal); this reminder went to stdout only"
            case .timedOut:
                problem = "\(command[0]) did not finish within 5 seconds; this reminder went to stdout only"
            case .notStarted(let code):
                problem = "\(command[0]) could not be started (\(FileSystemError(.read, path: "", code: code).reason)); reminders go to stdout only"
            }
            break
        }
        sayOnce(problem)
    }

    /// Says `problem` unless it was the last one said; nil (all went well) forgets it, so a
    /// notifier that comes back and goes again is told again.
    private func sayOnce(_ problem: String?) {
        let said = (try? store.loadNotifyProblem()) ?? nil
        guard said != problem else { return }
        if let problem {
            let hint = Self.onMac ? "" : (problem.contains("not found") ? " (Debian/Ubuntu: apt-get install libnotify-bin)" : "")
            run.note("atrest: \(problem)\(hint).")
        }
        try? store.saveNotifyProblem(problem)
    }
}
