import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rendering
import Store

/// `atrest end`: records the running fast and says what it leaves behind.
struct EndCommand: Command {
    static let effect = CommandEffect.changes
    static let at = OptionSpec("at", value: "WHEN", help: "when the fast ended (default: now)")
    static let cite = OptionSpec("cite", help: "show book and chapter under a Vigil fragment")

    static let spec = CommandSpec(
        "end",
        summary: "end the running fast and record it",
        discussion: "Fasts of 4 hours or more are recorded. On a terminal the fast's tree is drawn, and when it reached its reference its star appears last (config motion off draws it at once). " + SharedHelp.when,
        freeDiscussion: "Fasts of 4 hours or more are recorded. " + SharedHelp.when,
        options: [at, cite, FastRules.noteOption, FastRules.longOption],
        examples: ["atrest end", "atrest end --at 12:30"],
        group: .fasting
    )

    var end: Date?
    var cite: Bool
    var long: Bool
    /// A note given at the end: replaces the one given at the start (empty: none).
    var note: String??

    init(_ arguments: ParsedArguments) throws {
        note = try arguments.note()
        end = try arguments.when(Self.at)
        cite = arguments.flag(Self.cite)
        long = arguments.flag(FastRules.longOption)
    }

    /// What ending did, for the words and pictures that follow.
    struct Outcome {
        var session: FastingSession
        /// The tier the fast was lived in (the one before it was counted); nil when not recorded.
        var tier: Tier?
        /// Recorded fasts, this one included.
        var recordedCount = 0
        var vigil = false
        /// Whether pictures may move (`config motion`).
        var motion = true
        /// This end is the one, ever, that mentions premium.
        var transitionMoment = false
        /// The trial's count after this end.
        var completed = 0
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let outcome = try store.withLock { () throws -> Outcome in
            guard let (fast, _) = try store.loadActiveFast() else {
                throw AtrestError.cannot("there is no fast running", hint: "atrest start begins one; atrest add records a past fast")
            }
            // A start ahead of the clock (set back since) leaves no moment to end at: say so
            // plainly rather than blame an --at nobody typed.
            guard fast.start.timeIntervalSince(run.now) <= WhenParser.futureTolerance else {
                throw AtrestError.cannot(
                    "the running fast began at \(clock.moment(fast.start)), later than this computer's clock says it is now (\(clock.moment(run.now))); the clock has likely been set back",
                    hint: "atrest edit --start WHEN sets when it began, then atrest end records it; atrest abandon sets it aside"
                )
            }
            // Without --at, now: at once after start (or within a drifting clock's minute) it is no time at all.
            // An --at within that same minute before the start (`--at now` just after start) is
            // the start itself: no time at all, and no --at to blame.
            let asked = end.map { fast.start.timeIntervalSince($0) <= WhenParser.futureTolerance ? max($0, fast.start) : $0 }
            let finish = asked ?? max(fast.start, Date(timeIntervalSince1970: run.now.timeIntervalSince1970.rounded(.down)))
            guard finish >= fast.start else {
                throw AtrestError.usage(
                    "--at \(clock.moment(finish)) is before the fast began (\(clock.moment(fast.start)))",
                    hint: "give a time after \(clock.moment(fast.start))"
                )
            }
            var session = fast.session(endingAt: finish)
            if let note { session.note = note }
            try FastRules.checkLength(
                session.duration, typed: "a start at \(clock.dayTime(fast.start))", long: long,
                hint: "atrest edit --start WHEN corrects when it began; if it is truly that long, atrest end --long records it"
            )
            guard TreeMapper.isKept(duration: session.duration) else {
                try store.apply(.runningFast(nil, recordedCount: 0))
                return Outcome(session: session, tier: nil)
            }
            // The years this fast could share time with; the others are only counted.
            let stored = try store.loadStoredHistory(near: session.start..<session.end)
            var history = stored.history
            if case .recorded(let overlap) = FastOverlap.find(start: session.start, end: session.end, excluding: session.id, in: history) {
                throw AtrestError.cannot(
                    "this fast overlaps the one recorded for \(FastText.span(overlap, clock: clock))",
                    hint: "end it with --at before \(clock.dayTime(overlap.start)), or change that fast with atrest edit \(FastText.shortID(overlap.id))"
                )
            }
            let account = try store.loadAccount()
            // The trial's count, the one the tier and the transition moment both go by.
            let before = account.completedFasts(recorded: stored.recordedCount)
            let tier = Entitlements.tier(account: account, in: run, recordedCount: stored.recordedCount)
            let settings = try store.loadSettings()
            let vigil = settings.vigil
            // Ended again after an end cut short, the fast is recorded already: counted once.
            let completing = history.session(id: session.id) == nil ? 1 : 0
            history.insert(session)
            // The moment never shares a screen with Scripture: after an arrival Vigil speaks at,
            // and in the live view, it waits for the next `status` or the view's next key.
            let scripture = vigil && session.tree == .established
            let moment = EntitlementPolicy.showsTransitionMoment(
                before: before, after: before + completing, alreadyShown: account.transitionMomentShown, tier: tier
            ) && !scripture && !run.context.liveView
            // History first, the running fast cleared last: if that is cut short, ending
            // again records the same id once.
            try store.apply(.history(HistoryChange(history, over: stored, completing: completing, transitionMomentShown: moment, runningFast: .ended)))
            return Outcome(
                session: session, tier: tier, recordedCount: stored.recordedCount(of: history), vigil: vigil, motion: settings.motion, transitionMoment: moment,
                completed: before + completing
            )
        }
        say(outcome, run: run, clock: clock)
        if outcome.tier != nil { run.hooks.add("end", [("fast", Hooks.session(outcome.session))]) }
    }

    func say(_ outcome: Outcome, run: CommandRun, clock: ClockText) {
        let session = outcome.session
        guard let tier = outcome.tier else {
            run.say("\(FastText.span(session, clock: clock)): fasts under 4 hours are not kept, so nothing was recorded.")
            return
        }
        // The tree arrives without a word: drawn first, its star last, then the plain facts.
        // Text only wherever pictures are not wanted (a pipe, no colour).
        if AccessibleText.isOn(run) { return sayPlainly(outcome, run: run) }
        // Folded at the terminal's width, never inside a word (whole into a pipe).
        var words = Fold.message(FastText.confirmation("Recorded", session, clock: clock), width: run.context.outputIsTerminal ? run.columns : .max)
        // Vigil speaks only after an established fast, last of all; an incomplete one is met with silence.
        if outcome.vigil, session.tree == .established {
            words += Inscription.lines(VigilCopy.arrival(completedCount: outcome.recordedCount), cite: cite, paint: run.paint)
        }
        if outcome.transitionMoment {
            words += PremiumCopy.transitionMoment(paint: run.paint, width: TextLayout.proseWidth(columns: run.columns), completed: outcome.completed)
        }
        if tier.hasFullExperience, let tree = session.tree, run.paint.isOn {
            let animate = run.context.outputIsTerminal && outcome.motion
            // The words after it are counted, so that the star stays on the screen with them.
            SkyPanel.arrival(session, kind: tree, animate: animate, after: words.count, run: run)
        }
        for line in words { run.out(line) }
    }
}
