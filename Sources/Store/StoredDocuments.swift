import Domain
import Foundation

// The on-disk formats. Each file is a JSON object with a `version`; instants are UTC text
// (`2026-11-20T19:00:00Z`) beside the time zone they were recorded in.

package struct SessionsDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var sessions: [SessionRecord]
}

package struct SessionRecord: Codable, Sendable, Equatable {
    var id: UUID
    var start: String
    var end: String
    var targetHours: Double
    var timeZone: String
}

package struct ActiveDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var fast: ActiveRecord?
}

package struct ActiveRecord: Codable, Sendable, Equatable {
    var id: UUID
    var start: String
    var targetHours: Double
    var timeZone: String
    /// A copy of the number of recorded fasts (see `AtrestStore.loadActiveFast`).
    var recordedCount: Int
}

package struct WaterDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var entries: [WaterRecord]
}

package struct WaterRecord: Codable, Sendable, Equatable {
    var id: UUID
    var at: String
    var milliliters: Int
    var timeZone: String
}

package struct SettingsDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var targetHours: Double?
    var waterUnit: String?
    var waterAmount: Int?
    var vigil: Bool?
}

package struct AccountDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var license: String?
    var transitionMomentShown: Bool?
}

package struct RemindersDocument: VersionedDocument, Equatable {
    package static let currentVersion = 1
    package var version = currentVersion
    var fastID: UUID?
    var announcedPhase: String?
    var targetAnnounced: Bool?
}
