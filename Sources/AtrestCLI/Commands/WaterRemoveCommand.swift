import Domain
import Store

/// `atrest water remove ID|last`: takes back one water entry.
struct WaterRemoveCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "water remove",
        summary: "remove one water entry",
        discussion: "last is the entry logged latest. An ID is from atrest water; its first few characters are enough, and it may be from any day.",
        arguments: [ArgumentSpec("ID|last", help: "the entry to remove: last, or its id as atrest water shows it", choices: ["last"], idsFrom: "water")],
        examples: ["atrest water remove last", "atrest water remove 3f9a2c1e"],
        group: .water
    )

    var target: String

    init(_ arguments: ParsedArguments) throws {
        target = arguments.positionals[0]
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let unit = try store.loadSettings().waterUnit
        let (removed, today) = try store.withLock {
            let (month, entry) = try WaterSearch.find(target, store: store)
            // The month's file is kept, empty if need be: atrest does not delete its files.
            try store.apply(.water(try store.loadWater(month: month).filter { $0.id != entry.id }, month: month, removed: [entry.id]))
            return (entry, try WaterLedger.today(run, store: store))
        }
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        var line = "Removed the \(unit.describe(removed.milliliters)) logged at \(clock.moment(removed.at))."
        if LocalTime.day(of: removed.at, in: run.timeZone) == LocalTime.day(of: run.now, in: run.timeZone) {
            line += " Today: \(unit.describe(WaterText.total(today)))."
        }
        run.out(line)
    }
}
