import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSON
import Store

/// An export document that has passed every check: what it holds keeps atrest's rules.
///
/// Reading checks everything before anything is compared with what is stored: the format and
/// version, that ids are UUIDs and unique within the file, that instants parse and carry an
/// offset, that nothing lies in the future, and `RecordRules` (the ranges the store also
/// checks on every read: every fast ends after it begins and lasts 4 hours, targets are 4–72
/// hours, water 1–5000 ml, nothing before 1900), and that the file's own fasts do not share
/// time. Unknown keys are ignored, so other tools may add their own.
///
/// Defaults for what may be left out: `sessions` and `water` empty, `activeFast` none,
/// `settings` (or any key of it) unchanged, `targetHours` 16, and `timeZone` the zone the
/// instant's own offset implies: the local zone when its offset there agrees, otherwise a
/// zone fixed at that offset (a fast's offset is taken from its end, the instant that
/// decides its day).
package struct ImportDocument: Sendable {
    package var sessions: [FastingSession] = []
    /// Where each fast stands in the file (`sessions[3]`), for messages.
    package var sessionPaths: [UUID: String] = [:]
    package var activeFast: ActiveFast?
    package var water: [WaterEntry] = []
    package var settings = SettingsPatch()
    /// The trial's count the export carries; an export from before it had the count counts
    /// its fasts (atrest exported only fasts completed with it).
    package var completedFasts = 0
    /// Whether the moment after the tenth fast was shown where the export was made.
    package var transitionMomentShown = false
    /// Stamps and deletions, as atrest's own exports carry them (see `ImportDocument+Changes`).
    package var changes: ChangeLedger?
    /// Keys atrest does not know, passed over (other tools may write their own, and a typo
    /// such as `Sessions` is one): `Sessions`, `sessions[].timezone`, in the order met.
    package var ignoredKeys: [String] = []
    /// Notes that held a line break or a tab, put on one line (`ForeignHistory.oneLine`).
    package var notesFolded = 0
    /// How the file's versions of fasts meet those here (`ImportDocument+Edits`).
    package var edits: ImportEdits = .stamped

    /// Whether the file holds no record at all: no fast, running or recorded, and no water
    /// (its settings and its record of changes aside).
    package var holdsNoRecords: Bool {
        sessions.isEmpty && activeFast == nil && water.isEmpty && (changes?.running.isEmpty ?? true)
    }

    /// Reads `document`; `now` is this computer's clock (instants and stamps ahead of it are
    /// taken, as `sync` takes them: another computer's clock said so) and `localZone` is the zone of the person importing; zones named in the document are
    /// looked up in `zones`.
    package static func read(_ document: JSONValue, now: Date, localZone: Zone, zones: ZoneDatabase) throws(ImportProblem) -> ImportDocument {
        var reader = ImportReader(now: now, localZone: localZone, zones: zones)
        var result = try reader.document(document)
        result.ignoredKeys = reader.ignored.keys
        result.notesFolded = reader.folds.count
        return result
    }
}

/// Settings an import sets: the ones it names (`named`), with their values in `values`;
/// every other setting is left as it is.
package struct SettingsPatch: Equatable, Sendable {
    package var values = Settings()
    package var named: Set<SettingKey> = []

    package init() {}

    package func applied(to settings: Settings) -> Settings {
        var result = settings
        for field in SettingField.all where named.contains(field.key) { field.copy(from: values, into: &result) }
        return result
    }
}
