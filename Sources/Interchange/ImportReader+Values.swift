import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// The import reader's readers of single values: each checks one value against the rules the
/// store keeps and names its place when it cannot take it.
extension ImportReader {
    func fields(_ value: JSONValue, _ place: Place, known: [String]) throws(ImportProblem) -> Fields {
        guard case .object(let members) = value else {
            throw ImportProblem(place.text, "expected an object, found \(ImportProblem.kind(of: value))")
        }
        for (key, _) in members where !known.contains(key) { ignored.note(key, in: place.text) }
        return Fields(place: place, members: members)
    }

    func array(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> [JSONValue] {
        guard case .array(let items) = value else {
            throw ImportProblem(path.text, "expected a list, found \(ImportProblem.kind(of: value))")
        }
        return items
    }

    /// A fast's note: absent or null for none; up to 500 characters. One with a line break or
    /// a tab (written by hand, or by another tool) is put on one line, as notes from other
    /// apps are, and the summary says how many were.
    func note(_ found: (JSONValue, Place)?) throws(ImportProblem) -> String? {
        guard let (value, path) = found, value != .null else { return nil }
        let text = try string(value, path, "a note")
        switch FastNote.check(text) {
        case .notOneLine?:
            folds.count += 1
            let folded = ForeignHistory.oneLine(text)
            if let folded, let problem = FastNote.check(folded) { throw ImportProblem(path.text, "the note \(problem.reason)") }
            return folded
        case let problem?: throw ImportProblem(path.text, "the note \(problem.reason)")
        case nil: return FastNote.normalised(text)
        }
    }

    func string(_ value: JSONValue, _ path: Place, _ what: String) throws(ImportProblem) -> String {
        try ForeignJSON.string(value, path.text, what)
    }

    func number(_ value: JSONValue, _ path: Place, _ what: String) throws(ImportProblem) -> Double {
        switch value {
        case .int(let integer): return Double(integer)
        case .double(let real): return real
        default: throw ImportProblem(path.text, "expected \(what), found \(ImportProblem.kind(of: value))")
        }
    }

    func uuid(_ found: (JSONValue, Place)) throws(ImportProblem) -> UUID {
        let text = try string(found.0, found.1, "an id")
        guard let id = UUID.parse(text) else {
            throw ImportProblem(found.1.text, "\(ImportProblem.quoted(text)) is not an id (a UUID such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301)")
        }
        return id
    }

    /// An instant with its written offset. One ahead of this computer's clock is taken: it was
    /// recorded on a computer whose clock said so, and `doctor` names it (`RecordRules.notFuture`
    /// is for what a person types here).
    func instant(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> (Date, Int) {
        let text = try string(value, path, "a date and time")
        guard let (date, offset) = Timestamp.parseWithOffset(text) else {
            if Timestamp.parse(text, localZone: localZone) != nil {
                throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) has no offset; write it like 2026-11-20T20:00:00+01:00 or with Z")
            }
            throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) is not a date and time")
        }
        if let problem = RecordRules.instant(date) { throw ImportProblem(path.text, "\(ImportProblem.quoted(text)) \(problem.reason)") }
        return (date, offset)
    }

    func targetHours(_ found: (JSONValue, Place)?) throws(ImportProblem) -> Double {
        guard let (value, path) = found else { return TargetHours.defaultValue }
        let hours = try number(value, path, "a number of hours")
        if let problem = RecordRules.targetHours(hours) {
            throw ImportProblem(path.text, "\(ImportProblem.shown(value)) \(problem.reason)")
        }
        return hours
    }

    func milliliters(_ found: (JSONValue, Place)) throws(ImportProblem) -> Int {
        let amount = try number(found.0, found.1, "a number of millilitres")
        // Other tools may write converted amounts such as 236.6; atrest keeps whole millilitres.
        if let problem = RecordRules.milliliters(amount) {
            throw ImportProblem(found.1.text, "\(ImportProblem.shown(found.0)) \(problem.reason)")
        }
        return Int(amount.rounded())
    }

    func zone(_ found: (JSONValue, Place)?, offset: Int, at date: Date) throws(ImportProblem) -> Zone {
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
