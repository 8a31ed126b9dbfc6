import Domain
import JSON
import Store

/// `atrest remind`: for cron and timers; says what is new since it last spoke, once.
struct RemindCommand: Command {
    static let effect = CommandEffect.changesBeyondUndo
    static let json = OptionSpec("json", help: "one JSON object for scripts: announcements, possibly empty")
    static let cite = OptionSpec("cite", help: "show book and chapter under Vigil fragments")
    static let notify = OptionSpec("notify", help: "also show each reminder on the desktop (notify-send, or osascript on a Mac)")
    static let schedule = OptionSpec(
        "schedule", value: "WHERE", help: "print what runs atrest remind --notify every ten minutes: cron, systemd or launchd (installs nothing)",
        choices: RemindSchedule.allCases.map(\.rawValue)
    )

    static let spec = CommandSpec(
        "remind",
        summary: "for cron: a phase's words once as it begins, and one line at your reference",
        discussion: "Prints a phase's companion text once when that phase has begun since the last reminder, and one quiet line once when the fast passes its reference; otherwise nothing. A new fast starts its reminders afresh; after a long gap only the current phase is told. Safe to run from several places at once: each thing is said once.",
        options: [json, cite, notify, schedule],
        examples: [
            "atrest remind --schedule cron",
            "atrest remind --schedule systemd",
            "atrest remind --notify",
            "atrest remind --json",
        ],
        group: .shell
    )

    var json: Bool
    var cite: Bool
    var notify: Bool
    var schedule: RemindSchedule?

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
        cite = arguments.flag(Self.cite)
        notify = arguments.flag(Self.notify)
        if let text = arguments.value(Self.schedule) {
            guard let schedule = RemindSchedule(rawValue: text) else {
                throw AtrestError.usage("--schedule \(ShellWord.asTyped(text)) is not a scheduler atrest writes for", hint: "use cron, systemd or launchd")
            }
            if json || cite || notify {
                throw AtrestError.usage("--schedule prints the lines to install and takes no other option", hint: "try atrest remind --schedule \(schedule.rawValue)")
            }
            self.schedule = schedule
        }
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
        if let schedule {
            guard let binary = run.context.executablePath() else {
                throw AtrestError.cannot("could not tell where this atrest is installed", untouched: .nothingChanged, hint: "run it by its full path and try again")
            }
            run.outRaw(schedule.text(binary: binary, environment: run.context.environment, userID: run.context.userID, onMac: DesktopNotifier.onMac))
            return
        }
        let store = try run.store
        // Decide, say and record under the lock, so two cron runs at once announce once; and
        // record only what reached stdout, so words lost to a full disk are said next time.
        let spoken = try store.withLock { () throws -> [Announcement]? in
            guard let (fast, _) = try store.loadActiveFast() else { return nil }
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
                try store.apply(.reminders(due.log))
            }
            return news
        }
        guard let spoken else { return say([], in: run) }
        // Outside the lock: a notifier or a hook that is slow holds up no other atrest.
        if notify, !spoken.isEmpty { DesktopNotifier(run: run, store: store).send(spoken.map(paragraph)) }
        for announcement in spoken where announcement.kind == .phase {
            run.hooks.add("phase", [("announcement", jsonValue(announcement))])
        }
    }

    private func say(_ announcements: [Announcement], in run: CommandRun) {
        if json {
            run.out(JSONValue.object([("announcements", .array(announcements.map(jsonValue)))]).rendered())
            return
        }
        let paragraphs = announcements.map(paragraph)
        if !paragraphs.isEmpty { run.out(paragraphs.joined(separator: "\n\n")) }
    }

    /// One announcement as `remind` prints it, and as the desktop shows it.
    private func paragraph(_ announcement: Announcement) -> String {
        var lines = [announcement.text]
        if let vigil = announcement.vigil {
            lines.append(vigil.addition)
            lines.append(vigil.fragment.text)
            if cite { lines.append("— " + vigil.fragment.citation) }
        }
        return lines.joined(separator: "\n")
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
