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
    static let spec = CommandSpec(
        "end",
        summary: "end the running fast and record it",
        discussion: "Fasts of 4 hours or more are recorded. On a terminal the fast's tree is drawn, and when it reached its reference its star appears last (config motion off draws it at once). " + SharedHelp.when,
        options: [
            OptionSpec("at", value: "WHEN", help: "when the fast ended (default: now)"),
            OptionSpec("cite", help: "show book and chapter under a Vigil fragment"),
        ],
        examples: ["atrest end", "atrest end --at 12:30"],
        group: .fasting
    )

    var end: Date?
    var cite: Bool

    init(_ arguments: ParsedArguments) throws {
        end = try arguments.when("at")
        cite = arguments.flag("cite")
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
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let outcome = try store.withLock { () throws -> Outcome in
            guard let (fast, _) = try store.loadActiveFast() else {
                throw AtrestError.cannot("there is no fast running", hint: "atrest start begins one; atrest add records a past fast")
            }
            let finish = end ?? Date(timeIntervalSince1970: run.now.timeIntervalSince1970.rounded(.down))
            guard finish > fast.start else {
                throw AtrestError.usage(
                    "--at \(clock.moment(finish)) is before the fast began (\(clock.moment(fast.start)))",
                    hint: "give a time after \(clock.moment(fast.start))"
                )
            }
            let session = fast.session(endingAt: finish)
            guard TreeMapper.isKept(duration: session.duration) else {
                try store.saveActiveFast(nil)
                return Outcome(session: session, tier: nil)
            }
            let stored = try store.loadStoredHistory()
            var history = stored.history
            if let overlap = history.overlap(start: session.start, end: session.end, excluding: session.id) {
                throw AtrestError.cannot(
                    "this fast overlaps the one recorded for \(FastText.span(overlap, clock: clock))",
                    hint: "end it with --at before \(clock.moment(overlap.start)), or change that fast with atrest edit \(FastText.shortID(overlap.id))"
                )
            }
            var account = try store.loadAccount()
            let before = history.completedCount
            let tier = Entitlements.tier(account: account, in: run, recordedCount: before)
            let settings = try store.loadSettings()
            let vigil = settings.vigil
            history.insert(session)
            // History first: if the next save is cut short, ending again records the same id once.
            try store.saveHistory(history, over: stored)
            try store.saveActiveFast(nil)
            let moment = EntitlementPolicy.showsTransitionMoment(
                before: before, after: history.completedCount, alreadyShown: account.transitionMomentShown, tier: tier
            )
            if moment {
                account.transitionMomentShown = true
                try store.saveAccount(account)
            }
            Entitlements.keepLicenseCheck(store: store, in: run)
            return Outcome(
                session: session, tier: tier, recordedCount: history.completedCount, vigil: vigil, motion: settings.motion, transitionMoment: moment
            )
        }
        say(outcome, run: run, clock: clock)
    }

    private func say(_ outcome: Outcome, run: CommandRun, clock: ClockText) {
        let session = outcome.session
        let duration = DurationText.format(session.duration)
        guard let tier = outcome.tier else {
            run.out("\(duration). Fasts under 4 hours are not kept, so nothing was recorded.")
            return
        }
        // The tree arrives without a word: drawn first, its star last, then the plain facts.
        // Text only wherever pictures are not wanted (a pipe, no colour).
        if tier.hasFullExperience, let tree = session.tree, run.paint.isOn {
            let animate = run.context.outputIsTerminal && outcome.motion
            SkyPanel.arrival(session, kind: tree, animate: animate, run: run)
        }
        run.out("\(duration), from \(clock.moment(session.start)) to \(clock.moment(session.end)). Recorded.")
        // Vigil speaks only after an established fast, last of all; an incomplete one is met with silence.
        if outcome.vigil, session.tree == .established {
            for line in Inscription.lines(VigilCopy.arrival(completedCount: outcome.recordedCount), cite: cite, paint: run.paint) {
                run.out(line)
            }
        }
        if outcome.transitionMoment {
            for line in PremiumCopy.transitionMoment(paint: run.paint, width: TextLayout.proseWidth(columns: run.columns)) {
                run.out(line)
            }
        }
    }
}
