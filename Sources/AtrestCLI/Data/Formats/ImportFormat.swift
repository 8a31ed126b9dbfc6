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
/// `--dry-run`, one save, undo). Without `--from`, a file is recognised by its shape.
package enum ImportFormat: String, CaseIterable, Sendable {
    case atrest, ios, zero, fasttrack, sunrise, timewarrior

    /// How the format is named to a person.
    var name: String {
        switch self {
        case .atrest: "an atrest export"
        case .ios: "the Atrest app's export"
        case .zero: "Zero's export"
        case .fasttrack: "FastTrack's export"
        case .sunrise: "Sunrise's export"
        case .timewarrior: "timew export"
        }
    }

    /// What an import reads: the document for the plan, and lines on what was left out.
    package struct Reading: Sendable {
        package var format: ImportFormat
        package var document: ImportDocument
        package var remarks: [String]
    }

    /// Reads `data` as `format`, or as the format its shape shows when `format` is nil.
    ///
    /// `zone` is the person's: the zone of every fast from another app (none of them keeps
    /// one) and of local times they write. `tag` picks Timewarrior's intervals.
    package static func read(
        _ data: Data, as format: ImportFormat?, tag: String?, now: Date, zone: Zone, zones: ZoneDatabase
    ) throws(ImportProblem) -> Reading {
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch {
            if format == .zero || format == .fasttrack || (format == nil && csvHeader(data) != nil) {
                return try readCSV(data, as: format ?? csvHeader(data), tag: tag, now: now, zone: zone)
            }
            throw ImportProblem("", "it is \(error.description)", hint: "atrest help import names the formats it reads")
        }
        let found = format ?? recognise(json)
        if tag != nil, found != .timewarrior {
            throw ImportProblem("", "--tag picks intervals from timew export, and this is \(found.name)", hint: "leave out --tag, or add --from timewarrior")
        }
        let history: ForeignHistory
        switch found {
        case .atrest:
            let document = try ImportDocument.read(json, now: now, localZone: zone, zones: zones)
            return Reading(format: .atrest, document: document, remarks: [])
        case .ios: history = try IOSExport.read(json)
        case .zero: history = try ZeroExport.read(json, zone: zone)
        case .sunrise: history = try SunriseExport.read(json)
        case .timewarrior: history = try TimewarriorExport.read(json, tag: tag)
        case .fasttrack: throw ImportProblem("", "it is JSON, and FastTrack exports CSV", hint: "check the file, or leave out --from")
        }
        let (document, remarks) = try history.document(now: now, zone: zone)
        return Reading(format: found, document: document, remarks: remarks.lines)
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

    private static func readCSV(_ data: Data, as found: ImportFormat?, tag: String?, now: Date, zone: Zone) throws(ImportProblem) -> Reading {
        guard let found, let rows = CSVTable.rows(String(decoding: data, as: UTF8.self)) else {
            throw ImportProblem("", "a quoted field in it never ends; the file may be cut short")
        }
        if tag != nil { throw ImportProblem("", "--tag picks intervals from timew export, and this is \(found.name)") }
        let history = try found == .zero ? ZeroExport.read(csv: rows, zone: zone) : FastTrackExport.read(csv: rows, zone: zone)
        let (document, remarks) = try history.document(now: now, zone: zone)
        return Reading(format: found, document: document, remarks: remarks.lines)
    }

    /// The CSV format whose header is the first line of `data`, looked at before the rest is
    /// read, so that a file of something else is refused as quickly as before.
    private static func csvHeader(_ data: Data) -> ImportFormat? {
        let line = data.prefix(200).split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).first ?? data.prefix(0)
        guard let header = CSVTable.rows(String(decoding: line, as: UTF8.self))?.first else { return nil }
        if CSVTable.header(header, is: ZeroExport.columns) { return .zero }
        if CSVTable.header(header, is: FastTrackExport.columns) { return .fasttrack }
        return nil
    }
}
