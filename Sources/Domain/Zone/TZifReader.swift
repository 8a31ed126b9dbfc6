/// Reads the compiled time zone files of the tz database (TZif, RFC 8536).
///
/// Version 1 data (32-bit times) is used only when a file has nothing newer; version 2 and
/// later carry 64-bit times and a footer rule for the years after the table ends. Leap
/// second records are skipped: atrest counts time as POSIX does. Anything out of bounds or
/// out of order makes the whole file unreadable rather than half-read.
package enum TZifReader {
    package static func rules(_ bytes: [UInt8]) -> ZoneRules? {
        var reader = ByteReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        guard first.version >= 2 else { return reader.body(first, timeSize: 4) }
        guard reader.skip(first.bodySize(timeSize: 4)), let second = reader.header() else { return nil }
        return reader.body(second, timeSize: 8)
    }
}

private struct Header {
    var version: Int
    var utIndicators, standardIndicators, leapSeconds, transitions, types, characters: Int

    func bodySize(timeSize: Int) -> Int {
        transitions * timeSize + transitions + types * 6 + characters
            + leapSeconds * (timeSize + 4) + standardIndicators + utIndicators
    }
}

private struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, bytes.count - index >= count else { return false }
        index += count
        return true
    }

    mutating func integer(size: Int) -> Int64? {
        guard bytes.count - index >= size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] { value = value << 8 | UInt64(byte) }
        index += size
        // Big-endian two's complement of `size` bytes.
        let shift = UInt64(64 - size * 8)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }

    mutating func header() -> Header? {
        guard bytes.count - index >= 44, bytes[index..<index + 4].elementsEqual("TZif".utf8) else { return nil }
        let versionByte = bytes[index + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
        guard (1...9).contains(version) else { return nil }
        index += 20
        // Six counts read one by one, not gathered in an [Int] (start-up path: Sources/START-UP.md).
        guard let utIndicators = count(), let standardIndicators = count(), let leapSeconds = count(),
              let transitions = count(), let types = count(), let characters = count()
        else { return nil }
        return Header(
            version: version, utIndicators: utIndicators, standardIndicators: standardIndicators, leapSeconds: leapSeconds,
            transitions: transitions, types: types, characters: characters
        )
    }

    /// One of a header's counts: four bytes, at most 2^20.
    mutating func count() -> Int? {
        guard let count = integer(size: 4), (0...1 << 20).contains(count) else { return nil }
        return Int(count)
    }

    mutating func body(_ header: Header, timeSize: Int) -> ZoneRules? {
        let bodyStart = index
        guard header.types >= 1, bytes.count - index >= header.bodySize(timeSize: timeSize) else { return nil }
        var times: [Int64] = []
        times.reserveCapacity(header.transitions)
        for _ in 0..<header.transitions {
            guard let time = integer(size: timeSize), times.last.map({ $0 < time }) ?? true else { return nil }
            times.append(time)
        }
        // Each transition's type, an index into the offsets that follow; read once they are
        // known rather than kept in an [Int] (start-up path: Sources/START-UP.md).
        let typeIndicesStart = index
        index += header.transitions
        var typeOffsets: [Int64] = []
        for _ in 0..<header.types {
            guard let offset = integer(size: 4), abs(offset) <= 26 * 3600 else { return nil }
            typeOffsets.append(offset)
            index += 2  // is-DST flag and abbreviation index: atrest needs neither
        }
        var offsets: [Int64] = []
        offsets.reserveCapacity(header.transitions)
        for typeIndex in bytes[typeIndicesStart..<typeIndicesStart + header.transitions] {
            guard Int(typeIndex) < header.types else { return nil }
            offsets.append(typeOffsets[Int(typeIndex)])
        }
        // Abbreviations, leap seconds and indicators follow; the footer comes after them.
        index = bodyStart + header.bodySize(timeSize: timeSize)
        var rule: PosixZoneRule?
        if header.version >= 2 {
            guard let text = footer() else { return nil }
            rule = PosixZoneRule(text)
        }
        return ZoneRules(
            transitions: times, offsets: offsets,
            initialOffset: Int(typeOffsets[0]), rule: rule
        )
    }

    /// The text between the two newlines that end a version 2 file (empty when the table
    /// covers all time); nil when they are missing, as in a file cut short.
    mutating func footer() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\n"),
              let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    }
}
