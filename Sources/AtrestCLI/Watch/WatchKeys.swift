import Domain
import Screen

/// What a key asks the live view's loop to do beyond changing the state.
package enum WatchRequest: Equatable, Sendable {
    case quit
    /// Run this command line, as if typed, and show what it says.
    case run([String])
    /// Show the calendar around this day.
    case calendar(LocalDay)
    /// Show the forest with this canvas row at the window's top; nil for where it begins,
    /// the newest trees in front.
    case forest(top: Int?)
    /// Say these words quietly, in the words' place, for a while.
    case say([String])
    /// Show the transition moment if it waits (after an arrival, never with it).
    case waitingMoment
}

/// The keys of the live view: a state machine over the bindings of `WatchKeymaps`, tested
/// without a terminal.
extension WatchState {
    /// Applies `key` pressed at `today`; returns what the loop must do, if anything.
    package mutating func press(_ key: Key, today: LocalDay) -> WatchRequest? {
        if WatchKeymaps.everywhere.action(for: key) == .quit { return .quit }
        let forest = snapshot.tier.hasFullExperience
        switch overlay {
        case .forest(_, let top)?:
            let action = WatchKeymaps.forest.action(for: key)
            if case .walk(let rows)? = action { return .forest(top: top + rows) }
            overlay = nil
            return action == .quit ? .quit : nil
        case .arrival?:
            // Any key lays the arrival down; a transition moment that waits comes next, on its own.
            overlay = nil
            return WatchKeymaps.panel.action(for: key) == .quit ? .quit : .waitingMoment
        case .help?, .moment?:
            // Any key lays the panel down; only quit goes further.
            overlay = nil
            return WatchKeymaps.panel.action(for: key) == .quit ? .quit : nil
        case .settingAside?:
            // A second press of the same key does it; any other key keeps the fast, and does its own.
            overlay = nil
            if WatchKeymaps.question.action(for: key) == .close { return nil }
            if WatchKeymaps.sky.action(for: key, forest: forest) == .setAside { return .run(["abandon"]) }
            return pressOnSky(key, today: today)
        case .ending?:
            overlay = nil
            if WatchKeymaps.question.action(for: key) == .close { return nil }
            if WatchKeymaps.sky.action(for: key, forest: forest) == .end { return .run(["end"]) }
            return pressOnSky(key, today: today)
        case .water(let selected)?:
            let count = snapshot.water.count
            switch WatchKeymaps.water.action(for: key) {
            case .choose(let by)?: overlay = .water(selected: min(max(selected + by, 0), max(count - 1, 0)))
            case .removeChosen?:
                guard selected < count else { return nil }
                return .run(["water", "remove", FastText.id(snapshot.water[selected].id)])
            case .close?: overlay = nil
            default: break
            }
            return nil
        case .calendar(let day, _, _)?:
            switch WatchKeymaps.calendar.action(for: key) {
            case .days(let days)?: return .calendar(day.adding(days: days))
            case .months(let months)?: return .calendar(Self.sameDay(day, months: months))
            case .close?: overlay = nil
            default: break
            }
            return nil
        case nil:
            return pressOnSky(key, today: today)
        }
    }

    private mutating func pressOnSky(_ key: Key, today: LocalDay) -> WatchRequest? {
        switch WatchKeymaps.sky.action(for: key, forest: snapshot.tier.hasFullExperience) {
        case .quit?: return .quit
        case .begin?:
            // A key that does not apply says so in the view's own words, in one line.
            guard snapshot.fast == nil else { return .say([WatchText.alreadyRunning]) }
            return .run(["start"])
        case .end?:
            // Ending is as deliberate as setting aside: a second press does it.
            guard snapshot.fast != nil else { return .say([WatchText.noneRunning]) }
            overlay = .ending
        case .setAside?:
            guard snapshot.fast != nil else { return .say([WatchText.noneRunning]) }
            overlay = .settingAside
        case .water?: return .run(["water", "add"])
        case .todaysWater?: overlay = .water(selected: max(0, snapshot.water.count - 1))
        case .calendar?: return .calendar(today)
        case .forest?: return .forest(top: nil)
        case .help?: overlay = .help
        default: break
        }
        return nil
    }

    /// The same day of the month `months` away, kept within that month's length.
    static func sameDay(_ day: LocalDay, months: Int) -> LocalDay {
        let index = day.year * 12 + (day.month - 1) + months
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        let month = index - year * 12 + 1
        return LocalDay(year: year, month: month, day: min(day.day, CivilTime.daysInMonth(year: year, month: month)))
    }
}
