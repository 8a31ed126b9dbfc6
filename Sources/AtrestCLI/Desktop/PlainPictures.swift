import Domain
import Store

// Where `status`, `end` and `calendar` say their pictures in words (see `AccessibleText`).

extension StatusCommand {
    func sayPlainly(_ active: (fast: ActiveFast, recordedCount: Int)?, store: AtrestStore, run: CommandRun) throws {
        let settings = try store.loadSettings()
        guard let active else {
            run.out(WatchText.idle)
            run.out("No fast is running.")
            run.out("atrest start begins one.")
            if settings.vigil {
                let today = LocalTime.day(of: run.now, in: run.timeZone)
                let fragment = VigilCopy.daily(on: today)
                run.out(fragment.text)
                if cite { run.out("From " + fragment.citation) }
            }
            return
        }
        let tier = try Entitlements.shownTier(account: store.loadAccount(), runningCount: active.recordedCount, store: store, in: run)
        let fast = active.fast
        for line in AccessibleText.status(fast, now: run.now, zone: run.timeZone, showsTree: tier.hasFullExperience) { run.out(line) }
        if settings.vigil {
            let phase = fast.phase(at: run.now)
            run.out(VigilCopy.addition(for: phase))
            run.out(VigilCopy.fragment(for: phase).text)
            if cite { run.out("From " + VigilCopy.fragment(for: phase).citation) }
        }
        let water = try WaterLedger.today(run, store: store)
        if !water.isEmpty {
            run.out("Water today: \(AccessibleText.units(settings.waterUnit.describe(water.reduce(0) { $0 + $1.milliliters }))).")
        }
    }
}

extension EndCommand {
    /// The picture's description only, then the facts in words: no announcement, no praise.
    func sayPlainly(_ outcome: Outcome, run: CommandRun) {
        let session = outcome.session
        let from = AccessibleText.moment(session.start, now: run.now, zone: run.timeZone)
        let to = AccessibleText.moment(session.end, now: run.now, zone: run.timeZone)
        guard let tier = outcome.tier else {
            run.out("A fast from \(from) to \(to), \(AccessibleText.duration(session.duration)).")
            run.out("Fasts under 4 hours are not kept, so nothing was recorded.")
            return
        }
        if tier.hasFullExperience, let tree = session.tree {
            for line in AccessibleText.arrival(tree) { run.out(line) }
        }
        run.out("Recorded a fast from \(from) to \(to), \(AccessibleText.duration(session.duration)).")
        if outcome.vigil, session.tree == .established {
            let fragment = VigilCopy.arrival(completedCount: outcome.recordedCount)
            run.out(fragment.text)
            if cite { run.out("From " + fragment.citation) }
        }
        if outcome.transitionMoment {
            for line in PremiumCopy.transitionMoment(paint: run.paint, width: Int.max, completed: outcome.completed) { run.out(line) }
        }
    }
}

extension CalendarCommand {
    /// The month as a list of days, each with what it holds.
    static func monthSaid(first: LocalDay, days: [LocalDay], byDay: FastsByDay, recent: RecentWindow?, run: CommandRun) -> [String] {
        var lines = ["\(AccessibleText.months[first.month - 1]) \(first.year)."]
        var toldRecent = false
        for day in days {
            // Of a day before what the free tier shows, nothing is said but where it begins.
            if let recent, recent.isBefore(day) {
                if !toldRecent, let line = recent.line(ClockText(now: run.now, timeZone: run.timeZone)) { lines.append(line) }
                toldRecent = true
                continue
            }
            lines.append(AccessibleText.calendarDay(day, fasts: byDay[day], zone: run.timeZone))
        }
        return lines
    }
}
