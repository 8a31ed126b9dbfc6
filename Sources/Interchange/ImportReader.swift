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
    /// This computer's clock. What lies after it is taken (`instant`): the document was
    /// written by a computer whose clock said so.
    let now: Date
    let localZone: Zone
    let zones: ZoneDatabase
    let ignored = IgnoredKeys()
    let known = KnownZones()
    let folds = NoteFolds()

    /// How many notes were put on one line (one rule for every format: `ForeignHistory.oneLine`).
    final class NoteFolds {
        var count = 0
    }

    /// Zones by name, each read from the tz database once: an export names a few zones
    /// hundreds of thousands of times.
    final class KnownZones {
        var zones: [String: Zone] = [:]
    }

    /// The keys each object of the export holds: the records' declared members
    /// (`DeclaredRecord.declared`), the settings' stored ones, and the document's.
    static let topKeys = ["format", "version", "exportedAt", "sessions", "activeFast", "water", "settings", "completedFasts", "transitionMomentShown", "changes"]
    static let sessionKeys = FastingSession.declared.map(\.text)
    static let activeKeys = ActiveFast.declared.map(\.text)
    static let waterKeys = WaterEntry.declared.map(\.text)
    static let settingsKeys = Settings.fields.map(\.name)

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
        }
        if let (value, path) = top.optional("activeFast") {
            // Fasts that share time, in the file or with the running fast, are kept beside each
            // other and marked, as `sync` keeps them: an export of a synced home always restores.
            result.activeFast = try activeFast(value, path)
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
            result.changes = try ImportDocument.changes(value, path.text, zones: zones)
        }
        // Without a count of its own a document uses none of the trial: only `end` and `add`
        // do, and a script's document of eleven fasts must not end it.
        result.completedFasts = 0
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
        try record(fields(value, path, known: Self.sessionKeys), blank: FastingSession.blank)
    }

    private func activeFast(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> ActiveFast {
        try record(fields(value, path, known: Self.activeKeys), blank: ActiveFast.blank)
    }

    private func waterEntry(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> WaterEntry {
        try record(fields(value, path, known: Self.waterKeys), blank: WaterEntry.blank)
    }

    func settings(_ value: JSONValue, _ path: Place) throws(ImportProblem) -> SettingsPatch {
        let item = try fields(value, path, known: Self.settingsKeys)
        var patch = SettingsPatch()
        // Every declared setting the document names, read as its kind says.
        for field in SettingField.all {
            guard let (value, place) = item.optional(field.member.description) else { continue }
            switch field.kind {
            case .hours(let path): patch.values[keyPath: path] = try targetHours((value, place))
            case .unit(let path):
                let text = try string(value, place, "ml or oz")
                guard let unit = VolumeUnit(rawValue: text) else {
                    throw ImportProblem(place.text, "\(ImportProblem.quoted(text)) is neither \"ml\" nor \"oz\"")
                }
                patch.values[keyPath: path] = unit
            case .milliliters(let path): patch.values[keyPath: path] = try milliliters((value, place))
            case .onOff(let path):
                guard case .bool(let on) = value else {
                    throw ImportProblem(place.text, "expected true or false, found \(ImportProblem.kind(of: value))")
                }
                patch.values[keyPath: path] = on
            }
            patch.named.insert(field.key)
        }
        return patch
    }
}
