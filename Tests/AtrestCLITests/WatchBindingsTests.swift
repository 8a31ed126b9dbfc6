import AtrestCLI
import Domain
import Foundation
import Screen
import Testing

/// The live view's keys are one table: the key handling, the foot line, the help panel and
/// `help watch` all come from it, so a key cannot do one thing and be named another.
@Suite struct WatchBindingsTests {
    static let today = WatchKeysTests.today

    /// Each key of the sky's table does what its binding says, and the foot names it where it does something.
    @Test func everyBindingOnTheSkyIsHandledAndNamedFromTheTable() {
        for fasting in [true, false] {
            let foot = WatchKeymaps.sky.foot
            for binding in WatchKeymaps.sky.bindings {
                var state = WatchKeysTests.state(fasting: fasting)
                let request = state.press(binding.keys[0], today: Self.today)
                switch binding.action {
                case .quit: #expect(request == .quit)
                case .water: #expect(request == .run(["water", "add"]))
                case .calendar: #expect(request == .calendar(Self.today))
                case .forest: #expect(request == .forest(top: nil))
                case .help: #expect(state.overlay == .help)
                case .todaysWater: #expect(state.overlay == .water(selected: 0))
                case .begin: #expect(request == (fasting ? .say([WatchText.alreadyRunning]) : .run(["start"])))
                case .end: #expect(fasting ? state.overlay == .ending : request == .say([WatchText.noneRunning]))
                case .setAside: #expect(fasting ? state.overlay == .settingAside : request == .say([WatchText.noneRunning]))
                default: Issue.record("an action the sky does not take: \(binding.action)")
                }
                if let label = binding.label { #expect(foot.contains(label)) }
            }
        }
    }

    /// The words people read are the ones they read before the table: foot lines, help, `help watch`.
    @Test func theNamesAreTheTablesAndReadAsBefore() {
        #expect(WatchKeymaps.water.foot == "↑ ↓ choose · Enter removes · Esc closes")
        #expect(WatchKeymaps.calendar.foot == "← → day · ↑ ↓ week · [ ] month · Esc closes")
        #expect(WatchKeymaps.forest.foot == "↑ ↓ walk · [ ] a page · q quits · any other key closes")
        #expect(WatchKeymaps.panel.foot == "q quits · any other key closes")
        #expect(WatchKeymaps.sky.foot == "s begin · e end · a set aside · w water · W today's water · c calendar · f forest · ? help · q quit")
        let help = TestApp().run("help", "watch").stdout.split(whereSeparator: \.isNewline).joined(separator: " ")
            .split(separator: " ").joined(separator: " ")
        #expect(help.contains("Keys: s begin, e end (press twice), a set aside (press twice), w water, W today's water, c calendar, f the forest (↑ ↓ walk through it), ? every key, q quit."), "\(help)")
    }

    /// `help watch` names every key of the sky's table (the forest's only on the tiers that keep
    /// one): a binding added to the table cannot be left out of the page.
    @Test func helpWatchNamesEveryBindingOfTheTable() throws {
        let spec = try #require(CommandTable.specs.first { $0.name == "watch" })
        for forest in [true, false] {
            let page = HelpText.command(spec, showsTree: forest).split(whereSeparator: \.isNewline).joined(separator: " ")
            for binding in WatchKeymaps.sky.bindings {
                guard case .character(let key) = binding.keys[0] else { continue }
                let named = page.contains("Keys: \(key) ") || page.contains(", \(key) ")
                #expect(named == (forest || !binding.needsForest), "\(key) on \(forest ? "the full" : "the free") tier: \(page)")
            }
        }
        #expect(TestApp().run("help", "watch").stdout.contains("f the forest"))
    }

    /// The same keys move the calendar, the water list and the walk as the foot lines say.
    @Test func thePanelsKeysComeFromTheirTables() {
        for binding in WatchKeymaps.calendar.bindings {
            for key in binding.keys {
                var state = WatchKeysTests.state(fasting: false)
                state.overlay = .calendar(day: Self.today, month: [], detail: [])
                let request = state.press(key, today: Self.today)
                switch binding.action {
                case .days(let n): #expect(request == .calendar(Self.today.adding(days: n)))
                case .months(let n): #expect(request == .calendar(LocalDay(year: 2026, month: 11 + n, day: 21)))
                case .close: #expect(state.overlay == nil && request == nil)
                default: Issue.record("\(binding.action)")
                }
            }
        }
    }
}
