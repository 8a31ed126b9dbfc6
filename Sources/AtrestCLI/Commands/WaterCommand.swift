import Domain
import JSON
import Store

/// `atrest water`: a day's water (today unless `--date`), its total first, in the unit the person chose.
struct WaterCommand: Command {
    static let effect = CommandEffect.reads
    static let json = OptionSpec("json", help: "one JSON object for scripts: total (ml), unit, day, entries with id, at, milliliters")
    static let date = OptionSpec("date", value: "DAY", help: "the day to show: YYYY-MM-DD, today or yesterday (default: today)")

    static let spec = CommandSpec(
        "water",
        summary: "today's water: the total and each entry",
        discussion: "Today is the local day where you are now; --date shows another day. Amounts are shown in your unit (atrest config water-unit) and kept in millilitres. Water can be logged at any time, fasting or not, and never changes a fast. An entry of any day can be removed by its id.",
        options: [json, date],
        examples: ["atrest water", "atrest water --date yesterday", "atrest water --date 2026-11-20", "atrest water --json | jq .total"],
        group: .water
    )

    var json: Bool
    /// The day asked for: a date, or a count of days back from today (`yesterday` is 1),
    /// known only when the command runs.
    enum AskedDay { case date(LocalDay), daysBack(Int) }
    var asked = AskedDay.daysBack(0)

    init(_ arguments: ParsedArguments) throws {
        json = arguments.flag(Self.json)
        if let text = arguments.value(Self.date) {
            // The words log --since takes for a day; the day they mean is known only when run.
            switch text.lowercased() {
            case "today": asked = .daysBack(0)
            case "yesterday": asked = .daysBack(1)
            default:
                guard let day = LocalDay(text), day.year >= 1900 else {
                    throw AtrestError.usage("--date \(text) is not a day", hint: "give a day as YYYY-MM-DD, today or yesterday, like 2026-11-20")
                }
                asked = .date(day)
            }
        }
    }

    func run(in run: CommandRun) throws {
        let store = try run.store
        let today = LocalTime.day(of: run.now, in: run.timeZone)
        let day = switch asked {
        case .date(let day): day
        case .daysBack(let count): today.adding(days: -count)
        }
        let entries = try WaterLedger.entries(on: day, in: run.timeZone, store: store)
        let settings = try store.loadSettings()
        let total = WaterText.total(entries)
        if json {
            var json = JSONWriter()
            json.object { json in
                json.member("total", int: total)
                json.member("unit", string: settings.waterUnit.rawValue)
                json.member("day", string: day.description)
                json.key("entries")
                json.array(of: entries) { json, entry in WaterText.write(entry, into: &json) }
            }
            run.out(json.text)
            return
        }
        let unit = settings.waterUnit
        let clock = ClockText(now: run.now, timeZone: run.timeZone)
        guard !entries.isEmpty else {
            guard day == today else {
                run.out("No water logged on \(clock.day(day)).")
                return
            }
            run.out("No water logged today.")
            // Folded at spaces: at 24 columns the terminal cut "250 ml" after "25".
            for line in TextLayout.wrap("atrest water add logs \(unit.describe(settings.waterAmount)).", width: run.columns) {
                run.out(run.paint.dim(line))
            }
            return
        }
        run.out(run.paint.strong("\(unit.describe(total)) " + (day == today ? "today" : "on \(clock.day(day))")))
        let amounts = entries.map { unit.describe($0.milliliters) }
        let width = amounts.map(\.count).max() ?? 0
        for (entry, amount) in zip(entries, amounts) {
            let padded = String(repeating: " ", count: width - amount.count) + amount
            let row = "  \(clock.time(entry.at))  \(padded)"
            let id = FastText.shortID(entry.id)
            // A terminal narrower than the row: the id under it, rather than cut by the terminal.
            if run.context.outputIsTerminal, row.count + 2 + id.count > run.columns {
                run.out(row)
                run.out(run.paint.dim("    " + id))
            } else {
                run.out(row + "  " + run.paint.dim(id))
            }
        }
    }
}
