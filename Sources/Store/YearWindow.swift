import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON

/// The fasts of one year file that ended within a window, without decoding the rest of the
/// year: `calendar` shows a month, and decoding the year's 365 fasts to find that month's
/// thirty was three quarters of it (3.1 of 4.2 million instructions, callgrind, 2026-11-28).
///
/// It reads only the layout atrest writes (`RecordLines`: one record to a line), each line
/// beginning with the fast's end (`{"end" : "2026-11-20T07:30:00Z"`, its members in the
/// writer's order). A line whose end, read from those bytes, is in the file's year and before the
/// window (or after it) is passed over; every other line is decoded and checked as strictly
/// as a whole read checks it, its end in the file's year. Anything else (another layout, a
/// newer version, a file cut short, a line that does not read, a record that fails its
/// checks) gives nil, and the caller reads the year whole, which refuses a damaged file with
/// the place named. The lines passed over are not judged, as `WaterTail` does not judge the
/// lines before today: `log`, `export`, `doctor`, `sync` and every change read the year whole
/// and still refuse them when damaged.
enum YearWindow {
    static let layout = RecordLines(key: "sessions")
    /// What begins a record's line: its indent and the first member's key.
    static let lead = Array("    {\"end\" : \"".utf8)

    /// The fasts of `data` (the file of `year`) that ended within `window`, in the file's
    /// order; nil when the file is not as atrest writes it (see the type's note).
    static func read(_ data: Data, year: Int, window: Range<Date>, zones database: ZoneDatabase) -> [FastingSession]? {
        let span = HistoryYear.start(of: year)..<HistoryYear.start(of: year + 1)
        let lower = Array(Timestamp.formatUTC(window.lowerBound).utf8)
        let upper = Array(Timestamp.formatUTC(window.upperBound).utf8)
        // Whole seconds in the 19 bytes compared below; anything else is decoded.
        let bounded = lower.count == 20 && upper.count == 20
        let yearDigits = Array(String(year).utf8)
        guard yearDigits.count == 4 else { return nil }
        return data.withUnsafeBytes { raw -> [FastingSession]? in
            guard let records = layout.records(in: raw), !records.isEmpty else { return nil }
            let end = records.upperBound
            var zones = ZoneCache(database: database)
            let fields = FastingSession.fields
            var sessions: [FastingSession] = []
            var lineStart = records.lowerBound
            while lineStart < end {
                let lineEnd = nextNewline(raw, from: lineStart, end: end)
                // A record's line: its lead, the record, a comma unless it is the last.
                let comma = lineEnd < end
                guard lineEnd - lineStart > lead.count + 21, begins(raw, at: lineStart, with: lead),
                      raw[lineEnd - 1] == (comma ? UInt8(ascii: ",") : UInt8(ascii: "}")),
                      !comma || raw[lineEnd - 2] == UInt8(ascii: "}")
                else { return nil }
                let stamp = lineStart + lead.count
                if bounded, let outside = outside(raw, at: stamp, lower: lower, upper: upper, year: yearDigits) {
                    guard outside else { return nil }
                } else {
                    guard let session: FastingSession = RecordLines.record(in: raw, line: lineStart..<lineEnd, last: !comma, fields: fields, zones: &zones),
                          span.contains(session.end)
                    else { return nil }
                    if window.contains(session.end) { sessions.append(session) }
                }
                lineStart = lineEnd + 1
            }
            return sessions
        }
    }

    /// Whether `raw` holds `bytes` at `at`, compared by hand: `elementsEqual` on a slice of
    /// the buffer cost 500 instructions a line.
    private static func begins(_ raw: UnsafeRawBufferPointer, at: Int, with bytes: [UInt8]) -> Bool {
        guard at + bytes.count <= raw.count else { return false }
        for offset in 0..<bytes.count where raw[at + offset] != bytes[offset] { return false }
        return true
    }

    /// Whether the end written at `at` (`2026-11-20T07:30:00Z`, or with a fraction of a
    /// second) is before `lower` or after `upper` by its bytes alone: true when it is; false
    /// when it is outside the file's year (the line is damaged); nil when it must be decoded
    /// (within the window, at a bound's very second, or not written as atrest writes it).
    private static func outside(_ raw: UnsafeRawBufferPointer, at: Int, lower: [UInt8], upper: [UInt8], year: [UInt8]) -> Bool? {
        guard at + 21 <= raw.count else { return nil }
        // YYYY-MM-DDTHH:MM:SS, then Z or a fraction.
        for offset in 0..<19 {
            let byte = raw[at + offset]
            switch offset {
            case 4, 7: guard byte == UInt8(ascii: "-") else { return nil }
            case 10: guard byte == UInt8(ascii: "T") else { return nil }
            case 13, 16: guard byte == UInt8(ascii: ":") else { return nil }
            default: guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            }
        }
        let next = raw[at + 19]
        guard next == UInt8(ascii: "Z") || next == UInt8(ascii: ".") else { return nil }
        guard begins(raw, at: at, with: year) else { return false }
        // Whole seconds: before the lower bound's second is before it, past the upper's is past it.
        if order(raw, at: at, against: lower) < 0 || order(raw, at: at, against: upper) > 0 { return true }
        return nil
    }

    /// How the 19 bytes at `at` sort against the first 19 of `bound`: below zero, zero, above.
    private static func order(_ raw: UnsafeRawBufferPointer, at: Int, against bound: [UInt8]) -> Int {
        for offset in 0..<19 where raw[at + offset] != bound[offset] {
            return Int(raw[at + offset]) - Int(bound[offset])
        }
        return 0
    }

    /// The index of the first newline at or after `from`, or `end`: eight bytes at a time.
    static func nextNewline(_ raw: UnsafeRawBufferPointer, from: Int, end: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newlines = ones &* UInt64(UInt8(ascii: "\n"))
        var index = from
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlines
            // A byte of `word` is zero, a newline in the text, only if this is not zero.
            if (word &- ones) & ~word & highs != 0 { break }
            index += 8
        }
        while index < end, raw[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
