import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The files `atrest import` reads: its own export, and other apps' histories.
///
/// Each format's reader gives a `ForeignHistory`, which becomes an `ImportDocument` under
/// atrest's rules, so every format goes through the same import plan (overlaps, merge by id,
/// `--dry-run`, one save, undo). Without `--from`, a file is recognised by its content
/// (`ImportFormat+Content`): JSON by its shape, CSV by its header, iCalendar by its first line.
package enum ImportFormat: String, CaseIterable, Sendable {
    case atrest, ios, zero, fasttrack, sunrise, timewarrior, csv, ics

    /// How the format is named to a person.
    var name: String {
        switch self {
        case .atrest: "an atrest export"
        case .ios: "the Atrest app's export"
        case .zero: "Zero's export"
        case .fasttrack: "FastTrack's export"
        case .sunrise: "Sunrise's export"
        case .timewarrior: "timew export"
        case .csv: "atrest's CSV export"
        case .ics: "atrest's calendar export"
        }
    }

    /// What an import reads: the document for the plan, and lines on what was left out.
    package struct Reading: Sendable {
        package var format: ImportFormat
        package var document: ImportDocument
        package var remarks: [String]
        /// How the file was recognised, for the summary: `FastTrack48's export (CSV)`.
        package var described: String = ""
    }

    /// Reads `data` as `format`, or as the format its content shows when `format` is nil.
    ///
    /// `zone` is the person's: the zone of every fast from another app (none of them keeps
    /// one) and of local times they write. `tag` picks Timewarrior's intervals; `dayFirst`
    /// reads dates like `5/1/21` day first.
    package static func read(
        _ raw: Data, as format: ImportFormat?, tag: String?, dayFirst: Bool = false, now: Date, zone: Zone, zones: ZoneDatabase
    ) throws(ImportProblem) -> Reading {
        let content = try Content(raw)
        if tag != nil, let found = format ?? content.textFormat, found != .timewarrior {
            throw ImportProblem("", "--tag picks intervals from timew export, and this is \(found.name)", hint: "leave out --tag, or add --from timewarrior")
        }
        switch content.kind {
        case .calendar:
            guard format == nil || format == .ics else { throw content.mismatch(format) }
            var reading = try CalendarImport.read(content.text, now: now, zone: zone, zones: zones)
            reading.described = "atrest's calendar export (iCalendar)"
            return reading
        case .table(let separator):
            if let format, ![.zero, .fasttrack, .csv].contains(format) { throw content.mismatch(format) }
            return try readCSV(content.text, separator: separator, as: format, dayFirst: dayFirst, now: now, zone: zone, zones: zones)
        case .other where content.unknownHeader != nil && [.zero, .fasttrack, .csv].contains(format):
            // Asked for by name: the format's own reader says what its header should be.
            return try readCSV(content.text, separator: content.guessedSeparator, as: format, dayFirst: dayFirst, now: now, zone: zone, zones: zones)
        case .json, .other:
            break
        }
        let utf8 = content.utf8
        // atrest's own export, as atrest writes it, read without a tree; any other document,
        // and any the general reader would say something about, is read by it below.
        if content.kind == .json, tag == nil, format == nil || format == .atrest,
           let document = DirectExportReader.read(utf8, localZone: zone, zones: zones) {
            return Reading(format: .atrest, document: document, remarks: ForeignRemarks().lines, described: "an atrest export")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(utf8)
        } catch {
            if format == .zero || format == .fasttrack || format == .csv || format == .ics {
                throw content.mismatch(format)
            }
            throw content.notRead(error.description)
        }
        // An empty list is what Sunrise and timew export write when they hold nothing: a file
        // with no fasts, not a wrong one (whatever --tag names: no interval is left out).
        if format == nil, case .array(let items) = json, items.isEmpty {
            let (document, remarks) = try ForeignHistory().document(now: now, zone: zone)
            return Reading(format: .timewarrior, document: document, remarks: remarks.lines)
        }
        let found = format ?? recognise(json)
        if tag != nil, found != .timewarrior {
            throw ImportProblem("", "--tag picks intervals from timew export, and this is \(found.name)", hint: "leave out --tag, or add --from timewarrior")
        }
        let history: ForeignHistory
        switch found {
        case .atrest:
            var document = try ImportDocument.read(json, now: now, localZone: zone, zones: zones)
            let folded = document.notesFolded
            document.notesFolded = 0
            var remarks = ForeignRemarks()
            remarks.notesFolded = folded
            return Reading(format: .atrest, document: document, remarks: remarks.lines, described: "an atrest export")
        case .ios: history = try IOSExport.read(json)
        case .zero: history = try ZeroExport.read(json, zone: zone)
        case .sunrise: history = try SunriseExport.read(json)
        case .timewarrior: history = try TimewarriorExport.read(json, tag: tag)
        case .fasttrack, .csv, .ics: throw content.mismatch(found)
        }
        var (document, remarks) = try history.document(now: now, zone: zone)
        document.edits = .foreign(derived: found == .timewarrior ? found : nil)
        return Reading(format: found, document: document, remarks: remarks.lines, described: found == .timewarrior ? "Timewarrior's timew export (JSON)" : found.name + " (JSON)")
    }

    /// The format a JSON file's shape shows; atrest's own when none other fits, so that its
    /// reader names what is missing.
    static func recognise(_ json: JSONValue) -> ImportFormat {
        if IOSExport.recognises(json) { return .ios }
        if ZeroExport.recognises(json) { return .zero }
        if SunriseExport.recognises(json) { return .sunrise }
        if TimewarriorExport.recognises(json) { return .timewarrior }
        return .atrest
    }

    private static func readCSV(
        _ text: String, separator: UInt8, as asked: ImportFormat?, dayFirst: Bool, now: Date, zone: Zone, zones: ZoneDatabase
    ) throws(ImportProblem) -> Reading {
        guard let rows = CSVTable.rows(text, separator: separator) else {
            throw ImportProblem("", "a quoted field in it never ends; the file may be cut short")
        }
        let header = rows.first
        let found = asked ?? header.flatMap(csvFormat) ?? .fasttrack
        let parted = separator == UInt8(ascii: ";") ? ", semicolon-separated" : separator == 0x09 ? ", tab-separated" : ""
        switch found {
        case .csv:
            var reading = try SpreadsheetImport.read(rows, now: now, zone: zone, zones: zones)
            reading.described = "atrest's CSV export (CSV\(parted))"
            return reading
        case .zero:
            let history = try ZeroExport.read(csv: rows, zone: zone, dayFirst: dayFirst)
            var (document, remarks) = try history.document(now: now, zone: zone)
            document.edits = .foreign(derived: nil)
            return Reading(format: .zero, document: document, remarks: remarks.lines, described: "Zero's export (CSV\(parted))")
        default:
            let history = try FastTrackExport.read(csv: rows, zone: zone)
            var (document, remarks) = try history.document(now: now, zone: zone)
            document.edits = .foreign(derived: nil)
            let fork = header.map { CSVTable.header($0, is: FastTrack48Export.columns) } ?? false
            return Reading(format: .fasttrack, document: document, remarks: remarks.lines, described: "\(fork ? "FastTrack48" : "FastTrack")'s export (CSV\(parted))")
        }
    }

    /// The CSV format a header row names.
    static func csvFormat(_ header: CSVTable.Row) -> ImportFormat? {
        if CSVTable.header(header, is: ZeroExport.columns) { return .zero }
        if CSVTable.header(header, is: FastTrackExport.columns) || CSVTable.header(header, is: FastTrack48Export.columns) { return .fasttrack }
        if CSVTable.header(header, is: SpreadsheetImport.columns) { return .csv }
        return nil
    }
}
