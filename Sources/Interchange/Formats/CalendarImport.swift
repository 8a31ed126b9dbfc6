import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// atrest's own calendar export read back (`--from ics`), so fasts moved or annotated in a
/// calendar come home: each event's `UID` (`<id>@atrest`) keeps its fast's id, `DTSTART` and
/// `DTEND` its times (UTC, a `TZID` or the person's zone), `DESCRIPTION` its note,
/// `X-ATREST-TARGET-HOURS` and `X-ATREST-TIME-ZONE` what a calendar cannot hold (where a
/// calendar dropped them, the fast here keeps its own), `LAST-MODIFIED` when it was changed.
///
/// Events that are not atrest's (another `UID` and another summary than "Fast") are passed
/// over and counted: a whole calendar exported by mistake adds no meetings as fasts. An
/// event without atrest's `UID` but called "Fast" (added in the calendar) gets an id derived
/// from its start.
enum CalendarImport {
    /// One event's properties by name, each the first of its name, with their parameters.
    struct Event {
        var line: Int
        var properties: [String: (parameters: [String: String], value: String)] = [:]
    }

    static func read(_ text: String, now: Date, zone: Zone, zones: ZoneDatabase) throws(ImportProblem) -> ImportFormat.Reading {
        var history = ForeignHistory()
        history.keepsOverlaps = true
        var lastModified: [UUID: Date] = [:]
        var bare: Set<UUID> = []
        var passedOver = 0
        var known: [String: Zone] = [:]
        for event in try events(text) {
            let place = "the event at line \(event.line)"
            let uid = event.properties["UID"]?.value ?? ""
            let ours = uid.lowercased().hasSuffix("@atrest")
            guard ours || event.properties["SUMMARY"]?.value.trimmingWhitespace().lowercased() == "fast" else {
                passedOver += 1
                continue
            }
            let start = try instant(event, "DTSTART", place, zone: zone, zones: zones)
            guard event.properties["DTEND"] != nil else {
                throw ImportProblem(place, "it has no DTEND; a fast in the calendar needs its end")
            }
            let end = try instant(event, "DTEND", place, zone: zone, zones: zones)
            let id: UUID
            if ours {
                guard let parsed = UUID.parse(String(uid.dropLast("@atrest".count))) else {
                    throw ImportProblem(place, "\(ImportProblem.quoted(uid)) is not the UID atrest writes, an id and @atrest")
                }
                id = parsed
            } else {
                id = try DerivedID.make(source: .ics, start: start)
            }
            let target = event.properties["X-ATREST-TARGET-HOURS"].flatMap { LocalReading.number($0.value) }
            let zoneName = event.properties["X-ATREST-TIME-ZONE"]?.value ?? ""
            // Each zone read from the tz database once: ten years name a few zones thousands of times.
            var fastZone = known[zoneName]
            if fastZone == nil, !zoneName.isEmpty, RecordRules.zoneName(zoneName) == nil {
                fastZone = zones.zoneOrUTC(named: zoneName)
                known[zoneName] = fastZone
            }
            if target == nil || fastZone == nil { bare.insert(id) }
            if let modified = event.properties["LAST-MODIFIED"].flatMap({ TimewarriorExport.basicInstant($0.value) }) {
                lastModified[id] = modified
            }
            let note = event.properties["DESCRIPTION"].map { unescaped($0.value) }
            history.fasts.append(ForeignHistory.Fast(
                id: id, start: start, end: end, targetHours: target, note: note?.isEmpty == false ? note : nil, place: place, zone: fastZone
            ))
        }
        if passedOver > 0 {
            history.remarks.append("Passed over \(ListText.count(passedOver, "event")) that \(passedOver == 1 ? "is" : "are") not a fast atrest exported (another UID, a summary other than Fast).")
        }
        var (document, remarks) = try history.document(now: now, zone: zone)
        document.edits = .calendar(lastModified: lastModified, bare: bare)
        return ImportFormat.Reading(format: .ics, document: document, remarks: remarks.lines)
    }

    /// The events of `text`: lines unfolded (a line beginning with a space or a tab goes on
    /// the one before), `NAME;PARAM=VALUE:value` split at the first colon outside quotes.
    /// Read as bytes: ten years of fasts are fifty thousand lines.
    static func events(_ text: String) throws(ImportProblem) -> [Event] {
        let bytes = Array(text.utf8)
        var logical: [(line: Int, bytes: [UInt8])] = []
        var number = 0
        var index = 0
        while index <= bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            number += 1
            let raw = bytes[index..<end]
            if let first = raw.first, first == 0x20 || first == 0x09, !logical.isEmpty {
                logical[logical.count - 1].bytes += raw.dropFirst()
            } else if !raw.isEmpty {
                logical.append((number, Array(raw)))
            }
            // CRLF is one line end.
            index = end < bytes.count && bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
        }
        var events: [Event] = []
        var current: Event?
        for (line, text) in logical {
            let (name, parameters, value) = split(text)
            if name == "BEGIN", value.uppercased() == "VEVENT" {
                current = Event(line: line)
            } else if name == "END", value.uppercased() == "VEVENT" {
                if let event = current { events.append(event) }
                current = nil
            } else if current != nil, current?.properties[name] == nil {
                current?.properties[name] = (parameters, value)
            }
        }
        if let current { throw ImportProblem("the event at line \(current.line)", "it never ends (no END:VEVENT); the file may be cut short") }
        return events
    }

    private static func split(_ line: [UInt8]) -> (String, [String: String], String) {
        var quoted = false
        var colon = line.count
        for (index, byte) in line.enumerated() {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if byte == UInt8(ascii: ":"), !quoted { colon = index; break }
        }
        let head = line[..<colon].split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: UInt8(ascii: "="), maxSplits: 1)
            if pair.count == 2 {
                parameters[String(decoding: pair[0], as: UTF8.self).uppercased()] = String(decoding: pair[1].filter { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
            }
        }
        let value = colon < line.count ? String(decoding: line[(colon + 1)...], as: UTF8.self) : ""
        return (head.first.map { String(decoding: $0, as: UTF8.self).uppercased() } ?? "", parameters, value)
    }

    /// `20260120T200000Z`, a local `20260120T200000` in the event's `TZID` or the person's
    /// zone; a day alone is no fast's time.
    private static func instant(_ event: Event, _ name: String, _ place: String, zone: Zone, zones: ZoneDatabase) throws(ImportProblem) -> Date {
        guard let (parameters, value) = event.properties[name] else { throw ImportProblem(place, "it has no \(name)") }
        if let date = TimewarriorExport.basicInstant(value) { return date }
        let local = TimewarriorExport.basicInstant(value + "Z").map { CivilTime($0, offsetSeconds: 0) }
        guard let local, value.count == 15 else {
            throw ImportProblem(place, "\(name) \(ImportProblem.quoted(value)) is not a date and time like 20260120T200000Z")
        }
        let eventZone = parameters["TZID"].flatMap { RecordRules.zoneName($0) == nil ? zones.zone(named: $0) : nil } ?? zone
        return LocalTime.date(for: local, in: eventZone)
    }

    /// TEXT as RFC 5545 escapes it, read back: `\\n` a line break, `\\,` `\\;` `\\\\` themselves.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
