import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// Walks the parsed JSON, naming the path of the first thing it cannot take.
struct ImportReader {
    /// This computer's clock: what lies after it (`RecordRules.notFuture`) is refused.
    let now: Date
    let localZone: Zone
    let zones: ZoneDatabase
    let ignored = IgnoredKeys()
    let known = KnownZones()

    /// Zones by name, each read from the tz database once: an export names a few zones
    /// hundreds of thousands of times.
    final class KnownZones {
        var zones: [String: Zone] = [:]
    }

    /// The keys each object of the export holds: the stored records' own (their field
    /// tables), less what the store keeps for itself, and the document's.
    static let topKeys = ["format", "version", "exportedAt", "sessions", "activeFast", "water", "settings", "completedFasts", "transitionMomentShown", "changes"]
    static let sessionKeys = FastingSession.fields.map(\.name)
    static let activeKeys = StoredActiveFast.fields.map(\.name).filter { $0 != "recordedCount" }
    static let waterKeys = WaterEntry.fields.map(\.name)
    static let settingsKeys = Settings.fields.map(\.name)

    /// Where a value stands in the document, as a message names it (`water[3].at`): written
    /// out only when there is something to say, since ten years of water hold 100,000 values.
    struct Place {
        /// The place of the object or list this value is in, as text (`water`), or empty.
        var base = ""
        var index: Int?
        var key: String?

        var text: String {
            var text = base
            if let index { text += "[\(index)]" }
            if let key { text += text.isEmpty ? key : ".\(key)" }
            return text
        }

        /// The member `key` of the object here.
        func member(_ key: String) -> Place {
            self.key == nil ? Place(base: base, index: index, key: key) : Place(base: text, key: key)
        }

        /// The item at `index` of the list here.
        func item(_ index: Int) -> Place {
            self.key == nil && self.index == nil ? Place(base: base, index: index) : Place(base: text, index: index)
        }
    }

    /// Unknown keys met while reading, each path once.
    final class IgnoredKeys {
        var keys: [String] = []

        func note(_ key: String, in path: String) {
            // `sessions[3]` and `sessions[4]` are one place for this purpose: `sessions[]`.
            var place = ""
            var inIndex = false
            for character in path {
                if character == "[" { inIndex = true; place.append("[") } else if character == "]" { inIndex = false; place.append("]") } else if !inIndex { place.append(character) }
            }
            let shown = place.isEmpty ? key : "\(place).\(key)"
            if !keys.contains(shown) { keys.append(shown) }
        }
    }

    /// An object's members (each key once: the parser refuses a repeated one), with the place
    /// that leads to it.
    struct Fields {
        let place: Place
        let members: [(String, JSONValue)]

        /// The value at `key`; nil when it is missing or null.
        func optional(_ key: String) -> (JSONValue, Place)? {
            guard let value = members.first(where: { $0.0 == key })?.1 else { return nil }
            if case .null = value { return nil }
            return (value, place.member(key))
        }

        func required(_ key: String, _ what: String) throws(ImportProblem) -> (JSONValue, Place) {
            guard let found = optional(key) else {
                throw ImportProblem(place.member(key).text, "missing; \(what) is needed here")
            }
            return found
        }
    }

    mutating func document(_ root: JSONValue) throws(ImportProblem) -> ImportDocument {
        guard case .object = root else {
            throw ImportProblem("", "it is not an atrest export: it holds \(ImportProblem.kind(of: root)), not an object")
        }
        let top = try fields(root, Place(), known: Self.topKeys)
        guard let (format, formatPath) = top.optional("format") else {
            throw ImportProblem("format", "missing; this does not look like an atrest export")
        }
        guard case .string(let name) = format, name == ExportDocument.format else {
            throw ImportProblem(formatPath.text, "\(ImportProblem.shown(format)) is not \"\(ExportDocument.format)\"; this does not look like an atrest export")
        }
        let (versionValue, versionPath) = try top.required("version", "a version number")
        let version = try number(versionValue, versionPath, "a version number")
        guard version == version.rounded(), version >= 1 else {
            throw ImportProblem(versionPath.text, "\(ImportProblem.shown(versionValue)) is not a version atrest writes")
        }
        guard version <= Double(ExportDocument.version) else {
            throw ImportProblem(versionPath.text, "\(ImportProblem.shown(versionValue)) is from a newer atrest; update atrest to import it", exitCode: 1)
        }

        var result = ImportDocument()
        if let (value, path) = top.optional("sessions") {
            for (index, item) in try array(value, path).enumerated() {
                let session = try self.session(item, path.item(index))
                if let earlier = result.sessionPaths[session.id] {
                    throw ImportProblem(path.item(index).member("id").text, "the same id as \(earlier)")
                }
                result.sessionPaths[session.id] = path.item(index).text
                result.sessions.append(session)
            }
            try checkApart(result.sessions, path: path.text)
        }
        if let (value, path) = top.optional("activeFast") {
            let fast = try activeFast(value, path)
            if let overlap = result.sessions.first(where: { $0.id != fast.id && $0.end > fast.start }) {
                throw ImportProblem(path.text, "it began before \(result.sessionPaths[overlap.id] ?? "a recorded fast") ended; fasts may not share time")
            }
            result.activeFast = fast
        }
        if let (value, path) = top.optional("water") {
            var seen: [UUID: Int] = [:]
            for (index, item) in try array(value, path).enumerated() {
                let entry = try waterEntry(item, path.item(index))
                if let earlier = seen[entry.id] {
                    throw ImportProblem(path.item(index).member("id").text, "the same id as \(path.item(earlier).text)")
                }
                seen[entry.id] = index
                result.water.append(entry)
            }
        }
        if let (value, path) = top.optional("settings") {
            result.settings = try settings(value, path)
        }
        if let (value, path) = top.optional("changes") {
            result.changes = try ImportDocument.changes(value, path.text, now: now, zones: zones)
        }
        result.completedFasts = result.sessions.count
        if let (value, path) = top.optional("completedFasts") {
            let count = try number(value, path, "a count of fasts")
            guard count == count.rounded(), count >= 0, count < Double(RecordRules.completedFasts.upperBound) else {
                throw ImportProblem(path.text, "\(ImportProblem.shown(value)) is not a count of fasts")
            }
            result.completedFasts = Int(count)
        }
        if let (value, path) = top.optional("transitionMomentShown") {
            guard case .bool(let shown) = value else { throw ImportProblem(path.text, "expected true or false, found \(ImportProblem.kind(of: value))") }
            result.transitionMomentShown = shown
        }
        return result
    }

    // MARK: Parts

    private func session(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> FastingSession {
        let item = try fields(value, path, known: Self.sessionKeys)
        let id = try uuid(item.required("id", "the fast's id"))
        let (startValue, startPath) = try item.required("start", "when the fast began")
        let (start, _) = try instant(startValue, startPath)
        let (endValue, endPath) = try item.required("end", "when the fast ended")
        let (end, endOffset) = try instant(endValue, endPath)
        switch RecordRules.end(end, start: start) {
        case .endNotAfterStart?:
            throw ImportProblem(endPath.text, "\(ImportProblem.shown(endValue)) is not after the start, \(ImportProblem.shown(startValue))")
        case .some:
            throw ImportProblem(path.text, "this fast is \(DurationText.format(end.timeIntervalSince(start))) long; atrest keeps fasts of 4 hours or more")
        case nil:
            break
        }
        return FastingSession(
            id: id, start: start, end: end,
            targetHours: try targetHours(item.optional("targetHours")),
            timeZone: try zone(item.optional("timeZone"), offset: endOffset, at: end),
            note: try note(item.optional("note"))
        )
    }

    private func activeFast(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> ActiveFast {
        let item = try fields(value, path, known: Self.activeKeys)
        let id = try uuid(item.required("id", "the fast's id"))
        let (startValue, startPath) = try item.required("start", "when the fast began")
        let (start, offset) = try instant(startValue, startPath)
        return ActiveFast(
            id: id, start: start,
            targetHours: try targetHours(item.optional("targetHours")),
            timeZone: try zone(item.optional("timeZone"), offset: offset, at: start),
            note: try note(item.optional("note"))
        )
    }

    private func waterEntry(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> WaterEntry {
        let item = try fields(value, path, known: Self.waterKeys)
        let id = try uuid(item.required("id", "the entry's id"))
        let (atValue, atPath) = try item.required("at", "when the water was logged")
        let (at, offset) = try instant(atValue, atPath)
        return WaterEntry(
            id: id, at: at,
            milliliters: try milliliters(item.required("milliliters", "an amount in millilitres")),
            timeZone: try zone(item.optional("timeZone"), offset: offset, at: at)
        )
    }

    private func settings(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> SettingsPatch {
        let item = try fields(value, path, known: Self.settingsKeys)
        var patch = SettingsPatch()
        if let found = item.optional("targetHours") { patch.targetHours = try targetHours(found) }
        if let (unitValue, unitPath) = item.optional("waterUnit") {
            let text = try string(unitValue, unitPath, "ml or oz")
            guard let unit = VolumeUnit(rawValue: text) else {
                throw ImportProblem(unitPath.text, "\(ImportProblem.quoted(text)) is neither \"ml\" nor \"oz\"")
            }
            patch.waterUnit = unit
        }
        if let found = item.optional("waterAmount") { patch.waterAmount = try milliliters(found) }
        if let (vigilValue, vigilPath) = item.optional("vigil") {
            guard case .bool(let on) = vigilValue else {
                throw ImportProblem(vigilPath.text, "expected true or false, found \(ImportProblem.kind(of: vigilValue))")
            }
            patch.vigil = on
        }
        if let (motionValue, motionPath) = item.optional("motion") {
            guard case .bool(let on) = motionValue else {
                throw ImportProblem(motionPath.text, "expected true or false, found \(ImportProblem.kind(of: motionValue))")
            }
            patch.motion = on
        }
        return patch
    }

    /// Fasts in the file that share time, reported at the later of the two in the file.
    private func checkApart(_ sessions: [FastingSession], path: String) throws(ImportProblem) {
        let ordered = sessions.indices.sorted { (sessions[$0].start, sessions[$0].end) < (sessions[$1].start, sessions[$1].end) }
        guard var reaching = ordered.first else { return }
        for index in ordered.dropFirst() {
            if sessions[index].start < sessions[reaching].end {
                throw ImportProblem(
                    "\(path)[\(max(reaching, index))]",
                    "it shares time with \(path)[\(min(reaching, index))]; fasts may not overlap"
                )
            }
            if sessions[index].end > sessions[reaching].end { reaching = index }
        }
    }

    // MARK: Values

    private func fields(_ value: JSONValue, _ place: Place, known: [String]) throws(ImportProblem) -> Fields {
        guard case .object(let members) = value else {
            throw ImportProblem(place.text, "expected an object, found \(ImportProblem.kind(of: value))")
        }
        for (key, _) in members where !known.contains(key) { ignored.note(key, in: place.text) }
        return Fields(place: place, members: members)
    }

    private func array(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> [JSONValue] {
        guard case .array(let items) = value else {
            throw ImportProblem(path.text, "expected a list, found \(ImportProblem.kind(of: value))")
        }
        return items
    }

    /// A fast's note: absent or null for none; one line of up to 500 characters.
    private func note(_ found: (JSONValue, Place)?) throws(ImportProblem) -> String? {
        guard let (value, path) = found, value != .null else { return nil }
        let text = try string(value, path, "a note")
        if let problem = FastNote.check(text) { throw ImportProblem(path.text, "the note \(problem.reason)") }
        return FastNote.normalised(text)
    }

    private func string(_ value: JSONValue, _ path: Place, _ what: String) throws(ImportProblem) -> String {
        try ForeignJSON.string(value, path.text, what)
    }

    private func number(_ value: JSONValue, _ path: Place, _ what: String) throws(ImportProblem) -> Double {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let real): return real
        default: throw ImportProblem(path.text, "expected \(what), found \(ImportProblem.kind(of: value))")
        }
    }

    private func uuid(_ found: (JSONValue, Place)) throws(ImportProblem) -> UUID {
        let text = try string(found.0, found.1, "an id")
        guard let id = UUID.parse(text) else {
            throw ImportProblem(found.1.text, "\(ImportProblem.quoted(text)) is not an id (a UUID such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301)")
        }
        return id
    }

    /// An instant with its written offset, no later than a minute from now.
    private func instant(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> (Date, Int) {
        let text = try string(value, path, "a date and time")
        guard let date = Timestamp.parse(text), let offset = Timestamp.writtenOffset(text) else {
            if Timestamp.parse(text, localZone: localZone) != nil {
                throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) has no offset; write it like 2026-11-20T20:00:00+01:00 or with Z")
            }
            throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) is not a date and time")
        }
        if let problem = RecordRules.notFuture(date, now: now) ?? RecordRules.instant(date) { throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) \(problem.reason)") }
        return (date, offset)
    }

    private func targetHours(_ found: (JSONValue, Place)?) throws(ImportProblem) -> Double {
        guard let (value, path) = found else { return TargetHours.defaultValue }
        let hours = try number(value, path, "a number of hours")
        if let problem = RecordRules.targetHours(hours) {
            throw ImportProblem(path.text, "\(ImportProblem.shown(value)) \(problem.reason)")
        }
        return hours
    }

    private func milliliters(_ found: (JSONValue, Place)) throws(ImportProblem) -> Int {
        let amount = try number(found.0, found.1, "a number of millilitres")
        // Other tools may write converted amounts such as 236.6; atrest keeps whole millilitres.
        if let problem = RecordRules.milliliters(amount) {
            throw ImportProblem(found.1.text, "\(ImportProblem.shown(found.0)) \(problem.reason)")
        }
        return Int(amount.rounded())
    }

    private func zone(_ found: (JSONValue, Place)?, offset: Int, at date: Date) throws(ImportProblem) -> Zone {
        if let (value, path) = found {
            let name = try string(value, path, "a time zone name")
            if let problem = RecordRules.zoneName(name) {
                throw ImportProblem(path.text, "\(ImportProblem.quoted(name)) \(problem.reason)")
            }
            // A zone this system does not know (a newer tz database wrote it, or none is
            // installed here) keeps its name and counts as UTC, as the store reads one; its
            // instants are exact either way.
            if let zone = known.zones[name] { return zone }
            let zone = zones.zoneOrUTC(named: name)
            known.zones[name] = zone
            return zone
        }
        if localZone.secondsFromGMT(for: date) == offset { return localZone }
        return Zone.fixed(offsetSeconds: offset) ?? localZone
    }
}
