import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// `atrest water add [AMOUNT]`: logs water now.
struct WaterAddCommand: Command {
    static let effect = CommandEffect.changes
    static let spec = CommandSpec(
        "water add",
        summary: "log water now",
        discussion: "AMOUNT is like 250, 250ml, 8oz, 1.5l, 1,5l or 0.5 l; a bare number is in your unit (atrest config water-unit). Without AMOUNT, your quick-add amount is logged (atrest config water-amount). One entry holds up to 5000 ml.",
        arguments: [ArgumentSpec("AMOUNT", help: "how much: 250, 250ml, 8oz or 1.5l (default: the quick-add amount)", optional: true, variadic: true)],
        examples: ["atrest water add", "atrest water add 500", "atrest water add 8oz"],
        group: .water
    )

    /// As typed, checked for its form; read in the person's unit when it runs.
    var amount: String?

    init(_ arguments: ParsedArguments) throws {
        // `water add 250 ml` reads as `250ml`.
        let words = arguments.positionals
        // Not `joined(separator:)` (start-up path: Sources/START-UP.md).
        amount = words.first.map { first in words.dropFirst().reduce(first) { $0 + " " + $1 } }
        if let amount {
            try WaterText.checkSingle(words)
            try WaterText.checkForm(amount)
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let settings = try store.loadSettings()
        let milliliters = try amount.map { try WaterText.amount($0, unit: settings.waterUnit) } ?? settings.waterAmount
        let at = Date(timeIntervalSince1970: run.now.timeIntervalSince1970.rounded(.down))
        let entry = WaterEntry(at: at, milliliters: milliliters, timeZone: run.timeZone)
        let today = try store.withLock {
            let saved = try store.apply(.addWater(entry, keeping: WaterLedger.startOfToday(run)))
            // Today's total from the month just saved, not a second read of it.
            return try WaterLedger.entries(on: LocalTime.day(of: run.now, in: run.timeZone), in: run.timeZone) { month, start in
                month == saved.month ? saved.entries : try store.loadWater(month: month, since: start)
            }
        }
        let unit = settings.waterUnit
        let logged = WaterText.confirmed(amount, milliliters: milliliters, unit: unit)
        // In the live view one quiet line: its water line shows today's total, and W the entries.
        guard !run.context.liveView else {
            run.out("\(logged.amount)\(logged.note) logged.")
            return
        }
        run.out("\(logged.amount)\(logged.note). Today: \(unit.describe(WaterText.total(today))).")
        run.out(run.paint.dim("id \(FastText.shortID(entry.id))"))
    }
}
