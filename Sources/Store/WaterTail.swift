import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The newest entries of a month's water file, read from its end (start-up path:
/// Sources/START-UP.md): `status` and `water add` need today's glasses, and decoding a month
/// of eight a day cost them more than the rest of their work.
///
/// It reads only the layout atrest writes (`RecordLines`: one record to a line), in time
/// order. Each line it reads is decoded and checked as strictly as a whole read checks it,
/// and must not be later than the line after it. Anything else (another layout, a newer version, a file cut
/// short, a line that does not read, a record that fails its checks, lines out of order)
/// gives nil, and the caller reads the month whole, which refuses a damaged file with the
/// place named. The lines before the ones it needs are not read, so not judged (`water`,
/// with or without `--json`, reads a day this way too): every command that reads the month
/// whole (`export`, `doctor`, `sync`, `water remove`) still refuses them when damaged. `status` reads only the file's first bytes and a few
/// kilobytes at its end (`FileEnds`), more when the day begins before them.
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

    /// What the ends of a month's file give (`read(_:since:month:zones:)` over `FileEnds`).
    enum Reading {
        case read(WaterTail)
        /// The lines needed begin before the bytes read: read a longer tail.
        case needsMore
        /// Not as atrest writes it (see the type's note): read the month whole.
        case notAsWritten
    }

    /// The entries from the end of `data` back to the first one before `start`; nil when the
    /// file is not as atrest writes it (see the type's note).
    static func read(_ data: Data, since start: Date, month: WaterMonth, zones database: ZoneDatabase) -> WaterTail? {
        data.withUnsafeBytes { raw -> WaterTail? in
            guard let records = layout.records(in: raw),
                  case .read(let tail) = scan(raw, at: 0, records: records, since: start, month: month, zones: database)
            else { return nil }
            return tail
        }
    }

    /// The same from a file's ends: its first bytes, to see that it begins as atrest writes
    /// it, and its last, which must hold every line `read` would decode (`needsMore` when
    /// they do not). The lines between are neither read nor judged, as lines before the day
    /// are not by a read of the whole file.
    static func read(_ ends: FileEnds, since start: Date, month: WaterMonth, zones database: ZoneDatabase) -> Reading {
        guard !ends.isWhole else { return read(ends.tail, since: start, month: month, zones: database).map(Reading.read) ?? .notAsWritten }
        let begins = ends.head.withUnsafeBytes { layout.begins($0) }
        return ends.tail.withUnsafeBytes { raw -> Reading in
            guard begins, RecordLines.ends(raw) else { return .notAsWritten }
            let end = ends.tailStart + raw.count - RecordLines.tail.count
            return scan(raw, at: ends.tailStart, records: layout.head.count..<end, since: start, month: month, zones: database)
        }
    }

    /// Reads the lines of `records` (places in the file) from the last back to the first one
    /// before `start`, over `raw`, the file's bytes from `offset` on: `needsMore` when a line
    /// needed begins before them.
    private static func scan(
        _ raw: UnsafeRawBufferPointer, at offset: Int, records: Range<Int>, since start: Date, month: WaterMonth, zones database: ZoneDatabase
    ) -> Reading {
        let span = month.start..<month.next.start
        let (first, end) = (records.lowerBound, records.upperBound)
        var zones = ZoneCache(database: database)
        var entries: [WaterEntry] = [], starts: [Int] = []
        var lineEnd = end
        var later: Date?
        while lineEnd > first {
            var lineStart = lineEnd
            while lineStart > first, lineStart > offset, raw[lineStart - offset - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            // The byte before the window is not known: the line may begin earlier.
            if lineStart == offset, offset > first { return .needsMore }
            let line = (lineStart - offset)..<(lineEnd - offset)
            guard let entry: WaterEntry = RecordLines.record(in: raw, line: line, last: lineEnd == end, zones: &zones),
                  span.contains(entry.at), later.map({ entry.at <= $0 }) ?? true
            else { return .notAsWritten }
            entries.append(entry)
            starts.append(lineStart)
            later = entry.at
            if entry.at < start { break }
            lineEnd = lineStart - 1
        }
        let earliest = starts.last ?? end
        return .read(WaterTail(
            entries: entries.reversed(), lineStarts: starts.reversed(), recordsEnd: end,
            hasEarlierLines: earliest > first
        ))
    }

    /// The file with `line` (a record as `RecordFile.write` lays it out, without indent)
    /// put after every entry not later than `entry`; nil when that place is before the lines
    /// read (an entry older than what was read, which a whole read and save then takes).
    func adding(_ entry: WaterEntry, line: ArraySlice<UInt8>, to data: Data) -> Data? {
        // The lines kept unread must at least look whole (`lookWritten`); else the
        // month is read whole, which refuses it with the place named.
        let earlier = Self.layout.head.count..<(lineStarts.first ?? Self.layout.head.count)
        guard data.withUnsafeBytes({ Self.lookWritten($0, lines: earlier) }) else { return nil }
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

    /// Whether every line of `lines` (places in `raw`: whole lines, each with its comma and
    /// newline) has a glass's shape as atrest writes it (`GlassLine`): the indent, `{`, each
    /// member's name where it stands (an instant and an id are of fixed length, in quotes),
    /// digits, a zone's name in quotes, the end and a comma. Not a read: a few comparisons a
    /// line, for the lines a glass added keeps byte for byte unread, so a month a disk cut,
    /// joined or zeroed in its middle is read whole and refused, not saved again over its
    /// previous generation (the copy `doctor --repair` puts back). A byte changed inside a
    /// value keeps the shape; a whole read (`doctor`, `export`) still refuses it.
    static func lookWritten(_ raw: UnsafeRawBufferPointer, lines: Range<Int>) -> Bool {
        guard !lines.isEmpty else { return true }
        guard let base = raw.baseAddress, lines.upperBound <= raw.count, raw[lines.upperBound - 1] == UInt8(ascii: "\n") else { return false }
        let quote = UInt8(ascii: "\"")
        func has(_ words: StaticString, at offset: Int, before end: Int) -> Bool {
            offset + words.utf8CodeUnitCount <= end && memcmp(base + offset, words.utf8Start, words.utf8CodeUnitCount) == 0
        }
        // Where each member's name stands after the line's start: after the value before it,
        // which is of fixed length in quotes.
        let at = RecordLines.indent + 1
        let id = at + GlassLine.at.utf8CodeUnitCount + JSONCursor.storedInstantLength + 2
        let milliliters = id + GlassLine.id.utf8CodeUnitCount + JSONCursor.idLength + 2
        let amount = milliliters + GlassLine.milliliters.utf8CodeUnitCount
        var start = lines.lowerBound
        while start < lines.upperBound {
            guard let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), lines.upperBound - start) else { return false }
            let end = base.distance(to: UnsafeRawPointer(newline))
            guard start + amount < end, has("    {", at: start, before: end), has(GlassLine.at, at: start + at, before: end),
                  raw[start + id - JSONCursor.storedInstantLength - 2] == quote, raw[start + id - 1] == quote,
                  has(GlassLine.id, at: start + id, before: end),
                  raw[start + milliliters - JSONCursor.idLength - 2] == quote, raw[start + milliliters - 1] == quote, has(GlassLine.milliliters, at: start + milliliters, before: end),
                  raw[end - 3] == quote, has(GlassLine.end, at: end - 2, before: end), raw[end - 1] == UInt8(ascii: ","),
                  memchr(base + start, 0, end - start) == nil
            else { return false }
            // The amount's digits, then the zone's name in quotes, without a quote inside.
            var digit = start + amount
            while digit < end, raw[digit] >= UInt8(ascii: "0"), raw[digit] <= UInt8(ascii: "9") { digit += 1 }
            let name = digit + GlassLine.timeZone.utf8CodeUnitCount + 1
            guard digit > start + amount, has(GlassLine.timeZone, at: digit, before: end - 3), name <= end - 3, raw[name - 1] == quote,
                  memchr(base + name, Int32(quote), end - 3 - name) == nil
            else { return false }
            start = end + 1
        }
        return true
    }

    /// One entry's line as `RecordFile.write` writes it, without its indent.
    static func line(_ entry: WaterEntry) throws -> ArraySlice<UInt8>? {
        try layout.line(entry)
    }
}
