import Screen

/// What a key does in the live view, whatever key it is.
package enum WatchAction: Equatable, Sendable {
    case quit, begin, end, setAside, water, todaysWater, calendar, forest, help
    /// The forest's window moves this many canvas rows (up is negative).
    case walk(rows: Int)
    /// Today's water: the chosen entry moves by this many.
    case choose(by: Int)
    /// Today's water: the chosen entry is removed.
    case removeChosen
    /// The calendar moves this many days, or months.
    case days(Int), months(Int)
    /// The panel or the window over the sky is laid down.
    case close
}

/// One key binding: the keys, what they do, and every way it is named. The key handling
/// (`WatchState.press`), the foot line, the help panel and `help watch` all come from these.
package struct WatchBinding: Sendable {
    /// Every key that does it; the first is the one named.
    package let keys: [Key]
    package let action: WatchAction
    /// How the foot line names it ("e end"); nil where the binding before it names both ("↑ ↓ walk").
    package let label: String?
    /// The help panel's line: the keys as typed, and what they do.
    package var help: (keys: String, words: String)?
    /// How `help watch` names it; nil: as the foot line does.
    package var summary: String?
    /// When the foot line offers it: only the keys that do something now.
    package var offered: Offered = .always
    /// Only on the tiers that keep the forest (the free tier has nothing that points at one).
    package var needsForest = false
    /// Where the foot line is short, bindings give way lowest first (0: never).
    package var givesWay = 0

    package enum Offered: Sendable { case always, fasting, idle }

    init(_ keys: [Key], _ action: WatchAction, _ label: String?) {
        self.keys = keys
        self.action = action
        self.label = label
    }
}

/// The bindings of one place of the view (the sky, a panel, the forest…), and what any other key does.
package struct WatchKeymap: Sendable {
    package let bindings: [WatchBinding]
    /// What a key bound to nothing does, and how the foot line says so.
    package var otherwise: WatchAction?
    package var otherwiseLabel: String?

    /// What `key` does here.
    package func action(for key: Key, forest: Bool = true) -> WatchAction? {
        bindings.first { $0.keys.contains(key) && (forest || !$0.needsForest) }?.action ?? otherwise
    }

    /// The bindings offered now.
    func offered(fasting: Bool, forest: Bool) -> [WatchBinding] {
        bindings.filter { binding in
            guard forest || !binding.needsForest else { return false }
            switch binding.offered {
            case .always: return true
            case .fasting: return fasting
            case .idle: return !fasting
            }
        }
    }

    /// The foot line: each label, then what any other key does.
    package var foot: String {
        (bindings.compactMap(\.label) + [otherwiseLabel].compactMap { $0 }).joined(separator: " · ")
    }

    /// The forms of the foot line, fullest first: bindings give way by `givesWay` where it is short.
    func feet(fasting: Bool, forest: Bool) -> [String] {
        var shown = offered(fasting: fasting, forest: forest).filter { $0.label != nil }
        var forms = [shown.compactMap(\.label).joined(separator: " · ")]
        for rank in Set(shown.map(\.givesWay)).filter({ $0 > 0 }).sorted() {
            shown.removeAll { $0.givesWay > 0 && $0.givesWay <= rank }
            forms.append(shown.compactMap(\.label).joined(separator: " · "))
        }
        return forms
    }

    /// The help panel's lines: every key offered on this tier, and what it does.
    func helpLines(forest: Bool) -> [String] {
        bindings.filter { forest || !$0.needsForest }.compactMap(\.help).map { help in
            help.keys + String(repeating: " ", count: max(1, 7 - help.keys.count)) + help.words
        }
    }

    /// The keys as `help watch` names them: every binding offered on this tier, by its summary
    /// or, without one, its foot label, so that no key can be left out of the page.
    func summary(forest: Bool) -> String {
        bindings.filter { forest || !$0.needsForest }.compactMap { $0.summary ?? $0.label }.joined(separator: ", ")
    }
}

/// Every key of the live view, in one place.
package enum WatchKeymaps {
    /// Keys that do the same wherever the view is.
    package static let everywhere = WatchKeymap(bindings: [WatchBinding([.control("c")], .quit, nil)])

    /// On the sky: the fast's own keys.
    package static let sky = WatchKeymap(bindings: [
        binding([.character("s")], .begin, "s begin", help: ("s", "begin a fast (atrest start)"), summary: "s begin", offered: .idle, givesWay: 6),
        binding([.character("e")], .end, "e end", help: ("e e", "end the fast and record it (atrest end)"), summary: "e end (press twice)",
                offered: .fasting, givesWay: 6),
        binding([.character("a")], .setAside, "a set aside", help: ("a a", "set the fast aside; nothing is recorded (atrest abandon)"),
                summary: "a set aside (press twice)", offered: .fasting, givesWay: 4),
        binding([.character("w")], .water, "w water", help: ("w", "log water: the quick-add amount (atrest water add)"), summary: "w water", givesWay: 5),
        binding([.character("W")], .todaysWater, "W today's water", help: ("W", "today's water; Enter removes the chosen entry"),
                summary: "W today's water", givesWay: 1),
        binding([.character("c")], .calendar, "c calendar", help: ("c", "the calendar: ← → days, ↑ ↓ weeks, [ ] months"), summary: "c calendar", givesWay: 2),
        binding([.character("f")], .forest, "f forest", help: ("f", "the forest: ↑ ↓ to walk through it"),
                summary: "f the forest (↑ ↓ walk through it)", needsForest: true, givesWay: 3),
        binding([.character("?")], .help, "? help", help: ("?", "these keys"), summary: "? every key"),
        binding([.character("q"), .escape], .quit, "q quit", help: ("q", "quit (also Esc and Ctrl-C)"), summary: "q quit", givesWay: 7),
    ])

    /// Help, the transition moment, the arrival: q quits the view; any other key lays the panel
    /// down (its foot said "any key closes", and q quit the whole view).
    package static let panel = WatchKeymap(bindings: [WatchBinding([.character("q")], .quit, "q quits")], otherwise: .close, otherwiseLabel: "any other key closes")

    /// A question (end this fast? set it aside?): Esc keeps the fast and does nothing more, as
    /// it closes every other panel; any other key is the sky's, its own key answering yes.
    package static let question = WatchKeymap(bindings: [WatchBinding([.escape], .close, nil)])

    /// The walk: up toward the older trees and the sky, down toward the newest; a page at a time.
    package static let forest = WatchKeymap(bindings: [
        WatchBinding([.up, .character("k")], .walk(rows: -2), "↑ ↓ walk"),
        WatchBinding([.down, .character("j")], .walk(rows: 2), nil),
        WatchBinding([.pageUp, .character("[")], .walk(rows: -12), "[ ] a page"),
        WatchBinding([.pageDown, .character("]")], .walk(rows: 12), nil),
        WatchBinding([.character("q")], .quit, "q quits"),
    ], otherwise: .close, otherwiseLabel: "any other key closes")

    /// Today's water, one entry chosen.
    package static let water = WatchKeymap(bindings: [
        WatchBinding([.up, .character("k")], .choose(by: -1), "↑ ↓ choose"),
        WatchBinding([.down, .character("j")], .choose(by: 1), nil),
        WatchBinding([.enter, .character("x"), .character("d"), .backspace], .removeChosen, "Enter removes"),
        WatchBinding([.escape, .character("q"), .character("W")], .close, "Esc closes"),
    ])

    /// The calendar, one day chosen.
    package static let calendar = WatchKeymap(bindings: [
        WatchBinding([.left, .character("h")], .days(-1), "← → day"),
        WatchBinding([.right, .character("l")], .days(1), nil),
        WatchBinding([.up, .character("k")], .days(-7), "↑ ↓ week"),
        WatchBinding([.down, .character("j")], .days(7), nil),
        WatchBinding([.pageUp, .character("[")], .months(-1), "[ ] month"),
        WatchBinding([.pageDown, .character("]")], .months(1), nil),
        WatchBinding([.escape, .character("q"), .character("c")], .close, "Esc closes"),
    ])

    private static func binding(
        _ keys: [Key], _ action: WatchAction, _ label: String, help: (String, String), summary: String? = nil,
        offered: WatchBinding.Offered = .always, needsForest: Bool = false, givesWay: Int = 0
    ) -> WatchBinding {
        var binding = WatchBinding(keys, action, label)
        binding.help = (help.0, help.1)
        binding.summary = summary
        binding.offered = offered
        binding.needsForest = needsForest
        binding.givesWay = givesWay
        return binding
    }
}
