import Domain
import JSON
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One computer's file in a sync folder: `atrest-<computer id>.json`, everything that
/// computer knows (a snapshot, not a journal: any one file, read whole, is enough to catch
/// up, and a file met twice changes nothing).
///
/// Only a file whose name is exactly that, whose JSON is complete, whose `device` is the one
/// its name says and whose every record reads is taken; anything else (a copy cut short, a
/// sync tool's conflict copy such as `atrest-….sync-conflict-20261124-101010-ABC.json`, a
/// file from a newer atrest) is left alone and named in `sync`'s report.
package enum SyncFile {
    package static let format = "atrest-sync"
    package static let version = 1

    package static func name(device: UUID) -> String { "atrest-\(device.uppercaseText).json" }

    /// The computer a file belongs to, when its name is exactly one atrest writes.
    package static func device(fileName name: String) -> UUID? {
        guard name.hasPrefix("atrest-"), name.hasSuffix(".json"), name.count == 7 + 36 + 5 else { return nil }
        return UUID(uuidString: String(name.dropFirst(7).dropLast(5)))
    }

    /// Whether the name looks like a file of the folder some tool copied or cut short: it
    /// starts like one of atrest's and is not one.
    package static func isStray(fileName name: String) -> Bool {
        name.hasPrefix("atrest-") && device(fileName: name) == nil
    }

    // MARK: Writing

    /// The file's bytes: the same history always gives the same bytes (no time of writing in
    /// it), so a sync with nothing new leaves the file, and the sync tool, alone.
    package static func encode(_ replica: Replica, device: UUID) throws -> Data {
        var file = Document(format: format, version: version, device: device)
        file.fasts = replica.fasts.values.sorted { History.precedes($0.value, $1.value) }.map { stamped in
            let fast = stamped.value
            return Fast(
                id: fast.id, start: Timestamp.formatUTC(fast.start), end: Timestamp.formatUTC(fast.end),
                targetHours: fast.targetHours, timeZone: fast.timeZone.identifier, note: fast.note, stamp: stamped.stamp
            )
        }
        file.running = replica.running.values.sorted { $0.value.start < $1.value.start }.map { stamped in
            let fast = stamped.value
            return Fast(
                id: fast.id, start: Timestamp.formatUTC(fast.start), end: nil,
                targetHours: fast.targetHours, timeZone: fast.timeZone.identifier, note: fast.note, stamp: stamped.stamp
            )
        }
        file.water = replica.water.values.sorted { $0.at != $1.at ? $0.at < $1.at : UUID.precedes($0.id, $1.id) }.map {
            Water(id: $0.id, at: Timestamp.formatUTC($0.at), milliliters: $0.milliliters, timeZone: $0.timeZone.identifier)
        }
        file.deletions = replica.deletions.values.sorted { UUID.precedes($0.id, $1.id) }.map {
            Gone(id: $0.id, kind: $0.kind.rawValue, changed: Timestamp.formatUTC($0.stamp.at), changedBy: $0.stamp.device)
        }
        file.settings = replica.settings.keys.sorted().compactMap { key in
            replica.settings[key].map { Setting(key: key.rawValue, value: $0.value, stamp: $0.stamp) }
        }
        file.completedFasts = replica.completedFasts
        file.transitionMomentShown = replica.transitionMomentShown ? true : nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(file)
        data.append(0x0A)
        return data
    }

    // MARK: Reading

    /// The history in `data`, written by the computer `device`; nil unless every part of it reads.
    package static func decode(_ data: Data, device: UUID, zones: ZoneDatabase) -> Replica? {
        // Strict JSON first: JSONDecoder also takes a trailing comma or a raw control
        // character, which atrest never writes, so such a file is not one it wrote whole.
        guard StrictJSON.problem(in: data) == nil, let file = try? JSONDecoder().decode(Document.self, from: data),
              file.format == format, file.version == version, file.device == device
        else { return nil }
        var cache = ZoneCache(database: zones)
        var replica = Replica()
        for fast in file.fasts {
            guard let start = Timestamp.parse(fast.start), let endText = fast.end, let end = Timestamp.parse(endText),
                  end > start, TargetHours.isAllowed(fast.targetHours), let stamp = fast.stampValue
            else { return nil }
            let session = FastingSession(id: fast.id, start: start, end: end, targetHours: fast.targetHours, timeZone: cache.zone(fast.timeZone), note: fast.note)
            replica.fasts[fast.id] = Stamped(session, stamp)
        }
        for fast in file.running {
            guard let start = Timestamp.parse(fast.start), fast.end == nil, TargetHours.isAllowed(fast.targetHours), let stamp = fast.stampValue
            else { return nil }
            let active = ActiveFast(id: fast.id, start: start, targetHours: fast.targetHours, timeZone: cache.zone(fast.timeZone), note: fast.note)
            replica.running[fast.id] = Stamped(active, stamp)
        }
        for entry in file.water {
            guard let at = Timestamp.parse(entry.at), WaterAmount.range.contains(entry.milliliters) else { return nil }
            replica.water[entry.id] = WaterEntry(id: entry.id, at: at, milliliters: entry.milliliters, timeZone: cache.zone(entry.timeZone))
        }
        for gone in file.deletions {
            guard let kind = Deletion.Kind(rawValue: gone.kind), let at = Timestamp.parse(gone.changed) else { return nil }
            let deletion = Deletion(id: gone.id, kind: kind, stamp: Stamp(at: at, device: gone.changedBy))
            replica.deletions[gone.id] = replica.deletions[gone.id].map { Deletion.stays($0, over: deletion) ? $0 : deletion } ?? deletion
        }
        for setting in file.settings {
            // A setting a newer atrest added is passed over, not refused.
            guard let key = SettingKey(rawValue: setting.key) else { continue }
            guard let stamp = setting.stampValue else { return nil }
            replica.settings[key] = Stamped(setting.value, stamp)
        }
        guard file.completedFasts >= 0 else { return nil }
        replica.completedFasts = file.completedFasts
        replica.transitionMomentShown = file.transitionMomentShown ?? false
        replica.settle()
        return replica
    }

    // MARK: The document

    struct Document: Codable {
        var format: String
        var version: Int
        var device: UUID
        var fasts: [Fast] = []
        var running: [Fast] = []
        var water: [Water] = []
        var deletions: [Gone] = []
        var settings: [Setting] = []
        var completedFasts = 0
        /// Absent until the moment after the tenth fast has been shown.
        var transitionMomentShown: Bool?
    }

    struct Fast: Codable {
        var id: UUID
        var start: String
        var end: String?
        var targetHours: Double
        var timeZone: String
        var note: String?
        var changed: String?
        var changedBy: UUID?

        init(id: UUID, start: String, end: String?, targetHours: Double, timeZone: String, note: String?, stamp: Stamp) {
            self.id = id
            self.start = start
            self.end = end
            self.targetHours = targetHours
            self.timeZone = timeZone
            self.note = note
            if !stamp.isUnstamped {
                changed = Timestamp.formatUTC(stamp.at)
                changedBy = stamp.device
            }
        }

        /// Unstamped when both are absent; nil (not to be taken) when only one is, or it does not read.
        var stampValue: Stamp? { SyncFile.stamp(changed, changedBy) }
    }

    struct Water: Codable {
        var id: UUID
        var at: String
        var milliliters: Int
        var timeZone: String
    }

    struct Gone: Codable {
        var id: UUID
        var kind: String
        var changed: String
        var changedBy: UUID
    }

    struct Setting: Codable {
        var key: String
        var value: String
        var changed: String?
        var changedBy: UUID?

        init(key: String, value: String, stamp: Stamp) {
            self.key = key
            self.value = value
            if !stamp.isUnstamped {
                changed = Timestamp.formatUTC(stamp.at)
                changedBy = stamp.device
            }
        }

        var stampValue: Stamp? { SyncFile.stamp(changed, changedBy) }
    }

    static func stamp(_ changed: String?, _ by: UUID?) -> Stamp? {
        switch (changed, by) {
        case (nil, nil): return .unstamped
        case (let changed?, let by?): return Timestamp.parse(changed).map { Stamp(at: $0, device: by) }
        default: return nil
        }
    }
}
