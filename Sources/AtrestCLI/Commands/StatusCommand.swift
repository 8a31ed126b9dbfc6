import Domain
import Foundation
import Store

/// `atrest status`: where the fast is, or a quiet word when there is none.
struct StatusCommand: Command {
    static let spec = CommandSpec(
        "status",
        summary: "how long you have been fasting, and what is likely happening",
        discussion: "While a fast runs: the time since it began, a few words on what your body is likely doing, your reference and today's water. Otherwise a resting word. Plain `atrest` does the same.",
        options: [
            OptionSpec("json", help: "one JSON object for scripts (state, fast.start, fast.elapsedSeconds, fast.phase …)"),
            OptionSpec("line", help: "one short line for prompts, tmux and status bars (empty when idle)"),
            OptionSpec("quiet", help: "print nothing; exit 0 while fasting, 1 when not"),
            OptionSpec("cite", help: "show book and chapter under Vigil fragments"),
        ],
        examples: ["atrest", "atrest status --line", "if atrest status --quiet; then echo fasting; fi"],
        group: .fasting
    )

    enum Form { case text, json, line, quiet }
    var form: Form
    var cite: Bool

    init(_ arguments: ParsedArguments) throws {
        let chosen = ["json", "line", "quiet"].filter(arguments.flag)
        guard chosen.count <= 1 else {
            throw AtrestError.usage("--\(chosen[0]) and --\(chosen[1]) cannot be used together", hint: "choose one form of output")
        }
        form = switch chosen.first {
        case "json": .json
        case "line": .line
        case "quiet": .quiet
        default: .text
        }
        cite = arguments.flag("cite")
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let active = try store.loadActiveFast()
        switch form {
        case .quiet:
            if active == nil { throw SilentExit(1) }
        case .line:
            guard let (fast, _) = active else { run.out(); return }
            let elapsed = fast.elapsed(at: run.now)
            run.out("\(DurationText.format(elapsed)) · \(fast.phase(at: run.now).displayName)")
        case .json:
            run.out(try json(active?.fast, store: store, run: run).rendered())
        case .text:
            guard let (fast, recorded) = active else {
                run.out(run.paint.dim("When you're ready, atrest start begins a fast."))
                return
            }
            try text(fast, recordedCount: recorded, store: store, run: run)
        }
    }

    private func text(_ fast: ActiveFast, recordedCount: Int, store: AtrestStore, run: CommandRun) throws {
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let phase = fast.phase(at: run.now)
        let width = TextLayout.proseWidth(columns: run.columns)
        run.out()
        run.out("  " + run.paint.strong(DurationText.format(fast.elapsed(at: run.now))))
        run.out()
        for line in TextLayout.wrap(phase.companionText, width: width, indent: "  ") { run.out(line) }
        run.out()
        run.out(run.paint.dim("  since \(clock.moment(fast.start)) · \(TargetHours.describe(fast.targetHours))h is your reference"))
        let water = try WaterLedger.today(run, store: store)
        if !water.isEmpty {
            let unit = try store.loadSettings().waterUnit
            run.out(run.paint.dim("  water today: \(unit.describe(water.reduce(0) { $0 + $1.milliliters }))"))
        }
    }

    private func json(_ fast: ActiveFast?, store: AtrestStore, run: CommandRun) throws -> JSONValue {
        guard let fast else { return .object([("state", .string("idle"))]) }
        let phase = fast.phase(at: run.now)
        let water = try WaterLedger.today(run, store: store)
        return .object([
            ("state", .string("active")),
            ("fast", .object([
                ("id", .string(FastText.id(fast.id))),
                ("start", .string(Timestamp.format(fast.start, in: fast.timeZone))),
                ("targetHours", .double(fast.targetHours)),
                ("elapsedSeconds", .int(Int(fast.elapsed(at: run.now)))),
                ("phase", .string(phase.rawValue)),
                ("phaseText", .string(phase.companionText)),
                ("phaseName", .string(phase.displayName)),
                ("targetReached", .bool(fast.hasReachedTarget(at: run.now))),
            ])),
            ("waterTodayMilliliters", .int(water.reduce(0) { $0 + $1.milliliters })),
        ])
    }
}
