import Domain
import Foundation

// The on-disk formats. Each file is a JSON object with a `version`; instants are UTC text
// (`2026-11-20T19:00:00Z`) beside the time zone they were recorded in.

struct SessionsDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var sessions: [SessionRecord]
}

struct SessionRecord: Codable, Sendable {
    var id: UUID
    var start: String
    var end: String
    var targetHours: Double
    var timeZone: String
}

struct ActiveDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var fast: ActiveRecord?
}

struct ActiveRecord: Codable, Sendable {
    var id: UUID
    var start: String
    var targetHours: Double
    var timeZone: String
    /// A copy of the number of recorded fasts (see `AtrestStore.loadActiveFast`).
    var recordedCount: Int
}

struct WaterDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var entries: [WaterRecord]
}

struct WaterRecord: Codable, Sendable {
    var id: UUID
    var at: String
    var milliliters: Int
    var timeZone: String
}

struct SettingsDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var targetHours: Double?
    var waterUnit: String?
    var waterAmount: Int?
    var vigil: Bool?
}

struct AccountDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var license: String?
    var transitionMomentShown: Bool?
}

struct RemindersDocument: VersionedDocument {
    static let currentVersion = 1
    var version = currentVersion
    var fastID: UUID?
    var announcedPhase: String?
    var targetAnnounced: Bool?
}
