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
    static func events(_ text: String) throws(ImportProblem) -> [Event] {
        var logical: [(line: Int, text: String)] = []
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            if let first = raw.first, first == " " || first == "\t", !logical.isEmpty {
                logical[logical.count - 1].text += raw.dropFirst()
            } else if !raw.isEmpty {
                logical.append((number, String(raw)))
            }
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

    private static func split(_ line: String) -> (String, [String: String], String) {
        var quoted = false
        var colon = line.endIndex
        for index in line.indices {
            if line[index] == "\"" { quoted.toggle() }
            if line[index] == ":", !quoted { colon = index; break }
        }
        let head = line[..<colon].split(separator: ";", omittingEmptySubsequences: false)
        var parameters: [String: String] = [:]
        for parameter in head.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1].trimmingCharacters(in: ["\""]) }
        }
        let value = colon < line.endIndex ? String(line[line.index(after: colon)...]) : ""
        return (head.first.map { $0.uppercased() } ?? "", parameters, value)
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
