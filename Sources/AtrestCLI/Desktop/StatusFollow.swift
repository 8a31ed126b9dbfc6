import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// `status --follow`: the status bar's feed. It prints now, then again only when what it
/// shows changes: the minute, a phase, a start or an end made anywhere, water. Between, it
/// sleeps until the next minute of the fast or until one of atrest's folders changes.
extension StatusCommand {
    /// Reads `--follow` and `--format` against the form chosen.
    mutating func readDesktopOptions(_ arguments: ParsedArguments) throws {
        if let format = arguments.value(Self.format) {
            guard format == "waybar" else {
                throw AtrestError.usage("--format \(ShellWord.asTyped(format)) is not a format status writes", hint: "use --format waybar")
            }
            guard form == .text else {
                throw AtrestError.usage("--format waybar and the other forms of output cannot be used together", hint: "choose one form of output")
            }
            form = .waybar
        }
        if follows, form == .text || form == .quiet {
            throw AtrestError.usage("--follow needs --line, --json or --format waybar", hint: "try atrest status --follow --line")
        }
    }

    func follow(in first: CommandRun) throws {
        let context = first.context
        let store = try first.store
        let folders = [store.paths.data, store.paths.sessionsDirectory, store.paths.waterDirectory, store.paths.config]
        var shown: String?
        while true {
            let run = CommandRun(context: context, now: context.now(), global: first.global)
            let active = try store.loadActiveFast()?.fast
            let text = try followed(active, store: store, run: run)
            if text != shown {
                run.out(text)
                // A reader gone (the bar closed, `head -1`) ends it, quietly and with 0.
                try context.deliverOutput()
                shown = text
            }
            if context.waitForChange(folders, Self.secondsToNextMinute(of: active, at: run.now)) { throw SilentExit(0) }
        }
    }

    /// One line for each form: the JSON on one line, so that every line is a whole object.
    private func followed(_ active: ActiveFast?, store: AtrestStore, run: CommandRun) throws -> String {
        switch form {
        case .waybar: return try WaybarStatus.value(active, in: run).rendered(pretty: false)
        case .json: return try json(active, store: store, run: run).rendered(pretty: false)
        default: return active.map { StatusLine.text($0, at: run.now) } ?? ""
        }
    }

    /// Until the shown duration turns over: the minutes of the fast, else of the clock.
    static func secondsToNextMinute(of fast: ActiveFast?, at now: Date) -> Double {
        let counted = fast.map { now.timeIntervalSince($0.start) } ?? now.timeIntervalSince1970
        let left = 60 - counted.truncatingRemainder(dividingBy: 60)
        // A little past the turn, so the new minute is there when it wakes.
        return (left <= 0 ? 60 : left) + 0.05
    }
}

/// The short line of `status --line` (written there too; one change changes both).
enum StatusLine {
    static func text(_ fast: ActiveFast, at now: Date) -> String {
        "\(DurationText.format(fast.elapsed(at: now))) · \(fast.phase(at: now).displayName)"
    }
}

/// `--format waybar`: the text the bar shows, a tooltip, and a class to style it by;
/// never a percentage or a bar of progress.
enum WaybarStatus {
    static func value(_ fast: ActiveFast?, in run: CommandRun) throws -> JSONValue {
        guard let fast else {
            return .object([("text", .string("")), ("tooltip", .string(WatchText.idle)), ("class", .string("idle"))])
        }
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let phase = fast.phase(at: run.now)
        let tooltip = phase.companionText + "\n" + FastText.since(fast, clock: clock)
        return .object([
            ("text", .string(StatusLine.text(fast, at: run.now))),
            ("tooltip", .string(tooltip)),
            ("class", .string(fast.hasReachedTarget(at: run.now) ? "reached" : "fasting")),
        ])
    }
}
