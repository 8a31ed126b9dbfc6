import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest water`: today's water, its total first, in the unit the person chose.
struct WaterCommand: Command {
    static let spec = CommandSpec(
        "water",
        summary: "today's water: the total and each entry",
        discussion: "Today is the local day where you are now. Amounts are shown in your unit (atrest config water-unit) and kept in millilitres. Water can be logged at any time, fasting or not, and never changes a fast.",
        options: [OptionSpec("json", help: "one JSON object for scripts: total (ml), unit, day, entries with id, at, milliliters")],
        examples: ["atrest water", "atrest water add", "atrest water --json | jq .total"],
        group: .water
    )

    var json: Bool

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag("json")
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let entries = try WaterLedger.today(run, store: store)
        let settings = try store.loadSettings()
        let total = WaterText.total(entries)
        if json {
            var json = JSONWriter()
            json.object { json in
                json.member("total", int: total)
                json.member("unit", string: settings.waterUnit.rawValue)
                json.member("day", string: Timestamp.formatDay(run.now, in: run.timeZone))
                json.key("entries")
                json.array(of: entries) { json, entry in WaterText.write(entry, into: &json) }
            }
            run.out(json.text)
            return
        }
        let unit = settings.waterUnit
        guard !entries.isEmpty else {
            run.out("No water logged today.")
            run.out(run.paint.dim("atrest water add logs \(unit.describe(settings.waterAmount))."))
            return
        }
        run.out(run.paint.strong("\(unit.describe(total)) today"))
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        let amounts = entries.map { unit.describe($0.milliliters) }
        let width = amounts.map(\.count).max() ?? 0
        for (entry, amount) in zip(entries, amounts) {
            let padded = String(repeating: " ", count: width - amount.count) + amount
            run.out("  \(clock.time(entry.at))  \(padded)  " + run.paint.dim(FastText.shortID(entry.id)))
        }
    }
}
