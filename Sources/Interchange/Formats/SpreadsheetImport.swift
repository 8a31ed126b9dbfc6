import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// atrest's own CSV export read back (`--from csv`), so a history edited in a spreadsheet comes
/// home: ids kept, each fast in the zone its row names, notes exactly as they were (the `'`
/// the formula guard put before a note that begins like a formula is taken off again).
///
/// Columns are found by their names in the header, so a spreadsheet that moved them is read
/// the same; `durationSeconds` and `tree` follow from the rest and are not read. A row without
/// an id (added in the spreadsheet) gets one derived from its start. A row that differs from
/// the fast here is an edit made in the spreadsheet (`ImportEdits.spreadsheet`).
enum SpreadsheetImport {
    static let columns = ["id", "start", "end", "durationSeconds"]

    static func read(_ rows: [CSVTable.Row], now: Date, zone: Zone, zones: ZoneDatabase) throws(ImportProblem) -> ImportFormat.Reading {
        guard let header = rows.first, CSVTable.header(header, is: columns) else {
            throw ImportProblem("line 1", "expected atrest's CSV header, \(SpreadsheetExport.header.joined(separator: ","))")
        }
        let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name.lowercased()) }
        let (idColumn, startColumn, endColumn) = (column("id"), column("start"), column("end"))
        let (targetColumn, zoneColumn, noteColumn) = (column("targetHours"), column("timeZone"), column("note"))
        var history = ForeignHistory()
        history.keepsOverlaps = true
        var known: [String: Zone] = [:]
        for row in rows.dropFirst() {
            let rowZone = try self.zone(row, zoneColumn, zones: zones, known: &known) ?? zone
            let start = try instant(row, startColumn, "start", in: rowZone)
            let end = try instant(row, endColumn, "end", in: rowZone)
            let idText = idColumn.map(row.field) ?? ""
            let id: UUID
            if idText.isEmpty {
                id = try DerivedID.make(source: .csv, start: start)
            } else if let parsed = UUID.parse(idText) {
                id = parsed
            } else {
                throw ImportProblem(row.place, "\(ImportProblem.quoted(idText)) is not an id (a UUID such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301)")
            }
            var target: Double?
            if let targetColumn, !row.field(targetColumn).isEmpty {
                guard let hours = LocalReading.number(row.field(targetColumn)) else {
                    throw ImportProblem(row.place, "\(ImportProblem.quoted(row.field(targetColumn))) is not a number of hours")
                }
                target = hours
            }
            let note = noteColumn.flatMap { $0 < row.fields.count ? CSVTable.restored(row.fields[$0]) : nil }
            history.fasts.append(ForeignHistory.Fast(
                id: id, start: start, end: end, targetHours: target, note: note?.isEmpty == false ? note : nil, place: row.place, zone: rowZone
            ))
        }
        var (document, remarks) = try history.document(now: now, zone: zone)
        document.edits = .spreadsheet
        return ImportFormat.Reading(format: .csv, document: document, remarks: remarks.lines)
    }

    /// The row's zone; nil when the column is missing or empty. A name this system does not
    /// know counts as UTC and keeps its name, as the store reads one.
    /// Each zone is read from the tz database once (`known`): ten years name a few zones
    /// thousands of times.
    private static func zone(_ row: CSVTable.Row, _ column: Int?, zones: ZoneDatabase, known: inout [String: Zone]) throws(ImportProblem) -> Zone? {
        guard let column, !row.field(column).isEmpty else { return nil }
        let name = row.field(column)
        if let zone = known[name] { return zone }
        if let problem = RecordRules.zoneName(name) { throw ImportProblem(row.place, "\(ImportProblem.quoted(name)) \(problem.reason)") }
        let zone = zones.zoneOrUTC(named: name)
        known[name] = zone
        return zone
    }

    /// An instant as exported (with its offset), or a local reading in the row's zone, as a
    /// spreadsheet that re-saved it may have left it (`2026-01-05 20:00`).
    private static func instant(_ row: CSVTable.Row, _ column: Int?, _ name: String, in zone: Zone) throws(ImportProblem) -> Date {
        let text = column.map(row.field) ?? ""
        guard let date = Timestamp.parse(text, localZone: zone) else {
            throw ImportProblem(row.place, "\(ImportProblem.quoted(text)) is not a date and time for \(name), such as 2026-01-05T20:00:00+01:00")
        }
        return date
    }
}
