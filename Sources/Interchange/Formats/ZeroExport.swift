import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Zero's exports: newer ones are JSON (`biodata.json`, `fast_data`), older ones CSV.
///
/// JSON: `FastID` (UUID), `StartDTM`, `EndDTM` (ISO 8601, with `Z` or local; null while the
/// fast runs), `GoalHours`, `IsEnded`. CSV: `Date,Start,End,Hours,Night Eating`, dates like
/// `1/17/21`, times like `19:15`, and no end date: the end is on the start's day, or the next
/// when it reads earlier; `Hours`, when given, tells a fast of more than a day.
enum ZeroExport {
    static let columns = ["Date", "Start", "End", "Hours"]

    static func recognises(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.contains { $0.0 == "fast_data" }
    }

    static func read(_ value: JSONValue, zone: Zone) throws(ImportProblem) -> ForeignHistory {
        let top = try ForeignJSON(value, "")
        let items = try ForeignJSON.array(top.required("fast_data", "the list of fasts"), "fast_data")
        var history = ForeignHistory()
        for (index, item) in items.enumerated() {
            let fields = try ForeignJSON(item, "fast_data[\(index)]")
            let id = try fields.uuid("FastID")
            let start = try fields.instant("StartDTM", localZone: zone)
            // The end decides, as Zero's own readers do: `IsEnded` is false on fasts that
            // carry an end when the app saved them before they were marked ended.
            guard fields.optional("EndDTM") != nil else {
                history.running += 1
                continue
            }
            let end = try fields.instant("EndDTM", localZone: zone)
            let goal = try fields.optionalNumber("GoalHours", "a number of hours")
            history.fasts.append(ForeignHistory.Fast(id: id, start: start, end: end, targetHours: goal, place: fields.path))
        }
        return history
    }

    static func read(csv rows: [CSVTable.Row], zone: Zone, dayFirst: Bool = false) throws(ImportProblem) -> ForeignHistory {
        guard let header = rows.first, CSVTable.header(header, is: columns) else {
            throw ImportProblem("line 1", "expected Zero's header, Date,Start,End,Hours,Night Eating")
        }
        var history = ForeignHistory()
        let reading = DateOrder.choose(rows.dropFirst().map { $0.field(0) }, dayFirst: dayFirst)
        if let remark = reading.remark { history.remarks.append(remark) }
        for row in rows.dropFirst() {
            guard let day = LocalReading.day(row.field(0), dayFirst: reading.dayFirst) else {
                let example = reading.dayFirst ? "17/1/21, day first" : "1/17/21"
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(0))) is not a date like \(example)")
            }
            guard let startClock = LocalReading.clock(row.field(1)) else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(1))) is not a time like 19:15")
            }
            guard !row.field(2).isEmpty else {
                history.running += 1
                continue
            }
            guard let endClock = LocalReading.clock(row.field(2)) else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(2))) is not a time like 08:30")
            }
            let start = LocalReading.instant(day, startClock, in: zone)
            let hours = LocalReading.number(row.field(3)).flatMap { $0.isFinite && $0 >= 0 && $0 < 24 * 365 ? $0 : nil }
            let end = impliedEnd(after: start, on: day, clock: endClock, hours: hours, zone: zone)
            history.fasts.append(ForeignHistory.Fast(id: try DerivedID.make(source: .zero, start: start), start: start, end: end, place: row.place))
        }
        return history
    }

    /// The end's day is not written: the first day from the start's on which `clock` comes
    /// after the start, moved on by whole days when `hours` says the fast lasted longer.
    static func impliedEnd(after start: Date, on day: LocalDay, clock: (hour: Int, minute: Int, second: Int), hours: Double?, zone: Zone) -> Date {
        var days = 0
        var end = LocalReading.instant(day, clock, in: zone)
        if end <= start {
            days = 1
            end = LocalReading.instant(day.adding(days: 1), clock, in: zone)
        }
        if let hours {
            let more = Int(((hours * 3600 - end.timeIntervalSince(start)) / 86_400).rounded())
            if more > 0 { end = LocalReading.instant(day.adding(days: days + more), clock, in: zone) }
        }
        return end
    }
}
