import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// `atrest remind`: for cron and timers; says what is new since it last spoke, once.
struct RemindCommand: Command {
    static let json = OptionSpec("json", help: "one JSON object for scripts: announcements, possibly empty")
    static let cite = OptionSpec("cite", help: "show book and chapter under Vigil fragments")

    static let spec = CommandSpec(
        "remind",
        summary: "for cron: a phase's words once as it begins, and one line at your reference",
        discussion: "Prints a phase's companion text once when that phase has begun since the last reminder, and one quiet line once when the fast passes its reference; otherwise nothing. A new fast starts its reminders afresh; after a long gap only the current phase is told. Safe to run from several places at once: each thing is said once.",
        options: [json, cite],
        examples: [
            "*/10 * * * * atrest remind | xargs -r -0 notify-send Atrest",
            "atrest remind --json",
        ],
        group: .shell
    )

    var json: Bool
    var cite: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
        cite = arguments.flag(Self.cite)
    }

    /// One thing to tell.
    struct Announcement {
        enum Kind: String { case phase, reference }
        var kind: Kind
        var phase: FastingPhase
        var text: String
        var vigil: (addition: String, fragment: ScriptureFragment)?
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        // Decide, say and record under the lock, so two cron runs at once announce once; and
        // record only what reached stdout, so words lost to a full disk are said next time.
        let spoke = try store.withLock { () throws -> Bool in
            guard let (fast, _) = try store.loadActiveFast() else { return false }
            let previous = try store.loadReminders()
            let due = ReminderPolicy.news(for: fast, since: previous, at: run.now)
            let settings = try store.loadSettings()
            var news: [Announcement] = []
            if let phase = due.phase {
                let vigil = settings.vigil ? (VigilCopy.addition(for: phase), VigilCopy.fragment(for: phase)) : nil
                news.append(Announcement(kind: .phase, phase: phase, text: phase.companionText, vigil: vigil))
            }
            if due.referencePassed {
                let hours = TargetHours.spoken(fast.targetHours)
                news.append(Announcement(
                    kind: .reference, phase: fast.phase(at: run.now),
                    text: "\(DurationText.format(fast.elapsed(at: run.now))). The \(hours) you set as a reference has passed.",
                    vigil: nil
                ))
            }
            say(news, in: run)
            if due.log != previous {
                try run.context.deliverOutput()
                try store.saveReminders(due.log)
            }
            return true
        }
        if !spoke { say([], in: run) }
    }

    private func say(_ announcements: [Announcement], in run: CommandRun) {
        if json {
            run.out(JSONValue.object([("announcements", .array(announcements.map(jsonValue)))]).rendered())
            return
        }
        let paragraphs = announcements.map { announcement -> String in
            var lines = [announcement.text]
            if let vigil = announcement.vigil {
                lines.append(vigil.addition)
                lines.append(vigil.fragment.text)
                if cite { lines.append("— " + vigil.fragment.citation) }
            }
            return lines.joined(separator: "\n")
        }
        if !paragraphs.isEmpty { run.out(paragraphs.joined(separator: "\n\n")) }
    }

    private func jsonValue(_ announcement: Announcement) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(announcement.kind.rawValue)),
            ("phase", .string(announcement.phase.rawValue)),
            ("text", .string(announcement.text)),
        ]
        if let vigil = announcement.vigil {
            var fields: [(String, JSONValue)] = [("addition", .string(vigil.addition)), ("fragment", .string(vigil.fragment.text))]
            if cite { fields.append(("citation", .string(vigil.fragment.citation))) }
            members.append(("vigil", .object(fields)))
        }
        return .object(members)
    }
}
