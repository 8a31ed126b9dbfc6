import Domain
import JSON
import Rendering
import Screen
import Store

/// `atrest status`: where the fast is, or a quiet word when there is none.
struct StatusCommand: Command {
    static let effect = CommandEffect.reads
    static let json = OptionSpec("json", help: "one JSON object for scripts (state, fast.start, fast.elapsedSeconds, fast.phase …)")
    static let line = OptionSpec("line", help: "one short line for prompts, tmux and status bars (empty when idle)")
    static let quiet = OptionSpec("quiet", help: "print nothing; exit 0 while fasting, 1 when not")
    static let cite = OptionSpec("cite", help: "show book and chapter under Vigil fragments")
    static let follow = OptionSpec("follow", help: "with --line, --json or --format waybar: print again each time what it shows changes, until the reader goes away")
    static let format = OptionSpec("format", value: "FORMAT", help: "waybar: one JSON object with text, tooltip and class (idle, fasting, reached)", choices: ["waybar"])

    static let spec = CommandSpec(
        "status",
        summary: "how long you have been fasting, and what is likely happening",
        discussion: "While a fast runs: the time since it began, a few words on what your body is likely doing, your reference and today's water. Otherwise a resting word. Plain `atrest` does the same.",
        options: [json, line, quiet, cite, follow, format],
        examples: [
            "atrest", "atrest status --line", "if atrest status --quiet; then echo fasting; fi",
            "atrest status --follow --format waybar", "atrest status --follow --json | jq -c .state",
        ],
        group: .fasting
    )

    enum Form { case text, json, line, quiet, waybar }
    var form: Form
    var cite: Bool
    var follows: Bool

    init(_ arguments: ParsedArguments) throws {
        // The three flags one by one, and a list of them only to name two given together: an
        // array of OptionSpec is a type the runtime builds at start (start-up path: Sources/START-UP.md).
        let json = arguments.flag(Self.json), line = arguments.flag(Self.line), quiet = arguments.flag(Self.quiet)
        if (json ? 1 : 0) + (line ? 1 : 0) + (quiet ? 1 : 0) > 1 {
            let chosen = [Self.json, Self.line, Self.quiet].filter(arguments.flag)
            throw AtrestError.usage("\(chosen[0].flagText) and \(chosen[1].flagText) cannot be used together", hint: "choose one form of output")
        }
        form = json ? .json : line ? .line : quiet ? .quiet : .text
        cite = arguments.flag(Self.cite)
        follows = arguments.flag(Self.follow)
        try readDesktopOptions(arguments)
    }

    func run(in run: CommandRun) throws {
        if follows { return try self.follow(in: run) }
        let store = try run.store
        let active = try store.loadStoredActiveFast()
        switch form {
        case .waybar:
            run.out(try WaybarStatus.value(active?.fast, in: run).rendered(pretty: false))
        case .quiet:
            if active == nil { throw SilentExit(1) }
        case .line:
            guard let fast = active?.fast else { run.out(); return }
            let elapsed = fast.elapsed(at: run.now)
            // --ascii is for terminals and bars without UTF-8: no middle dot either.
            run.out("\(DurationText.format(elapsed)) \(run.global.ascii ? "-" : "·") \(fast.phase(at: run.now).displayName)")
        case .json:
            run.out(try json(active?.fast, store: store, run: run).rendered())
        case .text:
            if AccessibleText.isOn(run) { return try sayPlainly(active.map { ($0.fast, $0.recordedCount) }, store: store, run: run) }
            // A transition moment that waited comes here, once, and on its own: this once the
            // status carries no Scripture beside it.
            // The account is read once, for the moment and for what follows.
            let account = try store.loadAccount()
            let moment = try TransitionMoment.take(run, width: TextLayout.proseWidth(columns: run.columns), account: account)
            try text(active, account: moment == nil ? account : store.loadAccount(), store: store, run: run, vigil: moment == nil)
            for line in moment ?? [] { run.out(line) }
        }
    }

    private func text(_ active: StoredActiveFast?, account: Account, store: AtrestStore, run: CommandRun, vigil: Bool) throws {
        var settings = try store.loadSettings()
        if !vigil { settings.vigil = false }
        guard let active else {
            if run.paint.isOn {
                // The day's fragment stands in the panel under the resting word, its citation with it.
                let tier = try Entitlements.shownTier(account: account, runningCount: nil, store: store, in: run)
                // Never taller than the screen, whose prompt follows it.
                let rows = min(settings.vigil ? 13 : 9, max(1, (run.context.terminalRows ?? 24) - 1))
                composed(WatchSnapshot(fast: nil, tier: tier, settings: settings, water: []), rows: rows, run: run)
                return
            }
            // The resting word stands alone; what to type follows, dimmer.
            run.out(WatchText.idle)
            run.out(run.paint.dim("atrest start begins a fast."))
            if settings.vigil {
                let today = LocalTime.day(of: run.now, in: run.timeZone)
                for line in Inscription.lines(VigilCopy.daily(on: today), cite: cite, paint: run.paint) { run.out(line) }
            }
            return
        }
        try text(active, account: account, settings: settings, store: store, run: run)
    }

    private func text(_ active: StoredActiveFast, account: Account, settings: Settings, store: AtrestStore, run: CommandRun) throws {
        let fast = active.fast
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let phase = fast.phase(at: run.now)
        let width = TextLayout.proseWidth(columns: run.columns)
        // The account is read on every path, so a damaged account is said plainly wherever
        // status is asked; the tier, and with it a license's signature, only where a picture
        // hangs on it.
        if run.paint.isOn {
            let tier = try Entitlements.shownTier(account: account, runningCount: active.recordedCount, store: store, in: run)
            let water = try WaterLedger.today(run, store: store)
            // The panel carries Vigil's fragment under the words, and its citation when asked for.
            // The line under it is centred as the picture's words are; left, it read as apart from them.
            let since = FastText.since(fast, clock: clock)
            let under = since.count < run.columns ? [String(repeating: " ", count: (run.columns - since.count) / 2) + since]
                : TextLayout.wrap(since, width: run.columns, indent: "  ")
            composed(WatchSnapshot(fast: fast, tier: tier, settings: settings, water: water), rows: SkyPanel.rows(run, after: under.count), run: run)
            for line in under { run.out(run.paint.dim(line)) }
            return
        }
        // Plain text from here: a pipe, a file or no colour gets words, never pictures of blocks.
        run.out("  " + run.paint.strong(DurationText.format(fast.elapsed(at: run.now))))
        run.out()
        // The companion text stays whole; Vigil's addition follows it on a line of its own,
        // as the seeds place it.
        for line in TextLayout.wrap(phase.companionText, width: width, indent: "  ") { run.out(line) }
        if settings.vigil {
            for line in TextLayout.wrap(VigilCopy.addition(for: phase), width: width, indent: "  ") { run.out(line) }
            for line in Inscription.lines(VigilCopy.fragment(for: phase), cite: cite, paint: run.paint) { run.out(line) }
        }
        run.out()
        for line in TextLayout.wrap(FastText.since(fast, clock: clock), width: run.columns, indent: "  ") { run.out(run.paint.dim(line)) }
        let water = try WaterLedger.today(run, store: store)
        if !water.isEmpty {
            run.out(run.paint.dim("  water today: \(settings.waterUnit.describe(water.reduce(0) { $0 + $1.milliliters }))"))
        }
    }

    /// What `status` suggests typing next, fullest first; the shortest fits 24 columns.
    static let idleHint = ["atrest start begins a fast · atrest watch stays with it", "atrest start · atrest watch", "atrest start"]
    static let fastingHint = ["atrest end records it · atrest water add · atrest watch", "atrest end · atrest water add · atrest watch",
                              "atrest end · atrest watch", "atrest end"]

    /// The live view's composition printed in place, `rows` tall and as wide as the terminal:
    /// the same place as `atrest watch`, without taking the screen.
    private func composed(_ snapshot: WatchSnapshot, rows: Int, run: CommandRun) {
        var state = WatchState(snapshot: snapshot)
        state.cite = cite
        state.hint = snapshot.fast == nil ? Self.idleHint : Self.fastingHint
        var screen = WatchScreen(columns: SkyPanel.width(run), rows: rows, depth: run.paint.depth, glyphs: SkyPanel.glyphs(run))
        screen.largestTree = SkyPanel.largestTree
        screen.symbols = run.blockSymbols
        let frame = WatchView.frame(state, now: run.now, zone: run.timeZone, screen: screen)
        for line in FrameWriter(depth: run.paint.depth).lines(frame) { run.out(line) }
        // Where the terminal shows pixels, the same tree at its resolution over its cells.
        let graphics = run.graphics()
        if graphics.mode.showsPixels {
            let scene = WatchView.scene(state, now: run.now, zone: run.timeZone, screen: screen)
            PicturePixels.tree(scene, blockRows: rows, mode: graphics.mode, cell: graphics.cell, run: run)
        }
    }

    func json(_ fast: ActiveFast?, store: AtrestStore, run: CommandRun) throws -> JSONValue {
        let settings = try store.loadSettings()
        guard let fast else {
            var members: [(String, JSONValue)] = [("state", .string("idle")), ("lastFast", LastFastJSON.value(try store.loadLastFast()))]
            if settings.vigil {
                let today = LocalTime.day(of: run.now, in: run.timeZone)
                members.append(("vigil", Inscription.json(VigilCopy.daily(on: today), cite: cite)))
            }
            members.append(("timeZone", ZoneOriginText.json(run.context.zoneOrigin, zone: run.timeZone, now: run.now)))
            return .object(members)
        }
        let phase = fast.phase(at: run.now)
        let water = try WaterLedger.today(run, store: store)
        var members: [(String, JSONValue)] = [
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
                ("note", fast.note.map(JSONValue.string) ?? .null),
            ])),
            ("waterTodayMilliliters", .int(water.reduce(0) { $0 + $1.milliliters })),
            ("timeZone", ZoneOriginText.json(run.context.zoneOrigin, zone: run.timeZone, now: run.now)),
        ]
        if settings.vigil {
            var vigil = Inscription.json(VigilCopy.fragment(for: phase), cite: cite)
            if case .object(let fields) = vigil { vigil = .object([("addition", .string(VigilCopy.addition(for: phase)))] + fields) }
            members.append(("vigil", vigil))
        }
        return .object(members)
    }
}
