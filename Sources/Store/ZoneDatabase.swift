import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Time zones by name, from the system's tz database (`/usr/share/zoneinfo`, or `$TZDIR`).
///
/// A name is a file in the database (`Europe/Lisbon`), a fixed offset as atrest names one
/// (`GMT+0530`), or a POSIX rule such as `TZ` may hold (`CET-1CEST,M3.5.0,M10.5.0/3`).
package struct ZoneDatabase: Sendable {
    /// The folder of compiled zone files.
    package var directory: String
    /// The system's own zone, usually a link into `directory`.
    package var localTime: String
    /// Debian's record of the system zone's name, for a `localTime` that is a copy, not a link.
    package var localTimeName: String
    /// The zone the process runs in, once `remember(_:)` has kept it: what `zone(named:)` gives
    /// for its name without reading the file again, as a command's files mostly name that zone
    /// (start-up path: Sources/START-UP.md; `status` read it three times).
    private var remembered: Zone?

    package init(directory: String = "/usr/share/zoneinfo", localTime: String = "/etc/localtime", localTimeName: String = "/etc/timezone") {
        self.directory = directory
        self.localTime = localTime
        self.localTimeName = localTimeName
    }

    /// The system database, or the one `TZDIR` points at.
    package init(environment: Environment) {
        self.init()
        if let folder = environment["TZDIR"], folder.hasPrefix("/") { directory = folder }
    }

    /// The zone called `name`, or nil when this system does not know it. A name from a file
    /// is looked up by name only (`ZoneName`): never opened as a path, so a name such as
    /// `/dev/tty` or a FIFO's path is no zone and reads nothing.
    package func zone(named name: String) -> Zone? {
        if let remembered, remembered.identifier == name { return remembered }
        if name == "UTC" { return .utc }
        guard ZoneName.isValid(name) else { return nil }
        if let fixed = Zone.fixed(named: name) { return fixed }
        if let path = path(of: name), let rules = rules(at: path) { return Zone(identifier: name, rules: rules) }
        return PosixZoneRule(name).map { Zone(identifier: name, rules: ZoneRules(rule: $0)) }
    }

    /// The zone called `name`; a name this system does not know keeps its name and counts as
    /// UTC, so a file written elsewhere stays readable and is written back unchanged. What is
    /// no zone's name at all (`America/New York`, a path, an older atrest's `UTC ` from `TZ`)
    /// is read as UTC, under that name, so the fast it belongs to is kept, never refused;
    /// `doctor` names it.
    package func zoneOrUTC(named name: String) -> Zone {
        zone(named: name) ?? (ZoneName.isValid(name) ? Zone(identifier: name, rules: ZoneRules(fixedOffset: 0)) : .utc)
    }

    /// Keeps the zone `choice` found for `zone(named:)`, when it is what that reads under the
    /// same name: found by name (`TZ` or the system's link or name), not a file `TZ` gives by
    /// path, a copy, a rule or a name this database does not know.
    package mutating func remember(_ choice: ZoneChoice) {
        switch choice.origin {
        case .systemLink, .systemName:
            remembered = choice.zone
        case .tzZone(let value) where !value.hasPrefix("/") && !value.hasPrefix(":/") && !choice.zone.identifier.hasPrefix("GMT"):
            // (`zone(named:)` may read a name beginning with GMT as a fixed offset instead.)
            remembered = choice.zone
        default:
            break
        }
    }

    /// The zone the environment names, as the C library reads it.
    package func current(environment: Environment) -> Zone {
        choice(environment: environment).zone
    }

    /// The zone the environment names and what named it, as the C library reads them: `TZ`
    /// when it is set (empty means UTC; a zone in the database, else a POSIX rule, else UTC
    /// under the name given), else `/etc/localtime`; `/etc/timezone` only names a copy of it,
    /// or stands in when it is missing.
    package func choice(environment: Environment) -> ZoneChoice {
        if let value = environment["TZ"] {
            let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
            if name.isEmpty { return ZoneChoice(zone: .utc, origin: .tzEmpty) }
            if name == "UTC" { return ZoneChoice(zone: .utc, origin: .tzZone(value)) }
            if name.hasPrefix("/") {
                // A path into the database (`TZ=/usr/share/zoneinfo/Asia/Tokyo`) is that zone, kept
                // under its name: a path means nothing on another computer, so one naming no zone
                // is a TZ atrest cannot read and is never written into a record.
                if let named = Self.zoneName(inLink: name), let zone = zone(named: named), let rules = rules(at: name) {
                    return ZoneChoice(zone: Zone(identifier: zone.identifier, rules: rules), origin: .tzZone(value))
                }
                return ZoneChoice(zone: .utc, origin: .tzUnreadable(value))
            }
            if ZoneName.isDatabaseName(name), let path = path(of: name), let rules = rules(at: path) {
                return ZoneChoice(zone: Zone(identifier: name, rules: rules), origin: .tzZone(value))
            }
            if ZoneName.isValid(name), let rule = PosixZoneRule(name) {
                // A rule without daylight time is a fixed offset, kept under atrest's own name for
                // one (`GMT+05:00` is five hours west: `GMT-0500`), which reads back the same from files.
                let zone = rule.daylight == nil ? Zone.fixed(offsetSeconds: rule.standardOffset) : nil
                return ZoneChoice(zone: zone ?? Zone(identifier: name, rules: ZoneRules(rule: rule)), origin: .tzRule(value))
            }
            // Neither (`UTC `, `America/New York`, `Europe/Zürich`, a zone this system lacks):
            // UTC, as the C library reads it, under UTC's own name, never the text of TZ.
            return ZoneChoice(zone: .utc, origin: .tzUnreadable(value))
        }
        if let target = Self.linkTarget(localTime), let name = Self.zoneName(inLink: target), let zone = zone(named: name) {
            return ZoneChoice(zone: zone, origin: .systemLink(localTime))
        }
        let named = Self.contents(localTimeName).flatMap { data in
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
        if let copy = Self.contents(localTime), let rules = TZifReader.rules(Array(copy)) {
            // A copy rather than a link: /etc/timezone names it only if that zone's file is the same.
            if let named, let path = path(of: named), Self.contents(path) == copy {
                return ZoneChoice(zone: Zone(identifier: named, rules: rules), origin: .systemCopy(localTime, namedIn: localTimeName))
            }
            return ZoneChoice(zone: Zone(identifier: "localtime", rules: rules), origin: .systemCopy(localTime, namedIn: nil))
        }
        if let named, let zone = zone(named: named) {
            return ZoneChoice(zone: zone, origin: .systemName(localTimeName, missing: localTime))
        }
        return ZoneChoice(zone: .utc, origin: .nothing(localTime))
    }

    /// What the symbolic link at `path` points to, as written in it; nil if it is no link.
    private static func linkTarget(_ path: String) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let count = readlink(path, base, buffer.count)
            guard count > 0, count < buffer.count else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    /// The zone a link into the database names: what follows its first `zoneinfo/`
    /// (`/usr/share/zoneinfo/Europe/Lisbon` names `Europe/Lisbon`). Found by bytes, not with
    /// `firstRange(of:)`, which builds a table of `Character`s on every start.
    static func zoneName(inLink target: String) -> String? {
        let marker = Array("zoneinfo/".utf8)
        let bytes = Array(target.utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
        }
        return nil
    }

    /// Where the file for `name` is: inside `directory`, for names made of plain parts only
    /// (no `..` can reach outside it, and no path is taken as given).
    private func path(of name: String) -> String? {
        if name == "localtime" { return localTime }
        // Each part between slashes is not empty, does not begin with a dot and holds only
        // these bytes. Checked over the bytes: `split` made an array of substrings, whose type
        // the runtime built from its mangled name, 14,000 instructions of every command
        // (start-up path: Sources/START-UP.md).
        var atPartStart = true
        for byte in name.utf8 {
            if byte == UInt8(ascii: "/") {
                if atPartStart { return nil }
                atPartStart = true
                continue
            }
            if atPartStart && byte == UInt8(ascii: ".") { return nil }
            guard (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            else { return nil }
            atPartStart = false
        }
        return atPartStart ? nil : directory + "/" + name
    }

    private func rules(at path: String) -> ZoneRules? {
        // Copied through its buffer: `Array(data)` iterated the Data, a tuple type made at run
        // time (start-up path: Sources/START-UP.md).
        Self.contents(path).flatMap { data in TZifReader.rules(data.withUnsafeBytes { [UInt8]($0) }) }
    }

    /// A file's bytes, when it is a regular file (never a FIFO's writer waited for or a
    /// terminal read) and of a size a zone file can have.
    ///
    /// Read through the store's own file layer: every command reads its zone at start, and
    /// `FileManager` cost 60,000 instructions more (start-up path: Sources/START-UP.md).
    private static func contents(_ path: String) -> Data? {
        guard let data = try? LiveFileSystem().contents(ofRegularFile: path, upTo: 1 << 20), data.count < 1 << 20 else { return nil }
        return data
    }
}

/// Time zones by identifier, looked up once per file rather than once per record.
///
/// A file names a handful of zones, so they are kept in a list searched from the latest
/// (start-up path: Sources/START-UP.md). The first two are kept apart: most files name one
/// zone or two (the person's and UTC, from an import), and a list of a type of ours is built
/// by the runtime on first use (11,000 instructions).
package struct ZoneCache {
    let database: ZoneDatabase
    private var first: Known?
    private var second: Known?
    private var others: [Known] = []

    private struct Known {
        /// Compared with a file's bytes in place, through its own UTF-8: a copy in a `[UInt8]`
        /// was an array type the runtime built at start (start-up path: Sources/START-UP.md).
        let name: String
        let zone: Zone

        func named(_ bytes: UnsafeRawBufferPointer) -> Bool {
            name.utf8.withContiguousStorageIfAvailable { stored in
                guard stored.count == bytes.count else { return false }
                guard let stored = stored.baseAddress, let given = bytes.baseAddress else { return true }
                return memcmp(stored, given, bytes.count) == 0
            } ?? name.utf8.elementsEqual(bytes)
        }
    }

    init(database: ZoneDatabase) {
        self.database = database
    }

    /// The latest zone kept for which `matches` holds.
    private func known(where matches: (Known) -> Bool) -> Zone? {
        var index = others.count
        while index > 0 {
            index -= 1
            if matches(others[index]) { return others[index].zone }
        }
        if let second, matches(second) { return second.zone }
        if let first, matches(first) { return first.zone }
        return nil
    }

    /// The named zone; an identifier this system does not know keeps its name and reads as
    /// UTC rather than making the whole file unreadable (instants are stored in UTC and stay exact).
    mutating func zone(_ identifier: String) -> Zone {
        if let zone = known(where: { $0.name == identifier }) { return zone }
        let zone = database.zoneOrUTC(named: identifier)
        var name = identifier
        name.makeContiguousUTF8()
        let known = Known(name: name, zone: zone)
        if first == nil { first = known } else if second == nil { second = known } else { others.append(known) }
        return zone
    }

    /// The zone named by the UTF-8 `bytes`, compared in place so that a file of records in
    /// one zone makes no string per record; nil when the bytes are not UTF-8.
    mutating func zone(utf8 bytes: UnsafeRawBufferPointer) -> Zone? {
        // The first zone met, byte by byte in place: a file's records are almost all in one
        // zone, and the search below cost some 200 instructions a record.
        if let first, first.named(bytes) { return first.zone }
        let found = known { $0.named(bytes) }
        if let found { return found }
        // Decoded and compared back rather than `String(bytes:encoding:)`, whose generic
        // decoders cost `status` 8,000 instructions and a few pages (start-up path: Sources/START-UP.md).
        var name = String(decoding: bytes, as: UTF8.self)
        let valid = name.withUTF8 { decoded in
            guard decoded.count == bytes.count, let stored = decoded.baseAddress, let given = bytes.baseAddress else { return decoded.count == bytes.count }
            return memcmp(stored, given, bytes.count) == 0
        }
        guard valid else { return nil }
        return zone(name)
    }
}
