#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time zone: a name and the offsets from UTC in force over time.
///
/// atrest reads zones from the system's tz database itself (`TZifReader`, `PosixZoneRule`)
/// rather than through Foundation's `TimeZone`, which on Linux needs ICU linked into the
/// binary: tens of megabytes, and a slower start for every command.
///
/// Two zones are the same zone when they have the same name. Every fast and glass of water
/// carries its zone, so a zone is one shared reference, cheap to copy.
package struct Zone: Sendable, Hashable, CustomStringConvertible {
    private final class Storage: Sendable {
        let identifier: String
        let rules: ZoneRules
        let hasValidName: Bool

        init(identifier: String, rules: ZoneRules) {
            self.identifier = identifier
            self.rules = rules
            hasValidName = ZoneName.isValid(identifier)
        }
    }

    private let storage: Storage

    /// The name atrest stores beside each instant: `Europe/Lisbon`, `GMT+0530`, `UTC`.
    package var identifier: String { storage.identifier }
    private var rules: ZoneRules { storage.rules }
    /// Whether `identifier` is a name as files keep it (`ZoneName.isValid`), worked out once
    /// for the zone: every fast and glass read is checked by it, all of them sharing a few zones.
    package var hasValidName: Bool { storage.hasValidName }

    package init(identifier: String, rules: ZoneRules) {
        storage = Storage(identifier: identifier, rules: rules)
    }

    /// Coordinated Universal Time.
    package static let utc = Zone(identifier: "UTC", rules: ZoneRules(fixedOffset: 0))

    /// A zone that keeps `offsetSeconds` east of UTC all year, named like `GMT+0530`
    /// (and plain `GMT` for no offset); nil beyond ±18 hours.
    package static func fixed(offsetSeconds: Int) -> Zone? {
        guard abs(offsetSeconds) <= 18 * 3600 else { return nil }
        return Zone(identifier: fixedName(offsetSeconds), rules: ZoneRules(fixedOffset: offsetSeconds))
    }

    /// Reads a fixed zone's name as `fixed(offsetSeconds:)` writes it (`GMT`, `GMT+0530`, `GMT-08:00`).
    package static func fixed(named name: String) -> Zone? {
        let bytes = Array(name.utf8)
        guard bytes.starts(with: Array("GMT".utf8)) else { return nil }
        if bytes.count == 3 { return fixed(offsetSeconds: 0) }
        let digits = bytes[4...].filter { $0 != UInt8(ascii: ":") }
        guard bytes[3] == UInt8(ascii: "+") || bytes[3] == UInt8(ascii: "-"), digits.count == 4,
              digits.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let hours = value / 100, minutes = value % 100
        guard minutes < 60 else { return nil }
        let seconds = (hours * 3600 + minutes * 60) * (bytes[3] == UInt8(ascii: "-") ? -1 : 1)
        return fixed(offsetSeconds: seconds).map { Zone(identifier: name, rules: $0.rules) }
    }

    private static func fixedName(_ offsetSeconds: Int) -> String {
        guard offsetSeconds != 0 else { return "GMT" }
        let minutes = abs(offsetSeconds) / 60
        return "GMT\(offsetSeconds < 0 ? "-" : "+")\(Timestamp.pad(minutes / 60, 2))\(Timestamp.pad(minutes % 60, 2))"
    }

    /// Seconds east of UTC at `date`.
    package func secondsFromGMT(for date: Date) -> Int {
        rules.offset(at: Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    /// Seconds east of UTC at `seconds` since 1970 UTC.
    package func offset(at seconds: Int64) -> Int {
        rules.offset(at: seconds)
    }

    /// Every change of offset within `range` (seconds since 1970 UTC), earliest first.
    package func changes(in range: ClosedRange<Int64>) -> [OffsetChange] {
        rules.changes(in: range)
    }

    package var description: String { identifier }

    package static func == (lhs: Zone, rhs: Zone) -> Bool {
        lhs.storage === rhs.storage || lhs.identifier == rhs.identifier
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
