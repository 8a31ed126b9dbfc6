import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The newest entries of a month's water file, read from its end (start-up path:
/// Sources/START-UP.md): `status` and `water add` need today's glasses, and decoding a month
/// of eight a day cost them more than the rest of their work.
///
/// It reads only the layout atrest writes (`RecordLines`: one record to a line), in time
/// order. Each line it reads is decoded and checked as strictly as a whole read checks it,
/// and must not be later than the line after it. Anything else (another layout, a newer version, a file cut
/// short, a line that does not read, a record that fails its checks, lines out of order)
/// gives nil, and the caller reads the month whole, which refuses a damaged file with the
/// place named. The lines before the ones it needs are not read, so not judged: every
/// command that reads the month whole (`water --json`, `log`, `export`, `doctor`, `sync`)
/// still refuses them when damaged.
struct WaterTail {
    /// The entries read, oldest first: every one at or after the start asked for, and the
    /// line before them (when there is one), which told where to stop.
    var entries: [WaterEntry]
    /// Where each entry's line starts in the file, in step with `entries`.
    var lineStarts: [Int]
    /// Where the records end (the newline before the closing bracket's line).
    var recordsEnd: Int
    /// Whether the file holds lines before the first of `entries`, or lines at all.
    var hasEarlierLines: Bool
    var isEmpty: Bool { entries.isEmpty && !hasEarlierLines }

    static let layout = RecordLines(key: "entries")
    /// A month with no entries, as `RecordFile.write` writes it.
    static var emptyDocument: Data { layout.emptyDocument }

    /// The entries from the end of `data` back to the first one before `start`; nil when the
    /// file is not as atrest writes it (see the type's note).
    static func read(_ data: Data, since start: Date, month: WaterMonth, zones database: ZoneDatabase) -> WaterTail? {
        let span = month.start..<month.next.start
        return data.withUnsafeBytes { raw -> WaterTail? in
            guard let records = layout.records(in: raw) else { return nil }
            let (first, end) = (records.lowerBound, records.upperBound)
            var zones = ZoneCache(database: database)
            let fields = WaterEntry.fields
            var entries: [WaterEntry] = [], starts: [Int] = []
            var lineEnd = end
            var later: Date?
            while lineEnd > first {
                var lineStart = lineEnd
                while lineStart > first, raw[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                guard let entry: WaterEntry = RecordLines.record(in: raw, line: lineStart..<lineEnd, last: lineEnd == end, fields: fields, zones: &zones),
                      span.contains(entry.at), later.map({ entry.at <= $0 }) ?? true
                else { return nil }
                entries.append(entry)
                starts.append(lineStart)
                later = entry.at
                if entry.at < start { break }
                lineEnd = lineStart - 1
            }
            let earliest = starts.last ?? end
            return WaterTail(
                entries: entries.reversed(), lineStarts: starts.reversed(), recordsEnd: end,
                hasEarlierLines: earliest > first
            )
        }
    }

    /// The file with `line` (a record as `RecordFile.write` lays it out, without indent)
    /// put after every entry not later than `entry`; nil when that place is before the lines
    /// read (an entry older than what was read, which a whole read and save then takes).
    func adding(_ entry: WaterEntry, line: ArraySlice<UInt8>, to data: Data) -> Data? {
        let indent = [UInt8](repeating: UInt8(ascii: " "), count: RecordLines.indent)
        guard let index = entries.lastIndex(where: { $0.at <= entry.at }).map({ $0 + 1 }) ?? (hasEarlierLines ? nil : 0) else {
            return nil
        }
        // Built in one Data: callgrind counts every byte a copy moves, and a month is 37 kB.
        var bytes = Data(capacity: data.count + line.count + 8)
        if index == entries.count {
            // After the last line, which now takes a comma.
            bytes.append(data[data.startIndex..<data.startIndex + recordsEnd])
            if !isEmpty { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
            bytes.append(contentsOf: indent)
            bytes.append(contentsOf: line)
            bytes.append(data[(data.startIndex + recordsEnd)...])
        } else {
            let at = data.startIndex + lineStarts[index]
            bytes.append(data[data.startIndex..<at])
            bytes.append(contentsOf: indent)
            bytes.append(contentsOf: line)
            bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")])
            bytes.append(data[at...])
        }
        return bytes
    }

    /// One entry's line as `RecordFile.write` writes it, without its indent.
    static func line(_ entry: WaterEntry) throws -> ArraySlice<UInt8>? {
        try layout.line(entry)
    }
}
