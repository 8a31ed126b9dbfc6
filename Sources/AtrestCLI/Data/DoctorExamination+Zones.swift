import Domain
import Interchange
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
import JSON
import Store

extension DoctorExamination {
    /// Zone names in a readable file that atrest cannot show times in, once a file each kind:
    /// - no zone's name at all (`America/New York`, `UTC `, a path): what an older atrest wrote
    ///   from a `TZ` it could not read. The store reads each as UTC, as its times were counted
    ///   when written, and the next save writes UTC.
    /// - a zone's name this computer's zone database does not hold (a zone newer than its
    ///   tzdata, from another computer's sync): read as UTC here, and the name is kept.
    /// Nothing needs doing (there is nothing for `--repair` to do), so both are notes.
    func zoneNameFindings(_ file: DataFile, bytes: Data) -> [DoctorFinding] {
        let isKnown = reads.knowsZone
        if Self.namesOnlyZones(bytes, isKnown: isKnown) { return [] }
        guard let document = try? JSONValue.parse(bytes) else { return [] }
        var names: [String] = []
        Self.collectZoneNames(document, into: &names)
        let noNames = names.filter { !ZoneName.isValid($0) }
        let unknown = names.filter { ZoneName.isValid($0) && !isKnown($0) }
        var found: [DoctorFinding] = []
        if let first = noNames.first {
            found.append(DoctorFinding(
                subject: shown(file.path), weight: .note,
                lines: ["names the time zone \(ImportProblem.quoted(first))\(Self.others(noNames)), which is no zone's name: a TZ atrest could not read when the record was written. Its times are read as UTC, as they were counted then, and every record is kept; the next save writes UTC in its place."]
            ))
        }
        if let first = unknown.first {
            found.append(DoctorFinding(
                subject: shown(file.path), weight: .note,
                lines: ["names the time zone \(ImportProblem.quoted(first))\(Self.others(unknown)), which this computer's time zone database does not hold. Its times are shown in UTC here; the name is kept as written, so a computer that knows the zone shows them in it."],
                advice: "A newer time zone database (the system's tzdata) may know it."
            ))
        }
        return found
    }

    private static func others(_ names: [String]) -> String {
        let others = Set(names).count - 1
        return others == 0 ? "" : " (and \(others) other such \(others == 1 ? "name" : "names"))"
    }

    private static func collectZoneNames(_ value: JSONValue, into names: inout [String]) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                if key == "timeZone", case .string(let name) = member { names.append(name) } else { collectZoneNames(member, into: &names) }
            }
        case .array(let items):
            for item in items { collectZoneNames(item, into: &names) }
        default:
            break
        }
    }

    /// Whether every `timeZone` member in `bytes` is a string `isKnown` takes, seen without
    /// building the document's tree (ten years of water are 30,000 of them). In bytes with no
    /// backslash no string holds a quote or an escape, so each member of that name is these
    /// very bytes and a colon; anything else seen (a backslash, a value that is no plain
    /// string, a name `isKnown` refuses) says false, and the whole document is read instead.
    static func namesOnlyZones(_ bytes: Data, isKnown: (String) -> Bool = ZoneName.isValid) -> Bool {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress else { return true }
            let count = raw.count
            guard memchr(base, 0x5C, count) == nil else { return false }
            let key: StaticString = "\"timeZone\""
            var index = 0
            var known: Range<Int>?
            func skipSpace(_ at: inout Int) {
                while at < count, raw[at] == 0x20 || raw[at] == 0x0A || raw[at] == 0x0D || raw[at] == 0x09 { at += 1 }
            }
            while index + key.utf8CodeUnitCount <= count {
                // From one `Z` to the next (the key's sixth byte): stopping at every quote, eight
                // a record, cost more than all else here; a record has two.
                let zAt = 5
                guard let z = memchr(base + index + zAt, Int32(UInt8(ascii: "Z")), count - index - zAt) else { return true }
                let found = base.distance(to: UnsafeRawPointer(z)) - zAt
                guard found + key.utf8CodeUnitCount <= count, memcmp(base + found, key.utf8Start, key.utf8CodeUnitCount) == 0 else {
                    index = found + 1
                    continue
                }
                var at = found + key.utf8CodeUnitCount
                skipSpace(&at)
                // Not followed by a colon: the text "timeZone" as a value, not a member's name.
                guard at < count, raw[at] == UInt8(ascii: ":") else {
                    index = found + 1
                    continue
                }
                at += 1
                skipSpace(&at)
                guard at < count, raw[at] == UInt8(ascii: "\"") else { return false }
                let start = at + 1
                guard start < count, let close = memchr(base + start, Int32(UInt8(ascii: "\"")), count - start) else { return false }
                let end = base.distance(to: UnsafeRawPointer(close))
                // The same name as the last one (every glass of a month names the same zone) is known good.
                if let known, known.count == end - start, memcmp(base + known.lowerBound, base + start, known.count) == 0 {
                    index = end + 1
                    continue
                }
                guard isKnown(String(decoding: raw[start..<end], as: UTF8.self)) else { return false }
                known = start..<end
                index = end + 1
            }
            return true
        }
    }
}
