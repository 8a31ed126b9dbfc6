#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// ISO 8601 text for instants: `2026-11-20T20:00:00+01:00`, `…Z`, or local `2026-11-20T20:00`.
///
/// Hand-written rather than `ISO8601DateFormatter` because history files hold thousands of
/// instants and because the accepted forms are exactly the ones the command contract names.
package enum Timestamp {
    /// The earliest instant atrest keeps, 1900-01-01T00:00:00Z: no one recording a fast
    /// today began one before it, and history is filed by four-digit year.
    package static let earliest = Date(timeIntervalSince1970: -2_208_988_800)

    /// The latest instant the text form holds, 9999-12-31T23:59:59Z: the year has four digits.
    package static let latest = Date(timeIntervalSince1970: 253_402_300_799)

    /// `date` as `YYYY-MM-DDTHH:MM:SS±HH:MM` in `timeZone` (`Z` when the offset is zero).
    ///
    /// Offsets are written in whole minutes, so an old local mean time such as Kolkata's
    /// +05:21:10 before 1906 is rounded to the nearest minute and the clock reading shifted
    /// with it: the text always names exactly `date`, never one a few seconds away.
    package static func format(_ date: Date, in timeZone: Zone) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        write(date, in: timeZone, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same text appended to `bytes`: `log --json` and `export` write thousands of
    /// instants, and making a `String` of each first was a tenth of their time.
    package static func write(_ date: Date, in timeZone: Zone, into bytes: inout [UInt8]) {
        let offset = Int((Double(timeZone.secondsFromGMT(for: date)) / 60).rounded()) * 60
        let civil = CivilTime(date, offsetSeconds: offset)
        guard (0...9999).contains(civil.year), abs(offset) < 100 * 3600 else {
            bytes += (formatCivil(civil) + formatOffset(offset)).utf8
            return
        }
        digits(civil, offset: offset, into: &bytes)
    }

    /// The same text written at `out` (at most 25 bytes), and how many bytes it is; nil for
    /// an instant beyond the four-digit years, which `write(_:in:into:)` spells another way.
    /// For a record made in one buffer (`log --json`, `export`).
    package static func write(_ date: Date, in timeZone: Zone, to out: UnsafeMutablePointer<UInt8>) -> Int? {
        let offset = Int((Double(timeZone.secondsFromGMT(for: date)) / 60).rounded()) * 60
        let civil = CivilTime(date, offsetSeconds: offset)
        guard (0...9999).contains(civil.year), abs(offset) < 100 * 3600 else { return nil }
        return digits(civil, offset: offset, to: out)
    }

    /// Made on the stack and appended once (every record written has one or two).
    private static func digits(_ c: CivilTime, offset: Int, into bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 25) { out in
            guard let base = out.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: digits(c, offset: offset, to: base)))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS` and the offset (`Z` or `±HH:MM`), digit by digit, at `out`
    /// (25 bytes at most); the count written. Every part has its fixed place, and each pair of
    /// digits comes by constant divisors (a loop over a divisor divided at run time, then a
    /// nested function keeping the place, were a third of writing an instant). The guard in
    /// `write` keeps the year in 0...9999 and the offset's hours under 100; every other part
    /// is under 100.
    private static func digits(_ c: CivilTime, offset: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        @inline(__always) func pair(_ value: Int, _ at: Int) {
            out[at] = UInt8(truncatingIfNeeded: 48 + value / 10)
            out[at + 1] = UInt8(truncatingIfNeeded: 48 + value % 10)
        }
        pair(c.year / 100, 0)
        pair(c.year % 100, 2)
        out[4] = UInt8(ascii: "-")
        pair(c.month, 5)
        out[7] = UInt8(ascii: "-")
        pair(c.day, 8)
        out[10] = UInt8(ascii: "T")
        pair(c.hour, 11)
        out[13] = UInt8(ascii: ":")
        pair(c.minute, 14)
        out[16] = UInt8(ascii: ":")
        pair(c.second, 17)
        guard offset != 0 else {
            out[19] = UInt8(ascii: "Z")
            return 20
        }
        let minutes = abs(offset) / 60
        out[19] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        pair(minutes / 60, 20)
        out[22] = UInt8(ascii: ":")
        pair(minutes % 60, 23)
        return 25
    }

    /// `date` in UTC, as stored on disk: `2026-11-20T19:00:00Z`.
    package static func formatUTC(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        writeUTC(date, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same text appended to `bytes`, for the files' writers.
    package static func writeUTC(_ date: Date, into bytes: inout [UInt8]) {
        let c = CivilTime(date, offsetSeconds: 0)
        guard (0...9999).contains(c.year) else {
            bytes += (formatCivil(c) + "Z").utf8
            return
        }
        digits(c, offset: 0, into: &bytes)
    }

    /// Reads an ISO 8601 instant. Text without an offset is a local reading in `localZone`;
    /// without `localZone` such text is refused (stored data always carries its offset).
    package static func parse(_ text: String, localZone: Zone? = nil) -> Date? {
        if let date = parseStoredUTC(text) { return date }
        var scanner = DigitScanner(text)
        guard let year = scanner.number(digits: 4), scanner.take("-"),
              let month = scanner.number(digits: 2), scanner.take("-"),
              let day = scanner.number(digits: 2), scanner.take("T") || scanner.take(" ") || scanner.take("t"),
              let hour = scanner.number(digits: 2), scanner.take(":"),
              let minute = scanner.number(digits: 2)
        else { return nil }
        var second = 0
        if scanner.take(":") {
            guard let value = scanner.number(digits: 2) else { return nil }
            second = value
            if scanner.take(".") || scanner.take(",") {
                // Fractions of a second are accepted and dropped: atrest keeps whole seconds.
                guard scanner.skipDigits() > 0 else { return nil }
            }
        }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard civil.isValid else { return nil }
        if scanner.isAtEnd {
            guard let localZone else { return nil }
            return LocalTime.date(for: civil, in: localZone)
        }
        guard let offset = scanner.offset(), scanner.isAtEnd else { return nil }
        return civil.date(offsetSeconds: offset)
    }

    /// An instant from the UTF-8 bytes of its text, as `parse(_:)` reads it (stored data:
    /// an offset is required). The stored form is read in place, without making a string.
    package static func parse(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
        if let date = parseStoredUTC(bytes.bindMemory(to: UInt8.self)) { return date }
        return String(bytes: bytes, encoding: .utf8).flatMap { parse($0) }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` only, from UTF-8 bytes: nil for any other byte anywhere (a
    /// quote, a backslash, a control character included), and for any other form.
    package static func parseStored(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
        parseStoredUTC(bytes.bindMemory(to: UInt8.self))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form every stored instant has, read without copying:
    /// history holds thousands. Anything else is left to the general reader.
    private static func parseStoredUTC(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable { parseStoredUTC($0) } ?? nil
    }

    private static func parseStoredUTC(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        // Each digit's value, and one flag for any byte that is not a digit: no optional per
        // part, since every instant of every record read comes through here.
        var notDigit = false
        func number(_ from: Int, _ count: Int) -> Int {
            var value = 0
            for index in from..<(from + count) {
                let digit = bytes[index] &- 48
                notDigit = notDigit || digit > 9
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        let year = number(0, 4), month = number(5, 2), day = number(8, 2)
        let hour = number(11, 2), minute = number(14, 2), second = number(17, 2)
        guard !notDigit else { return nil }
        let civil = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return civil.isValid ? civil.date(offsetSeconds: 0) : nil
    }

    private static func formatCivil(_ c: CivilTime) -> String {
        "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))"
    }

    private static func formatOffset(_ offset: Int) -> String {
        guard offset != 0 else { return "Z" }
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset) / 60
        return "\(sign)\(pad(magnitude / 60, 2)):\(pad(magnitude % 60, 2))"
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }
}

/// Reads ASCII digits and punctuation from the front of a string.
struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index == bytes.count }

    mutating func take(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, index < bytes.count, bytes[index] == ascii else { return false }
        index += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard index + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += digits
        return value
    }

    mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH`, in seconds east of UTC.
    mutating func offset() -> Int? {
        if take("Z") || take("z") { return 0 }
        let sign: Int
        if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
        guard let hours = number(digits: 2), hours <= 18 else { return nil }
        var minutes = 0
        if !isAtEnd {
            _ = take(":")
            guard let value = number(digits: 2), value < 60 else { return nil }
            minutes = value
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
