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

/// The keys of the live view: a state machine, tested without a terminal.
extension WatchState {
    /// Applies `key` pressed at `today`; returns what the loop must do, if anything.
    package mutating func press(_ key: Key, today: LocalDay) -> WatchRequest? {
        if key == .control("c") { return .quit }
        switch overlay {
        case .forest(_, let top)?:
            return pressInForest(key, top: top)
        case .arrival?:
            // Any key lays the arrival down; a transition moment that waits comes next, on its own.
            overlay = nil
            return key == .character("q") ? .quit : .waitingMoment
        case .help?, .moment?:
            // Any key lays the panel down; only quit goes further.
            overlay = nil
            return key == .character("q") ? .quit : nil
        case .settingAside?:
            overlay = nil
            if key == .character("a") { return .run(["abandon"]) }
            return pressOnSky(key, today: today)
        case .ending?:
            overlay = nil
            if key == .character("e") { return .run(["end"]) }
            return pressOnSky(key, today: today)
        case .water(let selected)?:
            return pressInWater(key, selected: selected)
        case .calendar(let day, _, _)?:
            return pressInCalendar(key, day: day)
        case nil:
            return pressOnSky(key, today: today)
        }
    }

    private mutating func pressOnSky(_ key: Key, today: LocalDay) -> WatchRequest? {
        switch key {
        case .character("q"), .escape: return .quit
        case .character("s"):
            // A key that does not apply says so in the view's own words, in one line.
            guard snapshot.fast == nil else { return .say([WatchText.alreadyRunning]) }
            return .run(["start"])
        case .character("e"):
            // Ending is as deliberate as setting aside: a second press does it.
            guard snapshot.fast != nil else { return .say([WatchText.noneRunning]) }
            overlay = .ending
        case .character("a"):
            guard snapshot.fast != nil else { return .say([WatchText.noneRunning]) }
            overlay = .settingAside
        case .character("w"): return .run(["water", "add"])
        case .character("W"): overlay = .water(selected: max(0, snapshot.water.count - 1))
        case .character("c"): return .calendar(today)
        case .character("f") where snapshot.tier.hasFullExperience: return .forest(top: nil)
        case .character("?"): overlay = .help
        default: break
        }
        return nil
    }

    /// The walk: up toward the older trees and the sky, down toward the newest; a page at a time
    /// with Page Up and Page Down. Any other key lays the forest down.
    private mutating func pressInForest(_ key: Key, top: Int) -> WatchRequest? {
        switch key {
        case .up, .character("k"): return .forest(top: top - 2)
        case .down, .character("j"): return .forest(top: top + 2)
        case .pageUp, .character("["): return .forest(top: top - 12)
        case .pageDown, .character("]"): return .forest(top: top + 12)
        case .character("q"):
            overlay = nil
            return .quit
        default:
            overlay = nil
            return nil
        }
    }

    private mutating func pressInWater(_ key: Key, selected: Int) -> WatchRequest? {
        let count = snapshot.water.count
        switch key {
        case .up, .character("k"): overlay = .water(selected: max(0, selected - 1))
        case .down, .character("j"): overlay = .water(selected: min(max(count - 1, 0), selected + 1))
        case .enter, .character("x"), .character("d"), .backspace:
            guard selected < count else { return nil }
            return .run(["water", "remove", FastText.id(snapshot.water[selected].id)])
        case .character("q"), .escape, .character("W"): overlay = nil
        default: break
        }
        return nil
    }

    private mutating func pressInCalendar(_ key: Key, day: LocalDay) -> WatchRequest? {
        switch key {
        case .left, .character("h"): return .calendar(day.adding(days: -1))
        case .right, .character("l"): return .calendar(day.adding(days: 1))
        case .up, .character("k"): return .calendar(day.adding(days: -7))
        case .down, .character("j"): return .calendar(day.adding(days: 7))
        case .pageUp, .character("["): return .calendar(Self.sameDay(day, months: -1))
        case .pageDown, .character("]"): return .calendar(Self.sameDay(day, months: 1))
        case .character("q"), .escape, .character("c"): overlay = nil
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
